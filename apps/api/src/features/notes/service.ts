import { applications, type Db, internalNotes, orders, type User, users } from '@seva/db';
import { type NoteInput, type NotesAnswer, type NoteView, orderMessages } from '@seva/schemas';
import { bilingual } from '@seva/schemas/texts';
import { desc, eq, type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { applicationMessages } from '../applications/service.ts';

/**
 * Operators' internal notes on applications and orders (docs/product.md 34,
 * docs/decisions/067-due-dates-assignment-notes.md). Only operators' doors call this; the
 * detail answers carry the notes for operators only, and nothing a citizen reads (their
 * detail, e-mails, tracking, their data export) ever reads this table.
 */
export const noteMessages = bilingual({
  added: 'Note added',
} as const);

export function createNotes(deps: { db: Db; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;

  const notesWhere = (where: SQL) =>
    db
      .select({ note: internalNotes, author: users.name })
      .from(internalNotes)
      .leftJoin(users, eq(users.id, internalNotes.authorId))
      .where(where)
      .orderBy(desc(internalNotes.createdAt), desc(internalNotes.id));
  const ofApplicationQuery = notesWhere(
    eq(internalNotes.applicationId, sql.placeholder('id')),
  ).prepare();
  const ofOrderQuery = notesWhere(eq(internalNotes.orderId, sql.placeholder('id'))).prepare();

  const view = (row: { note: typeof internalNotes.$inferSelect; author: string | null }) =>
    ({
      _id: row.note.id,
      text: row.note.text,
      author: row.author,
      createdAt: row.note.createdAt.toISOString(),
    }) satisfies NoteView;

  function ofApplication(applicationId: string): NoteView[] {
    return ofApplicationQuery.all({ id: applicationId }).map(view);
  }

  function ofOrder(orderId: string): NoteView[] {
    return ofOrderQuery.all({ id: orderId }).map(view);
  }

  function insert(
    author: User,
    subject: { applicationId: string } | { orderId: string },
    text: string,
  ) {
    db.insert(internalNotes)
      .values({ id: newId(), ...subject, authorId: author.id, text, createdAt: new Date(now()) })
      .run();
  }

  return {
    ofApplication,
    ofOrder,

    /** A note on an application; the answer lists all its notes, newest first. */
    addToApplication(operator: User, applicationId: string, input: NoteInput): NotesAnswer {
      const found = db
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.id, applicationId))
        .get();
      if (!found) throw new AppError('NOT_FOUND', applicationMessages.notFound);
      insert(operator, { applicationId }, input.text);
      return { message: noteMessages.added, notes: ofApplication(applicationId) };
    },

    /** A note on an order; the answer lists all its notes, newest first. */
    addToOrder(operator: User, orderId: string, input: NoteInput): NotesAnswer {
      const found = db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).get();
      if (!found) throw new AppError('NOT_FOUND', orderMessages.notFound);
      insert(operator, { orderId }, input.text);
      return { message: noteMessages.added, notes: ofOrder(orderId) };
    },
  };
}

export type Notes = ReturnType<typeof createNotes>;
