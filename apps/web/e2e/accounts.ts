/**
 * The operator a spec file logs in as. Global setup creates one with the CLI for every
 * `*.spec.ts` in this folder: logins are limited per account (10 at once, then one every
 * 30 s), so one admin shared by the whole suite runs out on a fast machine.
 */
export function adminFor(specFile: string) {
  const name = specFile.replace(/\.spec\.ts$/, '');
  return {
    email: `admin-${name}@example.test`,
    name: `Admin ${name}`,
    password: 'admin-password-e2e',
  } as const;
}

export const PASSWORD = 'citizen-password-e2e';

/** Addresses the test mail server refuses (550), as a mailbox that does not exist. */
export const UNDELIVERABLE = 'undeliverable-';

/** A fresh address per test, so tests can run in parallel against one server. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}
