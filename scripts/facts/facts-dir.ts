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

/** Every `.json` file under `dir`, sorted, as paths relative to `dir`. */
export function jsonFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(dir, rel)).sort()) {
      const r = rel ? `${rel}/${name}` : name;
      if (name.endsWith('.json')) out.push(r);
      else if (!name.includes('.')) walk(r);
    }
  };
  walk('');
  return out;
}
