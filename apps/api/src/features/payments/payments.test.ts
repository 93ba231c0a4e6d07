import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { asc } from 'drizzle-orm';
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
import { financialYear, receiptNumber } from './service.ts';

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let work: string;
type Citizen = Awaited<ReturnType<typeof verifiedCitizen>>;
let alice: Citizen;
let bob: Citizen;
let admin: { authorization: string };
let second: { authorization: string };

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'seva-receipts-'));
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await verifiedCitizen(server, smtp, { name: 'Alice Kumari' });
  bob = await verifiedCitizen(server, smtp, { name: 'Bob Singh' });
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
  rmSync(work, { recursive: true, force: true });
});

const call = httpCaller(() => base);

async function applyPan(citizen: Citizen, caller = call) {
  const response = await caller(
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

const pay = (id: string, body: object, auth: { authorization: string } = admin) =>
  call('POST', `/api/admin/service/${id}/payment`, auth, body);
const detail = async (id: string) => (await call('GET', `/api/admin/service/${id}`, admin)).json;

async function receiptText(path: string, auth: { authorization?: string }, at = base) {
  const headers: Record<string, string> = auth.authorization
    ? { authorization: auth.authorization }
    : {};
  const response = await fetch(`${at}${path}`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const file = join(work, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    file,
    text: () => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
  };
}

describe('financial years', () => {
  it('run April to March in India and number receipts within them', () => {
    expect(financialYear(new Date('2026-11-25T10:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:29:00Z'))).toBe('2026-27');
    // 31 March 18:30 UTC is already 1 April in India.
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYear(new Date('2000-01-15T00:00:00Z'))).toBe('1999-00');
    expect(receiptNumber('2026-27', 42)).toBe('SEVA/2026-27/000042');
  });
});

describe('paying for an application', () => {
  it('takes the fee in parts, refuses more than is due, and a second payment once paid', async () => {
    const service = await applyPan(alice);
    for (const [body, message] of [
      [{ amount: 0, method: 'cash' }, 'Amount must be at least ₹1'],
      [{ amount: 10, method: 'upi' }, 'UPI payments need the 12-digit UTR'],
      [{ amount: 10, method: 'upi', utr: '12345678901X' }, 'The UTR is 12 digits'],
      [{ amount: 10, method: 'cheque' }, 'Payment method must be cash or UPI'],
      [{ amount: 158, method: 'cash' }, 'The amount is more than what is due (₹157)'],
    ] as const) {
      const answer = await pay(service._id, body);
      expect([answer.status, answer.json]).toEqual([400, { message }]);
    }
    expect(await detail(service._id)).toMatchObject({ paid: false, receipts: [] });

    const first = await pay(service._id, { amount: 100, method: 'cash' });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      message: 'Payment recorded',
      receipt: {
        number: expect.stringMatching(/^SEVA\/\d{4}-\d{2}\/\d{6}$/),
        amount: 100,
        method: 'cash',
        utr: null,
      },
    });
    expect((await pay(service._id, { amount: 58, method: 'cash' })).json.message).toBe(
      'The amount is more than what is due (₹57)',
    );
    const rest = await pay(service._id, { amount: 57, method: 'upi', utr: '412345678901' });
    expect(rest.status).toBe(201);
    expect(await detail(service._id)).toMatchObject({
      paid: true,
      receipts: [{ amount: 100 }, { amount: 57, utr: '412345678901' }],
    });
    const again = await pay(service._id, { amount: 1, method: 'cash' });
    expect([again.status, again.json]).toEqual([
      409,
      { message: 'This application is already paid' },
    ]);
  });

  it('is for operators only; a citizen cannot delete a paid application', async () => {
    const service = await applyPan(alice);
    expect((await pay(service._id, { amount: 10, method: 'cash' }, alice.auth)).status).toBe(403);
    expect((await call('POST', `/api/admin/service/${service._id}/payment`, null, {})).status).toBe(
      401,
    );
    expect((await pay('no-such-id', { amount: 10, method: 'cash' })).status).toBe(404);
    expect((await pay(service._id, { amount: 10, method: 'cash' })).status).toBe(201);
    const removed = await call('DELETE', `/api/services/${service._id}`, alice.auth);
    expect([removed.status, removed.json]).toEqual([
      409,
      { message: 'A paid application cannot be deleted' },
    ]);
    expect((await detail(service._id))._id).toBe(service._id);
  });

  it('refuses an application with no fee', async () => {
    const zero = await call('PUT', '/api/admin/settings/fees/JobCard', admin, {
      governmentFee: 0,
      serviceCharge: 0,
      days: 15,
    });
    expect(zero.status).toBe(200);
    const applied = await call(
      'POST',
      '/api/services/apply/job-card',
      bob.auth,
      form({
        name: 'Bob Singh',
        fatherHusbandName: 'Suresh',
        aadharFile: { data: fakeFile('jpeg'), name: 'aadhaar.jpg' },
        passbookFile: { data: fakeFile('pdf'), name: 'passbook.pdf' },
      }),
    );
    const answer = await pay(applied.json.service._id, { amount: 1, method: 'cash' });
    expect([answer.status, answer.json]).toEqual([
      409,
      { message: 'This application has no fee to pay' },
    ]);
    expect(applied.json.service.paid).toBe(true);
  });
});

describe('reversals', () => {
  it('undo a payment with a new numbered entry and a reason; the payment itself stays', async () => {
    const service = await applyPan(bob);
    const paid = await pay(service._id, { amount: 157, method: 'cash' });
    const id = paid.json.receipt._id;

    const noReason = await call('POST', `/api/admin/payments/${id}/reverse`, admin, {
      reason: ' ',
    });
    expect([noReason.status, noReason.json]).toEqual([400, { message: 'A reason is required' }]);
    const reversal = await call('POST', `/api/admin/payments/${id}/reverse`, admin, {
      reason: 'Counted twice',
    });
    expect(reversal.status).toBe(201);
    expect(reversal.json).toMatchObject({
      message: 'Payment reversed',
      receipt: { amount: -157, reverses: paid.json.receipt.number, reason: 'Counted twice' },
    });
    expect(await detail(service._id)).toMatchObject({
      paid: false,
      receipts: [{ amount: 157 }, { amount: -157, reverses: paid.json.receipt.number }],
    });

    const twice = await call('POST', `/api/admin/payments/${id}/reverse`, admin, { reason: 'x' });
    expect([twice.status, twice.json]).toEqual([
      409,
      { message: 'This payment has already been reversed' },
    ]);
    const back = await call(
      'POST',
      `/api/admin/payments/${reversal.json.receipt._id}/reverse`,
      admin,
      {
        reason: 'x',
      },
    );
    expect([back.status, back.json]).toEqual([409, { message: 'A reversal cannot be reversed' }]);
    expect(
      (await call('POST', '/api/admin/payments/nothing/reverse', admin, { reason: 'x' })).status,
    ).toBe(404);
    // Paid again after the reversal: the application is paid once more.
    expect((await pay(service._id, { amount: 157, method: 'cash' })).status).toBe(201);
    expect((await detail(service._id)).paid).toBe(true);
  });

  it('leave an order unpaid again', async () => {
    const placed = await call(
      'POST',
      '/api/orders',
      alice.auth,
      form({
        product: 'a4-paper',
        fullName: 'Alice Kumari',
        mobile: '9876543210',
        quantity: '2',
        address: 'Ward 4',
        city: 'Goh',
        state: 'Bihar',
        pincode: '824203',
      }),
    );
    expect(placed.status).toBe(201);
    const orderId = placed.json.order._id;
    const paid = await call('POST', `/api/admin/orders/${orderId}/payment`, admin, {
      amount: 30,
      method: 'cash',
    });
    expect(paid.json.order.paid).toBe(true);
    const reversal = await call(
      'POST',
      `/api/admin/payments/${paid.json.receipt._id}/reverse`,
      admin,
      { reason: 'Wrong order' },
    );
    expect(reversal.status).toBe(201);
    const order = await call('GET', `/api/orders/${orderId}`, alice.auth);
    expect(order.json.data.paid).toBe(false);
  });
});

describe('receipt numbers', () => {
  it('run without a gap across reversals and two operators paying at the same moment', async () => {
    const services = await Promise.all(Array.from({ length: 6 }, () => applyPan(alice)));
    const answers = await Promise.all(
      services.map((service, index) =>
        pay(service._id, { amount: 157, method: 'cash' }, index % 2 === 0 ? admin : second),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const { payments } = server.tables;
    const rows = await server.db
      .select({
        number: payments.receiptNumber,
        sequence: payments.sequence,
        year: payments.financialYear,
      })
      .from(payments)
      .orderBy(asc(payments.sequence));
    expect(new Set(rows.map((row) => row.year)).size).toBe(1);
    expect(rows.map((row) => row.sequence)).toEqual(rows.map((_, index) => index + 1));
    expect(rows.map((row) => row.number)).toEqual(
      rows.map((row) => receiptNumber(row.year, row.sequence)),
    );
  });
});

describe('two operators paying the same thing at the same moment', () => {
  const sequences = async () => {
    const { payments } = server.tables;
    const rows = await server.db
      .select({ sequence: payments.sequence })
      .from(payments)
      .orderBy(asc(payments.sequence));
    return rows.map((row) => row.sequence);
  };

  it('one payment of an application goes in; the other is refused and takes no number', async () => {
    const service = await applyPan(bob);
    const before = await sequences();
    const answers = await Promise.all([
      pay(service._id, { amount: 157, method: 'cash' }, admin),
      pay(service._id, { amount: 157, method: 'upi', utr: '712345678901' }, second),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.json).toEqual({
      message: 'This application is already paid',
    });
    expect((await detail(service._id)).receipts).toHaveLength(1);
    // The next payment anywhere takes the very next number: nothing was used by the refusal.
    const next = await pay((await applyPan(bob))._id, { amount: 157, method: 'cash' });
    expect(await sequences()).toEqual([...before, before.length + 1, before.length + 2]);
    expect(next.json.receipt.number).toBe(
      receiptNumber(financialYear(new Date()), before.length + 2),
    );
  });

  it('the same for an order', async () => {
    const placed = await call(
      'POST',
      '/api/orders',
      bob.auth,
      form({
        product: 'a4-paper',
        fullName: 'Bob Singh',
        mobile: '9876543210',
        quantity: '2',
        address: 'Ward 4',
        city: 'Goh',
        state: 'Bihar',
        pincode: '824203',
      }),
    );
    const orderId = placed.json.order._id;
    const before = await sequences();
    const answers = await Promise.all(
      [admin, second].map((operator) =>
        call('POST', `/api/admin/orders/${orderId}/payment`, operator, {
          amount: 30,
          method: 'cash',
        }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)?.json).toEqual({
      message: 'This order is already marked paid',
    });
    expect(await sequences()).toEqual([...before, before.length + 1]);
  });
});

describe('a new financial year', () => {
  // 31 March 2027, 23:30 in India; half an hour later it is 1 April and 2027-28 begins.
  let clock = Date.parse('2027-03-31T18:00:00Z');
  let yearEnd: TestServer;
  let yearEndBase: string;
  const callAt = httpCaller(() => yearEndBase);

  beforeAll(async () => {
    yearEnd = await startTestServer({ smtp, now: () => clock });
    yearEndBase = await yearEnd.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await yearEnd.close();
  });

  it('starts at SEVA/2027-28/000001 on 1 April while the old series stays gapless', async () => {
    const citizen = await verifiedCitizen(yearEnd, smtp, { name: 'Meena Kumari' });
    const operator = await signedInAdmin(yearEnd);
    const a = await applyPan(citizen, callAt);
    const b = await applyPan(citizen, callAt);
    const c = await applyPan(citizen, callAt);
    const d = await applyPan(citizen, callAt);
    const payAt = (id: string, body: object) =>
      callAt('POST', `/api/admin/service/${id}/payment`, operator, body);

    const first = await payAt(a._id, { amount: 157, method: 'cash' });
    const secondPaid = await payAt(b._id, { amount: 100, method: 'cash' });
    expect([first.json.receipt.number, secondPaid.json.receipt.number]).toEqual([
      'SEVA/2026-27/000001',
      'SEVA/2026-27/000002',
    ]);
    const lateReversal = await callAt(
      'POST',
      `/api/admin/payments/${first.json.receipt._id}/reverse`,
      operator,
      { reason: 'Paid twice' },
    );
    expect(lateReversal.json.receipt.number).toBe('SEVA/2026-27/000003');

    clock = Date.parse('2027-03-31T18:30:00Z'); // 1 April 2027, 00:00 in India
    // Refused in the new year: no number taken from either series.
    expect((await payAt(b._id, { amount: 58, method: 'cash' })).status).toBe(400);
    const april = await payAt(c._id, { amount: 157, method: 'upi', utr: '812345678901' });
    expect(april.json.receipt.number).toBe('SEVA/2027-28/000001');
    // The rest of a March payment, and a March payment's reversal, are April's entries.
    const rest = await payAt(b._id, { amount: 57, method: 'cash' });
    expect(rest.json.receipt.number).toBe('SEVA/2027-28/000002');
    const aprilReversal = await callAt(
      'POST',
      `/api/admin/payments/${secondPaid.json.receipt._id}/reverse`,
      operator,
      { reason: 'Wrong application' },
    );
    expect(aprilReversal.json.receipt).toMatchObject({
      number: 'SEVA/2027-28/000003',
      reverses: 'SEVA/2026-27/000002',
    });
    // Each receipt prints its own date and time in India.
    const march = (await receiptText(first.json.receipt.path, operator, yearEndBase)).text();
    expect(march).toMatch(/Date\s+31 March 2027(,| at) 11:30 pm/);
    const aprilText = (await receiptText(april.json.receipt.path, operator, yearEndBase)).text();
    expect(aprilText).toMatch(/Date\s+1 April 2027(,| at) 12:00 am/);
    expect(aprilText).toContain('SEVA/2027-28/000001');
    clock += 30 * 60 * 1000; // later that night, within the operator's session
    expect((await payAt(d._id, { amount: 157, method: 'cash' })).json.receipt.number).toBe(
      'SEVA/2027-28/000004',
    );

    const { payments } = yearEnd.tables;
    const series = await yearEnd.db
      .select({ year: payments.financialYear, sequence: payments.sequence })
      .from(payments)
      .orderBy(asc(payments.financialYear), asc(payments.sequence));
    expect(series).toEqual([
      { year: '2026-27', sequence: 1 },
      { year: '2026-27', sequence: 2 },
      { year: '2026-27', sequence: 3 },
      { year: '2027-28', sequence: 1 },
      { year: '2027-28', sequence: 2 },
      { year: '2027-28', sequence: 3 },
      { year: '2027-28', sequence: 4 },
    ]);
  });
});

describe('the receipt PDF', () => {
  it('prints the centre, number, citizen, what was paid for, amounts, method, UTR and operator', async () => {
    const service = await applyPan(alice);
    const paid = await pay(service._id, { amount: 157, method: 'upi', utr: '512345678901' });
    const receipt = await receiptText(paid.json.receipt.path, alice.auth);
    expect(receipt.status).toBe(200);
    expect(receipt.type).toBe('application/pdf');
    const text = receipt.text();
    for (const expected of [
      'Seva Service Centre',
      'Receipt',
      paid.json.receipt.number,
      'Alice Kumari',
      `PAN Card application ${service.referenceNumber}`,
      '₹107',
      '₹50',
      '₹157',
      'UPI, UTR 512345678901',
      'Operator',
    ]) {
      expect(text).toContain(expected);
    }
    expect((await receiptText(paid.json.receipt.path, admin)).status).toBe(200);
    expect((await receiptText(paid.json.receipt.path, bob.auth)).status).toBe(404);
    expect((await receiptText(paid.json.receipt.path, {})).status).toBe(401);
  });

  it('comes out in Hindi for a citizen who reads Hindi', async () => {
    const hindi = await verifiedCitizen(server, smtp, { name: 'सुनीता देवी' });
    await call('PUT', '/api/auth/language', hindi.auth, { language: 'hi' });
    const service = await applyPan(hindi);
    const paid = await pay(service._id, { amount: 157, method: 'cash' });
    const text = (await receiptText(paid.json.receipt.path, hindi.auth)).text();
    expect(text).toContain('रसीद');
    expect(text).toContain(paid.json.receipt.number);
    expect(text.replace(/ /g, '')).toContain('सुनीतादेवी');
    expect(text).toContain('नकद');
  });

  it('a Hindi receipt shapes its conjuncts and rephs; every font is embedded, Devanagari too', async () => {
    const hindi = await verifiedCitizen(server, smtp, { name: 'प्रकाश शर्मा' });
    await call('PUT', '/api/auth/language', hindi.auth, { language: 'hi' });
    const service = await applyPan(hindi);
    const paid = await pay(service._id, { amount: 157, method: 'cash' });
    const receipt = await receiptText(paid.json.receipt.path, hindi.auth);
    const text = receipt.text();
    // pdftotext reads shaped glyphs in visual order: the reph of र्त after its ा
    // (प्राप्तकर्ता → प्राप्तकतार्), the conjuncts प्र and प्त whole. Unshaped text would read as typed.
    expect(text).toMatch(/प्राप्तकतार्\s+Operator/);
    expect(text).toMatch(/िकससे प्राप्त\s+प्रकाश शमार्/);
    expect(text).toContain('पैन काडर् आवेदन');
    expect(text).not.toContain('प्राप्तकर्ता');
    expect(text).toMatch(/तारीख\s+\d{1,2} \S+ \d{4}/);
    const fonts = execFileSync('pdffonts', [receipt.file], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(2);
    expect(fonts.some((line) => line.includes('NotoSansDevanagari'))).toBe(true);
    for (const line of fonts) expect(line).toMatch(/\byes\s+yes\s+yes\b/); // emb, sub, uni
  });

  it('a reversal has its own receipt naming the one it reverses, with the reason', async () => {
    const service = await applyPan(alice);
    const paid = await pay(service._id, { amount: 157, method: 'cash' });
    const reversal = await call(
      'POST',
      `/api/admin/payments/${paid.json.receipt._id}/reverse`,
      admin,
      { reason: 'Counted twice' },
    );
    const receipt = await receiptText(reversal.json.receipt.path, alice.auth);
    expect(receipt.status).toBe(200);
    const text = receipt.text();
    expect(text).toContain('Reversal receipt');
    expect(text).toContain(reversal.json.receipt.number);
    expect(text).toMatch(/Amount returned\s+₹157/);
    expect(text).toMatch(new RegExp(`Reverses receipt\\s+${paid.json.receipt.number}`));
    expect(text).toMatch(/Reason\s+Counted twice/);
    expect(text).toMatch(/Received by\s+Operator/);
    expect(text).not.toContain('Amount received');
    expect((await receiptText(reversal.json.receipt.path, bob.auth)).status).toBe(404);
  });

  it('an order has a receipt for its citizen and the operators', async () => {
    const placed = await call(
      'POST',
      '/api/orders',
      alice.auth,
      form({
        product: 'a4-paper',
        fullName: 'Alice Kumari',
        mobile: '9876543210',
        quantity: '2',
        address: 'Ward 4',
        city: 'Goh',
        state: 'Bihar',
        pincode: '824203',
      }),
    );
    const paid = await call('POST', `/api/admin/orders/${placed.json.order._id}/payment`, admin, {
      amount: 30,
      method: 'upi',
      utr: '912345678901',
    });
    const receipt = await receiptText(paid.json.receipt.path, alice.auth);
    expect(receipt.status).toBe(200);
    const text = receipt.text();
    expect(text).toContain(paid.json.receipt.number);
    expect(text).toMatch(
      new RegExp(`For\\s+Order ${placed.json.order.reference} \\(Computer Paper A4 Size\\)`),
    );
    expect(text).toMatch(/Order amount\s+₹30/);
    expect(text).toMatch(/Amount received\s+₹30/);
    expect(text).toMatch(/Paid by\s+UPI, UTR 912345678901/);
    expect((await receiptText(paid.json.receipt.path, admin)).status).toBe(200);
    expect((await receiptText(paid.json.receipt.path, bob.auth)).status).toBe(404);
  });
});
