#!/usr/bin/env bash
# Every check, in the order that fails fastest: types, lint, unused dependencies, writing
# checks, unit tests, the build-failure fixtures, the production build (broken links and
# anchors fail it), the budgets a build shows (scripts/budgets), route coverage, then
# end-to-end tests in Chromium against nginx, the load test and the audit.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's heading says how long the run has taken so far (CI's budget is 15 minutes).
step() { printf '\n=== %s  [%dm%02ds]\n' "$1" $((SECONDS / 60)) $((SECONDS % 60)); }
trap 'printf "\n=== done in %dm%02ds\n" $((SECONDS / 60)) $((SECONDS % 60))' EXIT

step "install check"
if [ ! -x /usr/bin/chromium ]; then
  echo "Debian's chromium is missing: run scripts/setup.sh (installs it with apt-get)." >&2
  exit 1
fi

# Two at a time: most of these are one Node process each, and the machine has two cores. Each
# runs with its output held and printed whole, in order, once both have finished.
together() {
  local dir
  dir=$(mktemp -d)
  local pids=() labels=() i=0 failed=0
  while [ $# -gt 0 ]; do
    labels+=("$1")
    bash -c "$2" >"$dir/$i" 2>&1 &
    pids+=($!)
    shift 2
    i=$((i + 1))
  done
  for i in "${!pids[@]}"; do
    local status=0
    wait "${pids[$i]}" || status=$?
    printf -- '--- %s%s\n' "${labels[$i]}" "$([ "$status" -eq 0 ] || echo " FAILED (exit $status)")"
    cat "$dir/$i"
    [ "$status" -eq 0 ] || failed=1
  done
  rm -rf "$dir"
  return "$failed"
}

# The facts beside the project (../shared) are what the data files and the built pages are
# checked against. A reader's clone may not have them; CI must (.ci/run sets CI=true).
shared_missing() {
  if [ "${CI:-}" = "true" ]; then
    echo "$1 not found beside the project: CI cannot skip this check." >&2
    exit 1
  fi
  echo "$1 not found beside the project; skipped"
}

step "types (browser code without Node, build code without the DOM, then all with the tests) and lint"
together \
  "typecheck" "npm run --silent typecheck" \
  "eslint and prettier" "npx eslint . && npx prettier --check ."

step "dependencies and exports (knip) and writing checks (markdownlint, spelling, front matter, sidebars)"
together \
  "knip: no dependency or export unused or unlisted" "npm run --silent check:deps" \
  "writing checks" "node scripts/writing/run.mjs all"

step "facts and identifiers: data files carry ../shared/facts exactly and copy none of their prose; every code name in pages, articles and reference entries is in the facts or listed with its source"
if [ -d ../shared/facts ]; then
  together \
    "facts" "npm run --silent check:facts" \
    "identifiers" "npm run --silent check:identifiers"
else
  shared_missing ../shared/facts
fi

step "unit tests"
npx vitest run

step "malformed content fails the build (one small fixture build per case)"
BUILD_FAILURES=1 npx vitest run tests/build-failures

step "production build (then CSP hashes, redirect map and precompressed files for nginx)"
npm run build

step "budgets: first-load JS, entry chunks, every replacement of Docusaurus internals in effect"
npx jiti scripts/budgets/check.ts

step "route coverage and content audit (../shared/tools)"
if [ -f ../shared/tools/route-coverage.mjs ]; then
  # Every listed route is served and no page is thin, placeholder or a near-duplicate:
  # both fail the run if that stops being true.
  node ../shared/tools/route-coverage.mjs build
  node ../shared/tools/content-audit.mjs build | tail -n 4
else
  shared_missing ../shared/tools
fi

step "search relevance (recall@5, MRR) on the built index"
SEARCH_EVAL=1 npx vitest run tests/search

step "end-to-end tests (Chromium against nginx with the production configuration)"
node tests/e2e/run.mjs

step "load test (wrk on loopback against nginx)"
node tests/load/run.mjs

step "dependency audit (production dependencies: no high or critical advisory)"
npm run --silent audit
