import path from 'node:path';

import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    // The relevance tests need the production build: `npm run test:search` runs them after it.
    include: process.env.SEARCH_EVAL
      ? ['tests/search/**/*.test.ts', 'bench/**/*.test.ts']
      : [
          'plugins/**/*.test.ts',
          'src/**/*.test.ts',
          'scripts/**/*.test.ts',
          'tests/unit/**/*.test.ts',
        ],
    environment: 'node',
  },
});
