import type { PgDb } from '../postgres.ts';
import { createPgBackupsRepository } from './backups.pg.ts';
import { createPgCatalogueRepository } from './catalogue.pg.ts';
import { createPgContactRepository } from './contact.pg.ts';
import type { Repositories } from './index.ts';
import { createPgNotesRepository } from './notes.pg.ts';

/** The repositories over a PostgreSQL pool, as `openPostgres` opened it. */
export function createPgRepositories(db: PgDb): Repositories {
  return {
    backups: createPgBackupsRepository(db),
    catalogue: createPgCatalogueRepository(db),
    contact: createPgContactRepository(db),
    notes: createPgNotesRepository(db),
  };
}
