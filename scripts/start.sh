#!/usr/bin/env bash
# `npm start` / `npm run start:story-time`: from a fresh clone with only Node 20 and npm, installs
# the pinned pnpm and the dependencies, then builds and runs the demo server and one site
# (scripts/start.mjs). Usage: scripts/start.sh [web|story-time|authvod|svod|jwp|ssai|cognito]
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-pnpm.sh

pnpm install --frozen-lockfile --prefer-offline
exec node scripts/start.mjs "${1:-web}"
