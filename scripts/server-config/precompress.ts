/**
 * Writes `file.gz` and `file.br` beside every compressible file of the build, so nginx
 * (gzip_static, brotli_static) sends them without compressing on each request.
 */
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import zlib from 'node:zlib';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const COMPRESSIBLE = /\.(html|js|css|json|svg|txt|xml|md|map|webmanifest)$/i;
/** Below this, the saving does not pay for the extra file and the Vary header. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

export type PrecompressStats = {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  brotliBytes: number;
};

/**
 * Hashed assets are compressed once and cached for a year: the large shared bundles get the
 * slowest, smallest settings. HTML, JSON and markdown (about 55 MB on the full site) get
 * quick settings, within a few percent of the best, so the build stays fast.
 */
export function levelsFor(relPath: string, bytes: number): {gzip: number; brotli: number} {
  if (!relPath.startsWith('assets/')) return {gzip: 6, brotli: 5};
  return bytes >= 50_000 ? {gzip: 9, brotli: 11} : {gzip: 9, brotli: 9};
}

/** zlib runs in libuv's thread pool, so a few files at a time use every core. */
export async function precompressDir(dir: string, concurrency = 8): Promise<PrecompressStats> {
  const stats: PrecompressStats = {files: 0, rawBytes: 0, gzipBytes: 0, brotliBytes: 0};
  const queue: string[] = [];
  for await (const file of files(dir)) {
    if ((await stat(file)).size >= MIN_BYTES) queue.push(file);
  }
  const worker = async () => {
    for (let file = queue.pop(); file; file = queue.pop()) {
      const raw = await readFile(file);
      const levels = levelsFor(path.relative(dir, file).split(path.sep).join('/'), raw.length);
      const [gz, br] = await Promise.all([
        gzip(raw, {level: levels.gzip}),
        brotli(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
      ]);
      await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
      stats.files += 1;
      stats.rawBytes += raw.length;
      stats.gzipBytes += gz.length;
      stats.brotliBytes += br.length;
    }
  };
  await Promise.all(Array.from({length: concurrency}, worker));
  return stats;
}
