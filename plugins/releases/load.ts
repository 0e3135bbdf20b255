import path from 'node:path';

import {DataFileError, DataFilesError, listDataFiles, loadDataFiles} from '../lib/data-files';
import {loadOnce} from '../lib/load-once';
import {monthSchema, type Month} from './schema';

export type LoadedMonth = Month & {file: string};

/** The day after the last day of `month` ("2016-06" → "2016-07-01"). */
export function firstOfNextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  return new Date(Date.UTC(y!, m!, 1)).toISOString().slice(0, 10);
}

/**
 * Loads every month and checks the rules that span entries: file name = month, each date inside
 * its month (or the 1st of the next: a release published in the month's last hours carries the
 * next day's date in UTC, and the facts keep it in the month it was published), and no
 * repository version listed twice, in one month or across months.
 */
export function loadReleases(dataDir: string, siteDir: string): LoadedMonth[] {
  return loadOnce('releases', dataDir, () => readReleases(dataDir, siteDir));
}

function readReleases(dataDir: string, siteDir: string): LoadedMonth[] {
  const months = loadDataFiles(monthSchema, listDataFiles(dataDir), siteDir).map(
    ({file, data}) => ({...data, file}),
  );
  const errors: DataFileError[] = [];
  const seen = new Map<string, string>();
  for (const m of months) {
    if (path.basename(m.file, path.extname(m.file)) !== m.month) {
      errors.push(
        new DataFileError(m.file, [
          `field "month": "${m.month}" does not match the file name; expected ${m.month}.yaml`,
        ]),
      );
    }
    m.releases.forEach((r, index) => {
      const entry = `releases[${index}] (${r.repo} ${r.version})`;
      if (!r.date.startsWith(`${m.month}-`) && r.date !== firstOfNextMonth(m.month)) {
        errors.push(
          new DataFileError(m.file, [
            `field "${entry}.date": ${r.date} is outside ${m.month}; expected a date in the month`,
          ]),
        );
      }
      const key = `${r.repo}@${r.version}`;
      const other = seen.get(key);
      if (other) {
        errors.push(
          new DataFileError(m.file, [
            `field "${entry}.version": ${r.repo} ${r.version} is listed twice (also in ${other}); expected each release once`,
          ]),
        );
      }
      seen.set(key, `${m.file} releases[${index}]`);
    });
  }
  if (errors.length) throw new DataFilesError(errors);
  return months.sort((a, b) => a.month.localeCompare(b.month));
}
