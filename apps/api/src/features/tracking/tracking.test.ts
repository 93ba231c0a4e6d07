import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLimits } from '../../lib/throttle.ts';
import { fakeFile, validAadhaar } from '../../test/files.ts';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { multipart as form, httpCaller } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let alice: Awaited<ReturnType<typeof verifiedCitizen>>;
let admin: { authorization: string };
let service: { _id: string; referenceNumber: string; trackingCode: string };
const AADHAAR = validAadhaar();
const MOBILE = '9876543210';

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await verifiedCitizen(server, smtp, { name: 'Alice Kumari' });
  admin = await signedInAdmin(server);
  service = await applyPan(base, alice.auth);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const call = httpCaller(() => base);

async function applyPan(at: string, auth: { authorization: string }) {
  const response = await httpCaller(() => at)(
    'POST',
    '/api/services/apply/pan-card',
    auth,
    form({
      fullName: 'Ravi Kumar',
      dateOfBirth: '1992-03-14',
      fatherName: 'Ramesh Prasad',
      mobileNumber: MOBILE,
      aadharNumber: AADHAAR,
      address: 'Ward 4, Goh',
      photo: { data: fakeFile('jpeg'), name: 'photo.jpg' },
      signature: { data: fakeFile('png'), name: 'sign.png' },
      aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
    }),
  );
  expect(response.status).toBe(201);
  return response.json.service;
}

/** A lookup over real HTTP, as the tracking page or an integrator makes it. */
async function track(query: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}/api/track?${new URLSearchParams(query)}`, { headers });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: JSON.parse(text) };
}

describe('public tracking', () => {
  it('answers the reference with the mobile number: status story, masked name, nothing else', async () => {
    const response = await track({ reference: service.referenceNumber, mobile: MOBILE });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.json).toMatchObject({
      reference: service.referenceNumber,
      serviceType: 'PanCard',
      status: 'pending',
      applicant: 'R*** K****',
      history: [{ status: 'pending' }],
      nextStep: 'wait',
      bring: [],
    });
    expect(response.json.promisedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Object.keys(response.json).sort()).toEqual([
      'applicant',
      'bring',
      'filedAt',
      'history',
      'nextStep',
      'promisedBy',
      'reference',
      'serviceType',
      'status',
    ]);
    for (const secret of [AADHAAR, MOBILE, alice.email, 'Ravi Kumar', service._id]) {
      expect(response.text).not.toContain(secret);
    }
  });

  it('takes the e-mail on the account or the slip’s code, however it is typed', async () => {
    const reference = service.referenceNumber.toLowerCase();
    expect((await track({ reference, email: alice.email.toUpperCase() })).status).toBe(200);
    const code = service.trackingCode;
    const typed = `${code.slice(0, 4)}-${code.slice(4, 8)} ${code.slice(8)}`.toLowerCase();
    expect((await track({ reference, code: typed })).status).toBe(200);
    expect((await track({ reference, mobile: `+91 ${MOBILE}` })).status).toBe(200);
  });

  it('gives a wrong reference and a wrong mobile the same answer', async () => {
    const wrongMobile = await track({ reference: service.referenceNumber, mobile: '9123456789' });
    const wrongReference = await track({ reference: 'SEVA-2026-999999', mobile: MOBILE });
    const wrongCode = await track({ reference: service.referenceNumber, code: '000000000000' });
    const otherEmail = await track({ reference: service.referenceNumber, email: 'x@example.test' });
    const message =
      'No application matches these details. Check the reference number and try again.';
    for (const answer of [wrongMobile, wrongReference, wrongCode, otherEmail]) {
      expect(answer.status).toBe(404);
      expect(answer.json).toEqual({ message });
    }
  });

  it('refuses incomplete or malformed lookups with a clear message', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ mobile: MOBILE }, 'Reference number is required'],
      [
        { reference: service.referenceNumber },
        'Enter the mobile number or e-mail on the application, or the tracking code',
      ],
      [{ reference: service.referenceNumber, mobile: '5876543210' }, 'Invalid mobile number'],
      [{ reference: service.referenceNumber, mobile: '987654321' }, 'Invalid mobile number'],
      [{ reference: service.referenceNumber, code: 'XYZ' }, 'Invalid tracking code'],
    ];
    for (const [query, message] of cases) {
      const answer = await track(query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.json).toEqual({ message });
    }
  });

  it('shows each status change and what to do next', async () => {
    const moved = await call('PATCH', `/api/admin/service/${service._id}/status`, admin, {
      status: 'in_progress',
    });
    expect(moved.status).toBe(200);
    const done = await call('PATCH', `/api/admin/service/${service._id}/status`, admin, {
      status: 'completed',
    });
    expect(done.status).toBe(200);
    const answer = await track({ reference: service.referenceNumber, code: service.trackingCode });
    expect(answer.json.status).toBe('completed');
    expect(answer.json.history.map((step: { status: string }) => step.status)).toEqual([
      'pending',
      'in_progress',
      'completed',
    ]);
    expect(answer.json.nextStep).toBe('collect');
  });

  it('answers in Hindi to a Hindi caller', async () => {
    const answer = await track(
      { reference: 'SEVA-2026-999999', mobile: MOBILE },
      { 'accept-language': 'hi' },
    );
    expect(answer.status).toBe(404);
    expect(answer.json.message).toBe(
      'इन विवरणों से कोई आवेदन नहीं मिला। संदर्भ संख्या जाँचें और फिर से कोशिश करें।',
    );
  });
});

describe('tracking throttle', () => {
  let limited: TestServer;
  let reference: string;
  beforeAll(async () => {
    // The production limits: 10 lookups a minute per address and per reference.
    limited = await startTestServer({ smtp, limits: defaultLimits });
    const at = await limited.app.listen({ port: 0, host: '127.0.0.1' });
    const citizen = await verifiedCitizen(limited, smtp);
    reference = (await applyPan(at, citizen.auth)).referenceNumber;
  });
  afterAll(() => limited.close());

  const lookup = (ref: string, ip: string) =>
    limited.app.inject({
      method: 'GET',
      url: `/api/track?${new URLSearchParams({ reference: ref, mobile: '9000000000' })}`,
      remoteAddress: ip,
    });

  it('stops an address after 10 lookups a minute, whatever the reference', async () => {
    for (let i = 0; i < 10; i++) {
      expect(
        (await lookup(`SEVA-2026-9000${String(i).padStart(2, '0')}`, '10.0.0.1')).statusCode,
      ).toBe(404);
    }
    const refused = await lookup('SEVA-2026-900099', '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many lookups. Please wait a minute and try again.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('stops a reference after 10 lookups a minute, from however many addresses', async () => {
    for (let i = 0; i < 10; i++) {
      expect((await lookup(reference, `10.0.1.${i}`)).statusCode).toBe(404);
    }
    expect((await lookup(reference, '10.0.2.1')).statusCode).toBe(429);
  });
});
