import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { closeDatabase, openDatabase } from '@seva/db';
import { ConfigError, loadConfig } from './config.ts';
import { AppError } from './errors.ts';
import { createOrPromoteAdmin } from './features/auth/admin-accounts.ts';
import { createPasswordHasher } from './lib/passwords.ts';

const usage = `Usage: pnpm cli create-admin --email EMAIL --name NAME --password PASSWORD

Creates a verified admin in the DATA_DIR database, or promotes an existing account
(and sets its name and password when given). Safe to run while the server is running.`;

async function createAdmin(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      password: { type: 'string' },
    },
    strict: true,
  });
  const config = loadConfig();
  const bundledMigrations = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
  const db = openDatabase({
    file: config.databaseFile,
    migrationsFolder: existsSync(bundledMigrations) ? bundledMigrations : undefined,
  });
  try {
    const result = await createOrPromoteAdmin(db, await createPasswordHasher(1), values);
    const email = values.email?.trim().toLowerCase();
    console.log(
      result.outcome === 'created'
        ? `Created admin ${email} in ${config.databaseFile}`
        : `Promoted ${email} to admin in ${config.databaseFile}`,
    );
    return 0;
  } finally {
    closeDatabase(db);
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    if (command === 'create-admin') return await createAdmin(rest);
    console.error(usage);
    return command === undefined || command === '--help' ? 0 : 2;
  } catch (error) {
    if (error instanceof AppError || error instanceof ConfigError) {
      console.error(`Error: ${error.message}`);
      return 1;
    }
    if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`Error: ${error.message}\n\n${usage}`);
      return 2;
    }
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
