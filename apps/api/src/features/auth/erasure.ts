import { closeErasedAccount as closeAccount, type Db } from '@seva/db';
import { forgetNotificationsOf } from '../notifications/outbox.ts';

type Tx = Pick<Db, 'update' | 'delete'>;

/** What an erased account's name becomes: the row stays for the payments that point at it. */
export const ERASED_NAME = '—';

/**
 * Closes an erased account inside the caller's transaction (docs/decisions/062): its name
 * replaced, e-mail and mobile freed (null, so they may sign up again), no password, disabled;
 * every session and code ended, so nothing can log in or act as it again; its notifications
 * deleted, sent or not. Privacy's erasure is still one SQLite transaction: this hands it to the
 * auth repository's part and the outbox's; once that erasure is a repository's unit of work,
 * it calls those parts itself and this goes (docs/decisions/078-repositories.md).
 */
export function closeErasedAccount(tx: Tx, userId: string, at: Date): void {
  closeAccount(tx, userId, { name: ERASED_NAME, at });
  // Notices not yet sent (and the record of those sent) carry its address and name.
  forgetNotificationsOf(tx, userId);
}
