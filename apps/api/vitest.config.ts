import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    setupFiles: ['./src/test/fail-on-console-error.ts'],
    // The suite must pass beside a CPU-heavy process (seen: a spawned server taking over 15 s to
    // answer its first request with stress-ng on both cores). A passing test returns as soon as
    // it is done, so the margin costs nothing on an idle machine.
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
