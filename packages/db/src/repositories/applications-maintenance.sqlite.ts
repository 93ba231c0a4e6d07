import { and, asc, eq, gt, gte, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { Db } from '../client.ts';
import {
  applicationSearchTerms,
  applications,
  type ItrDetails,
  itrDetails,
  type PanCardDetails,
  panCardDetails,
  users,
} from '../schema.ts';
import type {
  ApplicationsMaintenanceRepository,
  SealedItr,
  SealedPanCard,
} from './applications-maintenance.ts';

/** A sealed column holding a value sealed with another key than the current one. */
const sealedOtherwise = (column: SQLiteColumn, currentPrefix: string): SQL =>
  and(isNotNull(column), sql`${column} NOT LIKE ${`${currentPrefix}%`}`) as SQL;

/** The terms of one application, added unless there (in the caller's transaction). */
function addTerms(tx: Pick<Db, 'insert'>, applicationId: string, terms: readonly string[]): number {
  if (terms.length === 0) return 0;
  return tx
    .insert(applicationSearchTerms)
    .values(terms.map((term) => ({ applicationId, term })))
    .onConflictDoNothing()
    .run().changes;
}

function writePanCard(
  tx: Pick<Db, 'update' | 'insert'>,
  row: PanCardDetails,
  sealed: SealedPanCard,
  emptyPlain: boolean,
) {
  tx.update(panCardDetails)
    .set({
      ...(emptyPlain ? { aadharNumber: null } : {}),
      aadharNumberSealed: sealed.aadharNumberSealed,
      aadharNumberLast4: sealed.aadharNumberLast4,
    })
    .where(eq(panCardDetails.applicationId, row.applicationId))
    .run();
  addTerms(tx, row.applicationId, sealed.terms);
}

function writeItr(
  tx: Pick<Db, 'update' | 'insert'>,
  row: ItrDetails,
  sealed: SealedItr,
  emptyPlain: boolean,
) {
  tx.update(itrDetails)
    .set({
      ...(emptyPlain ? { aadharCardNo: null, panCardNo: null, accountNo: null } : {}),
      aadharCardNoSealed: sealed.aadharCardNoSealed,
      aadharCardNoLast4: sealed.aadharCardNoLast4,
      panCardNoSealed: sealed.panCardNoSealed,
      panCardNoLast4: sealed.panCardNoLast4,
      accountNoSealed: sealed.accountNoSealed,
      accountNoLast4: sealed.accountNoLast4,
    })
    .where(eq(itrDetails.applicationId, row.applicationId))
    .run();
  addTerms(tx, row.applicationId, sealed.terms);
}

// One server process per SQLite file (DATA_DIR's lock): the batches need no lock of their own
// beyond the write transaction (IMMEDIATE, as `openDatabase` begins them).
export function createSqliteApplicationsMaintenanceRepository(
  db: Db,
): ApplicationsMaintenanceRepository {
  return {
    async fillDueDates({ afterId, limit, dueOn }) {
      const batch = db
        .select({
          id: applications.id,
          createdAt: applications.createdAt,
          workingDays: applications.workingDays,
          pausedWorkingDays: applications.pausedWorkingDays,
        })
        .from(applications)
        .where(and(isNull(applications.dueOn), gt(applications.id, afterId)))
        .orderBy(asc(applications.id))
        .limit(limit)
        .all();
      if (batch.length === 0) return { lastId: null, done: 0 };
      const write = db
        .update(applications)
        .set({ dueOn: sql`${sql.placeholder('dueOn')}` })
        .where(and(eq(applications.id, sql.placeholder('id')), isNull(applications.dueOn)))
        .prepare();
      let filled = 0;
      db.transaction(() => {
        for (const row of batch) filled += write.run({ id: row.id, dueOn: dueOn(row) }).changes;
      });
      return { lastId: batch.at(-1)?.id ?? null, done: filled };
    },

    async fillSearchTerms({ afterId, limit, terms }) {
      const batch = db
        .select({
          id: applications.id,
          reference: applications.reference,
          applicantName: applications.applicantName,
          name: users.name,
          email: users.email,
          mobile: users.mobile,
        })
        .from(applications)
        .innerJoin(users, eq(users.id, applications.userId))
        .where(gt(applications.id, afterId))
        .orderBy(asc(applications.id))
        .limit(limit)
        .all();
      if (batch.length === 0) return { lastId: null, done: 0 };
      let added = 0;
      db.transaction((tx) => {
        for (const row of batch) added += addTerms(tx, row.id, terms(row));
      });
      return { lastId: batch.at(-1)?.id ?? null, done: added };
    },

    async sealLeftPlain({ limit, seal }) {
      return db.transaction((tx) => {
        const pans = tx
          .select()
          .from(panCardDetails)
          .where(isNotNull(panCardDetails.aadharNumber))
          .orderBy(asc(panCardDetails.applicationId))
          .limit(limit)
          .all();
        for (const row of pans) writePanCard(tx, row, seal.panCard(row), true);
        const itrs = tx
          .select()
          .from(itrDetails)
          .where(
            or(
              isNotNull(itrDetails.aadharCardNo),
              isNotNull(itrDetails.panCardNo),
              isNotNull(itrDetails.accountNo),
            ),
          )
          .orderBy(asc(itrDetails.applicationId))
          .limit(limit - pans.length)
          .all();
        for (const row of itrs) writeItr(tx, row, seal.itr(row), true);
        return pans.length + itrs.length;
      });
    },

    // The rows are read inside the write transaction, so a purge or an erasure by the running
    // server is never undone.
    async resealOtherKeys({ limit, currentPrefix, seal }) {
      return db.transaction((tx) => {
        const pans = tx
          .select()
          .from(panCardDetails)
          .where(sealedOtherwise(panCardDetails.aadharNumberSealed, currentPrefix))
          .orderBy(asc(panCardDetails.applicationId))
          .limit(limit)
          .all();
        for (const row of pans) writePanCard(tx, row, seal.panCard(row), false);
        const itrs = tx
          .select()
          .from(itrDetails)
          .where(
            or(
              sealedOtherwise(itrDetails.aadharCardNoSealed, currentPrefix),
              sealedOtherwise(itrDetails.panCardNoSealed, currentPrefix),
              sealedOtherwise(itrDetails.accountNoSealed, currentPrefix),
            ),
          )
          .orderBy(asc(itrDetails.applicationId))
          .limit(limit - pans.length)
          .all();
        for (const row of itrs) writeItr(tx, row, seal.itr(row), false);
        return pans.length + itrs.length;
      });
    },

    async pruneIdentityTerms({ afterId, limit, identityTermPrefix, keep }) {
      return db.transaction((tx) => {
        const pans = tx
          .select()
          .from(panCardDetails)
          .where(gt(panCardDetails.applicationId, afterId))
          .orderBy(asc(panCardDetails.applicationId))
          .limit(limit)
          .all();
        const itrs = tx
          .select()
          .from(itrDetails)
          .where(gt(itrDetails.applicationId, afterId))
          .orderBy(asc(itrDetails.applicationId))
          .limit(limit)
          .all();
        const rows = [
          ...pans.map((row) => ({ id: row.applicationId, keep: () => keep.panCard(row) })),
          ...itrs.map((row) => ({ id: row.applicationId, keep: () => keep.itr(row) })),
        ]
          .sort((a, b) => (a.id < b.id ? -1 : 1))
          .slice(0, limit);
        let removed = 0;
        for (const row of rows) {
          const kept = new Set(row.keep());
          const terms = tx
            .select({ term: applicationSearchTerms.term })
            .from(applicationSearchTerms)
            .where(
              and(
                eq(applicationSearchTerms.applicationId, row.id),
                gte(applicationSearchTerms.term, identityTermPrefix),
                lt(applicationSearchTerms.term, `${identityTermPrefix}\uffff`),
              ),
            )
            .all();
          for (const { term } of terms) {
            if (kept.has(term)) continue;
            removed += tx
              .delete(applicationSearchTerms)
              .where(
                and(
                  eq(applicationSearchTerms.applicationId, row.id),
                  eq(applicationSearchTerms.term, term),
                ),
              )
              .run().changes;
          }
        }
        return { lastId: rows.at(-1)?.id ?? null, removed };
      });
    },
  };
}
