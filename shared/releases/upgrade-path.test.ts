import {describe, expect, it} from 'vitest';

import {
  compareSemVer,
  findTag,
  isMinorBelowOne,
  modulesOf,
  oldestFirst,
  parseTag,
  planQuery,
  planUpgrade,
  type PlannerRelease,
} from './upgrade-path';

const cmp = (a: string, b: string) => compareSemVer(parseTag(a)!, parseTag(b)!);
const sortTags = (tags: string[]) =>
  oldestFirst(tags.map((tag) => ({tag, date: '2020-01-01'}))).map((r) => r.tag);

describe('semantic versions of release tags', () => {
  it('orders numerically, not as text', () => {
    expect(sortTags(['v0.10.0', 'v0.9.1', 'v0.2.0', 'v1.0.0', 'v0.100.0'])).toEqual([
      'v0.2.0',
      'v0.9.1',
      'v0.10.0',
      'v0.100.0',
      'v1.0.0',
    ]);
  });

  it('puts a pre-release before its release and orders pre-release identifiers', () => {
    expect(cmp('v1.0.0-alpha', 'v1.0.0')).toBeLessThan(0);
    expect(cmp('v1.0.0-alpha', 'v1.0.0-alpha.1')).toBeLessThan(0);
    expect(cmp('v1.0.0-alpha.2', 'v1.0.0-alpha.10')).toBeLessThan(0);
    expect(cmp('v1.0.0-1', 'v1.0.0-beta')).toBeLessThan(0);
    expect(cmp('v1.0.0-rc.1', 'v0.9.9')).toBeGreaterThan(0);
    // The repositories' own odd tags: date-stamped builds, a build number, a prefix.
    expect(sortTags(['v0.0.1', 'v0.0.1-01172020', 'v0.0.1-01072020', 'v0.0.1-20201218'])).toEqual([
      'v0.0.1-01072020',
      'v0.0.1-01172020',
      'v0.0.1-20201218',
      'v0.0.1',
    ]);
    expect(cmp('v0.1.1-1', 'v0.1.1')).toBeLessThan(0);
    expect(parseTag('release-v0.0.1')).toEqual({major: 0, minor: 0, patch: 1, pre: []});
    expect(parseTag('V0.17.0')).toEqual({major: 0, minor: 17, patch: 0, pre: []});
    expect(parseTag('v1.2.3+build.5')).toEqual({major: 1, minor: 2, patch: 3, pre: []});
    expect(cmp('v1.2.3+build.5', 'v1.2.3')).toBe(0);
  });

  it('reads a tag that is not a version as none, and keeps it in date order', () => {
    expect(parseTag('Add cloudwatch-logs-metric-filters module')).toBeUndefined();
    expect(parseTag('Bump Terraform dependency to 0.12.6')).toBeUndefined();
    const ordered = oldestFirst([
      {tag: 'v0.2.0', date: '2020-03-01'},
      {tag: 'hotfix', date: '2020-02-10'},
      {tag: 'v0.1.0', date: '2020-01-01'},
      {tag: 'first', date: '2019-12-01'},
    ]);
    expect(ordered.map((r) => r.tag)).toEqual(['first', 'v0.1.0', 'hotfix', 'v0.2.0']);
  });

  it('recognises x.y.0 bumps below 1.0', () => {
    expect(isMinorBelowOne('v0.2.0')).toBe(true);
    expect(isMinorBelowOne('v0.2.1')).toBe(false);
    expect(isMinorBelowOne('v1.2.0')).toBe(false);
    expect(isMinorBelowOne('v0.0.0')).toBe(false);
    expect(isMinorBelowOne('v0.3.0-rc.1')).toBe(false);
  });
});

const rel = (
  tag: string,
  kind: PlannerRelease['kind'],
  modules: string[] = [],
  noNotes = false,
): PlannerRelease => ({tag, date: '2021-01-01', kind, modules, ...(noNotes && {noNotes})});

// Deliberately listed out of order: the plan works on oldestFirst's order.
const history = oldestFirst([
  rel('v0.10.0', 'breaking', ['eks-cluster']),
  rel('v0.9.0', 'breaking', ['eks-workers']),
  rel('v0.9.1', 'fix', ['eks-cluster']),
  rel('v0.8.0', 'feature', ['eks-cluster']),
  rel('v0.11.0', 'breaking', []),
  rel('v0.11.1', 'security', ['eks-workers']),
  rel('v0.12.0', undefined, [], true),
  rel('v0.12.1', undefined, [], true),
  rel('v0.13.0-rc.1', 'breaking', ['eks-cluster']),
  rel('v0.13.0', 'maintenance', ['eks-cluster']),
]);
const tags = (list: PlannerRelease[]) => list.map((r) => r.tag);

describe('the upgrade path', () => {
  it('lists every breaking release with from < version ≤ to, oldest first', () => {
    const plan = planUpgrade(history, {from: 'v0.9.0', to: 'v0.11.0'});
    expect(tags(plan.breaking)).toEqual(['v0.10.0', 'v0.11.0']);
    expect(tags(plan.inRange)).toEqual(['v0.9.1', 'v0.10.0', 'v0.11.0']);
    expect(plan.others).toEqual({fix: 1});
    expect(plan.unknown).toEqual([]);
  });

  it('defaults to the oldest and newest release', () => {
    const plan = planUpgrade(history, {});
    expect([plan.from, plan.to]).toEqual(['v0.8.0', 'v0.13.0']);
    expect(tags(plan.breaking)).toEqual(['v0.9.0', 'v0.10.0', 'v0.11.0', 'v0.13.0-rc.1']);
    expect(plan.others).toEqual({fix: 1, security: 1, none: 2, maintenance: 1});
  });

  it('counts a pre-release between its predecessor and its release', () => {
    expect(tags(planUpgrade(history, {from: 'v0.12.1', to: 'v0.13.0'}).breaking)).toEqual([
      'v0.13.0-rc.1',
    ]);
    expect(planUpgrade(history, {from: 'v0.13.0-rc.1', to: 'v0.13.0'}).breaking).toEqual([]);
  });

  it('flags x.y.0 releases below 1.0 that published no notes', () => {
    const plan = planUpgrade(history, {from: 'v0.11.1', to: 'v0.12.1'});
    expect(plan.breaking).toEqual([]);
    expect(tags(plan.unannounced)).toEqual(['v0.12.0']);
    expect(plan.others).toEqual({none: 2});
  });

  it('narrows to a module, keeping releases that name no module', () => {
    const plan = planUpgrade(history, {from: 'v0.8.0', to: 'v0.11.1', module: 'eks-cluster'});
    expect(tags(plan.breaking)).toEqual(['v0.10.0', 'v0.11.0']);
    expect(plan.others).toEqual({fix: 1});
  });

  it('plans nothing when from is newer than to, or the same', () => {
    const plan = planUpgrade(history, {from: 'v0.11.0', to: 'v0.9.0'});
    expect(plan.reversed).toBe(true);
    expect(plan.breaking).toEqual([]);
    expect(plan.others).toEqual({});
    const same = planUpgrade(history, {from: 'v0.9.0', to: 'v0.9.0'});
    expect(same.reversed).toBe(false);
    expect(same.inRange).toEqual([]);
  });

  it('reports unknown versions and modules and falls back to the full range', () => {
    const plan = planUpgrade(history, {from: 'v9.9.9', to: 'v0.10.0', module: 'nope'});
    expect(plan.unknown).toEqual([
      {field: 'from', value: 'v9.9.9'},
      {field: 'module', value: 'nope'},
    ]);
    expect([plan.from, plan.to, plan.module]).toEqual(['v0.8.0', 'v0.10.0', null]);
    expect(tags(plan.breaking)).toEqual(['v0.9.0', 'v0.10.0']);
  });

  it('finds a tag written without its "v" or in another case', () => {
    expect(findTag(history, '0.9.1')?.tag).toBe('v0.9.1');
    expect(findTag(history, 'V0.9.1')?.tag).toBe('v0.9.1');
    expect(findTag(history, '0.9')).toBeUndefined();
  });

  it('writes the state into a query string and lists the modules', () => {
    expect(planQuery({from: 'v0.9.0', to: 'v0.11.0', module: null})).toBe(
      '?from=v0.9.0&to=v0.11.0',
    );
    expect(planQuery({from: 'v0.9.0', to: 'v0.11.0', module: 'mgmt/bastion-host'})).toBe(
      '?from=v0.9.0&to=v0.11.0&module=mgmt%2Fbastion-host',
    );
    expect(modulesOf(history)).toEqual(['eks-cluster', 'eks-workers']);
  });
});
