import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import {
  closeDatabase,
  createSqliteRepositories,
  type Db,
  notifications,
  openDatabase,
} from '@seva/db';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createMailer, type MailMessage } from '../../lib/mail.ts';
import { createSealedValues } from '../../lib/sealed-values.ts';
import { createSmsSender } from '../../lib/sms.ts';
import { smsKinds } from '../../lib/sms-templates.ts';
import { testKeyring } from '../../test/keyring.ts';
import { type SmsPeer, startSmsPeer } from '../../test/sms-peer.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { BACKOFF_MS, createOutbox, URGENT_BACKOFF_MS } from './outbox.ts';

const MOBILE = '9876501234';
const CODE = '48151623';

let smtp: SmtpPeer;
let smsPeer: SmsPeer;
let dir: string;
let db: Db;
const keyring = testKeyring();
const values = createSealedValues(keyring);
/** The outbox's clock, moved by the tests; the peers and the sockets run in real time. */
let clock = Date.now();
const logLines: string[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  }),
);

function gatewayConfig() {
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    DATA_DIR: dir,
    SMS_URL: smsPeer.url,
    SMS_AUTH_KEY: smsPeer.authKey,
    SMS_SENDER_ID: 'SEVAIN',
  };
  for (const kind of smsKinds) env[`SMS_TEMPLATE_${kind.toUpperCase()}`] = `tpl-${kind}`;
  return loadConfig(env);
}

/** Every mailer made, closed at the end (their pooled connections would hold the peer open). */
const mailers: Array<{ close(): void }> = [];
function mailer() {
  const made = createMailer({ smtpUrl: smtp.url, from: 'Seva <seva@example.test>', logger });
  mailers.push(made);
  return made;
}

function outbox(options: { leaseMs?: number } = {}) {
  return createOutbox({
    outbox: createSqliteRepositories(db).outbox,
    values,
    mailer: mailer(),
    sms: createSmsSender({ sms: gatewayConfig().sms, logger }),
    logger,
    now: () => clock,
    ...options,
  });
}

const mail = (to: string, text = 'Your application is completed.'): MailMessage => ({
  to,
  subject: 'Seva: an update',
  text,
  html: `<p>${text}</p>`,
  language: 'en',
});

const rowOf = (id: string) => db.select().from(notifications).where(eq(notifications.id, id)).get();

const messageIdsOf = (to: string) =>
  smtp.mailsTo(to).map((received) => /^Message-ID:\s*<([^>]+)>/im.exec(received.raw)?.[1]);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  smsPeer = await startSmsPeer();
  dir = mkdtempSync(join(tmpdir(), 'seva-outbox-'));
  db = openDatabase({ file: join(dir, 'seva.sqlite') });
});

afterAll(async () => {
  for (const made of mailers) made.close();
  closeDatabase(db);
  await smtp.close();
  await smsPeer.close();
  rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  clock = Date.now();
  smtp.failNextMessages(0);
  smsPeer.failAlways(false);
});

describe('the outbox', () => {
  it('keeps a notice only if the change that caused it commits, and sends it once', async () => {
    const box = outbox();
    const to = 'commit@example.test';
    expect(() =>
      db.transaction((tx) => {
        box.enqueue(tx, {
          kind: 'status_changed',
          userId: null,
          message: { channel: 'email', mail: mail(to) },
        });
        throw new Error('the change failed');
      }),
    ).toThrow('the change failed');
    expect(db.select().from(notifications).all()).toEqual([]);

    const id = db.transaction((tx) =>
      box.enqueue(tx, {
        kind: 'status_changed',
        userId: null,
        message: { channel: 'email', mail: mail(to) },
      }),
    );
    // Sealed at rest: neither the address nor the words are readable in the row.
    const waiting = rowOf(id);
    expect(waiting?.message).toMatch(/^v1\.1\./);
    expect(waiting?.message).not.toContain('commit@');
    expect(waiting?.recipientMasked).toBe('c***@example.test');
    await box.drain();
    expect(smtp.mailsTo(to)).toHaveLength(1);
    // The row's id is the Message-ID: a retry after a timeout carries the same one.
    expect(messageIdsOf(to)).toEqual([`${id}@example.test`]);
    expect(rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, message: '', leaseOwner: null });
    await box.drain();
    expect(smtp.mailsTo(to)).toHaveLength(1);
  });

  it('retries a peer that fails twice after 1 and 5 minutes, and delivers once', async () => {
    const box = outbox();
    const to = 'flaky@example.test';
    smtp.failNextMessages(2);
    const id = db.transaction((tx) =>
      box.enqueue(tx, {
        kind: 'status_changed',
        userId: null,
        message: { channel: 'email', mail: mail(to) },
      }),
    );
    await box.drain();
    expect(rowOf(id)).toMatchObject({ status: 'waiting', attempts: 1 });
    expect(rowOf(id)?.nextAttemptAt.getTime()).toBe(clock + BACKOFF_MS[0]);
    expect(rowOf(id)?.lastError).toMatch(/^SMTP [45]\d\d$/);
    // Not due yet: nothing is tried.
    clock += BACKOFF_MS[0] - 1000;
    await box.drain();
    expect(rowOf(id)?.attempts).toBe(1);
    clock += 1000;
    await box.drain();
    expect(rowOf(id)).toMatchObject({ status: 'waiting', attempts: 2 });
    expect(rowOf(id)?.nextAttemptAt.getTime()).toBe(clock + BACKOFF_MS[1]);
    clock += BACKOFF_MS[1];
    await box.drain();
    expect(rowOf(id)).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(smtp.mailsTo(to)).toHaveLength(1);
  });

  it('fails a notice at once when the mail server refuses the mailbox for good (550)', async () => {
    const box = outbox();
    const to = 'nobody-here@example.test';
    smtp.refuseMailbox(to);
    const id = db.transaction((tx) =>
      box.enqueue(tx, {
        kind: 'comment_added',
        userId: null,
        message: { channel: 'email', mail: mail(to) },
      }),
    );
    await box.drain();
    expect(rowOf(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'SMTP 550' });
    expect(smtp.mailsTo(to)).toHaveLength(0);
  });

  it('marks a notice failed after the last backoff, shows it, and sends it on Retry now', async () => {
    const box = outbox();
    smsPeer.failAlways(true);
    const before = smsPeer.messagesTo(MOBILE).length;
    const id = db.transaction((tx) =>
      box.enqueue(tx, {
        kind: 'application_received',
        userId: null,
        message: {
          channel: 'sms',
          sms: {
            to: MOBILE,
            kind: 'application_received',
            language: 'hi',
            vars: ['SEVA-2026-000777', '12 Dec 2026'],
          },
        },
      }),
    );
    await box.drain();
    for (const wait of BACKOFF_MS) {
      expect(rowOf(id)?.status).toBe('waiting');
      clock += wait;
      await box.drain();
    }
    const failed = rowOf(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: BACKOFF_MS.length + 1 });
    expect(failed?.lastError).toBe('SMS gateway answered 500');

    const overview = await box.overview();
    expect(overview.sms).toBe('msg91');
    expect(overview.failed).toBeGreaterThanOrEqual(1);
    const item = overview.items.find((entry) => entry._id === id);
    expect(item).toMatchObject({
      kind: 'application_received',
      channel: 'sms',
      recipient: 'XXXXXX1234',
      status: 'failed',
      lastError: 'SMS gateway answered 500',
      nextAttemptAt: null,
    });
    // Failed ones come first.
    expect(overview.items[0]?.status).toBe('failed');
    const shown = JSON.stringify(overview);
    expect(shown).not.toContain(MOBILE);
    expect(shown).not.toContain('SEVA-2026-000777');

    smsPeer.failAlways(false);
    expect(await box.retry(id)).toBe('retrying');
    expect(rowOf(id)).toMatchObject({ status: 'waiting', attempts: 0 });
    await box.drain();
    expect(rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, message: '' });
    const received = smsPeer.messagesTo(MOBILE).slice(before);
    expect(received).toHaveLength(1);
    expect(received[0]?.idempotencyKey).toBe(id);
    expect((await box.overview()).sent24h.sms).toBeGreaterThanOrEqual(1);
    expect(await box.retry(id)).toBe('not_retryable');
    expect(await box.retry('no-such-id')).toBe('not_found');
  });

  it('tries a code at once and on a short backoff, and never sends it after it expires', async () => {
    const box = outbox();
    const to = 'code@example.test';
    smtp.failNextMessages(100);
    const expiresAt = new Date(clock + 10 * 60_000);
    const id = db.transaction((tx) =>
      box.enqueue(tx, {
        kind: 'verify_code',
        userId: null,
        urgent: true,
        expiresAt,
        message: { channel: 'email', mail: mail(to, `Your code: ${CODE}`) },
      }),
    );
    await box.drain();
    expect(rowOf(id)?.nextAttemptAt.getTime()).toBe(clock + URGENT_BACKOFF_MS[0]);
    let tries = 1;
    while (rowOf(id)?.status === 'waiting') {
      clock = rowOf(id)?.nextAttemptAt.getTime() ?? clock;
      await box.drain();
      tries++;
    }
    // Its next wait would have ended past the expiry: it is dropped, not failed, and emptied.
    expect(rowOf(id)).toMatchObject({ status: 'expired', message: '' });
    expect(tries).toBeLessThan(URGENT_BACKOFF_MS.length + 1);
    smtp.failNextMessages(0);
    clock = expiresAt.getTime() + 1;
    expect(await box.retry(id)).toBe('not_retryable');
    await box.drain();
    expect(smtp.mailsTo(to)).toHaveLength(0);

    // A code still waiting when it expires is never sent late either.
    const late = db.transaction((tx) =>
      box.enqueue(tx, {
        kind: 'reset_code',
        userId: null,
        urgent: true,
        expiresAt: new Date(clock + 60_000),
        message: { channel: 'email', mail: mail(to, `Your code: ${CODE}`) },
      }),
    );
    clock += 60_001;
    await box.drain();
    expect(rowOf(late)?.status).toBe('expired');
    expect(smtp.mailsTo(to)).toHaveLength(0);
    expect(logLines.join('')).not.toContain(CODE);
  });

  it('lets two workers share one database: no row held twice, a lapsed lease taken over', async () => {
    const second = openDatabase({ file: join(dir, 'seva.sqlite') });
    try {
      const a = outbox();
      const b = createOutbox({
        outbox: createSqliteRepositories(second).outbox,
        values,
        mailer: mailer(),
        sms: createSmsSender({ sms: gatewayConfig().sms, logger }),
        logger,
        now: () => clock,
      });
      const to = 'shared@example.test';
      const ids = db.transaction((tx) =>
        Array.from({ length: 120 }, (_, index) =>
          a.enqueue(tx, {
            kind: 'status_changed',
            userId: null,
            message: { channel: 'email', mail: mail(to, `Notice ${index}`) },
          }),
        ),
      );
      await Promise.all([a.drain(), b.drain()]);
      const sent = messageIdsOf(to);
      expect(sent).toHaveLength(120);
      expect(new Set(sent).size).toBe(120);
      expect(new Set(sent)).toEqual(new Set(ids.map((id) => `${id}@example.test`)));

      // A worker that died holding a row: the row waits until its lease lapses, then goes.
      const orphan = db.transaction((tx) =>
        a.enqueue(tx, {
          kind: 'comment_added',
          userId: null,
          message: { channel: 'email', mail: mail('orphan@example.test') },
        }),
      );
      db.update(notifications)
        .set({
          status: 'sending',
          leaseOwner: 'a-worker-that-died',
          leaseUntil: new Date(clock + 1000),
          attempts: 1,
        })
        .where(eq(notifications.id, orphan))
        .run();
      await b.drain();
      expect(smtp.mailsTo('orphan@example.test')).toHaveLength(0);
      clock += 1001;
      await b.drain();
      expect(smtp.mailsTo('orphan@example.test')).toHaveLength(1);
      expect(rowOf(orphan)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      closeDatabase(second);
    }
  });
});
