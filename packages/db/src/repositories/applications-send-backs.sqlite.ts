import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import {
  applicationEvents,
  applications,
  attachments,
  documentRequests,
  statusHistory,
} from '../schema.ts';
import {
  type ApplicationsSendBacksRepository,
  openSendBackItem,
  type SendBackAnswerOutcome,
} from './applications-send-backs.ts';
import { isAccountOpen } from './auth.sqlite.ts';
import { enqueueNotification, findNoticeRecipient } from './notifications.sqlite.ts';
import { storageInUse } from './storage-quota.sqlite.ts';
import { fitsIn } from './storage-quota.ts';

/** Every send-back item of the application `{ id }`, oldest first (`requests`), prepared. */
export const prepareRequestsOf = (db: Db) =>
  db
    .select()
    .from(documentRequests)
    .where(eq(documentRequests.applicationId, sql.placeholder('id')))
    .orderBy(asc(documentRequests.requestedAt), asc(documentRequests.id))
    .prepare();

export function createSqliteApplicationsSendBacksRepository(
  db: Db,
): ApplicationsSendBacksRepository {
  // Read by every detail page: prepared once.
  const requestsOf = prepareRequestsOf(db);

  return {
    async requests(applicationId) {
      return requestsOf.all({ id: applicationId });
    },

    async answer(answer) {
      const { applicationId, attachment } = answer;
      const at = attachment.createdAt;
      // Begun IMMEDIATE (openDatabase): no other connection writes between the checks and the
      // rows, so two answers at once come one after the other.
      return db.transaction((tx): SendBackAnswerOutcome => {
        const current = tx
          .select()
          .from(applications)
          .where(eq(applications.id, applicationId))
          .get();
        if (!current) return { refused: 'gone' };
        // An erasure of the owner's account committed first is seen: nothing is kept for it
        // (checked before the send-back itself, as on PostgreSQL, which locks the owner first).
        if (!isAccountOpen(tx, current.userId)) return { refused: 'account_closed' };
        const requests = requestsOf.all({ id: applicationId });
        const open = openSendBackItem(current.status, requests, attachment.documentType);
        if ('refused' in open) return open;
        const item = open.item;
        if (item.id !== answer.requestId) return { refused: 'changed' };
        const use = storageInUse(tx, current.userId);
        if (!fitsIn(use, attachment.size, answer.defaultQuotaBytes)) return { full: use };

        if (answer.replacesSlot) {
          tx.update(attachments)
            .set({ replacedAt: at, replacedBy: attachment.id })
            .where(
              and(
                eq(attachments.applicationId, applicationId),
                eq(attachments.documentType, attachment.documentType),
                isNull(attachments.replacedAt),
              ),
            )
            .run();
        }
        tx.insert(attachments).values(attachment).run();
        tx.update(documentRequests)
          .set({ attachmentId: attachment.id, receivedAt: at })
          .where(eq(documentRequests.id, item.id))
          .run();
        const outstanding = requests.some(
          (row) => row.sendBackId === item.sendBackId && row.id !== item.id && !row.receivedAt,
        );
        if (outstanding) {
          tx.update(applications)
            .set({ updatedAt: at })
            .where(eq(applications.id, applicationId))
            .run();
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
        tx.update(applications)
          .set({ status: 'in_progress', updatedAt: at, ...resumed })
          .where(eq(applications.id, applicationId))
          .run();
        tx.insert(statusHistory)
          .values({
            id: answer.ids.history,
            applicationId,
            fromStatus: 'needs_documents',
            toStatus: 'in_progress',
            changedBy: null,
            createdAt: at,
          })
          .run();
        tx.insert(applicationEvents)
          .values({
            id: answer.ids.event,
            applicationId,
            type: 'documents_received',
            actorId: attachment.uploadedBy,
            createdAt: at,
          })
          .run();
        // The citizen and the operator who sent it back are told, with the change.
        const senderId = tx
          .select({ id: statusHistory.changedBy })
          .from(statusHistory)
          .where(eq(statusHistory.id, item.sendBackId))
          .get()?.id;
        const owner = findNoticeRecipient(tx, current.userId) ?? null;
        const sender = senderId ? (findNoticeRecipient(tx, senderId) ?? null) : null;
        for (const notice of answer.notices({ owner, sender })) enqueueNotification(tx, notice);
        return { answered: { sendBackId: item.sendBackId, returned: true } };
      });
    },
  };
}
