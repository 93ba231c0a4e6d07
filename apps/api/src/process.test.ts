import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, users } from '@seva/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runProcess, type StartedProcess, startProcess } from './test/processes.ts';

// The real entry points as processes: the server (signals, draining) and the admin CLI.

/** Runs the CLI from source under `umask 000`, so the modes it sets are its own. */
const run = (args: string[], env: Record<string, string>) =>
  runProcess(args, env, { umask000: true });

/** Files not 0600 and folders not 0700 under a folder, and how many files it holds. */
function modesOf(root: string) {
  const wrong: string[] = [];
  let files = 0;
  const walk = (path: string) => {
    const stat = statSync(path);
    const mode = stat.mode & 0o777;
    if (mode !== (stat.isDirectory() ? 0o700 : 0o600)) wrong.push(`${path} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) walk(join(path, entry));
    else files += 1;
  };
  walk(root);
  return { wrong, files };
}

let dataDir: string;
let port: number;
let server: StartedProcess;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'seva-proc-'));
  port = await freePort();
  // No SMTP_URL (blank counts as unset): mails go to the log, as on a first start.
  server = startProcess(['src/main.ts'], { DATA_DIR: dataDir, PORT: String(port), SMTP_URL: '' });
  // tsx compiles the server on start: seconds when idle, over 15 s on a loaded machine.
  const deadline = Date.now() + 75_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}, 90_000);

afterAll(() => {
  if (server.child.exitCode === null) server.child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-keys.json`, { force: true });
});

// Each test starts one to three processes that compile the source with tsx: seconds on an idle
// machine, a minute on one loaded to the hilt. A passing test never waits for this limit.
describe('the server process and the admin CLI', { timeout: 180_000 }, () => {
  it('fails at start with a clear line for a bad variable', async () => {
    const result = await run(['src/main.ts'], { DATA_DIR: dataDir, PORT: 'abc' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORT: must be a port number (got "abc")');
    expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
  });

  it('create-admin makes a verified admin while the server runs, who can then log in', async () => {
    const env = { DATA_DIR: dataDir };
    const created = await run(
      [
        'src/cli.ts',
        'create-admin',
        '--email',
        'Owner@Example.test',
        '--name',
        'Owner',
        '--password',
        'owner password 1',
      ],
      env,
    );
    expect(created.stdout).toContain('Created admin owner@example.test');
    expect(created.code).toBe(0);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.test', password: 'owner password 1' }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { role: string } }).user.role).toBe('admin');

    const bad = await run(
      [
        'src/cli.ts',
        'create-admin',
        '--email',
        'x@example.test',
        '--name',
        'X',
        '--password',
        'short',
      ],
      env,
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('Password must be at least 8 characters');

    const common = await run(
      ['src/cli.ts', 'create-admin', '--email', 'y@example.test', '--name', 'Y'].concat([
        '--password',
        'Password1',
      ]),
      env,
    );
    expect(common.code).toBe(1);
    expect(common.stderr).toContain('This password is too common. Please choose another.');
  });

  it('create-admin promotes an existing citizen', async () => {
    const signup = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Clerk',
        email: 'clerk@example.test',
        password: 'clerk pass 1',
        confirmPassword: 'clerk pass 1',
        consent: true,
      }),
    });
    expect(signup.status).toBe(201);
    const promoted = await run(['src/cli.ts', 'create-admin', '--email', 'clerk@example.test'], {
      DATA_DIR: dataDir,
    });
    expect(promoted.stdout).toContain('Promoted clerk@example.test to admin');
    const db = openDatabase({ file: join(dataDir, 'seva.sqlite') });
    const row = db.select().from(users).where(eq(users.email, 'clerk@example.test')).get();
    db.$client.close();
    expect(row?.role).toBe('admin');
    expect(row?.emailVerifiedAt).not.toBeNull();
  });

  it('backup runs beside the server; restore fills only an empty DATA_DIR, with the key file', async () => {
    // The server made its key file beside DATA_DIR at start, and said so.
    const keyFile = `${dataDir}-keys.json`;
    expect(existsSync(keyFile)).toBe(true);
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(server.output()).toContain(`NEW KEY FILE: ${keyFile}`);
    const folder = mkdtempSync(join(tmpdir(), 'seva-proc-backup-'));
    try {
      const made = await run(['src/cli.ts', 'backup', '--to', join(folder, 'backups')], {
        DATA_DIR: dataDir,
      });
      expect(made.stderr).toBe('');
      expect(made.code).toBe(0);
      const [file] = readdirSync(join(folder, 'backups'));
      expect(file).toMatch(/^seva-backup-.*\.sevabak$/);
      const backupFile = join(folder, 'backups', String(file));
      expect(made.stdout).toContain(`Backup written: ${backupFile}`);

      const target = join(folder, 'restored');
      const restored = await run(['src/cli.ts', 'restore', '--from', backupFile], {
        DATA_DIR: target,
        KEY_FILE: keyFile,
      });
      expect(restored.stderr).toBe('');
      expect(restored.code).toBe(0);
      expect(restored.stdout).toContain('all checked');
      // Private whatever the umask: the backup and its folder, and everything restored.
      expect(modesOf(join(folder, 'backups'))).toEqual({ wrong: [], files: 1 });
      const restoredModes = modesOf(target);
      expect(restoredModes.wrong).toEqual([]);
      expect(restoredModes.files).toBeGreaterThan(0);
      // The accounts made above are in it.
      const db = openDatabase({ file: join(target, 'seva.sqlite') });
      const owner = db.select().from(users).where(eq(users.email, 'owner@example.test')).get();
      expect(owner?.role).toBe('admin');
      db.$client.close();

      const again = await run(['src/cli.ts', 'restore', '--from', backupFile], {
        DATA_DIR: target,
        KEY_FILE: keyFile,
      });
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('is not empty');
      const keyless = await run(['src/cli.ts', 'restore', '--from', backupFile], {
        DATA_DIR: join(folder, 'elsewhere'),
      });
      expect(keyless.code).toBe(1);
      expect(keyless.stderr).toContain('no key file at');
      expect(existsSync(join(folder, 'elsewhere-keys.json'))).toBe(false);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('without SMTP_URL writes each mail, code included, to the log, but never the password', async () => {
    const email = 'no-smtp@example.test';
    const password = 'log-must-not-show-9413';
    const signup = await fetch(`http://127.0.0.1:${port}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Offline',
        email,
        password,
        confirmPassword: password,
        consent: true,
      }),
    });
    expect(signup.status).toBe(201);
    // Read the code from the log as the operator would (the pipe may lag the answer a little).
    const mailLine = () =>
      server
        .output()
        .split('\n')
        .find((line) => line.includes(email) && line.includes('Your code:'));
    const deadline = Date.now() + 30_000;
    while (!mailLine() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const logged = mailLine();
    // The start-up warning told the operator where to look.
    expect(server.output()).toContain('SMTP_URL is not set: e-mails (with their codes)');
    expect(logged, server.output().slice(-3000)).toBeDefined();
    const code = /Your code: (\d{8})\b/.exec(logged ?? '')?.[1];
    expect(code).toMatch(/^\d{8}$/);
    const verify = await fetch(`http://127.0.0.1:${port}/api/auth/verify-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, code }),
    });
    expect(verify.status).toBe(200);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    expect(server.output()).not.toContain(password);
  });

  it('on SIGTERM finishes the request in flight, then exits 0', async () => {
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@example.test', password: 'owner password 1' }),
    });
    const { token } = (await login.json()) as { token: string };
    // An upload held open half-way: the server is surely inside the request (its temp file
    // exists) when the signal comes, and the request cannot end before the test lets it.
    const boundary = 'seva-sigterm-boundary';
    const upload = httpRequest(`http://127.0.0.1:${port}/api/services/apply/pan-card`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
      upload.on('response', (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      upload.on('error', reject);
    });
    upload.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    upload.write(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(256 * 1024)]));
    const tmp = join(dataDir, 'tmp');
    const receiving = () =>
      existsSync(tmp) && readdirSync(tmp).some((name) => name.endsWith('.part'));
    // Generous: under a loaded machine (CI runs everything at once) this can take seconds.
    let deadline = Date.now() + 20_000;
    while (!receiving() && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const log = () => server.output().slice(-3000);
    expect(receiving(), 'the server never started receiving the upload').toBe(true);
    server.child.kill('SIGTERM');
    deadline = Date.now() + 20_000;
    while (!server.output().includes('shutting down') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(server.output(), log()).toContain('shutting down');
    expect(server.child.exitCode, 'the server left before the request ended').toBeNull();
    upload.end(`\r\n--${boundary}--\r\n`);
    const response = await answered;
    // The form lacks its fields: a clear 400 from the finished request, not a dropped one.
    expect(response.status, log()).toBe(400);
    expect(JSON.parse(response.body)).toHaveProperty('message');
    expect(await server.exit, log()).toBe(0);
    expect(readdirSync(tmp).filter((name) => name.endsWith('.part'))).toEqual([]);
    // The access line of that request was flushed before the process exited.
    expect(server.output()).toContain('"url":"/api/services/apply/pan-card"');
  }, 60_000);
});
