import path from 'node:path';

import {DataFileError, DataFilesError, listDataFiles, loadDataFiles} from '../shared/data-files';
import {monthSchema, type Month, type Release} from './schema';
import {compareVersions} from './semver';

export type LoadedMonth = Month & {file: string};
export type LoadedRelease = Release & {month: string; file: string; index: number};

/** Tells whether a release's `modules` entry names a page of the library reference. */
export type ModuleExists = (repo: string, module: string) => boolean;

/**
 * Loads every month and checks the rules that span files: file name = month, dates inside
 * the month, and per repository, versions that only go up as dates go forward.
 */
export function loadReleases(
  dataDir: string,
  siteDir: string,
  moduleExists?: ModuleExists,
): LoadedMonth[] {
  const months = loadDataFiles(monthSchema, listDataFiles(dataDir), siteDir).map(
    ({file, data}) => ({...data, file}),
  );
  const errors: DataFileError[] = [];
  const all: LoadedRelease[] = [];
  for (const m of months) {
    if (path.basename(m.file, path.extname(m.file)) !== m.month) {
      errors.push(
        new DataFileError(m.file, [
          `field "month": "${m.month}" does not match the file name; expected ${m.month}.yaml`,
        ]),
      );
    }
    m.releases.forEach((r, index) => {
      if (!r.date.startsWith(`${m.month}-`)) {
        errors.push(
          new DataFileError(m.file, [
            `field "releases[${index}].date": ${r.date} is outside ${m.month}`,
          ]),
        );
      }
      r.modules?.forEach((mod, j) => {
        if (moduleExists && !moduleExists(r.repo, mod)) {
          errors.push(
            new DataFileError(m.file, [
              `field "releases[${index}].modules[${j}]": no reference page for "${mod}" in ${r.repo}`,
            ]),
          );
        }
      });
      all.push({...r, month: m.month, file: m.file, index});
    });
  }
  const byRepo = new Map<string, LoadedRelease[]>();
  for (const r of all) byRepo.set(r.repo, [...(byRepo.get(r.repo) ?? []), r]);
  for (const list of byRepo.values()) {
    list.sort((a, b) => a.date.localeCompare(b.date) || compareVersions(a.version, b.version));
    for (let i = 1; i < list.length; i++) {
      const prev = list[i - 1]!;
      const cur = list[i]!;
      if (compareVersions(cur.version, prev.version) <= 0) {
        errors.push(
          new DataFileError(cur.file, [
            `field "releases[${cur.index}].version": ${cur.repo} ${cur.version} (${cur.date}) must be greater than ${prev.version} released ${prev.date} in ${prev.file}`,
          ]),
        );
      }
    }
  }
  if (errors.length) throw new DataFilesError(errors);
  return months.sort((a, b) => a.month.localeCompare(b.month));
}
