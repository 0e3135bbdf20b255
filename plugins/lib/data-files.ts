/**
 * Reading and validating the data files behind generated pages (knowledge base,
 * library reference, release notes). Every failure names the file, the field and
 * what was expected, so a writer can fix a pull request from the build log alone.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

import yaml from 'js-yaml';
import type {z} from 'zod';

export class DataFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'DataFileError';
  }
}

/** Several bad files are reported together, so one build shows every problem. */
export class DataFilesError extends Error {
  constructor(readonly errors: DataFileError[]) {
    super(
      `${errors.length} invalid data file${errors.length === 1 ? '' : 's'}:\n` +
        errors.map((e) => e.message).join('\n'),
    );
    this.name = 'DataFilesError';
  }
}

/** All files with one of `extensions` under `dir`, sorted, as paths relative to `root`. */
export function listDataFiles(dir: string, extensions = ['.yaml', '.yml']): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d).sort()) {
      const p = path.join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (extensions.includes(path.extname(name))) out.push(p);
    }
  };
  walk(dir);
  return out;
}

export function formatIssuePath(issuePath: readonly PropertyKey[]): string {
  if (issuePath.length === 0) return '(file)';
  return issuePath
    .map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i === 0 ? '' : '.'}${String(k)}`))
    .join('');
}

/** Turns schema issues into `field "x.y": message` lines. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `field "${formatIssuePath(issue.path)}": ${issue.message}`);
}

/**
 * Parses YAML text and validates it. Throws DataFileError naming `displayPath`.
 * YAML timestamps are kept as strings (JSON schema) so dates validate as written.
 */
export function parseDataFile<S extends z.ZodType>(
  schema: S,
  text: string,
  displayPath: string,
): z.output<S> {
  let raw: unknown;
  try {
    raw = yaml.load(text, {schema: yaml.JSON_SCHEMA, filename: displayPath});
  } catch (err) {
    throw new DataFileError(displayPath, [`not valid YAML: ${(err as Error).message}`]);
  }
  const result = schema.safeParse(raw);
  if (!result.success) throw new DataFileError(displayPath, describeIssues(result.error));
  return result.data;
}

/** Reads and validates every file; collects all failures before throwing. */
export function loadDataFiles<S extends z.ZodType>(
  schema: S,
  files: string[],
  siteDir: string,
): {file: string; data: z.output<S>}[] {
  const errors: DataFileError[] = [];
  const loaded: {file: string; data: z.output<S>}[] = [];
  for (const file of files) {
    const displayPath = path.relative(siteDir, file);
    try {
      loaded.push({
        file: displayPath,
        data: parseDataFile(schema, readFileSync(file, 'utf8'), displayPath),
      });
    } catch (err) {
      if (err instanceof DataFileError) errors.push(err);
      else throw err;
    }
  }
  if (errors.length) throw new DataFilesError(errors);
  return loaded;
}
