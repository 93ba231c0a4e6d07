import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  applicationSearchTerms,
  applications,
  attachments,
  itrDetails,
  jobCardDetails,
  panCardDetails,
  rtpsDetails,
  statusHistory,
} from '../schema.ts';
import type { StoredDetails } from './applications.ts';
import { currentFee } from './applications-fees.sqlite.ts';
import type { ApplicationsFilingRepository, FilingOutcome } from './applications-filing.ts';
import { isAccountOpen } from './auth.sqlite.ts';
import { readPortalSettings } from './catalogue.sqlite.ts';
import { hasConsent, recordConsent } from './consent.sqlite.ts';
import { notifyUser } from './notifications.sqlite.ts';
import { nextReferenceNumber } from './references.sqlite.ts';
import { referenceOf } from './references.ts';
import { storageInUse } from './storage-quota.sqlite.ts';
import { fitsIn } from './storage-quota.ts';

/** SQLite allows 32,766 bound values; lists are handled in chunks far below it. */
const CHUNK = 500;

/** Writes a type's details row (with the application, in the caller's SQLite transaction). */
function insertDetails(tx: Pick<Db, 'insert'>, details: StoredDetails): void {
  switch (details.serviceType) {
    case 'PanCard':
      tx.insert(panCardDetails).values(details.row).run();
      return;
    case 'RTPS':
      tx.insert(rtpsDetails).values(details.row).run();
      return;
    case 'JobCard':
      tx.insert(jobCardDetails).values(details.row).run();
      return;
    case 'ITR':
      tx.insert(itrDetails).values(details.row).run();
      return;
  }
}

export function createSqliteApplicationsFilingRepository(db: Db): ApplicationsFilingRepository {
  return {
    async file(filing, notify) {
      const { application, files, consent } = filing;
      const owner = application.userId;
      // One transaction begun IMMEDIATE (openDatabase): no other filing or upload of the account
      // counts or consents between the checks and the rows.
      return db.transaction((tx): FilingOutcome => {
        // An erasure of the account committed first is seen: nothing is filed for it.
        if (!isAccountOpen(tx, owner)) return { refused: 'account_closed' };
        const agreed = hasConsent(tx, owner, 'application', consent.noticeVersion);
        if (!agreed && !consent.given) return { refused: 'consent' };
        const incoming = files.reduce((total, file) => total + file.size, 0);
        if (incoming > 0) {
          const use = storageInUse(tx, owner);
          if (!fitsIn(use, incoming, filing.defaultQuotaBytes)) return { full: use };
        }
        if (!agreed && consent.given) recordConsent(tx, consent.given);
        const reference = referenceOf(
          filing.referenceYear,
          nextReferenceNumber(tx, filing.referenceYear),
        );
        // The fee as it stands now stays with the application (docs/product.md, Fees).
        const fee = currentFee(tx, application.serviceType);
        // The migration seeds every type; a missing row is a broken database, not bad input.
        if (!fee) throw new Error(`no fee row for ${application.serviceType}`);
        const holidays = readPortalSettings(tx)?.holidays ?? [];
        const dueOn = filing.dueOn(fee.workingDays, holidays);
        tx.insert(applications)
          .values({
            ...application,
            reference,
            status: 'pending',
            governmentFee: fee.governmentFee,
            serviceCharge: fee.serviceCharge,
            workingDays: fee.workingDays,
            dueOn,
          })
          .run();
        insertDetails(tx, filing.details);
        const terms = filing.terms(reference);
        if (terms.length > 0) {
          tx.insert(applicationSearchTerms)
            .values(terms.map((term) => ({ applicationId: application.id, term })))
            .run();
        }
        for (const file of files) tx.insert(attachments).values(file).run();
        tx.insert(statusHistory)
          .values({
            id: filing.history.id,
            applicationId: application.id,
            fromStatus: null,
            toStatus: 'pending',
            changedBy: filing.history.changedBy,
            createdAt: application.createdAt,
          })
          .run();
        const filed = { id: application.id, reference, dueOn };
        notifyUser(tx, owner, filed, notify);
        return { filed };
      });
    },

    async statusesOf(userId) {
      return db
        .select({ id: applications.id, status: applications.status })
        .from(applications)
        .where(eq(applications.userId, userId))
        .orderBy(asc(applications.id))
        .all();
    },

    async remove(ids) {
      return db.transaction((tx) => {
        const storageKeys: string[] = [];
        let removed = 0;
        for (let i = 0; i < ids.length; i += CHUNK) {
          const chunk = ids.slice(i, i + CHUNK);
          for (const row of tx
            .select({ key: attachments.storageKey })
            .from(attachments)
            .where(inArray(attachments.applicationId, chunk))
            .all()) {
            storageKeys.push(row.key);
          }
          // Details, files' rows, history, terms and the rest go by cascade.
          removed += tx.delete(applications).where(inArray(applications.id, chunk)).run().changes;
        }
        return { removed, storageKeys };
      });
    },
  };
}
