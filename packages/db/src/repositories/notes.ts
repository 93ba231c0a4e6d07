import type { InternalNote } from '../schema.ts';

/**
 * Operators' internal notes on applications and orders (docs/decisions/067): what the notes
 * feature does with the database, one method per unit of work.
 */
export interface NotesRepository {
  /** The application's notes, newest first (created_at, then id, both descending). */
  ofApplication(applicationId: string): Promise<NoteEntry[]>;

  /** The order's notes, newest first. */
  ofOrder(orderId: string): Promise<NoteEntry[]>;

  /**
   * Adds a note to an application and answers all of its notes, newest first; null when no
   * application has that id, or the author's account is gone (nothing is written).
   */
  addToApplication(applicationId: string, note: NewNote): Promise<NoteEntry[] | null>;

  /** Adds a note to an order, as addToApplication does to an application. */
  addToOrder(orderId: string, note: NewNote): Promise<NoteEntry[] | null>;
}

export type NewNote = Pick<InternalNote, 'id' | 'authorId' | 'text' | 'createdAt'>;

/** A note with its author's name (null once the author's account is gone). */
export interface NoteEntry {
  note: InternalNote;
  authorName: string | null;
}
