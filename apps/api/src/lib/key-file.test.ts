import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateKeyFile } from './key-file.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('loadOrCreateKeyFile', () => {
  it('makes a 32-byte key readable by its owner only, and reads the same one after', () => {
    dir = mkdtempSync(join(tmpdir(), 'seva-key-'));
    const file = join(dir, 'nested', 'device-cookie.key');
    const first = loadOrCreateKeyFile(file);
    expect(first).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadOrCreateKeyFile(file).equals(first)).toBe(true);
  });

  it('refuses a file that is not a key, naming it', () => {
    dir = mkdtempSync(join(tmpdir(), 'seva-key-'));
    const file = join(dir, 'device-cookie.key');
    writeFileSync(file, 'short');
    expect(() => loadOrCreateKeyFile(file)).toThrow(file);
  });
});
