import os from 'node:os';
import path from 'node:path';

import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@site': path.resolve(__dirname),
      // A bundler alias in Docusaurus (no package of that name): for client modules under test.
      '@docusaurus/router': path.resolve(
        __dirname,
        'node_modules/@docusaurus/core/lib/client/exports/router.js',
      ),
    },
  },
  test: {
    // The relevance tests need the production build: `npm run test:search` runs them after it.
    // The build-failure tests run several builds: `npm run test:build-failures` runs them alone.
    include: process.env.SEARCH_EVAL
      ? ['tests/search/**/*.test.ts', 'bench/*.test.ts']
      : process.env.BUILD_FAILURES
        ? ['tests/build-failures/**/*.test.ts']
        : [
            'plugins/**/*.test.ts',
            'src/**/*.test.ts',
            'shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
    environment: 'node',
    // One fork per core: Vitest's default leaves one core to its main process, which sits idle
    // while the tests run, so on CI's two cores the test files ran one at a time.
    maxWorkers: os.availableParallelism(),
    // The build-failure cases are separate fixture builds, mostly one process each: two at a time.
    maxConcurrency: process.env.BUILD_FAILURES ? 2 : 5,
  },
});
