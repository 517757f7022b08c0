#!/usr/bin/env bash
# Runs the API tests against a real PostgreSQL: a throwaway cluster on 127.0.0.1, removed afterwards.
# Needs Debian's postgresql package (apt-get install -y postgresql) and root (the cluster runs as user postgres).
# Extra arguments go to vitest (e.g. --reporter=json --outputFile.json=pg.json).
set -euo pipefail
cd "$(dirname "$0")/.."

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL is not installed. Install it with: sudo apt-get update && sudo apt-get install -y postgresql" >&2
  exit 1
fi

dir=$(mktemp -d)
chown postgres:postgres "$dir"
port=${PG_TEST_PORT:-$((20000 + RANDOM % 20000))}
cleanup() {
  su postgres -c "$bin/pg_ctl -D $dir/data -m fast stop" >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

su postgres -c "$bin/initdb -D $dir/data -U postgres --auth-local=trust --auth-host=trust -E UTF8 --locale=C.UTF-8" >/dev/null
su postgres -c "$bin/pg_ctl -D $dir/data -l $dir/server.log -o '-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off' -w start" >/dev/null

DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres" npx vitest run --project api "$@"
