import { z } from 'zod';

/**
 * Operators' internal notes on an application or an order (docs/decisions/067): for operators
 * only, never in anything a citizen reads.
 */

export const NOTE_MAX = 2000;

export const noteInput = z.object({
  text: z
    .string({ error: 'Note cannot be empty' })
    .trim()
    .normalize('NFC')
    .min(1, { error: 'Note cannot be empty' })
    .max(NOTE_MAX, { error: `A note can be at most ${NOTE_MAX} characters` }),
});
export type NoteInput = z.infer<typeof noteInput>;

export const noteView = z.object({
  _id: z.string(),
  text: z.string(),
  /** The operator's name; null once their account is gone. */
  author: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type NoteView = z.infer<typeof noteView>;

/** A note added: every note of the same application or order, newest first. */
export const notesAnswer = z.object({ message: z.string(), notes: z.array(noteView) });
export type NotesAnswer = z.infer<typeof notesAnswer>;
