import { migratePostgres, openPostgres } from '@seva/db/postgres';
import { startPostgres } from '@seva/db/test/postgres-server';
import type { TestProject } from 'vitest/node';
import type { PostgresRun } from './backend.ts';
import { startS3Peer } from './s3-peer.ts';

/**
 * The PostgreSQL run's one server and one object store, for every test file: a cluster in a temp
 * folder (packages/db/src/test/postgres-server.ts) with a migrated template database, and
 * s3rver on loopback checking SigV4. Both are stopped and removed when the run ends.
 */
export default async function setup(project: TestProject) {
  const postgres = await startPostgres();
  const peer = await startS3Peer().catch(async (error) => {
    await postgres.stop();
    throw error;
  });
  const template = 'seva_template';
  const templateUrl = await postgres.createDatabase(template);
  const migrated = openPostgres(templateUrl);
  try {
    await migratePostgres(migrated.db);
  } finally {
    await migrated.close();
  }
  const run: PostgresRun = {
    adminUrl: postgres.url('postgres'),
    template,
    s3: {
      endpoint: peer.endpoint.origin,
      bucket: peer.bucket,
      accessKeyId: peer.accessKeyId,
      secretAccessKey: peer.secretAccessKey,
    },
  };
  project.provide('postgresRun', run);
  return async () => {
    await peer.close();
    await postgres.stop();
  };
}
