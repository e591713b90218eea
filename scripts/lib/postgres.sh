# Sourced by the repo scripts (scripts/test.sh): a throwaway PostgreSQL cluster for the test suite.
#
#   source scripts/lib/postgres.sh
#   ott_pg_start            # exports TEST_DATABASE_URL (superuser, may CREATE DATABASE)
#   trap ott_pg_stop EXIT
#
# The cluster lives in a temp folder, listens on 127.0.0.1 on a free port (its unix socket stays in
# the temp folder, so it never meets a system cluster), trusts loopback connections and runs with
# fsync off: it is thrown away at the end, so durability of the cluster itself does not matter.
# PostgreSQL refuses to run as root, so as root it runs as the `postgres` OS user (created when
# missing). When the binaries are absent and we are root, they are installed with apt-get.
#
# Run it directly (`bash scripts/lib/postgres.sh`) to check that a cluster starts, answers and stops.

# Folder of initdb/pg_ctl/postgres, or nothing when PostgreSQL is not installed.
ott_pg_bin_dir() {
  local dir
  if command -v pg_config >/dev/null 2>&1; then
    dir=$(pg_config --bindir 2>/dev/null || true)
    if [ -n "$dir" ] && [ -x "$dir/initdb" ]; then
      echo "$dir"
      return
    fi
  fi
  # Debian keeps the server binaries out of PATH, one folder per major version: take the newest.
  for dir in $(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -t/ -k5 -n -r); do
    if [ -x "$dir/initdb" ]; then
      echo "$dir"
      return
    fi
  done
  if command -v initdb >/dev/null 2>&1; then dirname "$(command -v initdb)"; fi
}

# Installs PostgreSQL with apt-get when it is missing and we may (root, Debian-like system).
ott_pg_ensure_installed() {
  if [ -n "$(ott_pg_bin_dir)" ]; then return 0; fi
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
    echo "PostgreSQL is not installed (and cannot install it: not root or no apt-get)" >&2
    return 1
  fi
  echo "Installing PostgreSQL with apt-get..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null && apt-get install -y -qq postgresql >/dev/null || return 1
  [ -n "$(ott_pg_bin_dir)" ]
}

# Runs a command as the cluster's owner: the postgres user when we are root, else ourselves.
ott_pg_as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

ott_pg_free_port() {
  node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

# Starts the cluster and exports TEST_DATABASE_URL, OTT_PG_DIR and OTT_PG_BIN. Returns non-zero
# (and prints the server log) when it cannot start.
ott_pg_start() {
  ott_pg_ensure_installed || return 1
  OTT_PG_BIN=$(ott_pg_bin_dir)
  if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
    useradd --system --no-create-home --shell /usr/sbin/nologin postgres || return 1
  fi
  OTT_PG_DIR=$(mktemp -d "${TMPDIR:-/tmp}/ott-pg-XXXXXX") || return 1
  if [ "$(id -u)" = 0 ]; then chown postgres "$OTT_PG_DIR"; fi
  local port
  port=$(ott_pg_free_port) || return 1
  if ! ott_pg_as_owner "$OTT_PG_BIN/initdb" -D "$OTT_PG_DIR/data" -U postgres --auth=trust --encoding=UTF8 --no-locale --no-sync >"$OTT_PG_DIR/initdb.log" 2>&1; then
    echo "initdb failed:" >&2
    cat "$OTT_PG_DIR/initdb.log" >&2
    return 1
  fi
  if ! ott_pg_as_owner "$OTT_PG_BIN/pg_ctl" -D "$OTT_PG_DIR/data" -l "$OTT_PG_DIR/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories=$OTT_PG_DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
    start >/dev/null; then
    echo "PostgreSQL did not start:" >&2
    cat "$OTT_PG_DIR/server.log" >&2
    return 1
  fi
  export OTT_PG_DIR OTT_PG_BIN
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "PostgreSQL for the tests: $TEST_DATABASE_URL ($OTT_PG_BIN)"
}

# Stops the cluster started by ott_pg_start and removes its folder. Safe to call twice.
ott_pg_stop() {
  if [ -n "${OTT_PG_DIR:-}" ] && [ -d "$OTT_PG_DIR" ]; then
    ott_pg_as_owner "$OTT_PG_BIN/pg_ctl" -D "$OTT_PG_DIR/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$OTT_PG_DIR"
  fi
  OTT_PG_DIR=
}

# Executed rather than sourced: start a cluster, ask it one question, stop it.
if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  trap ott_pg_stop EXIT
  ott_pg_start
  ott_pg_as_owner "$OTT_PG_BIN/psql" "$TEST_DATABASE_URL" -XAtqc 'select version()'
fi
