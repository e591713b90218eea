#!/usr/bin/env bash
# The whole test suite, from a fresh clone with only Node 20 and npm: installs the pinned pnpm,
# the dependencies (from the lockfile), then builds, typechecks, lints and tests every package.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-pnpm.sh

pnpm install --frozen-lockfile
pnpm exec turbo run build typecheck lint test:coverage --continue=dependencies-successful
