import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPostgres, pgSchema } from '@seva/db/postgres';
import { describeWithPostgres } from '@seva/db/test/postgres-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fakeFile, validAadhaar } from './test/files.ts';
import { httpCaller, multipart } from './test/http.ts';
import {
  freePort,
  runProcess,
  type StartedProcess,
  startProcess,
  until,
} from './test/processes.ts';
import { type S3Peer, startS3Peer } from './test/s3-peer.ts';
import { codeFrom, type SmtpPeer, startSmtpPeer } from './test/smtp-peer.ts';

/**
 * Issue 18 item 9: two server processes, each with its own DATA_DIR, on one PostgreSQL database
 * and one S3-compatible store (s3rver, which checks signatures). A citizen's requests alternate
 * between them; the throttles count across both; one is killed in the middle of an upload and
 * the other keeps serving, with nothing lost and nothing half-written.
 */
let smtp: SmtpPeer;
let peer: S3Peer;
let root: string;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  peer = await startS3Peer();
  root = mkdtempSync(join(tmpdir(), 'seva-two-'));
});

afterAll(async () => {
  await peer?.close();
  await smtp?.close();
  rmSync(root, { recursive: true, force: true });
});

describeWithPostgres('two servers on one PostgreSQL and one object store', (postgres) => {
  const running: StartedProcess[] = [];
  afterAll(async () => {
    for (const server of running) {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await server.exit;
    }
  });

  async function start(name: string, env: Record<string, string>) {
    const port = await freePort();
    const server = startProcess(['src/main.ts'], {
      ...env,
      DATA_DIR: join(root, name),
      PORT: String(port),
    });
    running.push(server);
    const base = `http://127.0.0.1:${port}`;
    await until(
      () => `${name} to be ready:\n${server.output()}`,
      async () => (await fetch(`${base}/api/ready`).catch(() => null))?.ok,
      90_000,
    );
    return { server, base, call: httpCaller(() => base), port };
  }

  it('serves one citizen through either, counts throttles across both, survives a kill', {
    timeout: 300_000,
  }, async () => {
    const url = await postgres().createDatabase('two');
    const env = {
      DATABASE_URL: url,
      STORAGE_URL: `s3://${peer.bucket}/two?endpoint=${peer.endpoint.origin}`,
      S3_ACCESS_KEY_ID: peer.accessKeyId,
      S3_SECRET_ACCESS_KEY: peer.secretAccessKey,
      // One key file for both (made by the first): files sealed by one open on the other.
      KEY_FILE: join(root, 'keys.json'),
      SMTP_URL: smtp.url,
    };
    const a = await start('a', env);
    const b = await start('b', env);

    // Sign up on A, verify on B, log in on A.
    const email = 'sunita.two@example.test';
    const password = 'a long passphrase 1';
    const signup = await a.call('POST', '/api/auth/signup', null, {
      name: 'Sunita Devi',
      email,
      password,
      confirmPassword: password,
      consent: true,
    });
    expect(signup.status, signup.text).toBe(201);
    const code = codeFrom(await smtp.waitForMail(email));
    const verified = await b.call('POST', '/api/auth/verify-email', null, { email, code });
    expect(verified.status, verified.text).toBe(200);
    const login = await a.call('POST', '/api/auth/login', null, { email, password });
    expect(login.status, login.text).toBe(200);
    const auth = { authorization: `Bearer ${login.json.token}` };

    // Upload on B (the session A made is B's too), download on A, byte for byte.
    const photo = fakeFile('jpeg');
    const applied = await b.call(
      'POST',
      '/api/services/apply/pan-card',
      auth,
      multipart({
        fullName: 'Sunita Devi',
        dateOfBirth: '1990-01-01',
        fatherName: 'Ramesh Prasad',
        mobileNumber: '9876543210',
        aadharNumber: validAadhaar(),
        address: 'Ward 4, Goh',
        consent: 'true',
        photo: { data: photo, name: 'photo.jpg' },
        signature: { data: fakeFile('png'), name: 'sign.png' },
        aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
      }),
    );
    expect(applied.status, applied.text).toBe(201);
    const service = applied.json.service as {
      _id: string;
      documents: Array<{ documentType: string; path: string; size: number }>;
    };
    const photoDocument = service.documents.find((document) => document.documentType === 'photo');
    if (!photoDocument) throw new Error('no photo in the answer');
    const download = await fetch(`${a.base}${photoDocument.path}`, { headers: auth });
    expect(download.status).toBe(200);
    expect(download.headers.get('cache-control')).toContain('no-store');
    const bytes = Buffer.from(await download.arrayBuffer());
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(
      createHash('sha256').update(photo).digest('hex'),
    );
    // Each sees the other's work at once: A lists what B filed.
    const mine = await a.call('GET', '/api/services/my-services', auth);
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.json)).toContain(service._id);

    // Throttles across both: one account has 10 tries (the right login above took one), so
    // of 12 wrong passwords sent in turn to A and B the 10th is refused, and every one after;
    // each process saw only 6 of them and, counting alone, would have refused none.
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const server = i % 2 === 0 ? a : b;
      const wrong = await server.call('POST', '/api/auth/login', null, {
        email,
        password: `wrong password ${i}`,
      });
      statuses.push(wrong.status);
    }
    expect(statuses.slice(0, 9)).toEqual(Array(9).fill(401));
    expect(statuses.slice(9)).toEqual([429, 429, 429]);

    // B is killed in the middle of an upload: A keeps serving, the cut upload left no row.
    const pdf = fakeFile('pdf');
    const cut = slowUpload(b.port, '/api/services/apply/pan-card', auth, pdf);
    await cut.started;
    b.server.child.kill('SIGKILL');
    await b.server.exit;
    await cut.done;
    const after = await a.call('GET', '/api/services/my-services', auth);
    expect(after.status).toBe(200);
    const target = openPostgres(url);
    try {
      const applications = await target.db.select().from(pgSchema.applications);
      expect(applications.map((row) => row.id)).toEqual([service._id]);
      const files = await target.db.select().from(pgSchema.attachments);
      expect(files).toHaveLength(3);
    } finally {
      await target.close();
    }
    const again = await fetch(`${a.base}${photoDocument.path}`, { headers: auth });
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);

    // The admin commands work on the same database and store: an operator made by the CLI
    // logs in on A and sees the citizen's application; check-storage finds every file; a
    // backup of PostgreSQL lists the store's files.
    const cliEnv = { ...env, DATA_DIR: join(root, 'cli') };
    const created = await runProcess(
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
      cliEnv,
    );
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toBe('Created admin desk@example.test in the PostgreSQL database\n');
    expect(created.stdout + created.stderr).not.toContain('postgres://');
    const desk = await a.call('POST', '/api/auth/login', null, {
      email: 'desk@example.test',
      password: 'desk password 1',
    });
    expect(desk.status, desk.text).toBe(200);
    const seen = await a.call('GET', `/api/admin/service/${service._id}`, {
      authorization: `Bearer ${desk.json.token}`,
    });
    expect(seen.status, seen.text).toBe(200);
    const checked = await runProcess(['src/cli.ts', 'check-storage'], cliEnv);
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
    expect(checked.stdout).toContain('Every stored file the rows point at is in the object store.');
    const backedUp = await runProcess(
      ['src/cli.ts', 'backup', '--to', join(root, 'backups')],
      cliEnv,
    );
    expect(backedUp.code, backedUp.stdout + backedUp.stderr).toBe(0);
    expect(backedUp.stdout).toMatch(
      /the database and a list of 3 files, which stay in the object store/,
    );
  });
});

/**
 * A multipart upload sent slowly by hand: `started` once its first part is through, `done`
 * when the connection ends (here: cut by the server's death).
 */
function slowUpload(port: number, path: string, auth: { authorization: string }, file: Buffer) {
  const boundary = `----seva${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nSunita Devi\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  let markStarted: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const done = new Promise<void>((resolve) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        ...auth,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + file.length * 50 + 100),
      },
    });
    req.on('error', () => resolve());
    req.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve());
      response.on('error', () => resolve());
    });
    req.write(head, () => {
      let sent = 0;
      const more = () => {
        if (sent === 3) markStarted();
        if (req.destroyed || sent >= 50) return;
        sent++;
        req.write(file, () => setTimeout(more, 100));
      };
      more();
    });
  });
  return { started, done };
}
