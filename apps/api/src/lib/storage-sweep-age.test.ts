import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { filesUnder } from '../test/files.ts';
import { testKeyring } from '../test/keyring.ts';
import { createLocalStorage } from './storage.ts';
import { SWEEP_MIN_AGE_MS } from './storage-sweep.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the local storage sweep', () => {
  it('removes temp and unreferenced files older than the cutoff, and spares younger ones', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'seva-storage-'));
    dirs.push(dataDir);
    const storage = createLocalStorage(dataDir, { keyring: testKeyring() });
    const now = Date.now();
    const file = (path: string, ageMs: number) => {
      const full = join(dataDir, path);
      mkdirSync(join(full, '..'), { recursive: true });
      writeFileSync(full, 'x');
      const at = new Date(now - ageMs);
      utimesSync(full, at, at);
    };
    const minute = 60_000;
    const kept = `aa/aa${'0'.repeat(38)}`;
    file(`uploads/${kept}`, 5 * SWEEP_MIN_AGE_MS); // referenced: never removed
    file(`uploads/bb/bb${'1'.repeat(38)}`, SWEEP_MIN_AGE_MS + minute); // orphan, old
    file(`uploads/bb/bb${'2'.repeat(38)}`, SWEEP_MIN_AGE_MS - minute); // orphan, young
    file('uploads/stray-file', SWEEP_MIN_AGE_MS + minute); // not in a key folder, old
    file('tmp/old.part', SWEEP_MIN_AGE_MS + minute);
    file('tmp/young.part', SWEEP_MIN_AGE_MS - minute);

    const result = await storage.sweep(new Set([kept]), now - SWEEP_MIN_AGE_MS);

    expect(result).toEqual({ temp: 1, orphans: 2 });
    expect(
      filesUnder(dataDir)
        .map((path) => relative(dataDir, path))
        .sort(),
    ).toEqual(['tmp/young.part', `uploads/${kept}`, `uploads/bb/bb${'2'.repeat(38)}`]);
  });
});
