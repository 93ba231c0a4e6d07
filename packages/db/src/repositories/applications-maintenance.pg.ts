import {
  and,
  asc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PgDb } from '../postgres.ts';
import {
  applicationSearchTerms,
  applications,
  itrDetails,
  panCardDetails,
  users,
} from '../schema.pg.ts';
import type { ItrDetails, PanCardDetails } from '../schema.ts';
import type {
  ApplicationsMaintenanceRepository,
  SealedItr,
  SealedPanCard,
} from './applications-maintenance.ts';
import { lockMaintenance } from './data-migrations.pg.ts';

type Tx = Parameters<Parameters<PgDb['transaction']>[0]>[0];

/** A sealed column holding a value sealed with another key than the current one. */
const sealedOtherwise = (column: PgColumn, currentPrefix: string): SQL =>
  and(isNotNull(column), sql`${column} NOT LIKE ${`${currentPrefix}%`}`) as SQL;

/**
 * Locks the applications `ids` (by id, `FOR NO KEY UPDATE`) before their details are read and
 * written, in the order retention's purge and the erasure lock them; answers those still
 * there.
 */
async function lockApplications(tx: Tx, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const locked = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(inArray(applications.id, [...ids]))
    .orderBy(asc(applications.id))
    .for('no key update');
  return locked.map((row) => row.id);
}

/** Up to `limit` PAN card details matching `where`, their applications locked first. */
async function lockedPanCards(tx: Tx, where: SQL, limit: number): Promise<PanCardDetails[]> {
  if (limit <= 0) return [];
  const candidates = await tx
    .select({ id: panCardDetails.applicationId })
    .from(panCardDetails)
    .where(where)
    .orderBy(asc(panCardDetails.applicationId))
    .limit(limit);
  const ids = await lockApplications(
    tx,
    candidates.map((row) => row.id),
  );
  if (ids.length === 0) return [];
  // Read again once locked: a change committed meanwhile is seen, and a row no longer
  // matching is left.
  return tx
    .select()
    .from(panCardDetails)
    .where(and(inArray(panCardDetails.applicationId, ids), where))
    .orderBy(asc(panCardDetails.applicationId));
}

/** Up to `limit` ITR details matching `where`, their applications locked first. */
async function lockedItrs(tx: Tx, where: SQL, limit: number): Promise<ItrDetails[]> {
  if (limit <= 0) return [];
  const candidates = await tx
    .select({ id: itrDetails.applicationId })
    .from(itrDetails)
    .where(where)
    .orderBy(asc(itrDetails.applicationId))
    .limit(limit);
  const ids = await lockApplications(
    tx,
    candidates.map((row) => row.id),
  );
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(itrDetails)
    .where(and(inArray(itrDetails.applicationId, ids), where))
    .orderBy(asc(itrDetails.applicationId));
}

/** Terms added unless there; answers how many were. */
async function addTerms(
  tx: Pick<PgDb, 'insert'>,
  rows: Array<{ applicationId: string; term: string }>,
): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += 5000) {
    const inserted = await tx
      .insert(applicationSearchTerms)
      .values(rows.slice(i, i + 5000))
      .onConflictDoNothing()
      .returning({ term: applicationSearchTerms.term });
    added += inserted.length;
  }
  return added;
}

const termsOf = (applicationId: string, terms: readonly string[]) =>
  terms.map((term) => ({ applicationId, term }));

async function writePanCard(
  tx: Tx,
  row: PanCardDetails,
  sealed: SealedPanCard,
  emptyPlain: boolean,
) {
  await tx
    .update(panCardDetails)
    .set({
      ...(emptyPlain ? { aadharNumber: null } : {}),
      aadharNumberSealed: sealed.aadharNumberSealed,
      aadharNumberLast4: sealed.aadharNumberLast4,
    })
    .where(eq(panCardDetails.applicationId, row.applicationId));
  return termsOf(row.applicationId, sealed.terms);
}

async function writeItr(tx: Tx, row: ItrDetails, sealed: SealedItr, emptyPlain: boolean) {
  await tx
    .update(itrDetails)
    .set({
      ...(emptyPlain ? { aadharCardNo: null, panCardNo: null, accountNo: null } : {}),
      aadharCardNoSealed: sealed.aadharCardNoSealed,
      aadharCardNoLast4: sealed.aadharCardNoLast4,
      panCardNoSealed: sealed.panCardNoSealed,
      panCardNoLast4: sealed.panCardNoLast4,
      accountNoSealed: sealed.accountNoSealed,
      accountNoLast4: sealed.accountNoLast4,
    })
    .where(eq(itrDetails.applicationId, row.applicationId));
  return termsOf(row.applicationId, sealed.terms);
}

export function createPgApplicationsMaintenanceRepository(
  db: PgDb,
): ApplicationsMaintenanceRepository {
  return {
    async fillDueDates({ afterId, limit, dueOn }) {
      return db.transaction(async (tx) => {
        await lockMaintenance(tx, 'fill-due-dates');
        // A row another process filled meanwhile fails `due_on IS NULL` once its lock is had
        // (read committed checks the condition again on the row's newest version).
        const batch = await tx
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
          .for('no key update');
        if (batch.length === 0) return { lastId: null, done: 0 };
        const rows = sql.join(
          batch.map((row) => sql`(${row.id}, ${dueOn(row)})`),
          sql`, `,
        );
        const written = await tx.execute(
          sql`update ${applications} set due_on = v.due_on from (values ${rows}) as v(id, due_on) where ${applications.id} = v.id and ${applications.dueOn} is null`,
        );
        return { lastId: batch.at(-1)?.id ?? null, done: written.rowCount ?? 0 };
      });
    },

    // Every process walks every application (the terms it adds are the same, so a batch the
    // other process did adds nothing): whoever records the migration has seen every row.
    async fillSearchTerms({ afterId, limit, terms }) {
      return db.transaction(async (tx) => {
        await lockMaintenance(tx, 'fill-search-terms');
        // KEY SHARE, as the terms' foreign key would take: an erasure waits for the batch.
        const batch = await tx
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
          .for('key share', { of: applications });
        if (batch.length === 0) return { lastId: null, done: 0 };
        const added = await addTerms(
          tx,
          batch.flatMap((row) => termsOf(row.id, terms(row))),
        );
        return { lastId: batch.at(-1)?.id ?? null, done: added };
      });
    },

    async sealLeftPlain({ limit, seal }) {
      return db.transaction(async (tx) => {
        await lockMaintenance(tx, 'identity-numbers');
        const added: Array<{ applicationId: string; term: string }> = [];
        const pans = await lockedPanCards(tx, isNotNull(panCardDetails.aadharNumber), limit);
        for (const row of pans)
          added.push(...(await writePanCard(tx, row, seal.panCard(row), true)));
        const itrs = await lockedItrs(
          tx,
          or(
            isNotNull(itrDetails.aadharCardNo),
            isNotNull(itrDetails.panCardNo),
            isNotNull(itrDetails.accountNo),
          ) as SQL,
          limit - pans.length,
        );
        for (const row of itrs) added.push(...(await writeItr(tx, row, seal.itr(row), true)));
        await addTerms(tx, added);
        return pans.length + itrs.length;
      });
    },

    async resealOtherKeys({ limit, currentPrefix, seal }) {
      return db.transaction(async (tx) => {
        await lockMaintenance(tx, 'identity-numbers');
        const added: Array<{ applicationId: string; term: string }> = [];
        const pans = await lockedPanCards(
          tx,
          sealedOtherwise(panCardDetails.aadharNumberSealed, currentPrefix),
          limit,
        );
        for (const row of pans)
          added.push(...(await writePanCard(tx, row, seal.panCard(row), false)));
        const itrs = await lockedItrs(
          tx,
          or(
            sealedOtherwise(itrDetails.aadharCardNoSealed, currentPrefix),
            sealedOtherwise(itrDetails.panCardNoSealed, currentPrefix),
            sealedOtherwise(itrDetails.accountNoSealed, currentPrefix),
          ) as SQL,
          limit - pans.length,
        );
        for (const row of itrs) added.push(...(await writeItr(tx, row, seal.itr(row), false)));
        await addTerms(tx, added);
        return pans.length + itrs.length;
      });
    },

    async pruneIdentityTerms({ afterId, limit, identityTermPrefix, keep }) {
      return db.transaction(async (tx) => {
        await lockMaintenance(tx, 'identity-numbers');
        const [pans, itrs] = [
          await tx
            .select({ id: panCardDetails.applicationId })
            .from(panCardDetails)
            .where(gt(panCardDetails.applicationId, afterId))
            .orderBy(asc(panCardDetails.applicationId))
            .limit(limit),
          await tx
            .select({ id: itrDetails.applicationId })
            .from(itrDetails)
            .where(gt(itrDetails.applicationId, afterId))
            .orderBy(asc(itrDetails.applicationId))
            .limit(limit),
        ];
        const ids = [...pans, ...itrs]
          .map((row) => row.id)
          .sort((a, b) => (a < b ? -1 : 1))
          .slice(0, limit);
        const lastId = ids.at(-1) ?? null;
        const locked = await lockApplications(tx, ids);
        if (locked.length === 0) return { lastId, removed: 0 };
        const kept = new Map<string, Set<string>>();
        for (const row of await tx
          .select()
          .from(panCardDetails)
          .where(inArray(panCardDetails.applicationId, locked))) {
          kept.set(row.applicationId, new Set(keep.panCard(row)));
        }
        for (const row of await tx
          .select()
          .from(itrDetails)
          .where(inArray(itrDetails.applicationId, locked))) {
          kept.set(row.applicationId, new Set(keep.itr(row)));
        }
        if (kept.size === 0) return { lastId, removed: 0 };
        const terms = await tx
          .select({
            applicationId: applicationSearchTerms.applicationId,
            term: applicationSearchTerms.term,
          })
          .from(applicationSearchTerms)
          .where(
            and(
              inArray(applicationSearchTerms.applicationId, [...kept.keys()]),
              gte(applicationSearchTerms.term, identityTermPrefix),
              lt(applicationSearchTerms.term, `${identityTermPrefix}\uffff`),
            ),
          );
        let removed = 0;
        for (const { applicationId, term } of terms) {
          if (kept.get(applicationId)?.has(term)) continue;
          const gone = await tx
            .delete(applicationSearchTerms)
            .where(
              and(
                eq(applicationSearchTerms.applicationId, applicationId),
                eq(applicationSearchTerms.term, term),
              ),
            )
            .returning({ term: applicationSearchTerms.term });
          removed += gone.length;
        }
        return { lastId, removed };
      });
    },
  };
}
