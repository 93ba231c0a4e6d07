import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, testBackend } from './backend.ts';
import { fakeFile, panTextFields } from './files.ts';
import { PASSWORD, startTestServer, type TestServer, verifiedCitizen } from './harness.ts';
import { httpCaller, multipart } from './http.ts';
import { type SmtpPeer, startSmtpPeer } from './smtp-peer.ts';

/**
 * The run is on the backend it says (issue 18 item 7): the SQLite run on SQLite's file and the
 * local disk, the PostgreSQL run on PostgreSQL and the object store; a restart on the same data
 * folder finds the same rows and files; `server.db` sees what the server wrote.
 */
let smtp: SmtpPeer;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
});

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe(`the ${testBackend} run`, () => {
  it('serves from the backend it names', async () => {
    expect(server.config.database.kind).toBe(onPostgres ? 'postgres' : 'sqlite');
    expect(server.services.storage.backend).toBe(onPostgres ? 's3' : 'local');
    expect(server.services.db === null).toBe(onPostgres);
    const ready = await server.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
  });

  it('shows the server’s rows through server.db and its files through the storage', async () => {
    const citizen = await verifiedCitizen(server, smtp, { password: PASSWORD });
    const { users } = server.tables;
    const [row] = await server.db.select().from(users).where(eq(users.id, citizen.user._id));
    expect(row?.email).toBe(citizen.email);

    const before = await server.storedKeys();
    const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const applied = await httpCaller(() => base)(
      'POST',
      '/api/services/apply/pan-card',
      citizen.auth,
      multipart({
        ...panTextFields,
        photo: { data: fakeFile('jpeg'), name: 'photo.jpg', type: 'image/jpeg' },
        signature: { data: fakeFile('png'), name: 'sign.png', type: 'image/png' },
        aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf', type: 'application/pdf' },
      }),
    );
    expect(applied.status, applied.text).toBe(201);
    const after = await server.storedKeys();
    expect(after.length - before.length).toBe(3);
    const { attachments } = server.tables;
    const kept = (await server.db.select().from(attachments)).map((row) => row.storageKey);
    expect([...kept].sort()).toEqual(after);
  });
});
