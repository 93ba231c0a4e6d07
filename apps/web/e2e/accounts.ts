/** The admin that global setup creates with the CLI. */
export const ADMIN = {
  email: 'admin@example.test',
  name: 'Admin',
  password: 'admin-password-e2e',
} as const;

export const PASSWORD = 'citizen-password-e2e';

/** A fresh address per test, so tests can run in parallel against one server. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}
