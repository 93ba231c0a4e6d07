import type { Db } from '../client.ts';
import { createSqliteBackupsRepository } from './backups.sqlite.ts';
import { createSqliteCatalogueRepository } from './catalogue.sqlite.ts';
import { createSqliteContactRepository } from './contact.sqlite.ts';
import type { Repositories } from './index.ts';
import { createSqliteNotesRepository } from './notes.sqlite.ts';

export { readPortalSettings } from './catalogue.sqlite.ts';
export { eraseContactMessagesFrom } from './contact.sqlite.ts';

/** The repositories over one SQLite database, as `openDatabase` opened it. */
export function createSqliteRepositories(db: Db): Repositories {
  return {
    backups: createSqliteBackupsRepository(db),
    catalogue: createSqliteCatalogueRepository(db),
    contact: createSqliteContactRepository(db),
    notes: createSqliteNotesRepository(db),
  };
}
