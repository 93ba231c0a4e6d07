import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, lockerDocuments, openDatabase } from '@seva/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referencedStorageKeys } from './lib/storage-sweep.ts';
import { fakeFile } from './test/files.ts';
import { freePort, type StartedProcess, startProcess, until } from './test/processes.ts';
import { codeFrom, type SmtpPeer, startSmtpPeer } from './test/smtp-peer.ts';

// The server as a process, started with umask 000: a second start against its DATA_DIR under
// upload load, the modes of everything it wrote, and the drain on SIGTERM.

/** The server from source under `umask 000`, so the modes it sets are its own. */
const startServer = (env: Record<string, string>) =>
  startProcess(['src/main.ts'], env, { umask000: true });

let smtp: SmtpPeer;
let root: string;
let dataDir: string;
let port: number;
let base: string;
let server: StartedProcess;
const UPLOADERS = 16;
const auths: Array<{ authorization: string }> = [];
let uploads = 0;

async function signedInCitizen(email: string) {
  const password = 'load test password';
  const signup = await postJson('/api/auth/signup', {
    name: 'Load Test',
    email,
    password,
    confirmPassword: password,
    consent: true,
  });
  expect(signup.status).toBe(201);
  const code = codeFrom(await smtp.waitForMail(email, 1, 15_000));
  expect((await postJson('/api/auth/verify-email', { email, code })).status).toBe(200);
  const login = await postJson('/api/auth/login', { email, password });
  expect(login.status).toBe(200);
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

const postJson = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  smtp = await startSmtpPeer();
  root = mkdtempSync(join(tmpdir(), 'seva-life-'));
  // Not there yet: the server makes it, under umask 000.
  dataDir = join(root, 'data');
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = startServer({ DATA_DIR: dataDir, PORT: String(port), SMTP_URL: smtp.url });
  await until(
    `the server to answer:\n${server.output()}`,
    async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok,
  );
  // Several citizens share the load, and the workers pace themselves: the upload throttle
  // (decision 020) allows each account 30 forms at once and one address 300.
  for (let i = 0; i < UPLOADERS; i++) auths.push(await signedInCitizen(`load${i}@example.test`));
}, 60_000);

afterAll(async () => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await smtp.close();
  rmSync(root, { recursive: true, force: true });
});

function lockerUpload() {
  const body = new FormData();
  body.append('name', 'Passport photo');
  body.append('photo', new Blob([fakeFile('jpeg', 200_000)]), 'photo.jpg');
  body.append('signature', new Blob([fakeFile('png', 100_000)]), 'sign.png');
  const headers = auths[uploads++ % auths.length] ?? {};
  return fetch(`${base}/api/document/create`, { method: 'POST', headers, body }).then(
    async (response) => ({ status: response.status, text: await response.text() }),
    (error: unknown) => ({ status: 0, text: String(error) }),
  );
}

/**
 * A locker upload the server has begun (its photo is streaming into DATA_DIR/tmp) but cannot
 * finish until `finish()` sends the rest: a request in flight, seen from outside.
 */
function halfSentUpload(headers: { authorization: string }) {
  const boundary = `----seva${Date.now()}`;
  const photo = Buffer.from(fakeFile('jpeg', 200_000));
  const signature = Buffer.from(fakeFile('png', 50_000));
  const part = (name: string, file?: string, type?: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${file ? `; filename="${file}"` : ''}\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n`;
  const head = Buffer.concat([
    Buffer.from(`${part('name')}Passport photo\r\n${part('photo', 'photo.jpg', 'image/jpeg')}`),
    photo.subarray(0, 1000),
  ]);
  const tail = Buffer.concat([
    photo.subarray(1000),
    Buffer.from(`\r\n${part('signature', 'sign.png', 'image/png')}`),
    signature,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const req = httpRequest(`${base}/api/document/create`, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': head.length + tail.length,
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (response) => {
      let text = '';
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  answer.catch(() => {});
  req.write(head);
  return { req, answer, finish: () => req.end(tail) };
}

const partFiles = () =>
  existsSync(join(dataDir, 'tmp'))
    ? readdirSync(join(dataDir, 'tmp')).filter((name) => name.endsWith('.part'))
    : [];

describe('a second start against a live server', () => {
  it('exits at once naming the PID that holds DATA_DIR, and every row keeps its file', {
    timeout: 120_000,
  }, async () => {
    const results: Array<{ status: number; text: string }> = [];
    let stop = false;
    const worker = async () => {
      while (!stop) {
        results.push(await lockerUpload());
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const load = [worker(), worker()];
    await until('the first uploads', () => results.filter((r) => r.status === 201).length >= 4);

    const holder = Number(readFileSync(join(dataDir, 'server.pid'), 'utf8'));
    expect(holder).toBeGreaterThan(0);
    for (const secondPort of [port, await freePort()]) {
      const before = results.length;
      const second = startServer({
        DATA_DIR: dataDir,
        PORT: String(secondPort),
        SMTP_URL: smtp.url,
      });
      const code = await Promise.race([
        second.exit,
        new Promise((resolve) => setTimeout(() => resolve('still running'), 60_000)),
      ]);
      if (code === 'still running') second.child.kill('SIGKILL');
      expect(code, second.output()).toBe(1);
      expect(second.output()).toContain(
        `DATA_DIR ${dataDir} is in use by another Seva server (PID ${holder})`,
      );
      // It stopped before the database, the sweep and the port.
      expect(second.output()).not.toMatch(/upload storage swept|EADDRINUSE|Seva is running/);
      // Uploads went on while it tried.
      await until('uploads after the second start', () => results.length >= before + 4);
    }
    stop = true;
    await Promise.all(load);

    expect(results.filter((r) => r.status !== 201)).toEqual([]);
    const db = openDatabase({ file: join(dataDir, 'seva.sqlite') });
    try {
      expect(db.select().from(lockerDocuments).all()).toHaveLength(results.length);
      const keys = [...referencedStorageKeys(db)];
      expect(keys).toHaveLength(results.length * 2);
      expect(keys.filter((key) => !existsSync(join(dataDir, 'uploads', key)))).toEqual([]);
    } finally {
      closeDatabase(db);
    }
    // The holder is still the live server, and still serves.
    expect(readFileSync(join(dataDir, 'server.pid'), 'utf8').trim()).toBe(String(holder));
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
  });
});

describe('file modes', () => {
  it('with umask 000, every file under DATA_DIR is 0600 and every folder 0700', () => {
    const wrong: string[] = [];
    const walk = (path: string) => {
      const mode = statSync(path).mode & 0o777;
      const isDir = statSync(path).isDirectory();
      if (mode !== (isDir ? 0o700 : 0o600)) wrong.push(`${path} ${mode.toString(8)}`);
      if (isDir) for (const entry of readdirSync(path)) walk(join(path, entry));
    };
    walk(dataDir);
    expect(wrong).toEqual([]);
    // What the walk saw: the database with its WAL, the lock, and uploaded files.
    for (const name of ['seva.sqlite', 'seva.sqlite-wal', 'seva.sqlite-shm', 'server.lock']) {
      expect(existsSync(join(dataDir, name)), name).toBe(true);
    }
    expect(readdirSync(join(dataDir, 'uploads')).length).toBeGreaterThan(0);
  });
});

describe('the drain on SIGTERM', () => {
  it('answers new requests 503 with Connection: close while the request in flight completes', {
    timeout: 60_000,
  }, async () => {
    // A request the server has begun but cannot finish until its body is all there.
    const upload = halfSentUpload(auths[0] ?? { authorization: '' });
    await until('the upload to reach tmp/', () => partFiles().length > 0);

    server.child.kill('SIGTERM');
    await until('the drain to begin', () => server.output().includes('shutting down'));
    const during = await fetch(`${base}/api/health`);
    expect(during.status).toBe(503);
    expect(during.headers.get('connection')).toBe('close');
    expect(((await during.json()) as { message: string }).message).toBe(
      'The server is restarting. Please try again in a moment.',
    );

    upload.finish();
    const finished = await upload.answer;
    expect(finished.status, finished.body).toBe(201);
    expect(await server.exit, server.output().slice(-3000)).toBe(0);
    // The lock went with it: the PID file is gone and a new server could start.
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);
  });
});

describe('a request that never finishes', () => {
  it('holds shutdown 10 s at most: then it is cut and the server closes cleanly', {
    timeout: 90_000,
  }, async () => {
    // The same DATA_DIR again: the stopped server gave its lock back.
    const again = startServer({ DATA_DIR: dataDir, PORT: String(port), SMTP_URL: smtp.url });
    try {
      await until(
        `the restarted server to answer:\n${again.output()}`,
        async () => (await fetch(`${base}/api/health`).catch(() => null))?.ok,
      );
      // Like a phone that lost its signal mid-upload: the rest of the body never comes.
      const stuck = halfSentUpload(auths[1] ?? { authorization: '' });
      const outcome = stuck.answer.then(
        (answer) => `answered ${answer.status}`,
        (error: NodeJS.ErrnoException) => error.code ?? error.message,
      );
      await until('the upload to reach tmp/', () => partFiles().length > 0);

      again.child.kill('SIGTERM');
      expect(await again.exit, again.output().slice(-3000)).toBe(0);
      expect(again.output()).toContain('requests still running after 10 s are cut off');
      expect(await outcome).toMatch(/ECONNRESET|socket hang up/);
    } finally {
      if (again.child.exitCode === null) again.child.kill('SIGKILL');
    }
  });
});
