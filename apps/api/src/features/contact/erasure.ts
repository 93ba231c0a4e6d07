import { contactMessages, type Db } from '@seva/db';
import { eq } from 'drizzle-orm';

type Tx = Pick<Db, 'delete'>;

/**
 * Removes the contact-form messages sent from an erased account's e-mail address, inside the
 * caller's transaction (docs/decisions/062): they hold a name and free text.
 */
export function eraseMessagesFrom(tx: Tx, email: string): number {
  return tx.delete(contactMessages).where(eq(contactMessages.email, email.toLowerCase())).run()
    .changes;
}
