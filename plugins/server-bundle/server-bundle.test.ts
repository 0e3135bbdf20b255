import {describe, expect, it} from 'vitest';

import serverBundle from './index';

type Configure = (config: {mode: string}, isServer: boolean) => unknown;

describe('server-bundle', () => {
  const configure = serverBundle().configureWebpack as unknown as Configure;

  it('makes no chunks of the production server bundle', () => {
    expect(configure({mode: 'production'}, true)).toEqual({
      module: {parser: {javascript: {dynamicImportMode: 'eager'}}},
    });
  });

  it('leaves the browser bundle and development alone', () => {
    expect(configure({mode: 'production'}, false)).toEqual({});
    expect(configure({mode: 'development'}, true)).toEqual({});
  });
});
