#!/usr/bin/env bash
# Runs the API tests against a real PostgreSQL: a throwaway cluster on 127.0.0.1 (scripts/pg-cluster.sh), removed afterwards.
# Needs Debian's postgresql package (apt-get install -y postgresql) and root (the cluster runs as user postgres).
# Extra arguments go to vitest (e.g. --reporter=json --outputFile.json=pg.json). PG_TEST_PORT picks the port.
set -euo pipefail
cd "$(dirname "$0")/.."

cluster=$(PG_PORT=${PG_TEST_PORT:-} bash scripts/pg-cluster.sh start)
eval "$cluster"
trap 'bash scripts/pg-cluster.sh stop "$PG_DIR"' EXIT

DATABASE_URL="$DATABASE_URL" npx vitest run --project api "$@"
