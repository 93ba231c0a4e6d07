import { desc, eq, lt, type SQL } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import { identityAccessLog } from '../schema.pg.ts';
import {
  type IdentityAccessRepository,
  identityAccessReadLimit,
  type NewIdentityAccess,
} from './identity-access-log.ts';

/** Writes one identity access entry inside the caller's PostgreSQL transaction. */
export async function recordIdentityAccess(
  tx: Pick<PgDb, 'insert'>,
  entry: NewIdentityAccess,
): Promise<void> {
  await tx.insert(identityAccessLog).values(entry);
}

export function createPgIdentityAccessRepository(db: PgDb): IdentityAccessRepository {
  const newestFirst = (where: SQL) =>
    db
      .select()
      .from(identityAccessLog)
      .where(where)
      .orderBy(desc(identityAccessLog.createdAt), desc(identityAccessLog.id));
  return {
    record(entry) {
      return recordIdentityAccess(db, entry);
    },

    async ofApplication(applicationId) {
      return newestFirst(eq(identityAccessLog.applicationId, applicationId)).limit(
        identityAccessReadLimit,
      );
    },

    async ofOrder(orderId) {
      return newestFirst(eq(identityAccessLog.orderId, orderId)).limit(identityAccessReadLimit);
    },

    async ofCitizen(citizenId) {
      return newestFirst(eq(identityAccessLog.citizenId, citizenId));
    },

    async purge(before) {
      const gone = await db
        .delete(identityAccessLog)
        .where(lt(identityAccessLog.createdAt, before))
        .returning({ id: identityAccessLog.id });
      return gone.length;
    },
  };
}
