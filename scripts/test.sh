#!/usr/bin/env bash
# The whole test suite, from a fresh clone with only Node 20 and npm: installs the pinned pnpm,
# the dependencies (from the lockfile), then builds, typechecks, lints and unit-tests every
# package (with coverage), checks the repo scripts, and runs the end-to-end tests in Debian's
# Chromium against the real server (scripts/e2e.sh installs Chromium with apt-get when run as root).
# The account tests run on SQLite and on PostgreSQL: one throwaway PostgreSQL cluster serves the
# whole run (TEST_DATABASE_URL; installed with apt-get when missing and run as root), stopped on exit.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-pnpm.sh
source scripts/lib/postgres.sh

pnpm install --frozen-lockfile

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  echo "== PostgreSQL for the account tests"
  trap ott_pg_stop EXIT
  if ! ott_pg_start; then
    # Never a silent skip: on CI this stops the run; elsewhere each PostgreSQL suite fails with the reason.
    if [ -n "${CI:-}" ]; then exit 1; fi
    echo "PostgreSQL could not be started: the PostgreSQL account tests will fail" >&2
  fi
fi
# turbo.json passes TEST_DATABASE_URL through to the test tasks (globalPassThroughEnv).
pnpm exec turbo run build typecheck lint test:coverage --continue=dependencies-successful

echo "== repo scripts and the sites' Vite config"
# Every test of the repo scripts; dev.test.mjs starts `pnpm dev` on free ports (the server is built above).
node --test scripts/*.test.mjs scripts/run/*.test.mjs
pnpm test:configs
node scripts/generate-licenses.mjs --check

echo "== end-to-end (Playwright, Chromium)"
bash scripts/e2e.sh
