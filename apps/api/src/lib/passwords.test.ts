import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import {
  ARGON2_OPTIONS,
  COMMON_PASSWORD_MESSAGE,
  createPasswordHasher,
  isCommonPassword,
  refuseCommonPassword,
} from './passwords.ts';

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

describe('NFKC', () => {
  const composed = 'Seva caf\u00e9 2026';
  const decomposed = 'Seva cafe\u0301 2026';
  const fullWidth = '\uff33\uff45\uff56\uff41 caf\u00e9 \uff12\uff10\uff12\uff16';

  it('hashes one form: composed, decomposed and full-width all match', async () => {
    const hasher = await createPasswordHasher(1);
    const stored = await hasher.hash(decomposed);
    for (const typed of [composed, decomposed, fullWidth]) {
      expect(await hasher.check(stored, typed)).toBe('match');
    }
    expect(await hasher.check(stored, 'Seva cafe 2026')).toBe('mismatch');
  });

  it('matches a hash made from the typed form as legacy, and only that form', async () => {
    const hasher = await createPasswordHasher(1);
    const legacy = await hash(decomposed, ARGON2_OPTIONS);
    expect(await hasher.check(legacy, decomposed)).toBe('legacy');
    expect(await hasher.check(legacy, composed)).toBe('mismatch');
  });

  it('spends as many argon2 runs on the dummy as on a wrong password', async () => {
    const hasher = await createPasswordHasher(1);
    const stored = await hasher.hash(composed);
    for (const typed of ['plain ascii pass', decomposed, fullWidth]) {
      const before = hasher.computations;
      await hasher.check(stored, `${typed}x`);
      const real = hasher.computations - before;
      await hasher.verifyDummy(`${typed}x`);
      expect(hasher.computations - before - real, typed).toBe(real);
    }
  });
});

describe('common passwords', () => {
  it('knows the list, case-insensitively and after NFKC', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('PassWord1')).toBe(true);
    expect(isCommonPassword('\uff50\uff41\uff53\uff53\uff57\uff4f\uff52\uff44\uff11')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('correct horse battery')).toBe(false);
  });

  it('refuses with a clear INVALID error', () => {
    expect(() => refuseCommonPassword('qwertyuiop')).toThrow(COMMON_PASSWORD_MESSAGE);
    expect(() => refuseCommonPassword('a long passphrase of mine')).not.toThrow();
  });
});
