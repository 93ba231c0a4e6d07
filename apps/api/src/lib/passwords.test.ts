import { describe, expect, it } from 'vitest';
import { createPasswordHasher } from './passwords.ts';

const OWASP_ARGON2ID = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

describe('createPasswordHasher', () => {
  it('has the dummy hash made, with the OWASP parameters, by the time it resolves', async () => {
    const hasher = await createPasswordHasher(1);
    expect(hasher.dummyHash).toMatch(OWASP_ARGON2ID);
    // Made from a random secret: no typed password matches it.
    expect(await hasher.verify(hasher.dummyHash, 'seva-dummy-password-for-timing')).toBe(false);
    await expect(hasher.verifyDummy('any password')).resolves.toBeUndefined();
    // A fresh hasher draws a fresh secret.
    expect((await createPasswordHasher(1)).dummyHash).not.toBe(hasher.dummyHash);
  });

  it('hashes with argon2id at the OWASP parameters and keeps spaces significant', async () => {
    const hasher = await createPasswordHasher(1);
    const stored = await hasher.hash('  two words  ');
    expect(stored).toMatch(OWASP_ARGON2ID);
    expect(await hasher.verify(stored, '  two words  ')).toBe(true);
    expect(await hasher.verify(stored, 'two words')).toBe(false);
    expect(await hasher.verify('not a hash', 'x')).toBe(false);
  });
});
