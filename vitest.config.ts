import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['plugins/**/*.test.ts', 'src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
