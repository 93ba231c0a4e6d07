import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { KeyringError, loadKeyring, newKeyringJson } from './keyring.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function folder() {
  const dir = mkdtempSync(join(tmpdir(), 'seva-keyring-'));
  dirs.push(dir);
  return dir;
}

describe('the keyring', () => {
  it('is made once, private, and read back the same', () => {
    const file = join(folder(), 'data-keys.json');
    const first = loadKeyring({ file });
    expect(first.created).toBe(true);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.keyring.current.id).toBe(1);
    expect(first.keyring.current.key).toHaveLength(32);
    const again = loadKeyring({ file });
    expect(again.created).toBe(false);
    expect(again.keyring.current.key.equals(first.keyring.current.key)).toBe(true);
  });

  it('comes from SEVA_KEYRING when set, with every key it lists', () => {
    const json = JSON.parse(newKeyringJson());
    json.keys['2'] = Buffer.alloc(32, 2).toString('base64');
    json.current = 2;
    const { keyring, created } = loadKeyring({
      file: join(folder(), 'unused.json'),
      fromEnv: JSON.stringify(json),
    });
    expect(created).toBe(false);
    expect(keyring.current.id).toBe(2);
    expect(keyring.byId(1)?.key).toHaveLength(32);
    expect(keyring.byId(3)).toBeUndefined();
    expect(keyring.source).toBe('SEVA_KEYRING');
  });

  it('is never made by a restore, and refuses a damaged file with its name', () => {
    const dir = folder();
    const missing = join(dir, 'missing.json');
    expect(() => loadKeyring({ file: missing, create: false })).toThrow(/no key file at/);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"version":1,"current":3,"keys":{"1":"short"}}');
    expect(() => loadKeyring({ file: bad })).toThrow(KeyringError);
    expect(readFileSync(bad, 'utf8')).toContain('short');
    writeFileSync(bad, 'not json');
    expect(() => loadKeyring({ file: bad })).toThrow(`${bad} is not valid JSON`);
  });
});
