import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { AppError } from '../errors.ts';
import { Semaphore } from './semaphore.ts';

/** OWASP's argon2id parameters, set explicitly so a library default change cannot weaken them. */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/**
 * One form per password, whichever way a keyboard or phone typed it: a full-width letter,
 * or an accent composed or decomposed, gives the same password (docs/decisions/027-passwords.md).
 */
export function normalizePassword(password: string): string {
  return password.normalize('NFKC');
}

/** `legacy`: only the password as typed matched (a hash made before NFKC); hash it again. */
export type PasswordCheck = 'match' | 'legacy' | 'mismatch';

export interface PasswordHasher {
  /** Hashes the NFKC form. */
  hash(password: string): Promise<string>;
  /** Tries the NFKC form, then the form as typed when it differs (hashes made before NFKC). */
  check(passwordHash: string, password: string): Promise<PasswordCheck>;
  /** check() reduced to yes or no. */
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Burns the same argon2 work as check() for an account that does not exist. */
  verifyDummy(password: string): Promise<void>;
  /** The hash verifyDummy() checks against, made before the hasher is handed out. */
  readonly dummyHash: string;
  /**
   * How many argon2 computations ran: lets tests see that an unknown account costs the
   * same work as a real one without timing anything.
   */
  readonly computations: number;
}

/**
 * Makes the dummy hash up front (awaited while the server starts), so the first login for
 * an unknown e-mail costs one verification like every other, not a hash plus a verification.
 */
export async function createPasswordHasher(concurrency: number): Promise<PasswordHasher> {
  const gate = new Semaphore(concurrency);
  const dummyHash = await hash(randomDummyPassword(), ARGON2_OPTIONS);
  let computations = 0;
  const run = <T>(task: () => Promise<T>) =>
    gate.run(() => {
      computations++;
      return task();
    });
  const verifyOne = (passwordHash: string, password: string) =>
    run(() => verify(passwordHash, password).catch(() => false));

  /** The forms to try, NFKC first; the typed form only when it differs. */
  const formsOf = (password: string) => {
    const normalized = normalizePassword(password);
    return normalized === password ? [normalized] : [normalized, password];
  };

  async function check(passwordHash: string, password: string): Promise<PasswordCheck> {
    const [normalized, typed] = formsOf(password);
    if (await verifyOne(passwordHash, normalized as string)) return 'match';
    if (typed !== undefined && (await verifyOne(passwordHash, typed))) return 'legacy';
    return 'mismatch';
  }

  return {
    dummyHash,
    get computations() {
      return computations;
    },
    hash: (password) => run(() => hash(normalizePassword(password), ARGON2_OPTIONS)),
    check,
    verify: async (passwordHash, password) => (await check(passwordHash, password)) !== 'mismatch',
    verifyDummy: async (password) => {
      // As many verifications as check() makes on a wrong password, so timing does not tell.
      for (const form of formsOf(password)) await verifyOne(dummyHash, form);
    },
  };
}

/** Nobody can know it, so no typed password ever matches the dummy. */
function randomDummyPassword(): string {
  return randomBytes(32).toString('base64url');
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another.';

let commonPasswords: Set<string> | undefined;

/**
 * The 10,000 most common passwords (common-passwords.txt, its licence beside it). The file
 * sits next to this module in the sources and next to the bundle in dist/ (build.mjs).
 */
function loadCommonPasswords(): Set<string> {
  if (!commonPasswords) {
    const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
    commonPasswords = new Set(text.split('\n').filter((line) => line.length > 0));
  }
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(normalizePassword(password).toLowerCase());
}

/** Every door that sets a password calls this before any other work. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new AppError('INVALID', COMMON_PASSWORD_MESSAGE);
}
