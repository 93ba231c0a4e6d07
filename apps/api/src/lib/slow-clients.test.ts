import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile, filesUnder } from '../test/files.ts';
import { startTestServer, type TestServer, verifiedCitizen } from '../test/harness.ts';
import { type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';
import { REQUEST_TIMEOUT_MESSAGE } from './slow-clients.ts';

// Short limits, so the test takes seconds; the production ones are in decision 021. Every
// client below that keeps sending does so at least 8 times faster than the idle limit, and
// deadlines on the server's cuts are the limit plus a wide margin: a busy machine may be slow,
// it may not fail the test.
const IDLE_S = 4;
const HEADERS_S = 6;
const REQUEST_S = 16;
const DRIP_MS = 500;
const MARGIN_MS = 15_000;

let smtp: SmtpPeer;
let server: TestServer;
let port: number;
let citizen: Awaited<ReturnType<typeof verifiedCitizen>>;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({
    smtp,
    env: {
      IDLE_TIMEOUT_SECONDS: String(IDLE_S),
      HEADERS_TIMEOUT_SECONDS: String(HEADERS_S),
      REQUEST_TIMEOUT_SECONDS: String(REQUEST_S),
    },
  });
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = Number(new URL(address).port);
  citizen = await verifiedCitizen(server, smtp);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const BOUNDARY = 'seva-slow-client-boundary';

/** A locker upload's multipart body: a name, a photo and a signature. */
function lockerBody(photoBytes: number, signatureBytes: number): Buffer {
  const part = (headers: string, data: Buffer | string) =>
    Buffer.concat([
      Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`),
      Buffer.from(data),
      Buffer.from('\r\n'),
    ]);
  return Buffer.concat([
    part('Content-Disposition: form-data; name="name"', 'Passport photo'),
    part(
      'Content-Disposition: form-data; name="photo"; filename="photo.jpg"\r\nContent-Type: image/jpeg',
      fakeFile('jpeg', photoBytes),
    ),
    part(
      'Content-Disposition: form-data; name="signature"; filename="sign.png"\r\nContent-Type: image/png',
      fakeFile('png', signatureBytes),
    ),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

function uploadHead(contentLength: number): string {
  return [
    'POST /api/document/create HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    `Authorization: ${citizen.auth.authorization}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${contentLength}`,
    'Connection: close',
    '',
    '',
  ].join('\r\n');
}

interface Client {
  kind: string;
  socket: Socket;
  /** Milliseconds from the first byte sent to the server's cut, once it has happened. */
  closedAfter: () => number | undefined;
  closed: Promise<void>;
  received: () => string;
}

function open(kind: string, first: string | Buffer): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', () => {});
    let openedAt = Date.now();
    let closedAfter: number | undefined;
    const closed = new Promise<void>((done) =>
      socket.on('close', () => {
        closedAfter = Date.now() - openedAt;
        done();
      }),
    );
    socket.once('connect', () => {
      openedAt = Date.now();
      socket.write(first);
      resolve({ kind, socket, closed, closedAfter: () => closedAfter, received: () => received });
    });
    socket.once('error', reject);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = Date.now();
  const value = await run();
  return { ms: Date.now() - started, value };
}

describe('clients that send too slowly', () => {
  it('are cut at their limits, 300 at once, while others are served; nothing stays in tmp/', async () => {
    const uploadBody = lockerBody(2 * 1_048_576, 1_048_576);
    // The first 64 KB of the body: the name, the photo's headers and the start of its bytes.
    const bodyStart = uploadBody.subarray(0, 65_536);
    const clients: Client[] = [];
    for (let i = 0; i < 75; i++) {
      // Headers begun, then silence.
      clients.push(
        await open('stalled headers', `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n`),
      );
      // Headers that never end, one line every half second.
      clients.push(
        await open('dripping headers', `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n`),
      );
      // An upload begun, then silence: its temp file must go.
      clients.push(
        await open(
          'stalled upload',
          Buffer.concat([Buffer.from(uploadHead(uploadBody.length)), bodyStart]),
        ),
      );
      // An upload that never ends, a few bytes every half second.
      clients.push(
        await open(
          'dripping upload',
          Buffer.concat([Buffer.from(uploadHead(uploadBody.length)), bodyStart]),
        ),
      );
    }
    expect(clients).toHaveLength(300);
    const dripping = (client: Client) => client.kind.startsWith('dripping');
    let dripped = 0;
    const drip = setInterval(() => {
      dripped++;
      for (const client of clients.filter(dripping)) {
        if (client.socket.destroyed) continue;
        client.socket.write(
          client.kind === 'dripping headers'
            ? `X-Drip-${dripped}: still here\r\n`
            : uploadBody.subarray(65_536 + dripped * 16, 65_536 + (dripped + 1) * 16),
        );
      }
    }, DRIP_MS);

    // Meanwhile: a slow but steady upload (4 KB every quarter second, 24 pieces: longer than
    // the idle limit in all), health checks, session reads and logins are served.
    const steadyBody = lockerBody(60_000, 36_000);
    const steady = (async () => {
      const started = Date.now();
      const client = await open('steady upload', uploadHead(steadyBody.length));
      for (let at = 0; at < steadyBody.length; at += 4096) {
        await sleep(250);
        client.socket.write(steadyBody.subarray(at, at + 4096));
      }
      await client.closed;
      return { answer: client.received(), ms: Date.now() - started };
    })();
    const served: number[] = [];
    // Without the limits nobody is ever cut: stop looking after the longest limit and the margin.
    const giveUpAt = Date.now() + REQUEST_S * 1000 + MARGIN_MS;
    const stillOpen = () => clients.some((client) => client.closedAfter() === undefined);
    const login = () =>
      timed(() =>
        fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: citizen.email, password: citizen.password }),
        }),
      );
    const firstLogin = await login();
    expect(firstLogin.value.status).toBe(200);
    served.push(firstLogin.ms);
    while (stillOpen() && Date.now() < giveUpAt) {
      const health = await timed(() => fetch(`http://127.0.0.1:${port}/api/health`));
      expect(health.value.status).toBe(200);
      served.push(health.ms);
      const me = await timed(() =>
        fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers: citizen.auth }),
      );
      expect(me.value.status).toBe(200);
      served.push(me.ms);
      await sleep(250);
    }
    clearInterval(drip);
    const cutAfter = clients.map((client) => client.closedAfter());
    for (const client of clients) client.socket.destroy();

    const steadyUpload = await steady;
    expect(steadyUpload.ms).toBeGreaterThan(IDLE_S * 1000);
    expect(steadyUpload.answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(steadyUpload.answer).toContain('Document uploaded successfully!');

    const limits: Record<string, number> = {
      'stalled headers': IDLE_S * 1000,
      'dripping headers': HEADERS_S * 1000,
      'stalled upload': IDLE_S * 1000,
      'dripping upload': REQUEST_S * 1000,
    };
    clients.forEach((client, index) => {
      expect(cutAfter[index], client.kind).toBeLessThan((limits[client.kind] ?? 0) + MARGIN_MS);
    });
    // Those that stopped sending are dropped without an answer; the drippers, which were still
    // sending, are told why (408) by the deadline, not the idle limit.
    for (const client of clients) {
      if (dripping(client)) {
        expect(client.received(), client.kind).toMatch(/^HTTP\/1\.1 408 /);
        expect(client.received()).toContain(REQUEST_TIMEOUT_MESSAGE);
      } else {
        expect(client.received(), client.kind).toBe('');
      }
    }
    // Served promptly: each within a few seconds even on a busy machine (a few ms when idle).
    const lastLogin = await login();
    expect(lastLogin.value.status).toBe(200);
    served.push(lastLogin.ms);
    expect(served.length).toBeGreaterThan(10);
    expect(Math.max(...served)).toBeLessThan(5_000);

    // Only the steady upload was kept; every cut upload's temp file is gone.
    const deadline = Date.now() + MARGIN_MS;
    while (filesUnder(join(server.dataDir, 'tmp')).length > 0 && Date.now() < deadline) {
      await sleep(100);
    }
    expect(filesUnder(join(server.dataDir, 'tmp'))).toEqual([]);
    expect(await server.db.select().from(server.tables.lockerDocuments)).toHaveLength(1);
    expect(await server.storedKeys()).toHaveLength(2);
    expect(server.errorLogs()).toEqual([]);
  }, 120_000);
});
