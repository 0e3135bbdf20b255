/**
 * Every input and output name on a reference page must be one the module has. When the facts
 * (`../shared/facts/reference/`) are beside the project, the build compares each entry with its
 * facts file: a name the facts do not have, or one they have that the page leaves out, fails the
 * build naming the data file and the field. `npm run reference:sync` writes the names; this
 * catches a hand edit or a stale file.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

import {DataFileError, DataFilesError} from '../lib/data-files';
import type {Catalog} from './load';

type FactsEntry = {
  version: string;
  inputs: {name: string}[] | null;
  outputs: {name: string}[] | null;
};

export function checkAgainstFacts(catalog: Catalog, factsDir: string): void {
  const errors: DataFileError[] = [];
  const entries = [
    ...catalog.modules.map((m) => ({e: m, rel: `modules/${m.repo}/${m.module}.json`})),
    ...catalog.services.map((s) => ({e: s, rel: `services/${s.category}/${s.service}.json`})),
  ];
  for (const {e, rel} of entries) {
    const file = path.join(factsDir, rel);
    if (!existsSync(file)) {
      errors.push(
        new DataFileError(e.file, [`(file): no facts file ${rel}; expected a published module`]),
      );
      continue;
    }
    const facts = JSON.parse(readFileSync(file, 'utf8')) as FactsEntry;
    const problems: string[] = [];
    if (facts.version !== e.version) {
      problems.push(
        `field "version": ${e.version}; expected ${facts.version}, the version published`,
      );
    }
    const compare = (
      kind: 'inputs' | 'outputs',
      ours: {name: string}[],
      theirs: {name: string}[],
    ) => {
      const known = new Set(theirs.map((x) => x.name));
      const listed = new Set(ours.map((x) => x.name));
      ours.forEach((x, i) => {
        if (!known.has(x.name))
          problems.push(
            `field "${kind}[${i}].name": "${x.name}" is not one of the module's ${kind}`,
          );
      });
      const missing = theirs.filter((x) => !listed.has(x.name)).map((x) => x.name);
      if (missing.length)
        problems.push(
          `field "${kind}": leaves out ${missing.join(', ')}; expected every one of the module's ${kind}`,
        );
    };
    compare('inputs', e.inputs, facts.inputs ?? []);
    compare('outputs', e.outputs ?? [], facts.outputs ?? []);
    if (problems.length)
      errors.push(new DataFileError(e.file, [...problems, 'run npm run reference:sync']));
  }
  if (errors.length) throw new DataFilesError(errors);
}
