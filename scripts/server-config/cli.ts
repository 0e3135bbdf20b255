/** `npm run build` runs this after `docusaurus build` (npm's postbuild): `jiti scripts/server-config/cli.ts [outDir]`. */
import path from 'node:path';

import {writeServerConfig} from './index';
import {precompressDir} from './precompress';

async function main(): Promise<void> {
  const outDir = path.resolve(process.argv[2] ?? 'build');
  const started = performance.now();
  const {hashes, pages} = await writeServerConfig(outDir);
  const stats = await precompressDir(outDir);
  const mb = (n: number) => (n / 1e6).toFixed(1);
  console.log(
    `[server-config] ${hashes} inline-script hashes over ${pages} pages; precompressed ${stats.files} files: ` +
      `${mb(stats.rawBytes)} MB → gzip ${mb(stats.gzipBytes)} MB, brotli ${mb(stats.brotliBytes)} MB ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
