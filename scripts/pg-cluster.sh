#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on 127.0.0.1, for the API tests (scripts/test-pg.sh) and the API benchmark.
#   scripts/pg-cluster.sh start   prints PG_DIR=... and DATABASE_URL=... (eval-able) once it accepts connections
#   scripts/pg-cluster.sh stop DIR   stops that cluster and removes its folder
# Needs Debian's postgresql package (apt-get install -y postgresql) and root (the cluster runs as user postgres).
# PG_PORT picks the port (default: a random one from 20000 to 39999).
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "PostgreSQL is not installed. Install it with: sudo apt-get update && sudo apt-get install -y postgresql" >&2
  exit 1
fi

case "${1:-}" in
  start)
    dir=$(mktemp -d)
    chown postgres:postgres "$dir"
    port=${PG_PORT:-$((20000 + RANDOM % 20000))}
    su postgres -c "$bin/initdb -D $dir/data -U postgres --auth-local=trust --auth-host=trust -E UTF8 --locale=C.UTF-8" >/dev/null
    # fsync off: the cluster is thrown away, and seeding 50,000 listings for the benchmark need not wait for the disk.
    if ! su postgres -c "$bin/pg_ctl -D $dir/data -l $dir/server.log -o '-c listen_addresses=127.0.0.1 -p $port -k $dir -c fsync=off' -w start" >/dev/null; then
      cat "$dir/server.log" >&2
      rm -rf "$dir"
      exit 1
    fi
    echo "PG_DIR=$dir"
    echo "DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    dir=${2:?usage: pg-cluster.sh stop DIR}
    su postgres -c "$bin/pg_ctl -D $dir/data -m fast stop" >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
  *)
    echo "usage: pg-cluster.sh start | stop DIR" >&2
    exit 2
    ;;
esac
