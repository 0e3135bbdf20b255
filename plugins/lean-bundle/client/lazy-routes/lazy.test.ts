import {createElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it, vi} from 'vitest';

import {lazyComponentCreator, type RouteComponent} from './lazy';

function fakeCreator() {
  const created: string[] = [];
  const preloads: string[] = [];
  const create = vi.fn((path: string, hash: string) => {
    created.push(`${path}-${hash}`);
    const Real = ((props: {label?: string}) =>
      createElement('p', null, `${path} ${props.label ?? ''}`)) as unknown as RouteComponent;
    Real.preload = () => {
      preloads.push(path);
      return Promise.resolve(path) as unknown as void;
    };
    return Real;
  });
  return {create, created, preloads};
}

describe('lazyComponentCreator', () => {
  it('builds nothing until a route is used', () => {
    const {create} = fakeCreator();
    const creator = lazyComponentCreator(create);
    for (let i = 0; i < 100; i += 1) creator(`/page-${i}`, 'abc');
    expect(create).not.toHaveBeenCalled();
  });

  it('builds a route once, on preload, and returns its loading promise', async () => {
    const {create, created, preloads} = fakeCreator();
    const Route = lazyComponentCreator(create)('/intro', '1f2');
    await expect(Route.preload() as unknown as Promise<string>).resolves.toBe('/intro');
    Route.preload();
    expect(created).toEqual(['/intro-1f2']);
    expect(preloads).toEqual(['/intro', '/intro']);
  });

  it('renders the real component with the props it is given', () => {
    const {create} = fakeCreator();
    const Route = lazyComponentCreator(create)('/tags', '913');
    const props: object = {label: 'all tags'};
    const html = renderToStaticMarkup(createElement(Route, props));
    expect(html).toBe('<p>/tags all tags</p>');
    renderToStaticMarkup(createElement(Route, {}));
    expect(create).toHaveBeenCalledTimes(1);
  });
});
