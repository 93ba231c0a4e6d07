import { randomUUID } from 'node:crypto';
import {
  type Db,
  enqueueNotification,
  type NewNotification,
  type Notification,
  type OutboxOutcome,
  type OutboxRepository,
} from '@seva/db';
import type { NotificationKind, OutboxItem, OutboxOverview } from '@seva/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { newId } from '../../lib/ids.ts';
import type { Mailer, MailMessage } from '../../lib/mail.ts';
import type { SealedPlace, SealedValues } from '../../lib/sealed-values.ts';
import { maskMobile, type SmsMessage, type SmsSender } from '../../lib/sms.ts';

type Tx = Pick<Db, 'insert'>;

/** What a row carries, sealed: the whole message, recipient included. */
export type OutboxMessage =
  | { channel: 'email'; mail: MailMessage }
  | { channel: 'sms'; sms: SmsMessage };

export interface OutboxJob {
  kind: NotificationKind;
  userId: string | null;
  message: OutboxMessage;
  /** A code: a citizen is waiting. Tried at once, ahead of the rest, on a shorter backoff. */
  urgent?: boolean;
  /** Never sent after this (a code's expiry). */
  expiresAt?: Date;
}

/** After the first attempt fails: 1 min, 5 min, 30 min, 2 h, 12 h; then failed. */
export const BACKOFF_MS = [60_000, 300_000, 1_800_000, 7_200_000, 43_200_000] as const;
/**
 * A code lives ten minutes: tried again after 10 s, 30 s, 1 min and 2 min; the wait after that
 * would end past its expiry, so it is dropped as expired rather than sent late.
 */
export const URGENT_BACKOFF_MS = [10_000, 30_000, 60_000, 120_000, 600_000] as const;

export interface OutboxOptions {
  /** The outbox's rows (docs/decisions/078-repositories.md). */
  outbox: OutboxRepository;
  values: SealedValues;
  mailer: Mailer;
  sms: SmsSender;
  logger: FastifyBaseLogger;
  now?: () => number;
  /** How often the worker looks for due rows besides being woken (ms). */
  pollMs?: number;
  /** How long a claim holds before another worker may take the row over (ms). */
  leaseMs?: number;
  /** Rows claimed at once. */
  batch?: number;
  /** Sends in flight at once (e-mail and SMS together; SMTP keeps its own pool of four). */
  concurrency?: number;
  /** Sent and expired rows are deleted after this long (ms); failed ones after three times it. */
  keepMs?: number;
}

const place = (id: string): SealedPlace => ({
  table: 'notifications',
  column: 'message',
  rowId: id,
});

/** `r***@example.com`: enough for an operator to tell two apart, not to write to. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/**
 * A refusal that asking again cannot change: an SMTP 5xx reply (no such mailbox, rejected). A
 * 4xx reply, a timeout or a network error is worth another try.
 */
function permanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * A short, generic account of a failed send for the operators' view and the log: an SMTP
 * reply code, a network error code or the error's class. Never the message, the recipient or
 * a code: runs of digits and e-mail addresses are taken out of whatever is left.
 */
export function describeSendError(error: unknown): string {
  const e = error as { responseCode?: unknown; code?: unknown; name?: unknown; message?: unknown };
  let text: string;
  if (typeof e?.responseCode === 'number') text = `SMTP ${e.responseCode}`;
  else if (typeof e?.code === 'string' && /^[A-Z_]+$/.test(e.code)) text = e.code;
  else if (e?.name === 'TimeoutError' || e?.name === 'AbortError') text = 'timeout';
  else if (typeof e?.message === 'string') text = e.message;
  else text = 'send failed';
  return text
    .replace(/[^\s@]+@[^\s@]+/g, '…')
    .replace(/\d{5,}/g, '…')
    .slice(0, 120);
}

/**
 * The outbox (docs/product.md 36, docs/decisions/075-notification-outbox.md): `enqueue` writes
 * a row inside the caller's transaction; the worker claims due rows with a lease, sends them,
 * and marks them sent, or due again after a backoff, or failed. A crash loses nothing: an
 * unclaimed row waits for the next start, a claimed one is taken over once its lease lapses.
 * Delivery is at least once; the row id goes with each attempt as the idempotency key.
 */
export function createOutbox(options: OutboxOptions) {
  const { outbox, values, mailer, sms, logger } = options;
  const now = options.now ?? Date.now;
  const pollMs = options.pollMs ?? 1_000;
  const leaseMs = options.leaseMs ?? 120_000;
  const batch = options.batch ?? 16;
  const concurrency = options.concurrency ?? 8;
  const keepMs = options.keepMs ?? 30 * 24 * 3600_000;
  /** This process's name on the rows it claims. */
  const workerId = randomUUID();

  let stopped = true;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let wakeScheduled = false;
  let lastPurge = 0;

  /**
   * The row a job makes, its message sealed, for a repository's unit of work to write with the
   * change that causes it (the part `enqueueNotification`). The worker is woken once the current task ends; `nudge()`
   * after a unit that commits later (PostgreSQL) wakes it again.
   */
  function prepare(job: OutboxJob): NewNotification {
    const id = newId();
    const at = new Date(now());
    const recipient =
      job.message.channel === 'email'
        ? maskEmail(job.message.mail.to)
        : maskMobile(job.message.sms.to);
    // After the caller's (SQLite) transaction commits; a rolled-back one leaves nothing to find.
    scheduleWake();
    return {
      id,
      kind: job.kind,
      channel: job.message.channel,
      userId: job.userId,
      recipientMasked: recipient,
      message: values.seal(JSON.stringify(job.message), place(id)),
      urgent: job.urgent ?? false,
      nextAttemptAt: at,
      expiresAt: job.expiresAt ?? null,
      createdAt: at,
    };
  }

  function enqueue(tx: Tx, job: OutboxJob): string {
    const row = prepare(job);
    enqueueNotification(tx, row);
    return row.id;
  }

  function scheduleWake() {
    if (wakeScheduled || stopped) return;
    wakeScheduled = true;
    setImmediate(() => {
      wakeScheduled = false;
      wake();
    });
  }

  /** Runs the worker now unless it is running (then it goes round once more). */
  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          if ((await drainOnce(() => !stopped)).claimed > 0) again = true;
        } while (again && !stopped);
        await purgeNowAndThen();
      } catch (error) {
        logger.error({ err: error }, 'outbox worker failed; it tries again shortly');
      } finally {
        running = null;
      }
    })();
  }

  /**
   * Claims due rows (waiting and due, or sending with a lapsed lease) in one statement, so two
   * workers on one database never hold the same row at once.
   */
  function claim(limit: number): Promise<Notification[]> {
    const at = new Date(now());
    return outbox.claim({ workerId, at, leaseUntil: new Date(at.getTime() + leaseMs), limit });
  }

  /** Ends a claimed row, if this worker still holds it. */
  async function finish(id: string, outcome: OutboxOutcome): Promise<void> {
    await outbox.finish(id, workerId, outcome, new Date(now()));
  }

  /** Sends one claimed row; true when it went. */
  async function deliver(row: Notification): Promise<boolean> {
    const at = now();
    if (row.expiresAt && row.expiresAt.getTime() <= at) {
      await finish(row.id, { status: 'expired' });
      logger.info({ notificationId: row.id, kind: row.kind }, 'code expired before delivery');
      return false;
    }
    let message: OutboxMessage;
    try {
      message = JSON.parse(values.open(row.message, place(row.id))) as OutboxMessage;
    } catch (error) {
      await finish(row.id, { status: 'failed', lastError: 'unreadable message', forget: false });
      logger.error({ err: error, notificationId: row.id }, 'outbox row could not be opened');
      return false;
    }
    try {
      if (message.channel === 'email') {
        await mailer.send(message.mail, { idempotencyKey: row.id });
      } else {
        await sms.send(message.sms, { idempotencyKey: row.id });
      }
      await finish(row.id, { status: 'sent', sentAt: new Date(now()) });
      return true;
    } catch (error) {
      const lastError = describeSendError(error);
      const backoff = row.urgent ? URGENT_BACKOFF_MS : BACKOFF_MS;
      const wait = permanent(error) ? undefined : backoff[row.attempts - 1];
      const next = wait === undefined ? null : now() + wait;
      if (next === null) {
        // A failed code is never sent again (a fresh one is asked for): its words go now.
        await finish(row.id, { status: 'failed', lastError, forget: row.expiresAt !== null });
      } else if (row.expiresAt && next >= row.expiresAt.getTime()) {
        await finish(row.id, { status: 'expired', lastError });
      } else {
        await finish(row.id, { status: 'waiting', nextAttemptAt: new Date(next), lastError });
      }
      logger.warn(
        {
          notificationId: row.id,
          kind: row.kind,
          channel: row.channel,
          attempt: row.attempts,
          error: lastError,
          retryAt: next === null ? null : new Date(next).toISOString(),
        },
        next === null ? 'notification failed for good' : 'notification not sent; will retry',
      );
      return false;
    }
  }

  /**
   * One round: lanes send at once, each taking the next claimed row and claiming another batch
   * when none is left, so no lane waits for the slowest send of a batch. The round ends when
   * nothing more is due (or, for the worker, when it is stopped).
   */
  async function drainOnce(goOn: () => boolean): Promise<{ claimed: number; sent: number }> {
    const queue: Notification[] = [];
    let claimed = 0;
    let sent = 0;
    let exhausted = false;
    let claiming: Promise<void> | null = null;
    const take = async (): Promise<Notification | undefined> => {
      // One claim at a time: lanes that find the queue empty wait for the claim under way.
      while (queue.length === 0 && !exhausted && goOn()) {
        if (!claiming) {
          claiming = claim(batch)
            .then((rows) => {
              claimed += rows.length;
              if (rows.length === 0) exhausted = true;
              queue.push(...rows);
            })
            .finally(() => {
              claiming = null;
            });
        }
        await claiming;
      }
      return queue.shift();
    };
    const lane = async () => {
      for (let row = await take(); row; row = await take()) if (await deliver(row)) sent++;
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
    return { claimed, sent };
  }

  /** Old sent and expired rows go after `keepMs`, failed ones after three times as long. */
  async function purgeNowAndThen() {
    const at = now();
    if (at - lastPurge < 3600_000) return;
    lastPurge = at;
    await outbox.purge({
      sentBefore: new Date(at - keepMs),
      failedBefore: new Date(at - 3 * keepMs),
    });
  }

  function view(row: Notification): OutboxItem {
    return {
      _id: row.id,
      kind: row.kind as NotificationKind,
      channel: row.channel,
      recipient: row.recipientMasked,
      status: row.status,
      attempts: row.attempts,
      nextAttemptAt:
        row.status === 'waiting' || row.status === 'sending'
          ? row.nextAttemptAt.toISOString()
          : null,
      lastError: row.lastError,
      createdAt: row.createdAt.toISOString(),
    };
  }

  return {
    enqueue,
    prepare,
    /** Rows written by a unit of work go out at once: the worker goes round after it. */
    nudge: scheduleWake,
    /** The worker runs in this process from now on. */
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setInterval(wake, pollMs);
      timer.unref();
      wake();
    },
    /** No new round starts; the one running finishes (its sends end or time out). */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
    /** Runs rounds until nothing is due (tests and the CLI); how many this call sent. */
    async drain(): Promise<number> {
      let sent = 0;
      for (;;) {
        const round = await drainOnce(() => true);
        sent += round.sent;
        if (round.claimed === 0) return sent;
      }
    },

    /** The operators' view in Settings: counts and what has not gone out. */
    async overview(): Promise<OutboxOverview> {
      const counts = await outbox.overview(new Date(now() - 86_400_000));
      return {
        sms: sms.transport,
        sent24h: counts.sent,
        waiting: counts.waiting + counts.sending,
        failed: counts.failed,
        items: counts.items.map(view),
      };
    },

    /** 'Retry now': a failed or waiting row is due at once, with a fresh round of attempts. */
    async retry(id: string): Promise<'retrying' | 'not_found' | 'not_retryable'> {
      const result = await outbox.retry(id, new Date(now()));
      if (result === 'retrying') scheduleWake();
      return result;
    },

    /** Whether SMS go out at all. */
    get smsEnabled() {
      return sms.enabled;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
