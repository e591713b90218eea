#!/usr/bin/env bash
# The whole test suite, from a fresh clone with only Node 20 and npm: installs the pinned pnpm,
# the dependencies (from the lockfile), then builds, typechecks, lints and unit-tests every
# package (with coverage), checks the repo scripts, and runs the end-to-end tests in Debian's
# Chromium against the real server (scripts/e2e.sh installs Chromium with apt-get when run as root).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-pnpm.sh

pnpm install --frozen-lockfile
pnpm exec turbo run build typecheck lint test:coverage --continue=dependencies-successful

echo "== repo scripts"
node --test scripts/size-budget.test.mjs
node scripts/generate-licenses.mjs --check

echo "== end-to-end (Playwright, Chromium)"
bash scripts/e2e.sh
