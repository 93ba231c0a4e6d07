import { afterEach, beforeEach, expect, vi } from 'vitest';
import { cleanUpRendered } from './mounted.ts';

// A console.error (or a React warning) during a test fails the test.
let logged: unknown[][] = [];

beforeEach(() => {
  logged = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push([method, ...args]);
    });
  }
});

afterEach(() => {
  cleanUpRendered();
  expect(logged, 'console.error/warn during the test').toEqual([]);
});
