import {describe, expect, it} from 'vitest';

import {dumpYaml} from './kb-sync';
import {
  notesPublished,
  proseByKey,
  reviewRelease,
  syncMonth,
  type ReleaseFact,
} from './releases-sync';

const fact = (version: string, source_notes: string): ReleaseFact => ({
  repo: 'terraform-aws-vpc',
  version,
  date: '2017-08-01',
  modules: [],
  url: `https://github.com/gruntwork-io/terraform-aws-vpc/releases/tag/${version}`,
  source_notes,
});

describe('releases without notes (kind from evidence)', () => {
  const empty = fact('v0.2.0', '  \n');
  const placeholder = fact('v0.0.17', '(no release notes found)');
  const real = fact('v0.1.9', '- Add Gruntwork license');

  it('reads empty notes and the original site\'s "none found" placeholder as no notes', () => {
    expect(notesPublished(empty)).toBe(false);
    expect(notesPublished(placeholder)).toBe(false);
    expect(notesPublished(real)).toBe(true);
  });

  it('marks them no_notes and drops any kind, summary or upgrade step, twice the same', () => {
    const prose = proseByKey([
      {repo: 'terraform-aws-vpc', version: 'v0.2.0', kind: 'maintenance', summary: 'Empty.'},
      {repo: 'terraform-aws-vpc', version: 'v0.1.9', kind: 'maintenance', summary: 'A licence.'},
    ]);
    const synced = syncMonth({month: '2017-08', releases: [empty, real]}, prose);
    expect(synced.releases[0]).toEqual({
      repo: 'terraform-aws-vpc',
      version: 'v0.2.0',
      date: '2017-08-01',
      url: empty.url,
      modules: [],
      no_notes: true,
    });
    expect(synced.releases[1]).toMatchObject({kind: 'maintenance', summary: 'A licence.'});
    expect(synced.releases[1]).not.toHaveProperty('no_notes');
    const again = syncMonth(
      {month: '2017-08', releases: [empty, real]},
      proseByKey(synced.releases),
    );
    expect(dumpYaml(again)).toBe(dumpYaml(synced));
  });

  it('fails the check on a kind (or any prose) given to a release without notes', () => {
    expect(reviewRelease(empty, {kind: 'maintenance'})).toEqual([
      'field "kind": the release published no notes; expected none (it is listed as "no notes published")',
    ]);
    expect(reviewRelease(placeholder, {kind: 'feature', summary: 'Adds a thing.'})).toHaveLength(2);
    // Nothing to write: not counted as a missing summary.
    expect(reviewRelease(empty, {})).toEqual([]);
    expect(reviewRelease(real, {})).toEqual(['no summary yet']);
  });
});
