import type { Db } from '../client.ts';
import { createSqliteContactRepository } from './contact.sqlite.ts';
import type { Repositories } from './index.ts';
import { createSqliteNotesRepository } from './notes.sqlite.ts';

export { eraseContactMessagesFrom } from './contact.sqlite.ts';

/** The repositories over one SQLite database, as `openDatabase` opened it. */
export function createSqliteRepositories(db: Db): Repositories {
  return {
    contact: createSqliteContactRepository(db),
    notes: createSqliteNotesRepository(db),
  };
}
