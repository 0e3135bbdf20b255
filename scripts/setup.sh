#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine: npm packages from the lock file
# and Debian's chromium (never a downloaded browser).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/chromium ]; then
  SUDO=$([ "$(id -u)" = 0 ] && echo "" || echo sudo)
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi
# `npm install` rather than `npm ci`: with this machine's npm (11.x, lock files without
# resolved URLs) `npm ci` rejects every lock file as out of sync over optional platform
# packages. `npm install` follows the committed lock file all the same.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi
