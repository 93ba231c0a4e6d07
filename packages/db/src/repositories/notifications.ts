import type { Notification, NotificationChannel, User } from '../schema.ts';

/**
 * The notifications outbox (docs/decisions/075, 078 step 2): every e-mail and SMS is a row,
 * written with the change that causes it and delivered by workers in any number of server
 * processes sharing the database. A worker claims due rows with a lease under its own name;
 * only the holder of a row's lease ends it, and a lapsed lease lets another worker take the
 * row over. A notice caused by another feature's change is written in that feature's
 * transaction by the part `enqueueNotification` of `notifications.sqlite.ts` /
 * `notifications.pg.ts`; an erased account's notices go with the part `forgetNotificationsOf`.
 */
export interface OutboxRepository {
  /** Writes a notice on its own (a unit of one row; another feature's unit uses the part). */
  enqueue(notification: NewNotification): Promise<void>;

  /**
   * Claims up to `limit` due rows for `workerId` until `leaseUntil`, in one step, so two workers
   * (in one process or two) never hold the same row at once. Due: waiting with its next attempt
   * at or before `at`, or sending with a lease that lapsed before `at` (its worker died). Each
   * claimed row is sending, owned by the worker, one attempt more; answered urgent first, then
   * by next attempt, then id.
   */
  claim(claim: OutboxClaim): Promise<Notification[]>;

  /**
   * Ends a claimed row as `outcome` says, if `workerId` still holds it (sending, under its
   * lease): the lease is cleared. Answers whether it held it; false writes nothing.
   */
  finish(id: string, workerId: string, outcome: OutboxOutcome, at: Date): Promise<boolean>;

  /** Deletes sent and expired rows last changed before `sentBefore`, failed ones before `failedBefore`. */
  purge(before: { sentBefore: Date; failedBefore: Date }): Promise<number>;

  /**
   * The operators' view: sends since `sentSince` per channel, rows per pending status, and up
   * to 50 rows not gone out (failed first, then newest, then id descending).
   */
  overview(sentSince: Date): Promise<OutboxCounts>;

  /**
   * 'Retry now': a failed or waiting row is due at `at` with a fresh round of attempts, as one
   * step; `not_found` for no such row, `not_retryable` for one sending, sent or expired.
   */
  retry(id: string, at: Date): Promise<'retrying' | 'not_found' | 'not_retryable'>;

  /** One row, or null (the operators' tools and the tests). */
  find(id: string): Promise<Notification | null>;

  /** Deletes every notice of an account, sent or not (an erasure of its own). */
  forgetUser(userId: string): Promise<number>;
}

/** A new row: waiting, no attempt yet, no lease. */
export type NewNotification = Pick<
  Notification,
  | 'id'
  | 'kind'
  | 'channel'
  | 'userId'
  | 'recipientMasked'
  | 'message'
  | 'urgent'
  | 'nextAttemptAt'
  | 'expiresAt'
  | 'createdAt'
>;

export interface OutboxClaim {
  workerId: string;
  at: Date;
  leaseUntil: Date;
  limit: number;
}

/**
 * How a claimed row ends. `sent` and `expired` empty the message; `failed` empties it only when
 * `forget` says so (a failed code is never sent again); `waiting` makes it due again at
 * `nextAttemptAt`. `lastError` left out keeps the one the row has.
 */
export type OutboxOutcome =
  | { status: 'sent'; sentAt: Date }
  | { status: 'expired'; lastError?: string }
  | { status: 'failed'; lastError: string; forget: boolean }
  | { status: 'waiting'; nextAttemptAt: Date; lastError: string };

export interface OutboxCounts {
  sent: Record<NotificationChannel, number>;
  waiting: number;
  sending: number;
  failed: number;
  items: Notification[];
}

/** The columns a finished row gets, the same on both dialects; the lease is cleared. */
export function finishedValues(
  outcome: OutboxOutcome,
  at: Date,
): Partial<
  Pick<
    Notification,
    | 'status'
    | 'sentAt'
    | 'message'
    | 'lastError'
    | 'nextAttemptAt'
    | 'leaseOwner'
    | 'leaseUntil'
    | 'updatedAt'
  >
> {
  const lease = { leaseOwner: null, leaseUntil: null, updatedAt: at };
  switch (outcome.status) {
    case 'sent':
      return { ...lease, status: 'sent', sentAt: outcome.sentAt, message: '', lastError: null };
    case 'expired':
      return {
        ...lease,
        status: 'expired',
        message: '',
        ...(outcome.lastError === undefined ? {} : { lastError: outcome.lastError }),
      };
    case 'failed':
      return {
        ...lease,
        status: 'failed',
        lastError: outcome.lastError,
        ...(outcome.forget ? { message: '' } : {}),
      };
    case 'waiting':
      return {
        ...lease,
        status: 'waiting',
        nextAttemptAt: outcome.nextAttemptAt,
        lastError: outcome.lastError,
      };
  }
}

/** Claimed rows in the order the worker sends them: urgent first, then due first, then id. */
export function inSendingOrder(rows: Notification[]): Notification[] {
  return rows.sort(
    (a, b) =>
      Number(b.urgent) - Number(a.urgent) ||
      a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime() ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** Whom a notice goes to and the switches they keep, read in the unit that causes it. */
export type NoticeRecipient = Pick<
  User,
  'id' | 'name' | 'email' | 'mobile' | 'language' | 'notifyByEmail' | 'notifyBySms' | 'disabledAt'
>;

/**
 * What a unit that tells someone something is handed by its service (docs/decisions/078): given
 * the recipient as the unit reads them (null for no such account) and the unit's facts, the
 * rows to put in the outbox, sealed; called once inside the unit's transaction, so the notice
 * commits with the change or not at all. The words and the channels stay the service's.
 */
export type Notify<Facts> = (recipient: NoticeRecipient | null, facts: Facts) => NewNotification[];
