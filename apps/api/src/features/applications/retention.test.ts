import { basename } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeFile, validAadhaar } from '../../test/files.ts';
import {
  json,
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { multipart as form, httpCaller } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

/**
 * Retention (docs/decisions/061-consent-and-retention.md) on a clock moved by hand: identity
 * documents and numbers of closed applications go after the Settings' days, and only they.
 */
const DAY = 86_400_000;
const START = Date.UTC(2026, 5, 1, 6, 0, 0);
let clock = START;
let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let admin: { authorization: string; id: string };
type Citizen = Awaited<ReturnType<typeof verifiedCitizen>>;
let citizen: Citizen;
const AADHAAR = validAadhaar('56789012345');
const PAN = 'ABCDE1234F';
const ACCOUNT = '123456789012';

const call = httpCaller(() => base);

/** Moves the clock; sessions end after an idle hour, so both log in again as people would. */
async function moveClockTo(at: number) {
  clock = at;
  const login = await call('POST', '/api/auth/login', null, {
    email: citizen.email,
    password: citizen.password,
  });
  expect(login.status).toBe(200);
  citizen = { ...citizen, auth: { authorization: `Bearer ${login.json.token}` } };
  admin = await signedInAdmin(server);
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp, now: () => clock });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  citizen = await verifiedCitizen(server, smtp, { name: 'Lalita Devi' });
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  // Also after the restart test closed its app: closing twice is harmless, and this removes
  // the data folder (and, on the PostgreSQL run, its database) and the test's pool.
  await server.close();
  await smtp.close();
});

/** The kept files' names, on the local disk or in the store. */
const uploaded = async () => (await server.storedKeys()).map((key) => basename(key));
const keysOf = async (id: string) => {
  const { attachments } = server.tables;
  const rows = await server.db
    .select({ key: attachments.storageKey })
    .from(attachments)
    .where(eq(attachments.applicationId, id));
  return rows.map((row) => basename(row.key));
};
const setStatus = (id: string, status: string, reason?: string) =>
  call('PATCH', `/api/admin/service/${id}/status`, admin, { status, reason });

async function applyPan() {
  const response = await call(
    'POST',
    '/api/services/apply/pan-card',
    citizen.auth,
    form({
      fullName: 'Lalita Devi',
      dateOfBirth: '1985-07-02',
      fatherName: 'Mohan Lal',
      mobileNumber: '9876543210',
      aadharNumber: AADHAAR,
      address: 'Ward 9, Goh',
      photo: { data: fakeFile('jpeg'), name: 'photo.jpg' },
      signature: { data: fakeFile('png'), name: 'sign.png' },
      aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
    }),
  );
  expect(response.status).toBe(201);
  return response.json.service as { _id: string; referenceNumber: string };
}

async function applyItr() {
  const response = await call(
    'POST',
    '/api/services/apply/itr',
    citizen.auth,
    form({
      aadharCardNo: AADHAAR,
      panCardNo: PAN,
      accountNo: ACCOUNT,
      ifscCode: 'SBIN0001234',
      aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
      panCardFile: { data: fakeFile('png'), name: 'pan.png' },
      passbookFile: { data: fakeFile('jpeg'), name: 'passbook.jpg' },
    }),
  );
  expect(response.status).toBe(201);
  return response.json.service as { _id: string; referenceNumber: string };
}

const detail = async (id: string, auth: object = citizen.auth) =>
  (await call('GET', `/api/admin/service/${id}`, auth)).json;

describe('retention of identity documents and numbers', () => {
  it('keeps them 179 days after closing, purges them at 181: rows first, then files', async () => {
    const pan = await applyPan();
    const itr = await applyItr();
    const open = await applyPan();
    expect((await setStatus(pan._id, 'in_progress')).status).toBe(200);
    expect((await setStatus(pan._id, 'completed')).status).toBe(200);
    expect((await setStatus(itr._id, 'rejected', 'The PAN card scan is unreadable')).status).toBe(
      200,
    );
    // A result document (the centre's own work) and a payment on the completed one.
    const result = new FormData();
    result.append('documentType', 'additional_document');
    result.append('document', new Blob([new Uint8Array(fakeFile('pdf'))]), 'e-PAN.pdf');
    expect((await call('POST', `/api/services/${pan._id}/documents`, admin, result)).status).toBe(
      201,
    );
    expect(
      (
        await call('POST', `/api/admin/service/${pan._id}/payment`, admin, {
          amount: 157,
          method: 'cash',
        })
      ).status,
    ).toBe(201);
    const panKeys = await keysOf(pan._id);
    const itrKeys = await keysOf(itr._id);
    const openKeys = await keysOf(open._id);
    expect(panKeys).toHaveLength(4);
    expect(itrKeys).toHaveLength(3);

    // The detail says when.
    const before = await detail(pan._id);
    expect(before.retention).toEqual({
      purgeAt: new Date(START + 180 * DAY).toISOString(),
      purgedAt: null,
    });
    expect((await detail(open._id)).retention).toEqual({ purgeAt: null, purgedAt: null });

    await moveClockTo(START + 179 * DAY);
    expect(await server.services.retention.runOnce()).toBe(0);
    expect(await uploaded()).toEqual(expect.arrayContaining([...panKeys, ...itrKeys, ...openKeys]));
    expect((await detail(pan._id)).specificService.aadharNumber).toBe(AADHAAR);

    await moveClockTo(START + 181 * DAY);
    expect(await server.services.retention.runOnce()).toBe(2);
    // Files gone from the disk (or the store), the open application's kept.
    const left = await uploaded();
    for (const key of [...panKeys, ...itrKeys]) expect(left).not.toContain(key);
    expect(left).toEqual(expect.arrayContaining(openKeys));
    // Numbers gone: sealed values, last four and the blind index.
    const { db } = server;
    const { applicationSearchTerms, itrDetails, panCardDetails, payments } = server.tables;
    const [panRow] = await db
      .select()
      .from(panCardDetails)
      .where(eq(panCardDetails.applicationId, pan._id));
    expect(panRow).toMatchObject({
      aadharNumber: null,
      aadharNumberSealed: null,
      aadharNumberLast4: null,
    });
    const [itrRow] = await db
      .select()
      .from(itrDetails)
      .where(eq(itrDetails.applicationId, itr._id));
    expect(itrRow).toMatchObject({
      aadharCardNoSealed: null,
      aadharCardNoLast4: null,
      panCardNoSealed: null,
      panCardNoLast4: null,
      accountNoSealed: null,
      accountNoLast4: null,
      ifscCode: 'SBIN0001234',
    });
    const terms = async (id: string) =>
      (
        await db
          .select({ term: applicationSearchTerms.term })
          .from(applicationSearchTerms)
          .where(eq(applicationSearchTerms.applicationId, id))
      ).map((row) => row.term);
    expect((await terms(pan._id)).some((term) => term.startsWith('#'))).toBe(false);
    expect(await terms(pan._id)).toContain(pan.referenceNumber.toLowerCase());
    expect((await terms(open._id)).some((term) => term.startsWith('#'))).toBe(true);
    const byNumber = await call('GET', `/api/admin/service/all-services?search=${PAN}`, admin);
    expect(byNumber.json.data).toEqual([]);
    // Reference, status, dates, fee and payments stay.
    expect(
      await db.select().from(payments).where(eq(payments.applicationId, pan._id)),
    ).toHaveLength(1);
    const after = await detail(pan._id);
    expect(after).toMatchObject({
      referenceNumber: pan.referenceNumber,
      status: 'completed',
      createdAt: before.createdAt,
      fee: before.fee,
      paid: true,
      statusHistory: before.statusHistory,
      documents: [],
      retention: { purgeAt: null, purgedAt: new Date(clock).toISOString() },
    });
    expect(after.receipts).toHaveLength(1);
    expect(after.specificService.aadharNumber).toBe('');
    // The operators' view too, and the slip still prints.
    expect((await detail(itr._id, admin)).specificService).toMatchObject({
      aadharCardNo: '',
      panCardNo: '',
      accountNo: '',
    });
    expect(
      (await call('GET', `/api/services/${pan._id}/acknowledgement.pdf`, citizen.auth)).status,
    ).toBe(200);
    // A second pass finds nothing more.
    expect(await server.services.retention.runOnce()).toBe(0);
  });

  it('follows the days set in Settings, with a trail; refuses bad values and non-operators', async () => {
    await moveClockTo(START + 200 * DAY);
    const bad = await call('PUT', '/api/admin/settings/retention', admin, { retentionDays: 5 });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(
      'Keep identity documents for a whole number of days from 30 to 3,650',
    );
    const hindi = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/settings/retention',
      headers: { ...json, authorization: admin.authorization, 'accept-language': 'hi' },
      payload: JSON.stringify({ retentionDays: 'x' }),
    });
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json().message).toBe('पहचान के कागज़ रखने के दिन 30 से 3,650 के बीच पूरी संख्या में लिखें');
    expect(
      (await call('PUT', '/api/admin/settings/retention', citizen.auth, { retentionDays: 60 }))
        .status,
    ).toBe(403);

    const pan = await applyPan();
    await setStatus(pan._id, 'rejected', 'Wrong photo');
    const saved = await call('PUT', '/api/admin/settings/retention', admin, { retentionDays: 60 });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      message: 'How long identity documents are kept: saved',
      retentionDays: 60,
    });
    const { settingChanges } = server.tables;
    const trail = await server.db
      .select()
      .from(settingChanges)
      .where(eq(settingChanges.setting, 'retentionDays'));
    expect(trail).toEqual([
      expect.objectContaining({ oldValue: '180', newValue: '60', changedBy: admin.id }),
    ]);
    expect((await detail(pan._id)).retention.purgeAt).toBe(
      new Date(clock + 60 * DAY).toISOString(),
    );
    await moveClockTo(clock + 59 * DAY);
    expect(await server.services.retention.runOnce()).toBe(0);
    await moveClockTo(clock + 2 * DAY);
    expect(await server.services.retention.runOnce()).toBe(1);
    const { applications } = server.tables;
    const [row] = await server.db.select().from(applications).where(eq(applications.id, pan._id));
    expect(row?.identityPurgedAt?.getTime()).toBe(clock);
  });

  it('runs by itself when the server starts', async () => {
    const dataDir = server.dataDir;
    const pan = await applyPan();
    await setStatus(pan._id, 'rejected', 'Duplicate');
    const keys = await keysOf(pan._id);
    // One server owns a data folder at a time: stop this one, keeping its folder (and database).
    await server.app.close();
    clock += 61 * DAY;
    const again = await startTestServer({ smtp, now: () => clock, dataDir });
    try {
      const { applications } = again.tables;
      await vi.waitFor(
        async () => {
          const [row] = await again.db
            .select({ purgedAt: applications.identityPurgedAt })
            .from(applications)
            .where(eq(applications.id, pan._id));
          expect(row?.purgedAt).not.toBeNull();
          const left = (await again.storedKeys()).map((key) => basename(key));
          for (const key of keys) expect(left).not.toContain(key);
        },
        { timeout: 30_000, interval: 50 },
      );
    } finally {
      await again.close();
    }
  });
});
