import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { Semaphore } from './semaphore.ts';

/** OWASP's argon2id parameters, set explicitly so a library default change cannot weaken them. */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Burns the same time as verify() for an account that does not exist. */
  verifyDummy(password: string): Promise<void>;
  /** The hash verifyDummy() checks against, made before the hasher is handed out. */
  readonly dummyHash: string;
}

/**
 * Makes the dummy hash up front (awaited while the server starts), so the first login for
 * an unknown e-mail costs one verification like every other, not a hash plus a verification.
 */
export async function createPasswordHasher(concurrency: number): Promise<PasswordHasher> {
  const gate = new Semaphore(concurrency);
  const dummyHash = await hash(randomDummyPassword(), ARGON2_OPTIONS);
  return {
    dummyHash,
    hash: (password) => gate.run(() => hash(password, ARGON2_OPTIONS)),
    verify: (passwordHash, password) =>
      gate.run(async () => {
        try {
          return await verify(passwordHash, password);
        } catch {
          return false;
        }
      }),
    verifyDummy: async (password) => {
      await gate.run(() => verify(dummyHash, password).catch(() => false));
    },
  };
}

/** Nobody can know it, so no typed password ever matches the dummy. */
function randomDummyPassword(): string {
  return randomBytes(32).toString('base64url');
}
