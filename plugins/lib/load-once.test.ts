import {mkdtempSync, utimesSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {loadOnce} from './load-once';

describe('loadOnce', () => {
  it('loads a data set once until one of its files changes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'load-once-'));
    const file = path.join(dir, 'a.yaml');
    writeFileSync(file, 'a: 1\n');
    let loads = 0;
    const load = () => loadOnce('test', dir, () => ({n: ++loads}));
    expect(load()).toEqual({n: 1});
    expect(load()).toEqual({n: 1});
    expect(loads).toBe(1);
    writeFileSync(file, 'a: 22\n');
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(load()).toEqual({n: 2});
    writeFileSync(path.join(dir, 'b.yaml'), 'b: 1\n');
    expect(load()).toEqual({n: 3});
  });

  it('does not keep a failed load', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'load-once-'));
    let calls = 0;
    const failing = () =>
      loadOnce('test-fail', dir, () => {
        calls += 1;
        throw new Error('bad file');
      });
    expect(failing).toThrow('bad file');
    expect(failing).toThrow('bad file');
    expect(calls).toBe(2);
  });
});
