import type { ApplicationsMaintenanceRepository } from '@seva/db';
import { searchTermsFor } from './search-terms.ts';

const FILL_BATCH = 1000;

/**
 * Adds the search terms of today's `searchTermsFor` that older rows lack (the words of an
 * e-mail's local part and its domain, the account's mobile number): every application once,
 * in batches by id, each batch one transaction of INSERT … ON CONFLICT DO NOTHING on the
 * (term, application) key (the repository's unit). Idempotent: a second run adds nothing.
 * Identity-number terms are not touched. Returns how many terms were added
 * (docs/decisions/070-operator-queue.md).
 */
export async function fillSearchTerms(
  maintenance: ApplicationsMaintenanceRepository,
): Promise<number> {
  let added = 0;
  let afterId = '';
  for (;;) {
    const batch = await maintenance.fillSearchTerms({
      afterId,
      limit: FILL_BATCH,
      terms: (row) =>
        searchTermsFor({
          reference: row.reference,
          names: [row.applicantName, row.name],
          email: row.email,
          mobile: row.mobile,
        }),
    });
    added += batch.done;
    if (batch.lastId === null) return added;
    afterId = batch.lastId;
  }
}
