import { type Db, emailCodes, sessions, users } from '@seva/db';
import { eq } from 'drizzle-orm';
import { forgetNotificationsOf } from '../notifications/outbox.ts';

type Tx = Pick<Db, 'update' | 'delete'>;

/** What an erased account's name becomes: the row stays for the payments that point at it. */
export const ERASED_NAME = '—';

/**
 * Closes an erased account inside the caller's transaction (docs/decisions/062): its name
 * replaced, e-mail and mobile freed (null, so they may sign up again), no password, disabled;
 * every session and code ended, so nothing can log in or act as it again; its notifications
 * deleted, sent or not.
 */
export function closeErasedAccount(tx: Tx, userId: string, at: Date): void {
  tx.update(users)
    .set({
      name: ERASED_NAME,
      email: null,
      mobile: null,
      passwordHash: null,
      emailVerifiedAt: null,
      disabledAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, userId))
    .run();
  tx.delete(sessions).where(eq(sessions.userId, userId)).run();
  tx.delete(emailCodes).where(eq(emailCodes.userId, userId)).run();
  // Notices not yet sent (and the record of those sent) carry its address and name.
  forgetNotificationsOf(tx, userId);
}
