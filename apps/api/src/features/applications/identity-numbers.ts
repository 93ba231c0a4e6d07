import type {
  ApplicationsMaintenanceRepository,
  KeptTerms,
  SealedItr,
  SealedPanCard,
  Sealing,
} from '@seva/db';
import type { SealedValues } from '../../lib/sealed-values.ts';
import { sealNumber } from './details.ts';
import { identityTerm } from './search-terms.ts';

/** An application's blind-index terms for its numbers, one per key the keyring holds. */
function blindIndexTerms(values: SealedValues, numbers: Array<string | null>): string[] {
  return numbers.flatMap((number) =>
    number ? values.blindIndexes(number).map((hash) => identityTerm(hash)) : [],
  );
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

/** What a row left plain becomes: each number sealed for its row, its last four kept. */
function sealPlain(values: SealedValues): Sealing {
  return {
    panCard(row): SealedPanCard {
      const id = row.applicationId;
      const aadhaar = sealedOrKept(
        values,
        'pan_card_details',
        'aadhar_number',
        id,
        row.aadharNumber,
        { sealed: row.aadharNumberSealed, last4: row.aadharNumberLast4 },
      );
      return {
        aadharNumberSealed: aadhaar.sealed,
        aadharNumberLast4: aadhaar.last4,
        terms: blindIndexTerms(values, [row.aadharNumber]),
      };
    },
    itr(row): SealedItr {
      const id = row.applicationId;
      const aadhaar = sealedOrKept(values, 'itr_details', 'aadhar_card_no', id, row.aadharCardNo, {
        sealed: row.aadharCardNoSealed,
        last4: row.aadharCardNoLast4,
      });
      const pan = sealedOrKept(values, 'itr_details', 'pan_card_no', id, row.panCardNo, {
        sealed: row.panCardNoSealed,
        last4: row.panCardNoLast4,
      });
      const account = sealedOrKept(values, 'itr_details', 'account_no', id, row.accountNo, {
        sealed: row.accountNoSealed,
        last4: row.accountNoLast4,
      });
      return {
        aadharCardNoSealed: aadhaar.sealed,
        aadharCardNoLast4: aadhaar.last4,
        panCardNoSealed: pan.sealed,
        panCardNoLast4: pan.last4,
        accountNoSealed: account.sealed,
        accountNoLast4: account.last4,
        terms: blindIndexTerms(values, [row.aadharCardNo, row.panCardNo, row.accountNo]),
      };
    },
  };
}

/**
 * Seals the identity numbers of applications written before migration 0014 (docs/decisions/
 * 060-identity-numbers-at-rest.md): each number sealed for its row, its last four kept, its
 * blind index added to the search terms, the plain column nulled. A batch per transaction
 * (the repository's unit), so a stop half-way resumes where it was. Returns how many rows
 * were sealed.
 */
export async function sealApplicationsLeftPlain(
  maintenance: ApplicationsMaintenanceRepository,
  values: SealedValues,
  batch = 500,
): Promise<number> {
  const seal = sealPlain(values);
  let done = 0;
  for (;;) {
    const sealed = await maintenance.sealLeftPlain({ limit: batch, seal });
    if (sealed === 0) return done;
    done += sealed;
  }
}

// Key rotation (docs/decisions/068-key-rotation.md): `pnpm cli rotate-key` re-seals every
// number with the new key while the server runs, then drops the hashes of the retired key.

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

/** What a row sealed with another key becomes: re-sealed with the current one. */
function resealWithCurrent(values: SealedValues): Sealing {
  return {
    panCard(row): SealedPanCard {
      const aadhaar = resealOne(values, 'pan_card_details', 'aadhar_number', row.applicationId, {
        sealed: row.aadharNumberSealed,
        last4: row.aadharNumberLast4,
      });
      return {
        aadharNumberSealed: aadhaar.sealed,
        aadharNumberLast4: aadhaar.last4,
        terms: blindIndexTerms(values, [aadhaar.plain]),
      };
    },
    itr(row): SealedItr {
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
      return {
        aadharCardNoSealed: aadhaar.sealed,
        aadharCardNoLast4: aadhaar.last4,
        panCardNoSealed: pan.sealed,
        panCardNoLast4: pan.last4,
        accountNoSealed: account.sealed,
        accountNoLast4: account.last4,
        terms: blindIndexTerms(values, [aadhaar.plain, pan.plain, account.plain]),
      };
    },
  };
}

/**
 * Re-seals, with the keyring's current key, the numbers of up to `batch` applications still
 * sealed with another, in one transaction: the rows are read inside it, so a purge or an
 * erasure by the running server is never undone. Each row's blind index gains the hashes of
 * every key the keyring holds. Returns how many rows it re-sealed (0: none left).
 */
export function resealApplicationsBatch(
  maintenance: ApplicationsMaintenanceRepository,
  values: SealedValues,
  batch = 200,
): Promise<number> {
  return maintenance.resealOtherKeys({
    limit: batch,
    currentPrefix: `v1.${values.currentKeyId}.`,
    seal: resealWithCurrent(values),
  });
}

/**
 * After the old key retired: drops, for up to `batch` applications after `afterId` (in id
 * order), every blind-index term that is not a hash of its numbers under the keys the keyring
 * now holds. Returns the last application id looked at (null: the end) and how many terms went.
 */
export function pruneApplicationTermsBatch(
  maintenance: ApplicationsMaintenanceRepository,
  values: SealedValues,
  afterId: string,
  batch = 200,
): Promise<{ lastId: string | null; removed: number }> {
  const open = (table: string, column: string, id: string, sealed: string | null) =>
    sealed === null ? [] : [values.open(sealed, { table, column, rowId: id })];
  const keep: KeptTerms = {
    panCard: (row) =>
      blindIndexTerms(
        values,
        open('pan_card_details', 'aadhar_number', row.applicationId, row.aadharNumberSealed),
      ),
    itr: (row) =>
      blindIndexTerms(values, [
        ...open('itr_details', 'aadhar_card_no', row.applicationId, row.aadharCardNoSealed),
        ...open('itr_details', 'pan_card_no', row.applicationId, row.panCardNoSealed),
        ...open('itr_details', 'account_no', row.applicationId, row.accountNoSealed),
      ]),
  };
  return maintenance.pruneIdentityTerms({
    afterId,
    limit: batch,
    identityTermPrefix: identityTerm(''),
    keep,
  });
}
