import { join } from 'node:path';
import { storageQuotaMessages } from '@seva/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile, filesUnder, validAadhaar } from '../test/files.ts';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../test/harness.ts';
import { httpCaller, multipart, trpcCall } from '../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';
import { defaultLimits, UPLOADS_THROTTLED_MESSAGE } from './throttle.ts';

const MB = 1_048_576;
const AADHAAR = validAadhaar();

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let admin: { authorization: string };
type Citizen = Awaited<ReturnType<typeof verifiedCitizen>>;

const call = httpCaller(() => base);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const file = (kind: 'jpeg' | 'png' | 'pdf', megabytes: number, name = `file.${kind}`) => ({
  data: fakeFile(kind, Math.round(megabytes * MB)),
  name,
});

/** The three doors a citizen's files come in by, each with files of the given sizes in MB. */
const doors = {
  application: (citizen: Citizen, [photo = 0.01, signature = 0.01, aadhaar = 0.01] = []) =>
    call(
      'POST',
      '/api/services/apply/pan-card',
      citizen.auth,
      multipart({
        fullName: 'Alice Kumari',
        dateOfBirth: '1992-03-14',
        fatherName: 'Ramesh Prasad',
        mobileNumber: '9876543210',
        aadharNumber: AADHAAR,
        address: 'Ward 4, Goh',
        photo: file('jpeg', photo),
        signature: file('png', signature),
        aadharFile: file('pdf', aadhaar),
      }),
    ),
  order: (citizen: Citizen, [document = 0.01] = []) =>
    call(
      'POST',
      '/api/orders',
      citizen.auth,
      multipart({
        product: 'ayushman-card',
        fullName: 'Alice Kumari',
        aadhaar: AADHAAR,
        mobile: '9876543210',
        state: 'Bihar',
        district: 'Aurangabad',
        requestType: 'new',
        document: file('pdf', document),
      }),
    ),
  locker: (citizen: Citizen, [photo = 0.01, signature = 0.01] = []) =>
    call(
      'POST',
      '/api/document/create',
      citizen.auth,
      multipart({
        name: 'Passport photo',
        photo: file('jpeg', photo),
        signature: file('png', signature),
      }),
    ),
};

const setQuota = (storageQuotaMb: unknown, auth: { authorization?: string } = admin) =>
  call('PUT', '/api/admin/settings/storage-quota', auth, { storageQuotaMb });

const counts = async (target: TestServer = server) => {
  const { applications, attachments, orders, orderFiles, lockerDocuments } = target.tables;
  return {
    applications: await target.rowCount(applications),
    attachments: await target.rowCount(attachments),
    orders: await target.rowCount(orders),
    orderFiles: await target.rowCount(orderFiles),
    locker: await target.rowCount(lockerDocuments),
    stored: (await target.storedKeys()).length,
    temp: filesUnder(join(target.dataDir, 'tmp')).length,
  };
};

/** Runs a refused upload and checks it left no row and no file behind, not even a temp file. */
async function expectRefused<R extends { status: number; json: any }>(
  run: () => Promise<R>,
  status: number,
  message: string,
  target: TestServer = server,
): Promise<R> {
  const before = await counts(target);
  const response = await run();
  expect(response.json.message).toBe(message);
  expect(response.status).toBe(status);
  expect(await counts(target)).toEqual({ ...before, temp: 0 });
  return response;
}

const usedBy = async (citizen: Citizen) =>
  (await server.services.repositories.storageQuota.use(citizen.user._id)).usedBytes;

describe('the storage space in Settings', () => {
  it('is 200 MB on a new portal; an operator changes it on either door; bad values change nothing', async () => {
    expect((await call('GET', '/api/admin/settings', admin)).json.storageQuotaMb).toBe(200);
    const bad: Array<[unknown, string]> = [
      [9, storageQuotaMessages.range],
      [10_241, storageQuotaMessages.range],
      [12.5, storageQuotaMessages.whole],
      ['lots', storageQuotaMessages.required],
      ['', storageQuotaMessages.required],
      [undefined, storageQuotaMessages.required],
    ];
    for (const [value, message] of bad) {
      const response = await setQuota(value);
      expect(response.json, String(value)).toEqual({ message });
      expect(response.status).toBe(400);
    }
    expect((await call('GET', '/api/admin/settings', admin)).json.storageQuotaMb).toBe(200);

    const saved = await setQuota(10_240);
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ message: storageQuotaMessages.saved, storageQuotaMb: 10_240 });
    expect((await call('GET', '/api/admin/settings', admin)).json.storageQuotaMb).toBe(10_240);

    const viaTrpc = await trpcCall(server.app, 'mutation', 'admin.updateStorageQuota', admin, {
      storageQuotaMb: 150,
    });
    expect(viaTrpc.statusCode).toBe(200);
    expect((await server.services.repositories.catalogue.settings())?.storageQuotaBytes).toBe(
      150 * MB,
    );
    const refused = await trpcCall(server.app, 'mutation', 'admin.updateStorageQuota', admin, {
      storageQuotaMb: 5,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(storageQuotaMessages.range);
    expect((await setQuota(200)).status).toBe(200);
  });

  it('is changed by operators only', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    expect((await setQuota(500, citizen.auth)).status).toBe(403);
    expect((await setQuota(500, {})).status).toBe(401);
    expect((await server.services.repositories.catalogue.settings())?.storageQuotaBytes).toBe(
      200 * MB,
    );
  });
});

describe('uploads past the storage space', () => {
  it('are refused on each door with 413 and the message, nothing stored; what fits still goes in', async () => {
    const alice = await verifiedCitizen(server, smtp, { name: 'Alice Kumari' });
    const bob = await verifiedCitizen(server, smtp, { name: 'Bob Singh' });
    expect((await setQuota(10)).status).toBe(200);

    expect((await doors.locker(alice, [4, 4])).status).toBe(201);
    expect(await usedBy(alice)).toBe(8 * MB);
    const doesNotFit = storageQuotaMessages.doesNotFit(2 * MB, 10 * MB);
    expect(doesNotFit).toContain('2 MB of 10 MB is left');
    const refusal = await expectRefused(
      () => doors.application(alice, [1, 0.5, 1]),
      413,
      doesNotFit,
    );
    expect(refusal.json.reason).toBe('STORAGE_FULL');
    await expectRefused(() => doors.order(alice, [2.5]), 413, doesNotFit);
    await expectRefused(() => doors.locker(alice, [1.5, 1]), 413, doesNotFit);

    // What fits is kept, on every door, up to the last byte.
    expect((await doors.order(alice, [1])).status).toBe(201);
    expect((await doors.application(alice, [0.25, 0.25, 0.25])).status).toBe(201);
    expect((await doors.locker(alice, [0.125, 0.125])).status).toBe(201);
    expect(await usedBy(alice)).toBe(10 * MB);

    // Full: refused before the body is read, with the plain message.
    const full = storageQuotaMessages.full(10 * MB);
    expect(full).toBe(
      'You have used your storage space (10 MB). Delete old documents to upload new ones.',
    );
    for (const door of Object.values(doors)) await expectRefused(() => door(alice), 413, full);
    // An application without files takes no space.
    const rtps = await call('POST', '/api/services/apply/rtps', alice.auth, {
      block: 'GOH',
      registrationType: 'BRCCO',
      registrationNumber: 'BRCCO/2026/00042',
    });
    expect(rtps.status).toBe(201);

    // Another citizen's space is their own.
    expect(await usedBy(bob)).toBe(0);
    expect((await doors.locker(bob, [4, 4])).status).toBe(201);
    expect(await usedBy(alice)).toBe(10 * MB);

    // Deleting a locker document frees its space.
    const list = await call('GET', '/api/document', alice.auth);
    const oldest = list.json.data.at(-1);
    expect((await call('DELETE', `/api/document/${oldest._id}`, alice.auth)).status).toBe(200);
    expect(await usedBy(alice)).toBe(2 * MB);
    expect((await doors.locker(alice, [3, 3])).status).toBe(201);
    expect((await setQuota(200)).status).toBe(200);
  });

  it('an operator raising or lowering the space takes effect at the next upload', async () => {
    const carol = await verifiedCitizen(server, smtp, { name: 'Carol Devi' });
    expect((await setQuota(10)).status).toBe(200);
    expect((await doors.locker(carol, [4, 4])).status).toBe(201);
    await expectRefused(
      () => doors.locker(carol, [2, 2]),
      413,
      storageQuotaMessages.doesNotFit(2 * MB, 10 * MB),
    );
    expect((await setQuota(20)).status).toBe(200);
    expect((await doors.locker(carol, [2, 2])).status).toBe(201);
    // Lowered below what is kept: nothing is deleted, nothing more comes in.
    expect((await setQuota(10)).status).toBe(200);
    expect(await usedBy(carol)).toBe(12 * MB);
    await expectRefused(() => doors.order(carol), 413, storageQuotaMessages.full(10 * MB));
    // Refused before the body is read, big or small; the answer still arrives whole.
    await expectRefused(() => doors.locker(carol, [5, 5]), 413, storageQuotaMessages.full(10 * MB));
    expect((await setQuota(200)).status).toBe(200);
  });

  it("do not count the operator's result documents, which the citizen did not send", async () => {
    const dev = await verifiedCitizen(server, smtp, { name: 'Dev Prasad' });
    const applied = await doors.application(dev, [1, 1, 1]);
    expect(applied.status).toBe(201);
    expect(await usedBy(dev)).toBe(3 * MB);
    const result = await call(
      'POST',
      `/api/services/${applied.json.service._id}/documents`,
      admin,
      multipart({ document: file('pdf', 4, 'pan-card.pdf') }),
    );
    expect(result.status).toBe(201);
    expect(await usedBy(dev)).toBe(3 * MB);
  });

  it('count what an operator files for the citizen at the counter, on both counter doors', async () => {
    const farah = await verifiedCitizen(server, smtp, { name: 'Farah Khatoon' });
    expect((await setQuota(10)).status).toBe(200);
    const citizenId = farah.user._id;
    const atCounter = (sizes: number[]) => ({
      application: () =>
        call(
          'POST',
          `/api/admin/citizens/${citizenId}/apply/pan-card`,
          admin,
          multipart({
            fullName: 'Farah Khatoon',
            dateOfBirth: '1990-01-20',
            fatherName: 'Anwar Ali',
            mobileNumber: '9876543210',
            aadharNumber: AADHAAR,
            address: 'Ward 2, Konch',
            photo: file('jpeg', sizes[0] ?? 0.01),
            signature: file('png', sizes[1] ?? 0.01),
            aadharFile: file('pdf', sizes[2] ?? 0.01),
          }),
        ),
      order: () =>
        call(
          'POST',
          `/api/admin/citizens/${citizenId}/orders`,
          admin,
          multipart({
            product: 'ayushman-card',
            fullName: 'Farah Khatoon',
            aadhaar: AADHAAR,
            mobile: '9876543210',
            state: 'Bihar',
            district: 'Aurangabad',
            requestType: 'new',
            document: file('pdf', sizes[0] ?? 0.01),
          }),
        ),
    });
    expect((await atCounter([2, 2, 2]).application()).status).toBe(201);
    expect(await usedBy(farah)).toBe(6 * MB);
    expect((await atCounter([2]).order()).status).toBe(201);
    expect(await usedBy(farah)).toBe(8 * MB);
    const doesNotFit = storageQuotaMessages.doesNotFit(2 * MB, 10 * MB);
    await expectRefused(() => atCounter([1, 1, 1]).application(), 413, doesNotFit);
    await expectRefused(() => atCounter([3]).order(), 413, doesNotFit);
    // The citizen's own door sees the same space.
    await expectRefused(() => doors.locker(farah, [1.5, 1]), 413, doesNotFit);
    expect((await setQuota(200)).status).toBe(200);
  });

  it('two uploads at once that together pass the space: exactly one is kept', async () => {
    const esha = await verifiedCitizen(server, smtp, { name: 'Esha Kumari' });
    expect((await setQuota(10)).status).toBe(200);
    const before = await counts();
    const results = await Promise.all([doors.locker(esha, [3, 3]), doors.locker(esha, [3, 3])]);
    expect(results.map((response) => response.status).sort()).toEqual([201, 413]);
    expect(results.find((response) => response.status === 413)?.json.message).toBe(
      storageQuotaMessages.doesNotFit(4 * MB, 10 * MB),
    );
    expect(await usedBy(esha)).toBe(6 * MB);
    expect(await counts()).toEqual({
      ...before,
      locker: before.locker + 1,
      stored: before.stored + 2,
    });
    expect((await setQuota(200)).status).toBe(200);
  });
});

describe('the upload rate', () => {
  it('answers 429 with Retry-After past the per-account limit, nothing stored; others go on', async () => {
    const limited = await startTestServer({
      smtp,
      limits: {
        ...defaultLimits,
        upload: {
          ip: { capacity: 100, refillSeconds: 1 },
          account: { capacity: 3, refillSeconds: 3600 },
        },
      },
    });
    try {
      const limitedBase = await limited.app.listen({ port: 0, host: '127.0.0.1' });
      const previousBase = base;
      base = limitedBase;
      try {
        const fatima = await verifiedCitizen(limited, smtp, { name: 'Fatima Khatoon' });
        const gopal = await verifiedCitizen(limited, smtp, { name: 'Gopal Ram' });
        expect((await doors.locker(fatima)).status).toBe(201);
        expect((await doors.order(fatima)).status).toBe(201);
        expect((await doors.application(fatima)).status).toBe(201);
        for (const door of Object.values(doors)) {
          const refused = await expectRefused(
            () => door(fatima),
            429,
            UPLOADS_THROTTLED_MESSAGE,
            limited,
          );
          expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
        }
        // The limit is the account's: another citizen at the same counter uploads.
        expect((await doors.locker(gopal)).status).toBe(201);
        // Reading is never limited.
        expect((await call('GET', '/api/document', fatima.auth)).status).toBe(200);
        expect(limited.errorLogs()).toEqual([]);
      } finally {
        base = previousBase;
      }
    } finally {
      await limited.close();
    }
  });
});
