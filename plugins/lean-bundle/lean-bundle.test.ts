import {describe, expect, it} from 'vitest';
import type {Configuration} from 'webpack';

import {CHUNK_FILENAME, leanClientConfig} from './index';

class ChunkAssetPlugin {
  apply(): void {}
}
class OtherPlugin {
  apply(): void {}
}

describe('leanClientConfig', () => {
  it('names chunk files by id and drops only the prefetch helper', () => {
    const other = new OtherPlugin();
    const config: Configuration = {
      output: {filename: 'assets/js/[name].[contenthash:8].js', chunkFilename: 'x'},
      plugins: [new ChunkAssetPlugin(), other],
    };
    expect(leanClientConfig(config)).toEqual({removedPrefetchHelper: true});
    expect(config.output?.chunkFilename).toBe(CHUNK_FILENAME);
    expect(config.output?.filename).toBe('assets/js/[name].[contenthash:8].js');
    expect(config.plugins).toEqual([other]);
  });

  it('reports when the helper is missing', () => {
    const config: Configuration = {plugins: [new OtherPlugin()]};
    expect(leanClientConfig(config).removedPrefetchHelper).toBe(false);
    expect(config.plugins).toHaveLength(1);
  });
});
