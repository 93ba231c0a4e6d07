import type { ContactRepository } from './contact.ts';
import type { NotesRepository } from './notes.ts';

export type {
  ContactRepository,
  InboxEntry,
  InboxPage,
  InboxQuery,
  NewContactMessage,
} from './contact.ts';
export { isForeignKeyViolation, isUniqueViolation } from './errors.ts';
export type { Keyset } from './keyset.ts';
export type { NewNote, NoteEntry, NotesRepository } from './notes.ts';

/**
 * Every feature's repository, the same on both dialects (docs/decisions/078-repositories.md):
 * services take the one they need from here and never see Drizzle.
 */
export interface Repositories {
  contact: ContactRepository;
  notes: NotesRepository;
}
