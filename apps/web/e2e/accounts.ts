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

/**
 * Headers that make one API call come from a client of its own. The e2e server runs as behind
 * a reverse proxy (TRUST_PROXY, global-setup.ts), so it takes the client's address from
 * X-Forwarded-For. Sign-ups made by the fixtures would otherwise all come from 127.0.0.1 and
 * drain its per-address sign-up bucket (30, then one per 10 s), which a busy run did (stop 29:
 * 429 on a sign-up in tracking.spec.ts). The screens' own sign-ups still come from 127.0.0.1.
 */
export function ownClient(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}
