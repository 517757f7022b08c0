#!/usr/bin/env bash
# First step of `npm test`: the browser suite drives Debian's Chromium at this path (tests/e2e/browser.ts). When it is
# missing and packages can be installed here (root, or sudo without a password), install it as .ci/run does;
# otherwise stop before any suite runs, naming the one command that fixes it.
set -uo pipefail
CHROMIUM=/usr/bin/chromium
INSTALL='sudo apt-get update && sudo apt-get install -y chromium'

[ -x "$CHROMIUM" ] && exit 0

as_root=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true >/dev/null 2>&1; then
    as_root=(sudo -n)
  else
    as_root=(unable)
  fi
fi
if [ "${as_root[0]:-}" = unable ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "npm test: the browser suite needs Chromium at $CHROMIUM. Install it, then run npm test again: $INSTALL" >&2
  exit 1
fi

echo "npm test: Chromium is missing at $CHROMIUM; installing it with apt-get, as .ci/run does."
# apt's own lines (debconf's notes among them) are shown only if the install fails.
log=$(mktemp)
trap 'rm -f "$log"' EXIT
if ! { "${as_root[@]}" apt-get update -qq && "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium; } >"$log" 2>&1 || [ ! -x "$CHROMIUM" ]; then
  cat "$log" >&2
  echo "npm test: installing Chromium failed. Install it, then run npm test again: $INSTALL" >&2
  exit 1
fi
