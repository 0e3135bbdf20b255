import {describe, expect, it} from 'vitest';

import {isCoreClientContext, splitAreaRoutes, type RouteFiles} from './area-routes';
import {areasOf, bucketOf} from './client/area-routes/areas';

/** A route table in Docusaurus' format: a page, then a docs area with `pages` pages. */
function table(pages: number): RouteFiles {
  const leaf = (p: string, hash: string) => `              {
                path: '${p}',
                component: ComponentCreator('${p}', '${hash}'),
                exact: true
              }`;
  // Pages 0-9 in buckets "0" to "9"; 10-19 in bucket "1" too.
  const leaves = Array.from({length: pages}, (_, i) => leaf(`/kb/${i}`, `h${i}`));
  const routes = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/about',
    component: ComponentCreator('/about', 'a1'),
    exact: true
  },
  {
    path: '/kb',
    component: ComponentCreator('/kb', 'r1'),
    routes: [
      {
        path: '/kb',
        component: ComponentCreator('/kb', 'r2'),
        routes: [
          {
            path: '/kb',
            component: ComponentCreator('/kb', 'r3'),
            routes: [
${leaves.join(',\n')}
            ]
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
  const chunkNames: Record<string, unknown> = {
    '/about-a1': {__comp: 'docItem', content: 'about'},
    '/kb-r1': {__comp: 'docsRoot'},
    '/kb-r2': {__comp: 'versionRoot', __props: 'version'},
    '/kb-r3': {__comp: 'docRoot'},
  };
  for (let i = 0; i < pages; i++)
    chunkNames[`/kb/${i}-h${i}`] = {__comp: 'docItem', content: `kb${i}`};
  const names = [...new Set(Object.values(chunkNames).flatMap((v) => Object.values(v as object)))];
  const registry = `export default {
${names.map((n) => `  "${n}": [() => import(/* webpackChunkName: "${n}" */ "@site/${n}.md"), 0, require.resolveWeak("@site/${n}.md")],`).join('\n')}
};
`;
  return {routes, chunkNames, registry};
}

describe('splitAreaRoutes', () => {
  it("moves a large area's pages, their chunk names and the registry entries only they use", () => {
    const split = splitAreaRoutes(table(12), (f) => `./${f}`, 3);
    // One module per bucket: the first character of the page's last path segment.
    expect(split.areas.map((a) => [a.base, a.key, a.pages])).toEqual([
      ['/kb', '0', 1],
      ['/kb', '1', 3],
      ...Array.from({length: 8}, (_, i) => ['/kb', String(i + 2), 1]),
    ]);
    // The wrappers stay, the pages go.
    expect(split.routes).toContain("ComponentCreator('/kb', 'r3')");
    expect(split.routes).not.toContain("ComponentCreator('/kb/0', 'h0')");
    expect(split.routes).toContain('routes: __areaRoutes[0]');
    expect(split.routes).toContain('"1": () => import("./area-routes-1.js")');
    expect(Object.keys(split.chunkNames)).toEqual(['/about-a1', '/kb-r1', '/kb-r2', '/kb-r3']);
    // The page component all docs pages share stays in the main registry.
    expect(split.registry).toContain('"docItem"');
    expect(split.registry).not.toContain('"kb0"');
    const ones = split.areas[1]!.source;
    for (const p of ['/kb/1', '/kb/10', '/kb/11'])
      expect(ones).toContain(`ComponentCreator('${p}'`);
    expect(ones).toContain('"kb10": [() => import(');
    expect(ones).not.toContain('"kb2"');
    expect(ones).not.toContain('"docItem": [');
  });

  it('keeps an area below the threshold whole', () => {
    const files = table(2);
    const split = splitAreaRoutes(files, (f) => `./${f}`, 3);
    expect(split.areas).toEqual([]);
    expect(split.routes).toContain("ComponentCreator('/kb/1', 'h1')");
    expect(split.chunkNames).toEqual(files.chunkNames);
  });

  it('gives the same routes back: the moved pages and the rest add up to the table', () => {
    const files = table(60);
    const split = splitAreaRoutes(files, (f) => `./${f}`);
    // Evaluate both tables the way the browser would after loading the area.
    const creator = (p: string, h?: string) => `${p}#${h ?? ''}`;
    const load = (source: string) =>
      new Function(
        'ComponentCreator',
        'importArea',
        source
          .replace(/^import .*$/gm, '')
          .replace(/import\("\.\/area-routes-(\d+)\.js"\)/g, 'importArea($1)')
          .replace(/^export default /m, 'return ')
          .replace(/^export const (\w+) =/gm, 'var $1 = exports.$1 ='),
      );
    const flat = (routes: {path: string; component: string; routes?: unknown[]}[]): string[] =>
      routes.flatMap((r) => [r.component, ...flat((r.routes ?? []) as never)]);
    const original = load(files.routes)(creator) as never;
    const moved = split.areas.flatMap(({source}) => {
      const area = {} as {routes: never[]};
      const areaSource = source
        .replace(/^import .*$/gm, '')
        .replace(/\(\) => import\(/g, '() => String(')
        .replace(/^export const (\w+) =/gm, 'exports.$1 =');
      new Function('ComponentCreator', 'exports', 'require', areaSource)(creator, area, {
        resolveWeak: () => 0,
      });
      return area.routes;
    });
    const exportsOf: {lazyAreas?: {routes: unknown[]}[]} = {};
    const lean = new Function(
      'ComponentCreator',
      'exports',
      split.routes
        .replace(/^import .*$/gm, '')
        .replace(/^export const (\w+) =/gm, 'const $1 = exports.$1 =')
        .replace(/^export default /m, 'return '),
    )(creator, exportsOf) as never;
    exportsOf.lazyAreas![0]!.routes.push(...moved);
    // Pages may come back in another order (bucket by bucket): they are exact, distinct paths.
    expect(flat(lean).sort()).toEqual(flat(original).sort());
    // 60 pages, the area's 3 wrappers, one other page and the catch-all.
    expect(flat(lean).length).toBe(65);
  });

  it('fails naming the route when a page has no chunk names', () => {
    const files = table(3);
    delete files.chunkNames['/kb/1-h1'];
    expect(() => splitAreaRoutes(files, (f) => `./${f}`, 3)).toThrow(
      /area-routes\] route \/kb\/1-h1 has no routesChunkNames entry.*UPGRADING\.md/,
    );
  });
});

describe('areasOf', () => {
  const areas = [{base: '/guides/releases'}, {base: '/guides'}, {base: '/kb'}];
  it('gives every area whose base is the path or a folder above it', () => {
    expect(areasOf(areas, '/guides/releases/2022-02')).toEqual([areas[0], areas[1]]);
    expect(areasOf(areas, '/kb')).toEqual([areas[2]]);
    expect(areasOf(areas, '/kbx')).toEqual([]);
    expect(areasOf(areas, '/')).toEqual([]);
  });
});

describe('bucketOf', () => {
  it("is the first character of the page's last segment, however the path is written", () => {
    expect(bucketOf('/kb', '/kb/371')).toBe('3');
    expect(bucketOf('/kb', '/kb/371/')).toBe('3');
    expect(bucketOf('/kb', '/kb/371.html')).toBe('3');
    expect(bucketOf('/ref', '/ref/modules/aws-vpc/vpc-app')).toBe('v');
    expect(bucketOf('/kb', '/kb')).toBe('');
    expect(bucketOf('/kb', '/kb/')).toBe('');
  });
});

describe('isCoreClientContext', () => {
  it("replaces Docusaurus' own './preload' only", () => {
    expect(isCoreClientContext('/x/node_modules/@docusaurus/core/lib/client')).toBe(true);
    expect(isCoreClientContext('/x/node_modules/some-package/lib')).toBe(false);
    expect(isCoreClientContext(undefined)).toBe(false);
  });
});
