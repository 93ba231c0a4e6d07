import type { AuthRepository } from '@seva/db';
import { emailField, nameField, newPasswordField } from '@seva/schemas';
import { z } from 'zod';
import { AppError, firstIssueMessage } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { type PasswordHasher, refuseCommonPassword } from '../../lib/passwords.ts';

export const createAdminInput = z.object({
  email: emailField,
  name: nameField,
  password: newPasswordField,
});

/**
 * Creates a verified admin, or promotes an existing account (verifying it too). An existing
 * account keeps its password unless one is given: the operator may be promoting themselves.
 */
export async function createOrPromoteAdmin(
  accounts: AuthRepository,
  hasher: PasswordHasher,
  raw: { email?: string; name?: string; password?: string },
  now: () => number = Date.now,
): Promise<{ outcome: 'created' | 'promoted'; userId: string }> {
  const existing = raw.email ? await accounts.userByEmail(raw.email.trim()) : null;
  const at = new Date(now());
  if (existing) {
    const changes = z
      .object({ name: nameField.optional(), password: newPasswordField.optional() })
      .safeParse({ name: raw.name, password: raw.password });
    if (!changes.success) throw new AppError('INVALID', firstIssueMessage(changes.error.issues));
    if (changes.data.password) refuseCommonPassword(changes.data.password);
    const passwordHash = changes.data.password
      ? await hasher.hash(changes.data.password)
      : existing.passwordHash;
    await accounts.promoteToAdmin(existing.id, {
      name: changes.data.name ?? existing.name,
      passwordHash,
      at,
    });
    return { outcome: 'promoted', userId: existing.id };
  }
  const parsed = createAdminInput.safeParse(raw);
  if (!parsed.success) throw new AppError('INVALID', firstIssueMessage(parsed.error.issues));
  refuseCommonPassword(parsed.data.password);
  const passwordHash = await hasher.hash(parsed.data.password);
  const id = newId();
  await accounts.createAdmin({
    id,
    name: parsed.data.name,
    email: parsed.data.email,
    mobile: null,
    passwordHash,
    role: 'admin',
    language: 'en',
    emailVerifiedAt: at,
    createdAt: at,
    updatedAt: at,
  });
  return { outcome: 'created', userId: id };
}
