import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { RESULT_DOCUMENT_TYPE } from '@seva/schemas/application-kinds';
import { asc, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/backend.ts';
import { fakeFile, validAadhaar } from '../../test/files.ts';
import {
  PASSWORD,
  post,
  signedInAdmin,
  startTestServer,
  type TestServer,
  uniqueEmail,
} from '../../test/harness.ts';
import { multipart as form, httpCaller, trpcCall } from '../../test/http.ts';
import { codeFrom, type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { EXPORT_DATA_FILE } from './export.ts';

/**
 * A citizen's export and erasure (docs/decisions/062-export-and-erasure.md), through the API on a
 * real server: the ZIP unzipped by a real library and compared byte for byte with the uploads;
 * after erasure, the kept files (disk or store) and the database (on SQLite its file and WAL,
 * on PostgreSQL every row) scanned for the citizen's files, names and numbers.
 */

const NAME = 'Zebunnisa Qureshi';
const FATHER = 'Ilyas Qureshi';
const MOBILE = '9812345670';
const ADDRESS = 'Mohalla Qaziana, Daudnagar';
const PAN_AADHAAR = validAadhaar('61234567890');
const ITR_AADHAAR = validAadhaar('71234567890');
const ITR_PAN = 'QURES4321Z';
const ITR_ACCOUNT = '50100987654321';
const ORDER_AADHAAR = validAadhaar('91234567890');
const ORDER_PAN = 'ZEBQU1234K';
const ORDER_DEMAT = '1208160011223344';
const COMMENT = 'Bring the original Aadhaar of Zebunnisa tomorrow';

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let admin: { authorization: string; id: string };
type Citizen = Awaited<ReturnType<typeof verifiedCitizen>>;

/** A citizen signed up (agreeing to the privacy notice), verified and logged in. */
async function verifiedCitizen(_server: TestServer, _smtp: SmtpPeer, { name }: { name: string }) {
  const email = uniqueEmail('privacy');
  const password = PASSWORD;
  const signup = await post(server.app, '/api/auth/signup', {
    name,
    email,
    password,
    confirmPassword: password,
    consent: true,
  });
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`);
  const code = codeFrom(await smtp.waitForMail(email));
  const verify = await post(server.app, '/api/auth/verify-email', { email, code });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const login = await post(server.app, '/api/auth/login', { email, password });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const { token, user } = login.json() as { token: string; user: { _id: string } };
  return { email, name, password, token, user, auth: { authorization: `Bearer ${token}` } };
}
let zeb: Citizen;
let bob: Citizen;
const call = httpCaller(() => base);

/** What Zebunnisa uploaded, by what the export should call it. */
const uploaded = {
  aadhaarPdf: fakeFile('pdf', 6000),
  photo: fakeFile('jpeg'),
  signature: fakeFile('png'),
  itrPassbook: fakeFile('pdf', 5000),
  itrPan: fakeFile('pdf', 4000),
  itrAadhaar: fakeFile('pdf', 4500),
  result: fakeFile('pdf', 3000),
  lockerPhoto: fakeFile('jpeg', 3000),
  lockerSignature: fakeFile('png', 3000),
  orderPdf: fakeFile('pdf', 3500),
};
const ids = { pan: '', itr: '', order: '', locker: '', bobPan: '' };

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function download(path: string, auth: { authorization: string } | null) {
  const response = await fetch(`${base}${path}`, { headers: auth ? { ...auth } : {} });
  return { response, bytes: new Uint8Array(await response.arrayBuffer()) };
}

async function applyPan(
  citizen: Citizen,
  name: string,
  aadhaar: string,
  pdf: Buffer,
  family = { father: FATHER, mobile: MOBILE, address: ADDRESS },
) {
  const pan = await call(
    'POST',
    '/api/services/apply/pan-card',
    citizen.auth,
    form({
      fullName: name,
      dateOfBirth: '1991-07-09',
      fatherName: family.father,
      mobileNumber: family.mobile,
      aadharNumber: aadhaar,
      address: family.address,
      photo: { data: uploaded.photo, name: 'photo.jpg' },
      signature: { data: uploaded.signature, name: 'sign.png' },
      aadharFile: { data: pdf, name: 'aadhaar.pdf' },
      consent: 'true',
    }),
  );
  expect(pan.status, pan.text).toBe(201);
  return pan.json.service._id as string;
}

/**
 * What the database keeps, as bytes to search. SQLite: its file and WAL, after a checkpoint
 * that moves the WAL in. PostgreSQL keeps its files on the database server, out of this test's
 * reach: every row of every table, as text (bytes as Latin-1, JSON values as JSON).
 */
async function databaseBytes(): Promise<Buffer> {
  if (!onPostgres) {
    server.sqlite().$client.pragma('wal_checkpoint(TRUNCATE)');
    const file = server.config.databaseFile;
    return Buffer.concat(
      [file, `${file}-wal`].filter((path) => existsSync(path)).map((path) => readFileSync(path)),
    );
  }
  const texts = [...(await server.everyRowAsText()).values()];
  return Buffer.from(texts.join('\n'));
}

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedInAdmin(server);
  zeb = await verifiedCitizen(server, smtp, { name: NAME });
  bob = await verifiedCitizen(server, smtp, { name: 'Bob Singh' });

  ids.pan = await applyPan(zeb, NAME, PAN_AADHAAR, uploaded.aadhaarPdf);
  ids.bobPan = await applyPan(bob, 'Bob Singh', validAadhaar('81234567890'), fakeFile('pdf'), {
    father: 'Ram Singh',
    mobile: '9898989898',
    address: 'Station Road, Goh',
  });
  const itr = await call(
    'POST',
    '/api/services/apply/itr',
    zeb.auth,
    form({
      aadharCardNo: ITR_AADHAAR,
      panCardNo: ITR_PAN,
      accountNo: ITR_ACCOUNT,
      ifscCode: 'SBIN0001234',
      aadharFile: { data: uploaded.itrAadhaar, name: 'aadhaar.pdf' },
      panCardFile: { data: uploaded.itrPan, name: 'pan.pdf' },
      passbookFile: { data: uploaded.itrPassbook, name: 'passbook.pdf' },
      consent: 'true',
    }),
  );
  expect(itr.status, itr.text).toBe(201);
  ids.itr = itr.json.service._id;

  const comment = await call('POST', `/api/admin/service/${ids.pan}/comment`, admin, {
    comment: COMMENT,
  });
  expect(comment.status, comment.text).toBe(200);
  const result = await call(
    'POST',
    `/api/services/${ids.pan}/documents`,
    admin,
    form({ document: { data: uploaded.result, name: 'e-pan.pdf' } }),
  );
  expect(result.status, result.text).toBe(201);
  const paid = await call('POST', `/api/admin/service/${ids.pan}/payment`, admin, {
    amount: 157,
    method: 'cash',
  });
  expect(paid.status, paid.text).toBe(201);

  const locker = await call(
    'POST',
    '/api/document/create',
    zeb.auth,
    form({
      name: 'Passport photo',
      photo: { data: uploaded.lockerPhoto, name: 'p.jpg', type: 'image/jpeg' },
      signature: { data: uploaded.lockerSignature, name: 's.png', type: 'image/png' },
    }),
  );
  expect(locker.status, locker.text).toBe(201);
  ids.locker = locker.json.data._id;

  const order = await call(
    'POST',
    '/api/orders',
    zeb.auth,
    form({
      product: 'eshare-card',
      fullName: NAME,
      pan: ORDER_PAN,
      aadhaar: ORDER_AADHAAR,
      email: zeb.email,
      mobile: MOBILE,
      demat: ORDER_DEMAT,
      requestType: 'new',
      document: { data: uploaded.orderPdf, name: 'demat.pdf' },
      consent: 'true',
    }),
  );
  expect(order.status, order.text).toBe(201);
  ids.order = order.json.order._id;
  const orderPaid = await call('POST', `/api/admin/orders/${ids.order}/payment`, admin, {
    amount: order.json.order.amount,
    method: 'upi',
    utr: '123456789012',
  });
  expect(orderPaid.status, orderPaid.text).toBe(200);
}, 60_000);

afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

describe('GET /api/me/export', () => {
  it('answers a ZIP of the account, applications, orders, locker and every file, byte for byte', async () => {
    const { response, bytes } = await download('/api/me/export', zeb.auth);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="seva-my-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );

    const entries = unzipSync(bytes);
    const json = JSON.parse(Buffer.from(entries[EXPORT_DATA_FILE] ?? []).toString('utf8'));
    expect(json.account).toMatchObject({ id: zeb.user._id, name: NAME, email: zeb.email });
    const text = JSON.stringify(json);
    expect(text).not.toMatch(/passwordHash|secretHash|\$argon2/);

    // Full identity numbers: the citizen's own data.
    const pan = json.applications.find((a: { _id: string }) => a._id === ids.pan);
    const itr = json.applications.find((a: { _id: string }) => a._id === ids.itr);
    expect(pan.specificService).toMatchObject({ fullName: NAME, aadharNumber: PAN_AADHAAR });
    expect(itr.specificService).toMatchObject({
      aadharCardNo: ITR_AADHAAR,
      panCardNo: ITR_PAN,
      accountNo: ITR_ACCOUNT,
    });
    expect(pan.comments.map((c: { text: string }) => c.text)).toContain(COMMENT);
    expect(pan.statusHistory.length).toBeGreaterThan(0);
    expect(pan.receipts).toHaveLength(1);
    expect(pan.receipts[0].amount).toBe(157);
    expect(json.locker).toHaveLength(1);
    expect(json.orders.map((o: { _id: string }) => o._id)).toEqual([ids.order]);
    expect(json.orders[0].details).toMatchObject({
      pan: ORDER_PAN,
      aadhaar: ORDER_AADHAAR,
      demat: ORDER_DEMAT,
    });
    expect(json.orders[0].receipts).toHaveLength(1);
    expect(sha(entries[json.orders[0].files[0].file] ?? new Uint8Array())).toBe(
      sha(uploaded.orderPdf),
    );

    // Every file the JSON names is in the ZIP, with the bytes that were uploaded.
    const named = [
      ...json.applications.flatMap((a: { documents: { file: string }[] }) =>
        a.documents.map((d) => d.file),
      ),
      ...json.orders.flatMap((o: { files: { file: string }[] }) => o.files.map((f) => f.file)),
      ...json.locker.flatMap((l: { photoFile: string; signatureFile: string }) => [
        l.photoFile,
        l.signatureFile,
      ]),
    ];
    expect(Object.keys(entries).sort()).toEqual([EXPORT_DATA_FILE, ...named].sort());
    const byType = (application: typeof pan, type: string) =>
      entries[
        application.documents.find((d: { documentType: string }) => d.documentType === type).file
      ] ?? new Uint8Array();
    expect(sha(byType(pan, 'aadharFile'))).toBe(sha(uploaded.aadhaarPdf));
    expect(sha(byType(pan, RESULT_DOCUMENT_TYPE))).toBe(sha(uploaded.result));
    expect(sha(byType(itr, 'passbookFile'))).toBe(sha(uploaded.itrPassbook));
    expect(sha(byType(itr, 'panCardFile'))).toBe(sha(uploaded.itrPan));
    // Images may be cleaned on upload: the export holds what the download route serves.
    for (const document of pan.documents) {
      const served = await download(document.path, zeb.auth);
      expect(sha(entries[document.file] ?? new Uint8Array())).toBe(sha(served.bytes));
    }
    const lockerPhoto = await download(`/api/document/${ids.locker}/photo`, zeb.auth);
    expect(sha(entries[json.locker[0].photoFile] ?? new Uint8Array())).toBe(sha(lockerPhoto.bytes));

    // Nothing of Bob's.
    expect(text).not.toContain('Bob Singh');
    expect(json.applications.map((a: { _id: string }) => a._id)).not.toContain(ids.bobPan);
  });

  it('needs a session', async () => {
    const { response } = await download('/api/me/export', null);
    expect(response.status).toBe(401);
  });

  it('is throttled to a few an hour per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await download('/api/me/export', bob.auth)).response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('POST /api/me/erase', () => {
  let sealedBefore: string[] = [];
  let paymentsBefore: unknown[] = [];
  let filesBefore: string[] = [];

  const snapshot = async () => {
    const { users, applications, attachments } = server.tables;
    return {
      users: await server.db.select().from(users).orderBy(asc(users.id)),
      applications: await server.rowCount(applications),
      attachments: await server.rowCount(attachments),
      files: (await server.storedKeys()).length,
    };
  };

  it('refuses a wrong password and while an application is in progress, changing nothing', async () => {
    const before = await snapshot();
    const wrong = await call('POST', '/api/me/erase', zeb.auth, { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('The password is not correct. Nothing was deleted.');
    const busy = await call('POST', '/api/me/erase', zeb.auth, { password: zeb.password });
    expect(busy.status).toBe(409);
    expect(busy.json.message).toMatch(/still being worked on/);
    const empty = await call('POST', '/api/me/erase', zeb.auth, {});
    expect(empty.status).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('erases rows, files, names and numbers at once, keeping payments for the accounts', async () => {
    // The centre finishes or rejects what was in progress.
    for (const [id, status] of [
      [ids.pan, 'in_progress'],
      [ids.pan, 'completed'],
      [ids.itr, 'rejected'],
    ] as const) {
      const moved = await call('PATCH', `/api/admin/service/${id}/status`, admin, {
        status,
        ...(status === 'rejected' ? { reason: 'Documents unclear' } : {}),
      });
      expect(moved.status, moved.text).toBe(200);
    }
    for (const status of ['in_progress', 'completed']) {
      const moved = await call('PATCH', `/api/admin/orders/${ids.order}/status`, admin, { status });
      expect(moved.status, moved.text).toBe(200);
    }
    const { db } = server;
    const {
      applicationSearchTerms,
      applications,
      attachments,
      itrDetails,
      lockerDocuments,
      orderFiles,
      orderIdentityHashes,
      orders,
      panCardDetails,
      payments,
      sessions,
      users,
    } = server.tables;
    sealedBefore = (
      await db.select().from(panCardDetails).where(eq(panCardDetails.applicationId, ids.pan))
    ).flatMap((row) => (row.aadharNumberSealed ? [row.aadharNumberSealed] : []));
    for (const row of await db
      .select()
      .from(itrDetails)
      .where(eq(itrDetails.applicationId, ids.itr))) {
      for (const value of [row.aadharCardNoSealed, row.panCardNoSealed, row.accountNoSealed]) {
        if (value) sealedBefore.push(value);
      }
    }
    expect(sealedBefore.length).toBe(4);
    // In a fixed order, so the two reads compare on either database.
    const allPayments = () => db.select().from(payments).orderBy(asc(payments.id));
    paymentsBefore = await allPayments();
    expect(paymentsBefore).toHaveLength(2);
    filesBefore = await server.storedKeys();
    const bobFiles = (
      await db
        .select({ key: attachments.storageKey })
        .from(attachments)
        .where(eq(attachments.applicationId, ids.bobPan))
    ).map((row) => row.key);
    // The check is real: the name is in the database before.
    expect((await databaseBytes()).includes(Buffer.from(NAME))).toBe(true);

    const erased = await call('POST', '/api/me/erase', zeb.auth, { password: zeb.password });
    expect(erased.status, erased.text).toBe(200);
    expect(erased.json.message).toMatch(/Your account has been deleted/);
    expect(erased.json.erasure).toMatchObject({
      citizenId: zeb.user._id,
      door: 'self',
      erasedBy: null,
      applicationsRemoved: 1,
      ordersRemoved: 0,
      keptForAccounts: 2,
      lockerDocuments: 1,
      filesFailed: 0,
      completedAt: expect.any(String),
    });

    // No file of hers on disk (or in the store); Bob's are all there.
    const left = await server.storedKeys();
    expect(filesBefore.length - left.length).toBe(erased.json.erasure.filesDeleted);
    expect(erased.json.erasure.filesDeleted).toBeGreaterThanOrEqual(10);
    for (const key of bobFiles) expect(left.some((path) => path.endsWith(key))).toBe(true);

    // No row holds her files, numbers or name.
    expect(
      await db.select().from(lockerDocuments).where(eq(lockerDocuments.userId, zeb.user._id)),
    ).toEqual([]);
    expect(
      await db.select().from(attachments).where(eq(attachments.applicationId, ids.pan)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(applicationSearchTerms)
        .where(eq(applicationSearchTerms.applicationId, ids.pan)),
    ).toEqual([]);
    expect(await db.select().from(applications).where(eq(applications.id, ids.itr))).toEqual([]);
    const [kept] = await db
      .select()
      .from(panCardDetails)
      .where(eq(panCardDetails.applicationId, ids.pan));
    expect(kept).toMatchObject({ fullName: '', aadharNumberSealed: null, aadharNumberLast4: null });
    const [keptOrder] = await db.select().from(orders).where(eq(orders.id, ids.order));
    expect(keptOrder).toMatchObject({ applicantName: '—', details: '{}', identitySealed: null });
    expect(await db.select().from(orderFiles).where(eq(orderFiles.orderId, ids.order))).toEqual([]);
    expect(
      await db.select().from(orderIdentityHashes).where(eq(orderIdentityHashes.orderId, ids.order)),
    ).toEqual([]);
    const [account] = await db.select().from(users).where(eq(users.id, zeb.user._id));
    expect(account).toMatchObject({ email: null, mobile: null, passwordHash: null, name: '—' });
    expect(account?.disabledAt).not.toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, zeb.user._id))).toEqual([]);

    // Payments and receipts stay as they were: numbers, amounts, dates; the receipts still print.
    expect(await allPayments()).toEqual(paymentsBefore);
    for (const payment of await allPayments()) {
      const receipt = await download(`/api/receipts/${payment.id}.pdf`, admin);
      expect(receipt.response.status).toBe(200);
      expect(Buffer.from(receipt.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    }
    // An operator still opens what was kept for the accounts: no name, no number, no file.
    for (const path of [`/api/admin/service/${ids.pan}`, `/api/orders/${ids.order}`]) {
      const keptView = await call('GET', path, admin);
      expect(keptView.status, `${path} ${keptView.text}`).toBe(200);
      for (const secret of [NAME, PAN_AADHAAR, ORDER_AADHAAR, MOBILE]) {
        expect(keptView.text.includes(secret), `${path} ${secret}`).toBe(false);
      }
    }
    const [kept2] = await db.select().from(applications).where(eq(applications.id, ids.pan));
    expect(kept2).toMatchObject({ applicantName: null, governmentFee: 107, serviceCharge: 50 });

    // Byte for byte: no name, mobile, e-mail, address, comment or sealed number in the file or WAL
    // (on PostgreSQL: in any row).
    const bytes = await databaseBytes();
    for (const secret of [
      NAME,
      'zebunnisa',
      FATHER,
      MOBILE,
      zeb.email,
      ADDRESS,
      COMMENT,
      PAN_AADHAAR,
      ITR_AADHAAR,
      ITR_PAN,
      ITR_ACCOUNT,
      ORDER_AADHAAR,
      ORDER_PAN,
      ORDER_DEMAT,
      ...sealedBefore,
    ]) {
      expect(bytes.includes(Buffer.from(secret)), secret).toBe(false);
    }
  });

  it('ends the session and refuses login; the e-mail may sign up again', async () => {
    expect((await call('GET', '/api/auth/me', zeb.auth)).status).toBe(401);
    const login = await post(server.app, '/api/auth/login', {
      email: zeb.email,
      password: zeb.password,
    });
    expect(login.statusCode).toBe(401);
    const again = await post(server.app, '/api/auth/signup', {
      name: 'Someone New',
      email: zeb.email,
      password: 'another long password',
      confirmPassword: 'another long password',
      consent: true,
    });
    expect(again.statusCode).toBeLessThan(300);
  });

  it("leaves another citizen's data untouched", async () => {
    const detail = await call('GET', `/api/admin/service/${ids.bobPan}`, bob.auth);
    expect(detail.status).toBe(200);
    expect(detail.json.specificService.fullName).toBe('Bob Singh');
    for (const document of detail.json.documents) {
      expect((await download(document.path, bob.auth)).response.status).toBe(200);
    }
  });
});

describe('erasure at the counter and the audit list', () => {
  it('needs an operator and an explicit confirmation', async () => {
    const path = `/api/admin/citizens/${bob.user._id}/erase`;
    expect((await call('POST', path, bob.auth, { confirm: true })).status).toBe(403);
    const unconfirmed = await call('POST', path, admin, {});
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.json.message).toBe(
      'Confirm that the citizen asked for their account to be deleted',
    );
    expect((await call('POST', path, admin, { confirm: 'yes' })).status).toBe(400);
    expect(
      (await call('POST', '/api/admin/citizens/nobody/erase', admin, { confirm: true })).status,
    ).toBe(404);
    expect(
      (await call('POST', `/api/admin/citizens/${admin.id}/erase`, admin, { confirm: true }))
        .status,
    ).toBe(409);
  });

  it('refuses while Bob has an application in progress, then erases once it is done', async () => {
    const path = `/api/admin/citizens/${bob.user._id}/erase`;
    const busy = await call('POST', path, admin, { confirm: true });
    expect(busy.status).toBe(409);
    expect(busy.json.message).toMatch(/still being worked on/);
    await call('PATCH', `/api/admin/service/${ids.bobPan}/status`, admin, {
      status: 'rejected',
      reason: 'Left the town',
    });
    const done = await call('POST', path, admin, { confirm: true });
    expect(done.status, done.text).toBe(200);
    expect(done.json.erasure).toMatchObject({
      citizenId: bob.user._id,
      door: 'counter',
      erasedBy: 'Operator',
      applicationsRemoved: 1,
      keptForAccounts: 0,
    });
    expect((await call('GET', '/api/auth/me', bob.auth)).status).toBe(401);
    const twice = await call('POST', path, admin, { confirm: true });
    expect(twice.status).toBe(409);
  });

  it('erases through tRPC for the web too, and lists every erasure for operators only', async () => {
    const carol = await verifiedCitizen(server, smtp, { name: 'Carol Devi' });
    const wrong = await trpcCall(server.app, 'mutation', 'privacy.eraseMine', carol.auth, {
      password: 'wrong password',
    });
    expect(wrong.statusCode).toBe(400);
    const erased = await trpcCall(server.app, 'mutation', 'privacy.eraseMine', carol.auth, {
      password: carol.password,
    });
    expect(erased.statusCode, erased.body).toBe(200);

    expect((await call('GET', '/api/admin/erasures', carol.auth)).status).toBe(401);
    const list = await call('GET', '/api/admin/erasures', admin);
    expect(list.status).toBe(200);
    expect(list.json.data.map((row: { citizenId: string }) => row.citizenId)).toEqual([
      carol.user._id,
      bob.user._id,
      zeb.user._id,
    ]);
    expect(JSON.stringify(list.json)).not.toMatch(/Zebunnisa|Bob Singh|Carol|@example/);
    const firstPage = await call('GET', '/api/admin/erasures?limit=2', admin);
    expect(firstPage.json.data).toHaveLength(2);
    const next = await call(
      'GET',
      `/api/admin/erasures?limit=2&cursor=${firstPage.json.nextCursor}`,
      admin,
    );
    expect(next.json.data.map((row: { citizenId: string }) => row.citizenId)).toEqual([
      zeb.user._id,
    ]);
    const viaTrpc = await trpcCall(server.app, 'query', 'privacy.erasures', { ...admin }, {});
    expect(viaTrpc.statusCode).toBe(200);
    expect(await server.rowCount(server.tables.erasures)).toBe(3);
  });
});
