import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, createSqliteRepositories, notifications, openDatabase } from '@seva/db';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { loadKeyring } from '../../lib/keyring.ts';
import { createMailer } from '../../lib/mail.ts';
import { createSealedValues } from '../../lib/sealed-values.ts';
import { createSmsSender } from '../../lib/sms.ts';
import { freePort, startProcess, until } from '../../test/processes.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { createOutbox } from './outbox.ts';

// The outbox across processes: a server killed with SIGKILL right after a status change, and
// two processes draining one database (issue 17 item 8).
/** A mail server that takes connections and never says a word: a send hangs on it. */
async function startSilentServer() {
  const sockets = new Set<Socket>();
  const server: Server = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    connections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The outbox as the database has it, for a failure's message. */
function outboxRows(dataDir: string): string {
  const db = openDatabase({ file: join(dataDir, 'seva.sqlite') });
  try {
    return JSON.stringify(
      db
        .select()
        .from(notifications)
        .all()
        .map(({ message: _message, ...row }) => row),
    );
  } finally {
    closeDatabase(db);
  }
}

let smtp: SmtpPeer;
let root: string;
const silent = pino({ level: 'silent' });

beforeAll(async () => {
  smtp = await startSmtpPeer();
  root = mkdtempSync(join(tmpdir(), 'seva-outbox-proc-'));
});

afterAll(async () => {
  await smtp.close();
  // The key files are made beside each data folder, inside root.
  rmSync(root, { recursive: true, force: true });
});

describe('notifications across processes', () => {
  it('a server killed right after a status change: the restarted one sends the e-mail', {
    timeout: 300_000,
  }, async () => {
    const dataDir = join(root, 'data');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const silent = await startSilentServer();
    // The first server's mail server hangs: its worker has claimed the notice when it dies.
    const env = { DATA_DIR: dataDir, PORT: String(port), OUTBOX_LEASE_MS: '3000' };
    const first = startProcess(['src/main.ts'], { ...env, SMTP_URL: silent.url });
    try {
      await until(
        () => `the server to answer:\n${first.output()}`,
        async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok,
        75_000,
      );
      const admin = startProcess(
        [
          'src/cli.ts',
          'create-admin',
          '--email',
          'desk@example.test',
          '--name',
          'Desk',
          '--password',
          'desk password 1',
        ],
        { DATA_DIR: dataDir },
      );
      expect(await admin.exit).toBe(0);
      const call = async (method: string, path: string, body: unknown, token?: string) => {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(body),
        });
        return { status: response.status, json: (await response.json()) as unknown };
      };
      const login = await call('POST', '/api/auth/login', {
        email: 'desk@example.test',
        password: 'desk password 1',
      });
      const token = (login.json as { token: string }).token;
      const citizenEmail = 'walkin@example.test';
      const registered = await call(
        'POST',
        '/api/admin/citizens',
        { name: 'Sunita Devi', mobile: '9812300001', email: citizenEmail },
        token,
      );
      expect(registered.status).toBe(201);
      const citizenId = (registered.json as { citizen: { _id: string } }).citizen._id;
      const filed = await call(
        'POST',
        `/api/admin/citizens/${citizenId}/apply/rtps`,
        { block: 'GOH', registrationType: 'BRCCO', registrationNumber: '1234', consent: true },
        token,
      );
      expect(filed.status).toBe(201);
      const application = (filed.json as { service: { _id: string; referenceNumber: string } })
        .service;
      const changed = await call(
        'PATCH',
        `/api/admin/service/${application._id}/status`,
        { status: 'in_progress' },
        token,
      );
      expect(changed.status).toBe(200);
      // Right after the answer: the notice is committed and its send hangs on the silent server.
      await until('the worker to reach the mail server', () => silent.connections() > 0);
      first.child.kill('SIGKILL');
      expect(await first.exit).toBe(null);
      expect(smtp.mailsTo(citizenEmail)).toHaveLength(0);

      // The operator mends SMTP_URL and starts again: the claim lapses, the notice goes.
      const second = startProcess(['src/main.ts'], { ...env, SMTP_URL: smtp.url });
      try {
        await until(
          () => `the restarted server to answer:\n${second.output()}`,
          async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok,
          75_000,
        );
        const mail = await until(
          () => `the status mail:\n${second.output()}\n${outboxRows(dataDir)}`,
          () =>
            smtp
              .mailsTo(citizenEmail)
              .find((received) => received.subject.includes(application.referenceNumber)),
          30_000,
        );
        expect(mail.text).toContain('In Progress');
        // The invitation made with the account went too; each notice once.
        await until('the invitation', () =>
          smtp.mailsTo(citizenEmail).find((received) => received.text.includes('set-password')),
        );
        expect(
          smtp
            .mailsTo(citizenEmail)
            .filter((received) => received.subject.includes(application.referenceNumber)),
        ).toHaveLength(1);
      } finally {
        second.child.kill('SIGTERM');
        await second.exit;
      }
    } finally {
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
      await silent.close();
    }
  });

  it('two processes drain 500 notices from one database: none lost, none sent twice', {
    timeout: 240_000,
  }, async () => {
    const dataDir = join(root, 'shared');
    const env = { NODE_ENV: 'test', DATA_DIR: dataDir, SMTP_URL: smtp.url, SMS_URL: '' };
    const config = loadConfig(env);
    const { keyring } = loadKeyring(config.keys);
    const db = openDatabase({ file: config.databaseFile });
    const mailer = createMailer({ smtpUrl: undefined, from: 'x <x@x.test>', logger: silent });
    const outbox = createOutbox({
      outbox: createSqliteRepositories(db).outbox,
      values: createSealedValues(keyring),
      mailer,
      sms: createSmsSender({ sms: config.sms, logger: silent }),
      logger: silent,
    });
    const ids = db.transaction((tx) =>
      Array.from({ length: 500 }, (_, index) =>
        outbox.enqueue(tx, {
          kind: 'status_changed',
          userId: null,
          message: {
            channel: 'email',
            mail: {
              to: `bulk${index % 10}@example.test`,
              subject: `Seva: notice ${index}`,
              text: `Notice ${index}`,
              html: `<p>Notice ${index}</p>`,
              language: 'en',
            },
          },
        }),
      ),
    );
    closeDatabase(db);
    mailer.close();
    const before = smtp.inbox.length;
    // A mail server that takes 50 ms a message: each process alone would need seconds, so
    // the two work side by side.
    smtp.delayMessages(50);
    const workers = [0, 1].map(() =>
      startProcess(['src/cli.ts', 'send-notifications'], {
        DATA_DIR: dataDir,
        SMTP_URL: smtp.url,
      }),
    );
    const codes = await Promise.all(workers.map((worker) => worker.exit));
    smtp.delayMessages(0);
    expect(codes, workers.map((worker) => worker.output()).join('\n')).toEqual([0, 0]);
    // Each process says how many it sent: both took part, and together they sent each once.
    const sentBy = workers.map((worker) =>
      Number(/This run sent (\d+)/.exec(worker.output())?.[1] ?? Number.NaN),
    );
    expect(
      sentBy.every((count) => count > 0),
      sentBy.join(' + '),
    ).toBe(true);
    expect((sentBy[0] ?? 0) + (sentBy[1] ?? 0)).toBe(500);
    const delivered = smtp.inbox
      .slice(before)
      .map((received) => /^Message-ID:\s*<([^@>]+)@/im.exec(received.raw)?.[1]);
    expect(delivered).toHaveLength(500);
    expect(new Set(delivered)).toEqual(new Set(ids));
    const after = openDatabase({ file: config.databaseFile });
    try {
      const rows = after.select().from(notifications).all();
      expect(rows.filter((row) => row.status === 'sent')).toHaveLength(500);
      expect(rows.every((row) => row.attempts === 1 && row.message === '')).toBe(true);
    } finally {
      closeDatabase(after);
    }
  });
});
