# shellcheck shell=bash
# Sourced by .ci/run: starts a throw-away PostgreSQL on loopback and exports TEST_DATABASE_URL,
# so every storage test also runs on PostgreSQL. Installs PostgreSQL from Debian packages when
# missing. The cluster lives in a temp dir, runs as the `postgres` user (root cannot run it), and
# is stopped and deleted when the calling shell exits (or by calling ci_postgres_stop).
#
#   source .ci/postgres.sh && ci_postgres_start
#
# Afterwards: TEST_DATABASE_URL=postgresql://postgres@127.0.0.1:<port>/architech_test

ci_postgres_bindir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
  if [ -n "$dir" ] && [ -x "$dir/pg_ctl" ]; then
    printf '%s\n' "$dir"
  elif command -v pg_ctl >/dev/null 2>&1; then
    dirname "$(command -v pg_ctl)"
  fi
}

ci_postgres_install() {
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "postgres.sh: installing PostgreSQL from Debian packages" >&2
  $sudo apt-get update -qq >&2 &&
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >&2
}

# Runs a command as the cluster owner: `postgres` when we are root, else ourselves.
ci_postgres_as_owner() {
  if [ "$(id -u)" -eq 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

ci_postgres_free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})'
}

ci_postgres_start() {
  local bindir port
  bindir=$(ci_postgres_bindir)
  if [ -z "$bindir" ]; then
    ci_postgres_install || { echo "postgres.sh: apt-get install postgresql failed" >&2; return 1; }
    bindir=$(ci_postgres_bindir)
  fi
  [ -n "$bindir" ] || { echo "postgres.sh: no pg_ctl after installing PostgreSQL" >&2; return 1; }
  if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
    useradd --system --home-dir /nonexistent --shell /usr/sbin/nologin postgres
  fi

  CI_POSTGRES_DIR=$(mktemp -d /tmp/architech-pg.XXXXXX)
  chmod 700 "$CI_POSTGRES_DIR"
  [ "$(id -u)" -eq 0 ] && chown postgres: "$CI_POSTGRES_DIR"
  CI_POSTGRES_BINDIR=$bindir

  ci_postgres_as_owner "$bindir/initdb" -D "$CI_POSTGRES_DIR/data" -U postgres -A trust -E UTF8 --locale=C.UTF-8 \
    >"$CI_POSTGRES_DIR/initdb.log" 2>&1 ||
    { echo "postgres.sh: initdb failed:" >&2; cat "$CI_POSTGRES_DIR/initdb.log" >&2; return 1; }

  # A port can be taken between choosing and binding it: try a few.
  local attempt
  for attempt in 1 2 3 4 5; do
    port=$(ci_postgres_free_port)
    if ci_postgres_as_owner "$bindir/pg_ctl" -D "$CI_POSTGRES_DIR/data" -l "$CI_POSTGRES_DIR/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$CI_POSTGRES_DIR -c max_connections=200" \
      start >/dev/null 2>&1; then
      break
    fi
    port=""
  done
  [ -n "$port" ] || { echo "postgres.sh: the server did not start:" >&2; tail -n 20 "$CI_POSTGRES_DIR/server.log" >&2; return 1; }

  "$bindir/psql" -q -h 127.0.0.1 -p "$port" -U postgres -d postgres -v ON_ERROR_STOP=1 \
    -c "create database architech_test" >/dev/null ||
    { echo "postgres.sh: createdb failed" >&2; ci_postgres_stop; return 1; }

  CI_POSTGRES_PORT=$port
  export CI_POSTGRES_DIR CI_POSTGRES_BINDIR CI_POSTGRES_PORT
  export TEST_DATABASE_URL="postgresql://postgres@127.0.0.1:$port/architech_test"
  # Chain onto any EXIT trap the caller already has instead of replacing it.
  local previous
  previous=$(trap -p EXIT | sed -E "s/^trap -- '(.*)' EXIT$/\1/")
  # shellcheck disable=SC2064
  trap "ci_postgres_stop; ${previous:-:}" EXIT
  echo "postgres.sh: PostgreSQL $("$bindir/postgres" --version | awk '{print $3}') on 127.0.0.1:$port (TEST_DATABASE_URL set)" >&2
}

ci_postgres_stop() {
  [ -n "${CI_POSTGRES_DIR:-}" ] || return 0
  if [ -d "$CI_POSTGRES_DIR/data" ]; then
    ci_postgres_as_owner "$CI_POSTGRES_BINDIR/pg_ctl" -D "$CI_POSTGRES_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$CI_POSTGRES_DIR"
  unset CI_POSTGRES_DIR CI_POSTGRES_PORT TEST_DATABASE_URL
}

# Sourcing is enough: start unless the caller already provides a database.
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  ci_postgres_start
fi
