import { applicationSearchTerms, type Db, itrDetails, panCardDetails } from '@seva/db';
import { asc, eq, isNotNull, or } from 'drizzle-orm';
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
    number ? [{ applicationId, term: identityTerm(values.blindIndex(number)) }] : [],
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
