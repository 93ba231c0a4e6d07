import { orderForms } from '@seva/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile, validAadhaar } from '../test/files.ts';
import {
  post,
  signedInAdmin,
  startTestServer,
  type TestServer,
  uniqueEmail,
  verifiedCitizen,
} from '../test/harness.ts';
import { httpCaller, multipart, type Part, trpcCall } from '../test/http.ts';
import { codeFrom, type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';

// Security events and the access log, read from the server's real log lines
// (docs/decisions/019-access-and-security-log.md).

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
type Citizen = Awaited<ReturnType<typeof verifiedCitizen>>;
let owner: Citizen;
let other: Citizen;
let admin: { authorization: string; id: string };
let applicationId: string;
let documentId: string;

const AADHAAR = validAadhaar('45678901234');
const ACCOUNT = '998877665544';
const SEARCH = 'Zebulon-Search';
const call = httpCaller(() => base);
const orderText: Record<string, string> = {
  fullName: 'Owner Devi',
  dob: '1990-05-01',
  gender: 'female',
  mobile: '9876543210',
  address: 'Ward 4, Goh',
  aadharNumber: AADHAAR,
  aadhaar: AADHAAR,
  requestType: 'new',
  pan: 'PQRST6789K',
  panNumber: 'PQRST6789K',
  email: 'owner.devi@example.test',
  fatherName: 'Ramesh Prasad',
  city: 'Goh',
  state: 'Bihar',
  district: 'Aurangabad',
  pincode: '824203',
  quantity: '1',
};

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  owner = await verifiedCitizen(server, smtp, { name: 'Owner Devi' });
  other = await verifiedCitizen(server, smtp, { name: 'Other Singh' });
  admin = await signedInAdmin(server);
  const filed = await call(
    'POST',
    '/api/services/apply/itr',
    owner.auth,
    multipart({
      aadharCardNo: AADHAAR,
      panCardNo: 'PQRST6789K',
      accountNo: ACCOUNT,
      ifscCode: 'SBIN0001234',
      aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
      panCardFile: { data: fakeFile('png'), name: 'pan.png' },
      passbookFile: { data: fakeFile('jpeg'), name: 'passbook.jpg' },
    }),
  );
  expect(filed.status, filed.text).toBe(201);
  applicationId = filed.json.service._id;
  documentId = filed.json.service.documents[0]._id;
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const events = (name: string) => server.logs.filter((line) => line.event === name);
const get = (url: string, headers: Record<string, string>) =>
  server.app.inject({ method: 'GET', url, headers });

describe('security events', () => {
  it('log a citizen asking for another citizen’s application, on both doors', async () => {
    const before = events('access_denied').length;
    expect((await get(`/api/admin/service/${applicationId}`, other.auth)).statusCode).toBe(404);
    const trpc = await trpcCall(server.app, 'query', 'applications.byId', other.auth, {
      id: applicationId,
    });
    expect(trpc.statusCode).toBe(404);
    const url = `/api/services/${applicationId}/documents/${documentId}/download`;
    expect((await get(url, other.auth)).statusCode).toBe(404);
    const denied = events('access_denied').slice(before);
    expect(denied).toHaveLength(3);
    for (const line of denied) {
      expect(line).toMatchObject({
        security: true,
        level: 40,
        userId: other.user._id,
        objectType: 'application',
        objectId: applicationId,
        ownerId: owner.user._id,
      });
    }
    // An id that does not exist is a plain 404, not someone else's data.
    expect((await get('/api/admin/service/no-such-id', other.auth)).statusCode).toBe(404);
    expect(events('access_denied')).toHaveLength(before + 3);
  });

  it('log an operator viewing identity numbers and downloading a document; owners are not', async () => {
    const viewsBefore = events('identity_numbers_viewed').length;
    const downloadsBefore = events('identity_document_downloaded').length;
    const url = `/api/services/${applicationId}/documents/${documentId}/download`;
    expect((await get(`/api/admin/service/${applicationId}`, owner.auth)).statusCode).toBe(200);
    expect((await get(url, owner.auth)).statusCode).toBe(200);
    expect(events('identity_numbers_viewed')).toHaveLength(viewsBefore);
    expect(events('identity_document_downloaded')).toHaveLength(downloadsBefore);

    const detail = await get(`/api/admin/service/${applicationId}`, admin);
    expect(detail.statusCode).toBe(200);
    expect(detail.body).toContain(AADHAAR);
    const trpc = await trpcCall(server.app, 'query', 'applications.byId', admin, {
      id: applicationId,
    });
    expect(trpc.statusCode).toBe(200);
    expect((await get(url, admin)).statusCode).toBe(200);

    const views = events('identity_numbers_viewed').slice(viewsBefore);
    expect(views).toHaveLength(2);
    for (const line of views) {
      expect(line).toMatchObject({
        userId: admin.id,
        objectType: 'application',
        objectId: applicationId,
        ownerId: owner.user._id,
      });
    }
    expect(events('identity_document_downloaded').slice(downloadsBefore)).toEqual([
      expect.objectContaining({
        userId: admin.id,
        objectType: 'application',
        objectId: applicationId,
        documentId,
        ownerId: owner.user._id,
      }),
    ]);
  });

  it('log denials and operator downloads on orders too', async () => {
    const parts: Record<string, Part> = { product: 'ayushman-card' };
    for (const field of orderForms['ayushman-card']) {
      parts[field.name] =
        field.kind === 'file'
          ? { data: fakeFile('jpeg'), name: `${field.name}.jpg` }
          : (orderText[field.name] ?? 'x');
    }
    const placed = await call('POST', '/api/orders', owner.auth, multipart(parts));
    expect(placed.status, placed.text).toBe(201);
    const order = placed.json.order;
    const file = order.files[0];
    expect((await get(`/api/orders/${order._id}`, other.auth)).statusCode).toBe(404);
    expect(events('access_denied').at(-1)).toMatchObject({
      userId: other.user._id,
      objectType: 'order',
      objectId: order._id,
      ownerId: owner.user._id,
    });
    // The owner reads their own numbers unlogged; an operator opening the order is logged, on
    // both doors, with ids only.
    const viewed = () => events('identity_numbers_viewed').filter((e) => e.objectType === 'order');
    expect((await get(`/api/orders/${order._id}`, owner.auth)).statusCode).toBe(200);
    expect(viewed()).toHaveLength(0);
    const opened = await get(`/api/orders/${order._id}`, admin);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.details.aadhaar).toBe(AADHAAR);
    expect(viewed()).toEqual([
      expect.objectContaining({
        userId: admin.id,
        objectId: order._id,
        ownerId: owner.user._id,
      }),
    ]);
    const trpcOpened = await trpcCall(server.app, 'query', 'orders.byId', admin, { id: order._id });
    expect(trpcOpened.statusCode).toBe(200);
    expect(viewed()).toHaveLength(2);
    expect(JSON.stringify(viewed())).not.toContain(AADHAAR);
    const download = await get(`/api/orders/${order._id}/files/${file._id}/download`, admin);
    expect(download.statusCode).toBe(200);
    expect(events('identity_document_downloaded').at(-1)).toMatchObject({
      userId: admin.id,
      objectType: 'order',
      objectId: order._id,
      documentId: file._id,
      ownerId: owner.user._id,
    });
  });

  it('log a citizen asking for another citizen’s receipt', async () => {
    const paid = await call('POST', `/api/admin/service/${applicationId}/payment`, admin, {
      method: 'cash',
      amount: 100,
    });
    expect(paid.status, paid.text).toBe(201);
    const receiptId = paid.json.receipt._id;
    expect((await get(`/api/receipts/${receiptId}.pdf`, owner.auth)).statusCode).toBe(200);
    const denied = await get(`/api/receipts/${receiptId}.pdf`, other.auth);
    expect(denied.statusCode).toBe(404);
    expect(events('access_denied').at(-1)).toMatchObject({
      userId: other.user._id,
      objectType: 'receipt',
      objectId: receiptId,
      ownerId: owner.user._id,
    });
  });

  it('log role changes and disables with the admin and the account', async () => {
    const target = await verifiedCitizen(server, smtp, { name: 'Target Kumar' });
    const role = await server.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${target.user._id}/role`,
      headers: { ...admin, 'content-type': 'application/json' },
      payload: JSON.stringify({ role: 'admin' }),
    });
    expect(role.statusCode, role.body).toBe(200);
    const disabled = await trpcCall(server.app, 'mutation', 'admin.setDisabled', admin, {
      userId: target.user._id,
      disabled: true,
    });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(events('role_changed').at(-1)).toMatchObject({
      userId: admin.id,
      objectId: target.user._id,
      role: 'admin',
    });
    expect(events('account_disabled').at(-1)).toMatchObject({
      userId: admin.id,
      objectId: target.user._id,
    });
  });

  it('log failed logins per account, never the password or an unknown address', async () => {
    const wrong = 'not-the-password-7731';
    const unknown = uniqueEmail('nobody');
    expect(
      (await post(server.app, '/api/auth/login', { email: owner.email, password: wrong }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await trpcCall(server.app, 'mutation', 'auth.login', null, {
          email: unknown,
          password: wrong,
        })
      ).statusCode,
    ).toBe(401);
    const failed = events('login_failed').slice(-2);
    expect(failed[0]).toMatchObject({ userId: owner.user._id, reason: 'wrong_password' });
    expect(failed[1]).toMatchObject({ userId: null, reason: 'unknown_account' });
    expect(typeof failed[1]?.ip).toBe('string');
    expect(server.logText()).not.toContain(wrong);
    expect(server.logText()).not.toContain(unknown);
  });
});

describe('the access log', () => {
  it('writes one line per request with the user, and no query string', async () => {
    const response = await get(`/api/admin/service/all-services?search=${SEARCH}&limit=5`, admin);
    expect(response.statusCode).toBe(200);
    const trpc = await trpcCall(server.app, 'query', 'admin.list', admin, {
      search: SEARCH,
      limit: 5,
    });
    expect(trpc.statusCode, trpc.body).toBe(200);
    const lines = server.logs.filter(
      (line) => line.url === '/api/admin/service/all-services' && line.msg === 'request',
    );
    expect(lines.at(-1)).toMatchObject({
      method: 'GET',
      route: '/api/admin/service/all-services',
      status: 200,
      userId: admin.id,
    });
    const reqId = lines.at(-1)?.reqId;
    expect(reqId).toBeDefined();
    expect(server.logs.filter((line) => line.reqId === reqId)).toHaveLength(1);
    expect(server.logs.at(-1)).toMatchObject({ url: '/trpc/admin.list', userId: admin.id });
    expect(server.logs.some((line) => line.msg === 'incoming request')).toBe(false);
    const signedOut = await get('/api/health', {});
    expect(signedOut.statusCode).toBe(200);
    expect(server.logs.at(-1)).toMatchObject({ url: '/api/health', userId: null, status: 200 });
  });

  it('never holds a search string, an identity number, a code or a password', async () => {
    const text = server.logText();
    expect(text).not.toContain(SEARCH);
    expect(text).not.toContain(AADHAAR);
    expect(text).not.toContain(ACCOUNT);
    expect(text).not.toContain('PQRST6789K');
    expect(text).not.toContain(owner.password);
    const codes = smtp.inbox
      .filter((mail) => mail.text.includes('Your code:'))
      .map((mail) => codeFrom(mail));
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(text).not.toContain(code);
  });
});
