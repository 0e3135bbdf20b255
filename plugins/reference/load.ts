import path from 'node:path';

import {DataFileError, DataFilesError, listDataFiles, loadDataFiles} from '../lib/data-files';
import {loadOnce} from '../lib/load-once';
import {moduleSchema, serviceSchema, type ModuleEntry, type ServiceEntry} from './schema';

export type LoadedModule = ModuleEntry & {file: string; key: string};
export type LoadedService = ServiceEntry & {file: string; key: string};
export type Catalog = {
  modules: LoadedModule[];
  services: LoadedService[];
  moduleByKey: Map<string, LoadedModule>;
};

/**
 * Loads the whole catalog and checks what one file cannot check alone: file names match
 * their entries, and every module named by `related` or `modules` exists.
 */
export function loadCatalog(dataDir: string, siteDir: string): Catalog {
  return loadOnce('reference', dataDir, () => readCatalog(dataDir, siteDir));
}

function readCatalog(dataDir: string, siteDir: string): Catalog {
  const modulesDir = path.join(dataDir, 'modules');
  const servicesDir = path.join(dataDir, 'services');
  const modules = loadDataFiles(moduleSchema, listDataFiles(modulesDir), siteDir).map(
    ({file, data}) => ({
      ...data,
      file,
      key: `${data.repo}/${data.module}`,
    }),
  );
  const services = loadDataFiles(serviceSchema, listDataFiles(servicesDir), siteDir).map(
    ({file, data}) => ({
      ...data,
      file,
      key: `${data.category}/${data.service}`,
    }),
  );
  const errors: DataFileError[] = [];
  const moduleByKey = new Map(modules.map((m) => [m.key, m]));
  for (const m of modules) {
    const expected = path.join(path.relative(siteDir, modulesDir), m.repo, `${m.module}.yaml`);
    if (m.file !== expected)
      errors.push(
        new DataFileError(m.file, [`fields "repo"/"module": expected the file at ${expected}`]),
      );
    m.related?.forEach((ref, i) => {
      if (!moduleByKey.has(ref))
        errors.push(
          new DataFileError(m.file, [`field "related[${i}]": no module "${ref}" in the catalog`]),
        );
    });
  }
  for (const s of services) {
    const expected = path.join(
      path.relative(siteDir, servicesDir),
      s.category,
      `${s.service}.yaml`,
    );
    if (s.file !== expected)
      errors.push(
        new DataFileError(s.file, [
          `fields "category"/"service": expected the file at ${expected}`,
        ]),
      );
    s.modules.forEach((ref, i) => {
      if (!moduleByKey.has(ref))
        errors.push(
          new DataFileError(s.file, [`field "modules[${i}]": no module "${ref}" in the catalog`]),
        );
    });
  }
  if (errors.length) throw new DataFilesError(errors);
  const byKey = (a: {key: string}, b: {key: string}) => a.key.localeCompare(b.key);
  return {modules: modules.sort(byKey), services: services.sort(byKey), moduleByKey};
}
