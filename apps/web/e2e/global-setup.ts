import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { smsKinds } from '../../api/src/lib/sms-templates.ts';
import { startSmsPeer } from '../../api/src/test/sms-peer.ts';
import { adminFor, UNDELIVERABLE } from './accounts.ts';
import { smsTemplateId } from './sms.ts';

const repoRoot = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

/** Collects every message into a JSON-lines file that the specs read as an inbox. */
function startSmtp(port: number, logFile: string): Promise<SMTPServer> {
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A mailbox that does not exist, as a real server refuses it: the outbox keeps trying, and
    // the operators' Settings shows it waiting or failed (notifications.spec.ts).
    onRcptTo(address, _session, callback) {
      if (!address.address.toLowerCase().startsWith(UNDELIVERABLE)) return callback();
      const refused = new Error('Mailbox unavailable') as Error & { responseCode: number };
      refused.responseCode = 550;
      callback(refused);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        const raw = Buffer.concat(chunks).toString('utf8');
        appendFileSync(logFile, `${JSON.stringify({ to, raw, at: Date.now() })}\n`);
        callback();
      });
    },
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolvePromise(server));
  });
}

/**
 * The SMS gateway (MSG91's Flow API, played on loopback by the API's test peer). Each SMS it
 * takes is written to a JSON-lines file that the specs read as a phone's messages.
 */
async function startSms(logFile: string) {
  const peer = await startSmsPeer();
  let written = 0;
  const flush = () => {
    const fresh = peer.messages.slice(written);
    written += fresh.length;
    for (const sms of fresh) appendFileSync(logFile, `${JSON.stringify(sms)}\n`);
  };
  const timer = setInterval(flush, 25);
  timer.unref();
  return {
    env: {
      SMS_URL: peer.url,
      SMS_AUTH_KEY: peer.authKey,
      SMS_SENDER_ID: 'SEVAIN',
      ...Object.fromEntries(
        smsKinds.map((kind) => [`SMS_TEMPLATE_${kind.toUpperCase()}`, smsTemplateId(kind)]),
      ),
    },
    async close() {
      clearInterval(timer);
      flush();
      // A request the gateway would have refused as malformed is the server's bug: say so.
      if (peer.problems.length > 0) console.warn(`SMS peer problems:\n${peer.problems.join('\n')}`);
      await peer.close();
    },
  };
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  // Generous for a loaded machine; returns as soon as the server answers.
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`The server exited (${server.exitCode}):\n${output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not answer ${url} within 20 s:\n${output()}`);
}

export default async function globalSetup() {
  for (const built of [
    'apps/api/dist/main.js',
    'apps/api/dist/cli.js',
    'apps/web/dist/index.html',
  ]) {
    if (!existsSync(join(repoRoot, built))) {
      throw new Error(`${built} is missing: build first (pnpm build, or pnpm e2e from the root).`);
    }
  }
  const port = Number(process.env.SEVA_E2E_PORT);
  const smtpPort = Number(process.env.SEVA_E2E_SMTP_PORT);
  const dataDir = mkdtempSync(join(tmpdir(), 'seva-e2e-'));
  const mailLog = join(dataDir, 'mail.jsonl');
  appendFileSync(mailLog, '');
  process.env.SEVA_E2E_MAIL_LOG = mailLog;

  const smtp = await startSmtp(smtpPort, mailLog);
  const smsLog = join(dataDir, 'sms.jsonl');
  appendFileSync(smsLog, '');
  process.env.SEVA_E2E_SMS_LOG = smsLog;
  const sms = await startSms(smsLog);
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'seva@example.test',
    ...sms.env,
    LOG_LEVEL: 'warn',
    // As behind the reverse proxy of docs/DEPLOY.md: fixtures' API sign-ups each say which
    // client they are (accounts.ts ownClient), so they do not share one address's bucket.
    TRUST_PROXY: '1',
  };

  // The operators first (the CLI migrates the database), then the server.
  const specs = readdirSync(fileURLToPath(new URL('.', import.meta.url))).filter((file) =>
    file.endsWith('.spec.ts'),
  );
  for (const spec of specs) {
    const admin = adminFor(spec);
    execFileSync(
      process.execPath,
      [
        'apps/api/dist/cli.js',
        'create-admin',
        '--email',
        admin.email,
        '--name',
        admin.name,
        '--password',
        admin.password,
      ],
      { cwd: repoRoot, env, stdio: 'pipe' },
    );
  }

  let output = '';
  const server = spawn(process.execPath, ['apps/api/dist/main.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  server.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await waitForHealth(`http://127.0.0.1:${port}/api/health`, server, () => output);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await new Promise<void>((r) => smtp.close(() => r()));
    await sms.close();
    if (process.env.SEVA_E2E_KEEP_DATA) console.log(`e2e data kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  };
}
