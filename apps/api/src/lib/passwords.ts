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
}

export function createPasswordHasher(concurrency: number): PasswordHasher {
  const gate = new Semaphore(concurrency);
  let dummyHash: Promise<string> | undefined;
  const getDummy = () => {
    dummyHash ??= hash('seva-dummy-password-for-timing', ARGON2_OPTIONS);
    return dummyHash;
  };
  return {
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
      const dummy = await getDummy();
      await gate.run(() => verify(dummy, password).catch(() => false));
    },
  };
}
