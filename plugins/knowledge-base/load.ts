import path from 'node:path';

import {DataFileError, DataFilesError, listDataFiles, loadDataFiles} from '../lib/data-files';
import {articleSchema, type Article} from './schema';

export type LoadedArticle = Article & {file: string};

/**
 * Reads every article. The file name must be the article number, and numbers are unique:
 * both checks name the files involved.
 */
export function loadArticles(dataDir: string, siteDir: string): LoadedArticle[] {
  const loaded = loadDataFiles(articleSchema, listDataFiles(dataDir), siteDir);
  const errors: DataFileError[] = [];
  const byNumber = new Map<number, string>();
  for (const {file, data} of loaded) {
    const expected = `${data.number}${path.extname(file)}`;
    if (path.basename(file) !== expected) {
      errors.push(
        new DataFileError(file, [
          `field "number": ${data.number} does not match the file name; expected the file to be named ${expected}`,
        ]),
      );
    }
    const other = byNumber.get(data.number);
    if (other) {
      errors.push(
        new DataFileError(file, [
          `field "number": ${data.number} is already used by ${other}; expected a unique number`,
        ]),
      );
    }
    byNumber.set(data.number, file);
  }
  if (errors.length) throw new DataFilesError(errors);
  return loaded.map(({file, data}) => ({...data, file})).sort((a, b) => a.number - b.number);
}
