#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian machine: npm packages from the lock file,
# Debian's chromium (never a downloaded browser), nginx with the brotli_static module (the
# production server the end-to-end tests run against) and wrk (the load test).
set -euo pipefail
cd "$(dirname "$0")/.."
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_brotli_static_module.so ] || missing+=(libnginx-mod-http-brotli-static)
command -v wrk >/dev/null || missing+=(wrk)
if [ ${#missing[@]} -gt 0 ]; then
  SUDO=$([ "$(id -u)" = 0 ] && echo "" || echo sudo)
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  # Debian starts the packaged nginx on port 80; the tests run their own on 127.0.0.1.
  if [[ " ${missing[*]} " == *" nginx "* ]] && command -v service >/dev/null; then
    $SUDO service nginx stop >/dev/null 2>&1 || true
  fi
fi
# `npm install` rather than `npm ci`: with this machine's npm (11.x, lock files without
# resolved URLs) `npm ci` rejects every lock file as out of sync over optional platform
# packages. `npm install` follows the committed lock file all the same.
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund
fi
