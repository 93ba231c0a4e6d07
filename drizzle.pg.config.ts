import { defineConfig } from 'drizzle-kit';

// The PostgreSQL twin of drizzle.config.ts: migrations generated from schema.pg.ts, committed,
// and applied by migratePostgres (packages/db/src/postgres.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './packages/db/src/schema.pg.ts',
  out: './packages/db/migrations-pg',
  casing: 'snake_case',
});
