import type { NoteEntry, NotesRepository, User } from '@seva/db';
import { type NoteInput, type NotesAnswer, type NoteView, orderMessages } from '@seva/schemas';
import { bilingual } from '@seva/schemas/texts';
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

/** A note as answers show it. */
export const noteView = ({ note, authorName }: NoteEntry): NoteView => ({
  _id: note.id,
  text: note.text,
  author: authorName,
  createdAt: note.createdAt.toISOString(),
});

export function createNotes(deps: { notes: NotesRepository; now?: () => number }) {
  const { notes } = deps;
  const now = deps.now ?? Date.now;

  const newNote = (author: User, input: NoteInput) => ({
    id: newId(),
    authorId: author.id,
    text: input.text,
    createdAt: new Date(now()),
  });

  return {
    async ofApplication(applicationId: string): Promise<NoteView[]> {
      return (await notes.ofApplication(applicationId)).map(noteView);
    },

    async ofOrder(orderId: string): Promise<NoteView[]> {
      return (await notes.ofOrder(orderId)).map(noteView);
    },

    /** A note on an application; the answer lists all its notes, newest first. */
    async addToApplication(
      operator: User,
      applicationId: string,
      input: NoteInput,
    ): Promise<NotesAnswer> {
      const all = await notes.addToApplication(applicationId, newNote(operator, input));
      if (!all) throw new AppError('NOT_FOUND', applicationMessages.notFound);
      return { message: noteMessages.added, notes: all.map(noteView) };
    },

    /** A note on an order; the answer lists all its notes, newest first. */
    async addToOrder(operator: User, orderId: string, input: NoteInput): Promise<NotesAnswer> {
      const all = await notes.addToOrder(orderId, newNote(operator, input));
      if (!all) throw new AppError('NOT_FOUND', orderMessages.notFound);
      return { message: noteMessages.added, notes: all.map(noteView) };
    },
  };
}

export type Notes = ReturnType<typeof createNotes>;
