import { desc, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { type IdentityAccessEntry, identityAccessLog } from '../schema.ts';
import {
  type IdentityAccessRepository,
  identityAccessReadLimit,
  type NewIdentityAccess,
} from './identity-access-log.ts';

/**
 * Writes one identity access entry inside the caller's SQLite transaction: the opening is
 * recorded with the unit that shows or sends the data, or not at all. Until the applications
 * and orders features are converted, `apps/api/src/lib/identity-access-log.ts` calls it.
 */
export function recordIdentityAccess(tx: Pick<Db, 'insert'>, entry: NewIdentityAccess): void {
  tx.insert(identityAccessLog).values(entry).run();
}

/**
 * The log's reads, synchronous and prepared once (every operator's detail screen reads them,
 * and Drizzle's builder costs more than the statement on SQLite). The repository answers them
 * as promises; `apps/api/src/lib/identity-access-log.ts` calls them directly until its callers
 * are converted.
 */
export function identityAccessReads(db: Db) {
  const newestFirst = (where: SQL) =>
    db
      .select()
      .from(identityAccessLog)
      .where(where)
      .orderBy(desc(identityAccessLog.createdAt), desc(identityAccessLog.id));
  const ofApplication = newestFirst(eq(identityAccessLog.applicationId, sql.placeholder('id')))
    .limit(identityAccessReadLimit)
    .prepare();
  const ofOrder = newestFirst(eq(identityAccessLog.orderId, sql.placeholder('id')))
    .limit(identityAccessReadLimit)
    .prepare();
  const ofCitizen = newestFirst(eq(identityAccessLog.citizenId, sql.placeholder('id'))).prepare();
  return {
    ofApplication: (applicationId: string): IdentityAccessEntry[] =>
      ofApplication.all({ id: applicationId }),
    ofOrder: (orderId: string): IdentityAccessEntry[] => ofOrder.all({ id: orderId }),
    ofCitizen: (citizenId: string): IdentityAccessEntry[] => ofCitizen.all({ id: citizenId }),
  };
}

export function createSqliteIdentityAccessRepository(db: Db): IdentityAccessRepository {
  const reads = identityAccessReads(db);
  return {
    async record(entry) {
      recordIdentityAccess(db, entry);
    },

    async ofApplication(applicationId) {
      return reads.ofApplication(applicationId);
    },

    async ofOrder(orderId) {
      return reads.ofOrder(orderId);
    },

    async ofCitizen(citizenId) {
      return reads.ofCitizen(citizenId);
    },

    async purge(before) {
      return db.delete(identityAccessLog).where(lt(identityAccessLog.createdAt, before)).run()
        .changes;
    },
  };
}
