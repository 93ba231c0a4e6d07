import { type Db, eraseContactMessagesFrom } from '@seva/db';

type Tx = Pick<Db, 'delete'>;

/**
 * Removes the contact-form messages sent from an erased account's e-mail address, inside the
 * caller's transaction (docs/decisions/062): they hold a name and free text. The form keeps
 * addresses lower-cased, so the account's is too. Privacy's erasure is still one SQLite
 * transaction; once it is a repository's unit of work, it calls the contact repository's
 * part itself and this goes (docs/decisions/078-repositories.md).
 */
export function eraseMessagesFrom(tx: Tx, email: string): number {
  return eraseContactMessagesFrom(tx, email.toLowerCase());
}
