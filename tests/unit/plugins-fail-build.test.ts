/**
 * A malformed data file fails the build: each data plugin is started the way Docusaurus starts
 * it, on a fixture with one bad file, and must throw an error naming the file and the field.
 */
import path from 'node:path';

import type {LoadContext} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';

import knowledgeBase, {type KnowledgeBaseOptions} from '../../plugins/knowledge-base';
import reference, {type ReferenceOptions} from '../../plugins/reference';
import releases, {type ReleasesOptions} from '../../plugins/releases';

const siteDir = path.resolve(__dirname, '../..');
// Generation runs, and fails, before anything else of the context is used.
const context = {
  siteDir,
  generatedFilesDir: path.join(siteDir, '.docusaurus'),
} as unknown as LoadContext;
const docs = (dir: string) => ({path: `.generated/test-${dir}`, routeBasePath: '/x', id: dir});

describe('a malformed data file fails the build', () => {
  it('knowledge base: names the file and the field', async () => {
    const options = {
      ...docs('kb'),
      dataDir: 'tests/fixtures/knowledge-base/bad',
      tagsFile: path.join(siteDir, 'docs/tags.yml'),
      editUrlBase: '',
    };
    await expect(
      knowledgeBase(context, options as unknown as KnowledgeBaseOptions),
    ).rejects.toThrow(
      /tests\/fixtures\/knowledge-base\/bad\/12\.yaml[\s\S]*field "answered": expected true or false/,
    );
  });

  it('library reference: a default that is not HCL text', async () => {
    const options = {
      ...docs('ref'),
      dataDir: 'tests/fixtures/bad-catalog',
      releasesDataDir: 'tests/fixtures/site-data/releases',
      editUrlBase: '',
    };
    await expect(reference(context, options as unknown as ReferenceOptions)).rejects.toThrow(
      /tests\/fixtures\/bad-catalog\/modules\/terraform-aws-vpc\/vpc-app\.yaml[\s\S]*field "inputs\[1\]\.default": expected the default as HCL text/,
    );
  });

  it('release notes: a release URL that is not https', async () => {
    const options = {
      ...docs('rel'),
      dataDir: 'tests/fixtures/bad-releases',
      referenceDataDir: 'tests/fixtures/site-data/reference',
      editUrlBase: '',
    };
    await expect(releases(context, options as unknown as ReleasesOptions)).rejects.toThrow(
      /tests\/fixtures\/bad-releases\/2021-03\.yaml[\s\S]*field "releases\[0\]\.url": expected the https URL of the release/,
    );
  });
});
