/** Where the facts live (`../shared/facts` beside the project; FACTS_DIR overrides) and reading them. */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');

export function factsDir(): string {
  const dir = process.env.FACTS_DIR ?? path.resolve(ROOT, '../shared/facts');
  if (!existsSync(dir)) {
    throw new Error(
      `facts folder not found: ${dir} (set FACTS_DIR, or clone ../shared beside the project)`,
    );
  }
  return dir;
}

export function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/** Every file under `dir` whose name ends with one of `extensions`, sorted, relative to `dir`. */
export function filesUnder(dir: string, extensions: readonly string[] = ['.json']): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const entry of readdirSync(path.join(dir, rel), {withFileTypes: true}).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    )) {
      const r = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(r);
      else if (extensions.some((e) => entry.name.endsWith(e))) out.push(r);
    }
  };
  walk('');
  return out;
}

/** Every `.json` file under `dir`, sorted, as paths relative to `dir`. */
export const jsonFiles = (dir: string) => filesUnder(dir, ['.json']);
