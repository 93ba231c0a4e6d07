import { and, asc, eq, isNull, type Placeholder } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import {
  applicationEvents,
  applications,
  attachments,
  documentRequests,
  statusHistory,
} from '../schema.pg.ts';
import {
  type ApplicationsSendBacksRepository,
  openSendBackItem,
  type SendBackAnswerOutcome,
} from './applications-send-backs.ts';
import { isAccountOpen } from './auth.pg.ts';
import { enqueueNotification, findNoticeRecipient } from './notifications.pg.ts';
import { storageInUse } from './storage-quota.pg.ts';
import { fitsIn } from './storage-quota.ts';

type Reader = Pick<PgDb, 'select'>;

/** Every send-back item of the application, oldest first (`requests`), on `on`. */
export function requestsOf(on: Reader, applicationId: string | Placeholder) {
  return on
    .select()
    .from(documentRequests)
    .where(eq(documentRequests.applicationId, applicationId))
    .orderBy(asc(documentRequests.requestedAt), asc(documentRequests.id));
}

export function createPgApplicationsSendBacksRepository(db: PgDb): ApplicationsSendBacksRepository {
  return {
    async requests(applicationId) {
      return requestsOf(db, applicationId);
    },

    answer(answer) {
      const { applicationId, attachment } = answer;
      const at = attachment.createdAt;
      return db.transaction(async (tx): Promise<SendBackAnswerOutcome> => {
        // The owner's row first, then the application's: the order an erasure locks them in
        // (privacy.pg.ts), so the two wait for each other instead of deadlocking. An erasure
        // committed first is seen (nothing is kept for it). An application's owner never
        // changes, so it is read without a lock.
        const [owned] = await tx
          .select({ userId: applications.userId })
          .from(applications)
          .where(eq(applications.id, applicationId));
        if (!owned) return { refused: 'gone' };
        if (!(await isAccountOpen(tx, owned.userId))) return { refused: 'account_closed' };
        // Then the application's: another answer (or status change) to it, in any process,
        // waits here until this one ends, then reads what it left.
        const [current] = await tx
          .select()
          .from(applications)
          .where(eq(applications.id, applicationId))
          .for('update');
        if (!current) return { refused: 'gone' };
        const requests = await requestsOf(tx, applicationId);
        const open = openSendBackItem(current.status, requests, attachment.documentType);
        if ('refused' in open) return open;
        const item = open.item;
        if (item.id !== answer.requestId) return { refused: 'changed' };
        const use = await storageInUse(tx, current.userId);
        if (!fitsIn(use, attachment.size, answer.defaultQuotaBytes)) return { full: use };

        if (answer.replacesSlot) {
          await tx
            .update(attachments)
            .set({ replacedAt: at, replacedBy: attachment.id })
            .where(
              and(
                eq(attachments.applicationId, applicationId),
                eq(attachments.documentType, attachment.documentType),
                isNull(attachments.replacedAt),
              ),
            );
        }
        await tx.insert(attachments).values(attachment);
        await tx
          .update(documentRequests)
          .set({ attachmentId: attachment.id, receivedAt: at })
          .where(eq(documentRequests.id, item.id));
        const outstanding = requests.some(
          (row) => row.sendBackId === item.sendBackId && row.id !== item.id && !row.receivedAt,
        );
        if (outstanding) {
          await tx
            .update(applications)
            .set({ updatedAt: at })
            .where(eq(applications.id, applicationId));
          return { answered: { sendBackId: item.sendBackId, returned: false } };
        }

        // Every item is in: back to in_progress by the rule, not by a person, and the clock
        // starts again (the wait's working days join the promise).
        const resumed = current.waitingSince
          ? {
              ...answer.resume({ ...current, waitingSince: current.waitingSince }),
              waitingSince: null,
            }
          : {};
        await tx
          .update(applications)
          .set({ status: 'in_progress', updatedAt: at, ...resumed })
          .where(eq(applications.id, applicationId));
        await tx.insert(statusHistory).values({
          id: answer.ids.history,
          applicationId,
          fromStatus: 'needs_documents',
          toStatus: 'in_progress',
          changedBy: null,
          createdAt: at,
        });
        await tx.insert(applicationEvents).values({
          id: answer.ids.event,
          applicationId,
          type: 'documents_received',
          actorId: attachment.uploadedBy,
          createdAt: at,
        });
        // The citizen and the operator who sent it back are told, with the change.
        const [sent] = await tx
          .select({ id: statusHistory.changedBy })
          .from(statusHistory)
          .where(eq(statusHistory.id, item.sendBackId));
        const owner = (await findNoticeRecipient(tx, current.userId)) ?? null;
        const sender = sent?.id ? ((await findNoticeRecipient(tx, sent.id)) ?? null) : null;
        for (const notice of answer.notices({ owner, sender })) {
          await enqueueNotification(tx, notice);
        }
        return { answered: { sendBackId: item.sendBackId, returned: true } };
      });
    },
  };
}
