import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { internalNotes, users } from '../schema.ts';
import { isForeignKeyViolation } from './errors.ts';
import type { NewNote, NotesRepository } from './notes.ts';

const notesWhere = (db: Db, where: SQL) =>
  db
    .select({ note: internalNotes, authorName: users.name })
    .from(internalNotes)
    .leftJoin(users, eq(users.id, internalNotes.authorId))
    .where(where)
    .orderBy(desc(internalNotes.createdAt), desc(internalNotes.id));

/**
 * The application's notes, newest first (`ofApplication`), prepared: `{ id }` is the
 * application's. Run inside a caller's read transaction, they are of its snapshot.
 */
export const prepareNotesOfApplication = (db: Db) =>
  notesWhere(db, eq(internalNotes.applicationId, sql.placeholder('id'))).prepare();

export function createSqliteNotesRepository(db: Db): NotesRepository {
  // Every operator's detail screen reads them: prepared once, as Drizzle's builder costs more
  // than the statement itself on SQLite.
  const ofApplication = prepareNotesOfApplication(db);
  const ofOrder = notesWhere(db, eq(internalNotes.orderId, sql.placeholder('id'))).prepare();

  /**
   * The foreign key decides whether the subject exists: a note on a missing one breaks it, and
   * nothing is written. No transaction: the insert and the read after it run back to back on
   * the one connection.
   */
  function add(subject: { applicationId: string } | { orderId: string }, note: NewNote): boolean {
    try {
      db.insert(internalNotes)
        .values({ ...note, ...subject })
        .run();
      return true;
    } catch (error) {
      if (isForeignKeyViolation(error)) return false;
      throw error;
    }
  }

  return {
    async ofApplication(applicationId) {
      return ofApplication.all({ id: applicationId });
    },

    async ofOrder(orderId) {
      return ofOrder.all({ id: orderId });
    },

    async addToApplication(applicationId, note) {
      return add({ applicationId }, note) ? ofApplication.all({ id: applicationId }) : null;
    },

    async addToOrder(orderId, note) {
      return add({ orderId }, note) ? ofOrder.all({ id: orderId }) : null;
    },
  };
}
