#!/usr/bin/env bash
# `pnpm e2e`: the end-to-end tests of the sites in Debian's Chromium (playwright.config.ts).
# Arguments go to `playwright test` (e.g. `pnpm e2e --project=web`).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/ensure-pnpm.sh

chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$chromium" ] && [ -z "${CHROMIUM_PATH:-}" ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  echo "Installing Debian's Chromium..."
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi
if [ ! -x "$chromium" ]; then
  echo "Chromium is missing at $chromium: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH." >&2
  exit 1
fi
[ -d node_modules/@playwright/test ] || pnpm install --frozen-lockfile --prefer-offline
exec pnpm exec playwright test "$@"
