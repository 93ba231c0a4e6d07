import { indiaDate } from '@seva/schemas/fees';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile, validAadhaar } from '../../test/files.ts';
import {
  post,
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { multipart as form, httpCaller } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { createOrPromoteAdmin } from '../auth/admin-accounts.ts';
import { indiaDayBounds } from './service.ts';

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let admin: { authorization: string };
let second: { authorization: string };
type Citizen = Awaited<ReturnType<typeof verifiedCitizen>>;
let hindi: Citizen;
let sly: Citizen;

// Noon in India, whatever the machine's clock: the register's day never turns mid-test.
const started = Date.now();
const clock = () => Date.parse('2026-11-25T06:30:00Z') + (Date.now() - started);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp, now: clock });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  hindi = await verifiedCitizen(server, smtp, { name: 'सुनीता देवी' });
  sly = await verifiedCitizen(server, smtp, { name: '=HYPERLINK("http://x")' });
  admin = await signedInAdmin(server);
  await createOrPromoteAdmin(server.services.repositories.auth, server.services.hasher, {
    email: 'second@example.test',
    name: 'Second Operator',
    password: 'second operator password',
  });
  const login = await post(server.app, '/api/auth/login', {
    email: 'second@example.test',
    password: 'second operator password',
  });
  second = { authorization: `Bearer ${login.json().token}` };
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const call = httpCaller(() => base);

async function applyPan(citizen: Citizen) {
  const response = await call(
    'POST',
    '/api/services/apply/pan-card',
    citizen.auth,
    form({
      fullName: citizen.name,
      dateOfBirth: '1992-03-14',
      fatherName: 'Ramesh Prasad',
      mobileNumber: '9876543210',
      aadharNumber: validAadhaar(),
      address: 'Ward 4, Goh',
      photo: { data: fakeFile('jpeg'), name: 'photo.jpg' },
      signature: { data: fakeFile('png'), name: 'sign.png' },
      aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
    }),
  );
  expect(response.status).toBe(201);
  return response.json.service as { _id: string; referenceNumber: string };
}

describe('India calendar days', () => {
  it('run from midnight to midnight at UTC+05:30', () => {
    const { from, to } = indiaDayBounds('2026-11-25');
    expect(from.toISOString()).toBe('2026-11-24T18:30:00.000Z');
    expect(to.toISOString()).toBe('2026-11-25T18:30:00.000Z');
  });
});

describe('the day register', () => {
  it('lists the day’s filings and payments, totals by method and operator, and the unpaid', async () => {
    const paidInCash = await applyPan(hindi);
    const paidByUpi = await applyPan(hindi);
    const reversedOne = await applyPan(sly);
    const unpaid = await applyPan(sly);
    const cash = await call('POST', `/api/admin/service/${paidInCash._id}/payment`, admin, {
      amount: 157,
      method: 'cash',
    });
    const upi = await call('POST', `/api/admin/service/${paidByUpi._id}/payment`, second, {
      amount: 157,
      method: 'upi',
      utr: '612345678901',
    });
    const mistaken = await call('POST', `/api/admin/service/${reversedOne._id}/payment`, second, {
      amount: 100,
      method: 'cash',
    });
    const reversal = await call(
      'POST',
      `/api/admin/payments/${mistaken.json.receipt._id}/reverse`,
      admin,
      { reason: 'Wrong application' },
    );
    expect([cash.status, upi.status, mistaken.status, reversal.status]).toEqual([
      201, 201, 201, 201,
    ]);

    const today = indiaDate(new Date(clock()));
    expect(today).toBe('2026-11-25');
    const register = await call('GET', '/api/admin/register', admin);
    expect(register.status).toBe(200);
    expect(register.json.date).toBe(today);
    expect(register.json.filed.map((entry: { reference: string }) => entry.reference)).toEqual(
      [paidInCash, paidByUpi, reversedOne, unpaid].map((service) => service.referenceNumber),
    );
    expect(register.json.filed[0]).toMatchObject({
      kind: 'application',
      serviceType: 'PanCard',
      citizen: 'सुनीता देवी',
      amount: 157,
      paid: true,
    });
    expect(register.json.payments.map((p: { number: string }) => p.number)).toEqual(
      [cash, upi, mistaken, reversal].map((answer) => answer.json.receipt.number),
    );
    expect(register.json.payments[3]).toMatchObject({
      amount: -100,
      reverses: mistaken.json.receipt.number,
      reason: 'Wrong application',
      operator: 'Operator',
    });
    // Cash: 157 in, 100 in and 100 back out. UPI: 157.
    expect(register.json.totals).toEqual({ cash: 157, upi: 157, total: 314 });
    expect(register.json.byOperator).toEqual(
      expect.arrayContaining([
        { operator: 'Operator', cash: 57, upi: 0, total: 57 },
        { operator: 'Second Operator', cash: 100, upi: 157, total: 257 },
      ]),
    );
    expect(register.json.unpaid).toBe(2);

    const explicit = await call('GET', `/api/admin/register?date=${today}`, admin);
    expect(explicit.json).toEqual(register.json);
    const dayBefore = new Date(`${today}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const yesterday = await call(
      'GET',
      `/api/admin/register?date=${dayBefore.toISOString().slice(0, 10)}`,
      admin,
    );
    expect(yesterday.json).toMatchObject({
      filed: [],
      payments: [],
      totals: { cash: 0, upi: 0, total: 0 },
      unpaid: 0,
    });
  });

  it('downloads as CSV with a byte-order mark, Hindi intact and no formula run', async () => {
    const response = await fetch(`${base}/api/admin/register?format=csv`, { headers: admin });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/register-\d{4}-\d{2}-\d{2}\.csv/);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'kind,at,reference,what,citizen,amount,paid or method,utr,receipt,operator,note',
    );
    expect(lines.some((line) => line.includes(',सुनीता देवी,157,paid,'))).toBe(true);
    expect(lines.some((line) => line.includes(`"'=HYPERLINK(""http://x"")"`))).toBe(true);
    expect(
      lines.some(
        (line) =>
          line.startsWith('total,') && line.endsWith(',314,,,,,cash 157; upi 157; unpaid 2'),
      ),
    ).toBe(true);
  });

  it("downloads in the caller's language: Hindi headers and words, names as recorded", async () => {
    const response = await fetch(`${base}/api/admin/register?format=csv`, {
      headers: { ...admin, 'accept-language': 'hi' },
    });
    expect(response.status).toBe(200);
    // text() drops the byte-order mark.
    const lines = (await response.text()).trim().split('\r\n');
    expect(lines[0]).toBe('प्रकार,समय,संदर्भ,क्या,नागरिक,राशि,भुगतान या तरीका,UTR,रसीद,ऑपरेटर,टिप्पणी');
    expect(lines.some((line) => line.includes(',सुनीता देवी,157,भुगतान हो गया,'))).toBe(true);
    expect(lines.some((line) => /^(आवेदन|ऑर्डर),/.test(line))).toBe(true);
    expect(lines.some((line) => /^भुगतान,.*,157,(नकद|UPI),/.test(line))).toBe(true);
    expect(
      lines.some(
        (line) =>
          line.startsWith('कुल,') && line.endsWith(',314,,,,,नकद 157; UPI 157; भुगतान बाकी 2'),
      ),
    ).toBe(true);
    expect(lines.some((line) => line.startsWith('ऑपरेटर का कुल,'))).toBe(true);
    // No English word of ours is left (the references and dates are not words).
    expect(lines.join('\n')).not.toMatch(/\b(paid|unpaid|payment|total|cash|upi|counter|online)\b/);
  });

  it('is for operators, with a clear message for a bad date', async () => {
    expect((await call('GET', '/api/admin/register', hindi.auth)).status).toBe(403);
    expect((await call('GET', '/api/admin/register', null)).status).toBe(401);
    const bad = await call('GET', '/api/admin/register?date=2026-02-30', admin);
    expect([bad.status, bad.json]).toEqual([400, { message: 'Invalid date' }]);
    const format = await call('GET', '/api/admin/register?format=xls', admin);
    expect([format.status, format.json]).toEqual([400, { message: 'Format must be json or csv' }]);
  });
});
