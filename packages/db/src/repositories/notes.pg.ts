import { desc, eq, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import { internalNotes, users } from '../schema.pg.ts';
import { isForeignKeyViolation } from './errors.ts';
import type { NewNote, NotesRepository } from './notes.ts';

const notesWhere = (on: Pick<PgDb, 'select'>, where: SQL) =>
  on
    .select({ note: internalNotes, authorName: users.name })
    .from(internalNotes)
    .leftJoin(users, eq(users.id, internalNotes.authorId))
    .where(where)
    .orderBy(desc(internalNotes.createdAt), desc(internalNotes.id));

/** The application's notes, newest first (`ofApplication`), on `on`: a caller's snapshot too. */
export const notesOfApplication = (on: Pick<PgDb, 'select'>, applicationId: string | Placeholder) =>
  notesWhere(on, eq(internalNotes.applicationId, applicationId));

export function createPgNotesRepository(db: PgDb): NotesRepository {
  /**
   * One statement, no transaction: the foreign key decides whether the subject exists, also
   * when another connection deletes it meanwhile, and a note on a missing one is not written.
   */
  async function add(
    subject: { applicationId: string } | { orderId: string },
    note: NewNote,
  ): Promise<boolean> {
    try {
      await db.insert(internalNotes).values({ ...note, ...subject });
      return true;
    } catch (error) {
      if (isForeignKeyViolation(error)) return false;
      throw error;
    }
  }

  const ofApplication = (applicationId: string) => notesOfApplication(db, applicationId);
  const ofOrder = (orderId: string) => notesWhere(db, eq(internalNotes.orderId, orderId));

  return {
    ofApplication,
    ofOrder,

    async addToApplication(applicationId, note) {
      return (await add({ applicationId }, note)) ? ofApplication(applicationId) : null;
    },

    async addToOrder(orderId, note) {
      return (await add({ orderId }, note)) ? ofOrder(orderId) : null;
    },
  };
}
