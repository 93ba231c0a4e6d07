import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['./src/test/fail-on-console-error.ts'],
    testTimeout: 20_000,
    hookTimeout: 20_000,
  },
});
