#!/usr/bin/env bash
# Builds the site once more with @easyops-cn/docusaurus-search-local added (installed only in a
# throwaway copy under bench/.work/peer, never in the project) and prints its index figures
# next to ours. Usage: bash bench/peer-search.sh   (after `npm run build`)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
WORK=$ROOT/bench/.work/peer
PEER_VERSION=0.55.3
rm -rf "$WORK" && mkdir -p "$WORK"
git archive HEAD | tar -x -C "$WORK"
cp -a node_modules "$WORK/"
cd "$WORK"
npm install --no-save --no-audit --no-fund --legacy-peer-deps "@easyops-cn/docusaurus-search-local@$PEER_VERSION" >/dev/null
cat > docusaurus.peer.config.ts <<'TS'
import config from './docusaurus.config';
import {docsAreas} from './sidebars';

export default {
  ...config,
  themes: [
    ...(config.themes ?? []),
    [
      require.resolve('@easyops-cn/docusaurus-search-local'),
      {
        hashed: true,
        indexDocs: true,
        indexPages: true,
        indexBlog: false,
        docsRouteBasePath: [
          ...docsAreas.map((a) => a.routeBasePath),
          '/discussions/knowledge-base',
          '/reference',
          '/guides/stay-up-to-date/releases',
        ],
        language: ['en'],
      },
    ],
  ],
};
TS
start=$(date +%s.%N)
npx docusaurus build --config docusaurus.peer.config.ts --out-dir build-peer >/dev/null 2>&1
end=$(date +%s.%N)
echo "peer build wall time: $(echo "$end - $start" | bc) s"
node "$ROOT/bench/peer-search-figures.mjs" "$WORK/build-peer" "$ROOT/tests/search/queries.json"
