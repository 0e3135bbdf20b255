import path from 'node:path';

import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {alias: {'@site': path.resolve(__dirname)}},
  test: {
    include: ['plugins/**/*.test.ts', 'src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
