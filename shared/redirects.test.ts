import {describe, expect, it} from 'vitest';

import redirects from '../data/redirects';
import {
  checkedRedirects,
  nginxRedirectMap,
  redirectProblems,
  redirectTarget,
  redirectTargetProblems,
} from './redirects';

describe('redirect map', () => {
  it('accepts the committed map', () => {
    expect(redirectProblems(redirects)).toEqual([]);
  });

  it.each([
    [{from: 'docs', to: '/intro'}, '"from" must be an absolute path'],
    [{from: '/docs/', to: '/intro'}, '"from" must be an absolute path'],
    [{from: '/', to: '/intro'}, '"from" must be an absolute path'],
    [{from: '/docs?x=1', to: '/intro'}, '"from" must be an absolute path'],
    [{from: '/old/index', to: '/intro'}, 'index-suffix forms'],
    [{from: '/old', to: 'https://example.com/x'}, '"to" must be an absolute site path'],
    [{from: '/old', to: '/old'}, 'redirects to itself'],
  ])('rejects %j', (entry, message) => {
    const problems = redirectProblems([entry]);
    expect(problems.join('\n')).toContain(message);
    expect(problems[0]).toContain(JSON.stringify(entry.from));
  });

  it('accepts a hash on the target', () => {
    expect(redirectProblems([{from: '/old', to: '/intro#why'}])).toEqual([]);
  });

  it('rejects a duplicate "from" and names both entries', () => {
    const problems = redirectProblems([
      {from: '/a', to: '/x'},
      {from: '/a', to: '/y'},
    ]);
    expect(problems).toEqual([expect.stringContaining('already listed as redirect 1')]);
  });

  it('rejects a chain and says where to point it', () => {
    const problems = redirectProblems([
      {from: '/a', to: '/b'},
      {from: '/b', to: '/c'},
    ]);
    expect(problems).toEqual([expect.stringContaining('point it at "/c"')]);
  });

  it('throws with the file and every problem', () => {
    expect(() =>
      checkedRedirects(
        [
          {from: 'a', to: '/b'},
          {from: '/c', to: '/c'},
        ],
        'data/redirects.ts',
      ),
    ).toThrow(/data\/redirects\.ts: invalid redirect map\n- redirect 1 .*\n- redirect 2 .*itself/);
  });

  it('renders sorted nginx map lines', () => {
    expect(
      nginxRedirectMap([
        {from: '/z', to: '/a'},
        {from: '/b', to: '/c#d'},
      ]),
    ).toBe('/b /c#d;\n/z /a;\n');
  });

  it('checks targets and old paths against the built routes', () => {
    const map = [
      {from: '/old', to: '/new#part'},
      {from: '/gone', to: '/missing'},
      {from: '/still-here', to: '/new'},
    ];
    expect(redirectTargetProblems(map, ['/', '/new/', '/still-here'])).toEqual([
      'redirect 2 (/gone → /missing): "/missing" is not a page of the site',
      'redirect 3 (/still-here → /new): "/still-here" is still a page; remove the page or the redirect',
    ]);
  });

  it('finds the target of an old path in the browser, keeping query and hash', () => {
    const map = [
      {from: '/old', to: '/new'},
      {from: '/moved', to: '/page#section'},
    ];
    expect(redirectTarget(map, '/old')).toBe('/new');
    expect(redirectTarget(map, '/old/', '?q=1', '#h')).toBe('/new?q=1#h');
    expect(redirectTarget(map, '/moved')).toBe('/page#section');
    expect(redirectTarget(map, '/moved', '', '#mine')).toBe('/page#mine');
    expect(redirectTarget(map, '/old/child')).toBeUndefined();
    expect(redirectTarget(map, '/OLD')).toBeUndefined();
    expect(redirectTarget(map, '/')).toBeUndefined();
  });
});
