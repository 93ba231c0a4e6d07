import type { Application, DocumentRequest } from '../schema.ts';
import type { NewAttachment, WaitFacts } from './applications.ts';
import type { AccountClosed } from './auth.ts';
import type { NewNotification, NoticeRecipient } from './notifications.ts';
import type { StorageUse } from './storage-quota.ts';

/**
 * Send-backs for documents and the citizen's answers (docs/decisions/066, 078 step 5): the
 * applications feature's reads of what a send-back asked for, and the answer as one unit. The
 * requests themselves are written by a status change (`ApplicationsRepository.changeStatus`).
 */
export interface ApplicationsSendBacksRepository {
  /**
   * Every document request of the application, of every send-back, oldest first (requested_at,
   * then id): the latest send-back's items (`latestSendBack`), the names files answered under,
   * and whether a key was ever asked for are all read from these.
   */
  requests(applicationId: string): Promise<DocumentRequest[]>;

  /**
   * One unit: a file answering the item `requestId` of the latest send-back, only while the
   * application waits for it (on PostgreSQL the owner's row and then the application's are
   * locked, the order an erasure takes, so answers at once, from any number of processes,
   * come one after another and never deadlock with an erasure). The checks the service made
   * before keeping the file are made again on what the unit reads: refused (nothing written)
   * when the application is gone; `{ refused: 'account_closed' }` when the owner's account is
   * closed or gone by the time the unit reads it (an erasure committed meanwhile); refused when
   * it no longer waits, no longer asks for the key in its latest send-back, has it already, or
   * asks for it under another item; `full` when the file does not fit the owner's space.
   * Otherwise the slot's earlier file is marked replaced (`replacesSlot`), the file's row
   * written, the item marked received, `updated_at` moved; and when it was the last item, the
   * application returns to in_progress by the rule (a history row without author, a
   * 'documents_received' event naming the uploader, the wait's paused days and promise from
   * `resume`) and the notices `notices` composes for the owner and the operator who sent it
   * back, as the unit read them, go in the outbox.
   */
  answer(answer: SendBackAnswer): Promise<SendBackAnswerOutcome>;
}

export interface SendBackAnswer {
  applicationId: string;
  /** The item the service found open for `attachment.documentType`. */
  requestId: string;
  /** The file's row (`documentType` is the requested key; its time is the answer's). */
  attachment: NewAttachment;
  /** The key is one of the form's slots: the slot's current file is marked replaced. */
  replacesSlot: boolean;
  /** The owner's quota when the settings name none. */
  defaultQuotaBytes: number;
  /** Ids of the rows a return to work adds. */
  ids: { history: string; event: string };
  /** The paused days and the new promise when the wait ends at the answer's time. */
  resume(waiting: WaitFacts): { pausedWorkingDays: number; dueOn: string };
  /** The notices of the return to work, for the owner and the sender as the unit read them. */
  notices(recipients: {
    owner: NoticeRecipient | null;
    sender: NoticeRecipient | null;
  }): NewNotification[];
}

export type SendBackAnswerOutcome =
  | { answered: { sendBackId: string; returned: boolean } }
  | { refused: SendBackRefusal }
  | AccountClosed
  | { full: StorageUse };

/**
 * Why an answer was refused: `gone` (no such application), `not_waiting` (not in
 * needs_documents), `not_requested` (the latest send-back has no item for the key),
 * `already_received`, `changed` (the key's item is another than the one the service found).
 */
export type SendBackRefusal =
  | 'gone'
  | 'not_waiting'
  | 'not_requested'
  | 'already_received'
  | 'changed';

/**
 * The items of the latest send-back among an application's requests: the one requested last,
 * of two at the same instant the greater send-back id (as tracking reads it), by id.
 */
export function latestSendBack<
  Row extends Pick<DocumentRequest, 'id' | 'sendBackId' | 'requestedAt'>,
>(requests: readonly Row[]): Row[] {
  let latest: Row | undefined;
  for (const row of requests) {
    if (
      !latest ||
      row.requestedAt.getTime() > latest.requestedAt.getTime() ||
      (row.requestedAt.getTime() === latest.requestedAt.getTime() &&
        row.sendBackId > latest.sendBackId)
    ) {
      latest = row;
    }
  }
  if (!latest) return [];
  const sendBackId = latest.sendBackId;
  return requests
    .filter((row) => row.sendBackId === sendBackId)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The open item for `key` of the latest send-back, or why there is none (the order of the
 * checks is the answer's: waiting first, then the item, then whether it came already).
 */
export function openSendBackItem<Row extends DocumentRequest>(
  status: Application['status'],
  requests: readonly Row[],
  key: string,
): { item: Row } | { refused: Exclude<SendBackRefusal, 'gone' | 'changed'> } {
  if (status !== 'needs_documents') return { refused: 'not_waiting' };
  const item = latestSendBack(requests).find((row) => row.documentKey === key);
  if (!item) return { refused: 'not_requested' };
  if (item.receivedAt !== null) return { refused: 'already_received' };
  return { item };
}
