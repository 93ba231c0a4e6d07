import { applicationSearchTerms, applications, type Db, users } from '@seva/db';
import { asc, eq, gt } from 'drizzle-orm';
import { searchTermsFor } from './search-terms.ts';

const FILL_BATCH = 1000;

/**
 * Adds the search terms of today's `searchTermsFor` that older rows lack (the words of an
 * e-mail's local part and its domain, the account's mobile number): every application once,
 * in batches by id, each batch one transaction of INSERT … ON CONFLICT DO NOTHING on the
 * (term, application) key. Idempotent: a second run adds nothing. Identity-number terms are
 * not touched. Returns how many terms were added (docs/decisions/070-operator-queue.md).
 */
export function fillMissingSearchTerms(db: Db): number {
  let added = 0;
  let after = '';
  for (;;) {
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
      .where(gt(applications.id, after))
      .orderBy(asc(applications.id))
      .limit(FILL_BATCH)
      .all();
    if (batch.length === 0) return added;
    db.transaction((tx) => {
      for (const row of batch) {
        const terms = searchTermsFor({
          reference: row.reference,
          names: [row.applicantName, row.name],
          email: row.email,
          mobile: row.mobile,
        });
        if (terms.length === 0) continue;
        added += tx
          .insert(applicationSearchTerms)
          .values(terms.map((term) => ({ applicationId: row.id, term })))
          .onConflictDoNothing()
          .run().changes;
      }
    });
    after = batch.at(-1)?.id ?? after;
  }
}
