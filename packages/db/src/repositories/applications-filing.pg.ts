import { asc, eq, inArray } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import {
  applicationSearchTerms,
  applications,
  attachments,
  itrDetails,
  jobCardDetails,
  panCardDetails,
  rtpsDetails,
  statusHistory,
} from '../schema.pg.ts';
import type { StoredDetails } from './applications.ts';
import { currentFee } from './applications-fees.pg.ts';
import type { ApplicationsFilingRepository, FilingOutcome } from './applications-filing.ts';
import { isAccountOpen } from './auth.pg.ts';
import { readPortalSettings } from './catalogue.pg.ts';
import { hasConsent, recordConsent } from './consent.pg.ts';
import { notifyUser } from './notifications.pg.ts';
import { nextReferenceNumber } from './references.pg.ts';
import { referenceOf } from './references.ts';
import { storageInUse } from './storage-quota.pg.ts';
import { fitsIn } from './storage-quota.ts';

/** Writes a type's details row (with the application, in the caller's PostgreSQL transaction). */
async function insertDetails(tx: Pick<PgDb, 'insert'>, details: StoredDetails): Promise<void> {
  switch (details.serviceType) {
    case 'PanCard':
      await tx.insert(panCardDetails).values(details.row);
      return;
    case 'RTPS':
      await tx.insert(rtpsDetails).values(details.row);
      return;
    case 'JobCard':
      await tx.insert(jobCardDetails).values(details.row);
      return;
    case 'ITR':
      await tx.insert(itrDetails).values(details.row);
      return;
  }
}

export function createPgApplicationsFilingRepository(db: PgDb): ApplicationsFilingRepository {
  return {
    file(filing, notify) {
      const { application, files, consent } = filing;
      const owner = application.userId;
      return db.transaction(async (tx): Promise<FilingOutcome> => {
        // The owner's row, locked until the end (`FOR NO KEY UPDATE`: rows that merely refer to
        // the account do not wait): another filing or upload of the account checks its consent
        // and space after this one's rows are written, as on SQLite; an erasure of the account
        // committed first is seen, and nothing is filed for it.
        if (!(await isAccountOpen(tx, owner))) return { refused: 'account_closed' };
        const agreed = await hasConsent(tx, owner, 'application', consent.noticeVersion);
        if (!agreed && !consent.given) return { refused: 'consent' };
        const incoming = files.reduce((total, file) => total + file.size, 0);
        if (incoming > 0) {
          const use = await storageInUse(tx, owner);
          if (!fitsIn(use, incoming, filing.defaultQuotaBytes)) return { full: use };
        }
        if (!agreed && consent.given) await recordConsent(tx, consent.given);
        const reference = referenceOf(
          filing.referenceYear,
          await nextReferenceNumber(tx, filing.referenceYear),
        );
        // The fee as it stands now stays with the application (docs/product.md, Fees).
        const fee = await currentFee(tx, application.serviceType);
        // The migration seeds every type; a missing row is a broken database, not bad input.
        if (!fee) throw new Error(`no fee row for ${application.serviceType}`);
        const holidays = (await readPortalSettings(tx))?.holidays ?? [];
        const dueOn = filing.dueOn(fee.workingDays, holidays);
        await tx.insert(applications).values({
          ...application,
          reference,
          status: 'pending',
          governmentFee: fee.governmentFee,
          serviceCharge: fee.serviceCharge,
          workingDays: fee.workingDays,
          dueOn,
        });
        await insertDetails(tx, filing.details);
        const terms = filing.terms(reference);
        if (terms.length > 0) {
          await tx
            .insert(applicationSearchTerms)
            .values(terms.map((term) => ({ applicationId: application.id, term })));
        }
        if (files.length > 0) await tx.insert(attachments).values(files);
        await tx.insert(statusHistory).values({
          id: filing.history.id,
          applicationId: application.id,
          fromStatus: null,
          toStatus: 'pending',
          changedBy: filing.history.changedBy,
          createdAt: application.createdAt,
        });
        const filed = { id: application.id, reference, dueOn };
        await notifyUser(tx, owner, filed, notify);
        return { filed };
      });
    },

    statusesOf(userId) {
      return db
        .select({ id: applications.id, status: applications.status })
        .from(applications)
        .where(eq(applications.userId, userId))
        .orderBy(asc(applications.id));
    },

    async remove(ids) {
      if (ids.length === 0) return { removed: 0, storageKeys: [] };
      const list = [...ids];
      return db.transaction(async (tx) => {
        // Locked first, in id order (two removals at once do not deadlock): a file added meanwhile (its foreign key waits on this lock) cannot slip
        // between the read of the files and the delete, leaving a file nobody names.
        const locked = await tx
          .select({ id: applications.id })
          .from(applications)
          .where(inArray(applications.id, list))
          .orderBy(asc(applications.id))
          .for('update');
        if (locked.length === 0) return { removed: 0, storageKeys: [] };
        const found = locked.map((row) => row.id);
        const files = await tx
          .select({ key: attachments.storageKey })
          .from(attachments)
          .where(inArray(attachments.applicationId, found));
        // Details, files' rows, history, terms and the rest go by cascade.
        const gone = await tx
          .delete(applications)
          .where(inArray(applications.id, found))
          .returning({ id: applications.id });
        return { removed: gone.length, storageKeys: files.map((row) => row.key) };
      });
    },
  };
}
