import { applicationSearchTerms, type Db, itrDetails, panCardDetails } from '@seva/db';
import { and, asc, eq, gt, gte, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { SQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { SealedValues } from '../../lib/sealed-values.ts';
import { sealNumber } from './details.ts';
import { identityTerm } from './search-terms.ts';

/**
 * Seals the identity numbers of applications written before migration 0014 (docs/decisions/
 * 060-identity-numbers-at-rest.md): each number sealed for its row, its last four kept, its
 * blind index added to the search terms, the plain column nulled. A batch per transaction,
 * so a stop half-way resumes where it was. Returns how many rows were sealed.
 */
export function sealApplicationsLeftPlain(db: Db, values: SealedValues, batch = 500): number {
  return sealPanCards(db, values, batch) + sealItrs(db, values, batch);
}

function addBlindIndex(
  tx: Pick<Db, 'insert'>,
  values: SealedValues,
  applicationId: string,
  numbers: Array<string | null>,
) {
  const terms = numbers.flatMap((number) =>
    number
      ? values.blindIndexes(number).map((hash) => ({ applicationId, term: identityTerm(hash) }))
      : [],
  );
  if (terms.length > 0) tx.insert(applicationSearchTerms).values(terms).onConflictDoNothing().run();
}

/** The sealed value and last four of a plain number, or the row's own when it has none. */
function sealedOrKept(
  values: SealedValues,
  table: string,
  column: string,
  rowId: string,
  plain: string | null,
  kept: { sealed: string | null; last4: string | null },
) {
  return plain === null ? kept : sealNumber(values, table, column, rowId, plain);
}

function sealPanCards(db: Db, values: SealedValues, batch: number): number {
  let done = 0;
  for (;;) {
    const rows = db
      .select()
      .from(panCardDetails)
      .where(isNotNull(panCardDetails.aadharNumber))
      .orderBy(asc(panCardDetails.applicationId))
      .limit(batch)
      .all();
    if (rows.length === 0) return done;
    db.transaction((tx) => {
      for (const row of rows) {
        const id = row.applicationId;
        const aadhaar = sealedOrKept(
          values,
          'pan_card_details',
          'aadhar_number',
          id,
          row.aadharNumber,
          {
            sealed: row.aadharNumberSealed,
            last4: row.aadharNumberLast4,
          },
        );
        tx.update(panCardDetails)
          .set({
            aadharNumber: null,
            aadharNumberSealed: aadhaar.sealed,
            aadharNumberLast4: aadhaar.last4,
          })
          .where(eq(panCardDetails.applicationId, id))
          .run();
        addBlindIndex(tx, values, id, [row.aadharNumber]);
      }
    });
    done += rows.length;
  }
}

function sealItrs(db: Db, values: SealedValues, batch: number): number {
  let done = 0;
  for (;;) {
    const rows = db
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
      .limit(batch)
      .all();
    if (rows.length === 0) return done;
    db.transaction((tx) => {
      for (const row of rows) {
        const id = row.applicationId;
        const aadhaar = sealedOrKept(
          values,
          'itr_details',
          'aadhar_card_no',
          id,
          row.aadharCardNo,
          {
            sealed: row.aadharCardNoSealed,
            last4: row.aadharCardNoLast4,
          },
        );
        const pan = sealedOrKept(values, 'itr_details', 'pan_card_no', id, row.panCardNo, {
          sealed: row.panCardNoSealed,
          last4: row.panCardNoLast4,
        });
        const account = sealedOrKept(values, 'itr_details', 'account_no', id, row.accountNo, {
          sealed: row.accountNoSealed,
          last4: row.accountNoLast4,
        });
        tx.update(itrDetails)
          .set({
            aadharCardNo: null,
            aadharCardNoSealed: aadhaar.sealed,
            aadharCardNoLast4: aadhaar.last4,
            panCardNo: null,
            panCardNoSealed: pan.sealed,
            panCardNoLast4: pan.last4,
            accountNo: null,
            accountNoSealed: account.sealed,
            accountNoLast4: account.last4,
          })
          .where(eq(itrDetails.applicationId, id))
          .run();
        addBlindIndex(tx, values, id, [row.aadharCardNo, row.panCardNo, row.accountNo]);
      }
    });
    done += rows.length;
  }
}

// Key rotation (docs/decisions/068-key-rotation.md): `pnpm cli rotate-key` re-seals every
// number with the new key while the server runs, then drops the hashes of the retired key.

/** A sealed column holding a value sealed with another key than `keyId`. */
const sealedWithOtherKey = (column: SQLiteColumn, keyId: number): SQL =>
  and(isNotNull(column), sql`${column} NOT LIKE ${`v1.${keyId}.%`}`) as SQL;

type Sealed = { sealed: string | null; last4: string | null };

/** A stored number re-sealed with the current key (its last four unchanged), and the plain one. */
function resealOne(
  values: SealedValues,
  table: string,
  column: string,
  rowId: string,
  stored: Sealed,
): Sealed & { plain: string | null } {
  if (stored.sealed === null) return { ...stored, plain: null };
  const plain = values.open(stored.sealed, { table, column, rowId });
  return { sealed: values.seal(plain, { table, column, rowId }), last4: stored.last4, plain };
}

/**
 * Re-seals, with the keyring's current key, the numbers of up to `batch` applications still
 * sealed with another, in one IMMEDIATE transaction: the rows are read inside it, so a purge
 * or an erasure by the running server is never undone. Each row's blind index gains the hashes
 * of every key the keyring holds. Returns how many rows it re-sealed (0: none left).
 */
export function resealApplicationsBatch(db: Db, values: SealedValues, batch = 200): number {
  const current = values.currentKeyId;
  return db.transaction(
    (tx) => {
      const pans = tx
        .select()
        .from(panCardDetails)
        .where(sealedWithOtherKey(panCardDetails.aadharNumberSealed, current))
        .limit(batch)
        .all();
      for (const row of pans) {
        const id = row.applicationId;
        const aadhaar = resealOne(values, 'pan_card_details', 'aadhar_number', id, {
          sealed: row.aadharNumberSealed,
          last4: row.aadharNumberLast4,
        });
        tx.update(panCardDetails)
          .set({ aadharNumberSealed: aadhaar.sealed })
          .where(eq(panCardDetails.applicationId, id))
          .run();
        addBlindIndex(tx, values, id, [aadhaar.plain]);
      }
      const itrs = tx
        .select()
        .from(itrDetails)
        .where(
          or(
            sealedWithOtherKey(itrDetails.aadharCardNoSealed, current),
            sealedWithOtherKey(itrDetails.panCardNoSealed, current),
            sealedWithOtherKey(itrDetails.accountNoSealed, current),
          ),
        )
        .limit(Math.max(0, batch - pans.length))
        .all();
      for (const row of itrs) {
        const id = row.applicationId;
        const aadhaar = resealOne(values, 'itr_details', 'aadhar_card_no', id, {
          sealed: row.aadharCardNoSealed,
          last4: row.aadharCardNoLast4,
        });
        const pan = resealOne(values, 'itr_details', 'pan_card_no', id, {
          sealed: row.panCardNoSealed,
          last4: row.panCardNoLast4,
        });
        const account = resealOne(values, 'itr_details', 'account_no', id, {
          sealed: row.accountNoSealed,
          last4: row.accountNoLast4,
        });
        tx.update(itrDetails)
          .set({
            aadharCardNoSealed: aadhaar.sealed,
            panCardNoSealed: pan.sealed,
            accountNoSealed: account.sealed,
          })
          .where(eq(itrDetails.applicationId, id))
          .run();
        addBlindIndex(tx, values, id, [aadhaar.plain, pan.plain, account.plain]);
      }
      return pans.length + itrs.length;
    },
    { behavior: 'immediate' },
  );
}

/** The blind-index terms of an application (those starting with `#`). */
function identityTermsOf(tx: Pick<Db, 'select'>, applicationId: string): string[] {
  return tx
    .select({ term: applicationSearchTerms.term })
    .from(applicationSearchTerms)
    .where(
      and(
        eq(applicationSearchTerms.applicationId, applicationId),
        gte(applicationSearchTerms.term, '#'),
        lt(applicationSearchTerms.term, '#\uffff'),
      ),
    )
    .all()
    .map((row) => row.term);
}

/**
 * After the old key retired: drops, for up to `batch` applications after `afterId` (in id
 * order), every blind-index term that is not a hash of its numbers under the keys the keyring
 * now holds. Returns the last application id looked at (null: the end) and how many terms went.
 */
export function pruneApplicationTermsBatch(
  db: Db,
  values: SealedValues,
  afterId: string,
  batch = 200,
): { lastId: string | null; removed: number } {
  return db.transaction(
    (tx) => {
      const pans = tx
        .select()
        .from(panCardDetails)
        .where(gt(panCardDetails.applicationId, afterId))
        .orderBy(asc(panCardDetails.applicationId))
        .limit(batch)
        .all();
      const itrs = tx
        .select()
        .from(itrDetails)
        .where(gt(itrDetails.applicationId, afterId))
        .orderBy(asc(itrDetails.applicationId))
        .limit(batch)
        .all();
      const open = (table: string, column: string, id: string, sealed: string | null) =>
        sealed === null ? [] : [values.open(sealed, { table, column, rowId: id })];
      const rows = [
        ...pans.map((row) => ({
          id: row.applicationId,
          numbers: open(
            'pan_card_details',
            'aadhar_number',
            row.applicationId,
            row.aadharNumberSealed,
          ),
        })),
        ...itrs.map((row) => ({
          id: row.applicationId,
          numbers: [
            ...open('itr_details', 'aadhar_card_no', row.applicationId, row.aadharCardNoSealed),
            ...open('itr_details', 'pan_card_no', row.applicationId, row.panCardNoSealed),
            ...open('itr_details', 'account_no', row.applicationId, row.accountNoSealed),
          ],
        })),
      ]
        .sort((a, b) => (a.id < b.id ? -1 : 1))
        .slice(0, batch);
      let removed = 0;
      for (const row of rows) {
        const keep = new Set(
          row.numbers.flatMap((number) => values.blindIndexes(number).map(identityTerm)),
        );
        for (const term of identityTermsOf(tx, row.id)) {
          if (keep.has(term)) continue;
          tx.delete(applicationSearchTerms)
            .where(
              and(
                eq(applicationSearchTerms.applicationId, row.id),
                eq(applicationSearchTerms.term, term),
              ),
            )
            .run();
          removed++;
        }
      }
      return { lastId: rows.at(-1)?.id ?? null, removed };
    },
    { behavior: 'immediate' },
  );
}
