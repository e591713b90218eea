# Sourced by the repo scripts: makes the pinned pnpm (package.json "packageManager") available
# using npm only. Corepack is not used: its shim fails signature checks on some machines.
# The repo root's package.json, wherever the script is sourced from.
want=$(node -p "require(process.argv[1]).packageManager.split('@')[1]" "$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)/package.json")
if [ -z "$want" ]; then echo "ensure-pnpm: no packageManager in the root package.json" >&2; return 1 2>/dev/null || exit 1; fi
if ! pnpm --version 2>/dev/null | grep -qx "$want"; then
  echo "Installing pnpm $want with npm..."
  if ! npm install --global --no-fund --no-audit "pnpm@$want" >/dev/null 2>&1 || ! pnpm --version 2>/dev/null | grep -qx "$want"; then
    # No permission for a global install: keep a private copy in the user's cache instead.
    prefix="${XDG_CACHE_HOME:-$HOME/.cache}/ott-pnpm-$want"
    npm install --prefix "$prefix" --no-fund --no-audit --no-save "pnpm@$want" >/dev/null
    export PATH="$prefix/node_modules/.bin:$PATH"
  fi
fi
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1
