import { type Db, users } from '@seva/db';
import { emailField, nameField, newPasswordField } from '@seva/schemas';
import { eq } from 'drizzle-orm';
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
  db: Db,
  hasher: PasswordHasher,
  raw: { email?: string; name?: string; password?: string },
  now: () => number = Date.now,
): Promise<{ outcome: 'created' | 'promoted'; userId: string }> {
  const existing = raw.email
    ? db.select().from(users).where(eq(users.email, raw.email.trim().toLowerCase())).get()
    : undefined;
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
    db.update(users)
      .set({
        role: 'admin',
        name: changes.data.name ?? existing.name,
        passwordHash,
        emailVerifiedAt: existing.emailVerifiedAt ?? at,
        disabledAt: null,
        updatedAt: at,
      })
      .where(eq(users.id, existing.id))
      .run();
    return { outcome: 'promoted', userId: existing.id };
  }
  const parsed = createAdminInput.safeParse(raw);
  if (!parsed.success) throw new AppError('INVALID', firstIssueMessage(parsed.error.issues));
  refuseCommonPassword(parsed.data.password);
  const passwordHash = await hasher.hash(parsed.data.password);
  const id = newId();
  db.insert(users)
    .values({
      id,
      name: parsed.data.name,
      email: parsed.data.email,
      passwordHash,
      role: 'admin',
      emailVerifiedAt: at,
      createdAt: at,
      updatedAt: at,
    })
    .run();
  return { outcome: 'created', userId: id };
}
