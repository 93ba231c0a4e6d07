import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seededServiceFees, TRACKING_CODE_PATTERN } from '@seva/schemas/fees';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile, validAadhaar } from '../../test/files.ts';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { multipart as form, httpCaller } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

/**
 * The acknowledgement slip read back with real tools: poppler's pdftotext and pdffonts for its
 * text and fonts, pdftoppm to print it to an image and zbar's zbarimg to read its QR code.
 */
let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let work: string;
type Citizen = Awaited<ReturnType<typeof verifiedCitizen>>;
let alice: Citizen;
let bob: Citizen;
let admin: { authorization: string };
const PUBLIC_URL = 'https://seva.example.in';
const AADHAAR = validAadhaar();
/** 'प्रकाश शर्मा' as pdftotext reads it from correctly shaped glyphs (visual order). */
const SHAPED_NAME = 'प्रकाश शमार्';

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'seva-slip-'));
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp, env: { PUBLIC_URL } });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await verifiedCitizen(server, smtp, { name: 'Alice Kumari' });
  bob = await verifiedCitizen(server, smtp, { name: 'Bob Singh' });
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
  rmSync(work, { recursive: true, force: true });
});

const call = httpCaller(() => base);

async function applyPan(citizen: Citizen, fullName = 'Alice Kumari') {
  const response = await call(
    'POST',
    '/api/services/apply/pan-card',
    citizen.auth,
    form({
      fullName,
      dateOfBirth: '1992-03-14',
      fatherName: 'Ramesh Prasad',
      mobileNumber: '9876543210',
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

/** Fetches a slip and keeps it as a file for the tools. */
async function slip(id: string, headers: Record<string, string>) {
  const response = await fetch(`${base}/api/services/${id}/acknowledgement.pdf`, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  const file = join(work, `${id}-${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  if (process.env.SLIP_SAMPLES) writeFileSync(join(process.env.SLIP_SAMPLES, `${id}.pdf`), bytes);
  return { response, bytes, file };
}

const pdftotext = (file: string) =>
  execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });

function qrOf(file: string): string {
  const image = file.replace(/\.pdf$/, '');
  execFileSync('pdftoppm', ['-r', '150', '-png', '-singlefile', file, image]);
  // stderr piped: zbar's DBus chatter stays out of the test output (and in the error if it fails).
  return execFileSync('zbarimg', ['--raw', '-q', `${image}.png`], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

describe('fees on an application', () => {
  it('start as the migration seeded them, the values of @seva/schemas/fees', async () => {
    const seeded = Object.fromEntries(
      (await server.services.fees.all()).map(({ serviceType, ...fee }) => [serviceType, fee]),
    );
    expect(seeded).toEqual(seededServiceFees);
  });

  it('keeps the fee it was filed at, its promised date and a tracking code', async () => {
    const service = await applyPan(alice);
    expect(service.fee).toEqual({ governmentFee: 107, serviceCharge: 50, total: 157 });
    expect(service.promisedBy).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(service.trackingCode).toMatch(TRACKING_CODE_PATTERN);
    const filed = new Date(service.createdAt);
    // 15 working days are at least 17 calendar days (two Sundays) after the filing day.
    const days =
      (Date.parse(service.promisedBy) - Date.parse(filed.toISOString().slice(0, 10))) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(17);
  });
});

describe('the acknowledgement slip', () => {
  it('is one A4 page of real text: reference, masked Aadhaar, fee, documents; never the full number', async () => {
    const service = await applyPan(alice);
    const { response, bytes, file } = await slip(service._id, alice.auth);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-disposition')).toContain(
      `acknowledgement-${service.referenceNumber}.pdf`,
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const inline = await fetch(`${base}/api/services/${service._id}/acknowledgement.pdf?inline=1`, {
      headers: alice.auth,
    });
    expect(inline.headers.get('content-disposition')).toMatch(/^inline; /);
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Pages:\s+1\n/);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);

    const text = pdftotext(file);
    expect(text).toContain('Acknowledgement');
    expect(text).toContain(service.referenceNumber);
    expect(text).toContain('PAN Card');
    expect(text).toContain('Alice Kumari');
    expect(text).toContain(`XXXX XXXX ${AADHAAR.slice(-4)}`);
    expect(text).not.toContain(AADHAAR);
    expect(text).toContain('Photo, Signature, Aadhaar card');
    expect(text).toContain('₹157 (government fee ₹107 + service charge ₹50)');
    expect(text).toContain('Due at the counter');
    const code = String(service.trackingCode);
    expect(text).toContain(`${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`);
  });

  it('holds a QR code an ordinary reader decodes to the tracking link under PUBLIC_URL', async () => {
    const service = await applyPan(alice);
    const { file } = await slip(service._id, alice.auth);
    expect(qrOf(file)).toBe(
      `${PUBLIC_URL}/track/${service.referenceNumber}?code=${service.trackingCode}`,
    );
    // The same link is printed for people who type.
    expect(pdftotext(file)).toContain(`${PUBLIC_URL}/track/${service.referenceNumber}`);
  });

  it('embeds every font it uses', async () => {
    const service = await applyPan(alice);
    const { file } = await slip(service._id, alice.auth);
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(2);
    expect(fonts.length).toBeGreaterThan(0);
    for (const line of fonts) expect(line).toMatch(/\byes\s+yes\s+yes\b/); // emb, sub, uni
  });

  it('masks PAN and bank account as printed (ITR)', async () => {
    const response = await call(
      'POST',
      '/api/services/apply/itr',
      alice.auth,
      form({
        aadharCardNo: AADHAAR,
        panCardNo: 'ABCDE1234F',
        accountNo: '123456789012',
        ifscCode: 'SBIN0001234',
        aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
        panCardFile: { data: fakeFile('png'), name: 'pan.png' },
        passbookFile: { data: fakeFile('jpeg'), name: 'passbook.jpg' },
      }),
    );
    expect(response.status).toBe(201);
    const { file } = await slip(response.json.service._id, alice.auth);
    const text = pdftotext(file);
    expect(text).toContain('ABCDE****F');
    expect(text).toContain('XXXXXX9012');
    expect(text).toContain('₹300');
    for (const full of ['ABCDE1234F', '123456789012', AADHAAR]) expect(text).not.toContain(full);
  });

  it('is its owner’s and the operators’ only', async () => {
    const service = await applyPan(alice);
    expect((await slip(service._id, admin)).response.status).toBe(200);
    const other = await slip(service._id, bob.auth);
    expect(other.response.status).toBe(404);
    expect(JSON.parse(other.bytes.toString())).toEqual({ message: 'No service found' });
    expect((await slip(service._id, {})).response.status).toBe(401);
    expect((await slip('no-such-id', alice.auth)).response.status).toBe(404);
  });

  it('comes out in Hindi for a citizen who reads Hindi, names shaped in Devanagari', async () => {
    const hindi = await verifiedCitizen(server, smtp, { name: 'सुनीता देवी' });
    const chosen = await call('PUT', '/api/auth/language', hindi.auth, { language: 'hi' });
    expect(chosen.status).toBe(200);
    const service = await applyPan(hindi, 'सुनीता देवी');
    const { file } = await slip(service._id, hindi.auth);
    const text = pdftotext(file);
    // pdftotext reads the glyphs as drawn. Shaped Devanagari comes out in visual order: the
    // reph of र्ड after its ड (कार्ड → काडर्), the i-matra before its consonant (दिसंबर →
    // िदसंबर). Unshaped text would come out in the order it was typed.
    expect(text).toContain('पावती');
    expect(text).toContain('पैन काडर्');
    expect(text).toContain('संदभर् संख्या');
    expect(text).not.toContain('कार्ड');
    // Glyph positions can read as spaces inside a word; the name's letters are all there.
    expect(text.replace(/ /g, '')).toContain('सुनीतादेवी');
    expect(text).toContain(service.referenceNumber);
    expect(text).toContain('₹157 (सरकारी शुल्क ₹107 + सेवा शुल्क ₹50)');
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toContain('NotoSansDevanagari');
  });
});

describe('the slip of an application filed at a known moment', () => {
  // Monday 2 March 2026, 10:05 in India; Holi (4 March) is a holiday in Settings.
  const clock = Date.parse('2026-03-02T04:35:00Z');
  let fixed: TestServer;
  let fixedBase: string;
  const callAt = httpCaller(() => fixedBase);

  beforeAll(async () => {
    fixed = await startTestServer({ smtp, env: { PUBLIC_URL }, now: () => clock });
    fixedBase = await fixed.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await fixed.close();
  });

  it('prints the date and time filed, the promised date past Sundays and holidays, and a Devanagari name on an English slip', async () => {
    const operator = await signedInAdmin(fixed);
    const centre = await callAt('PUT', '/api/admin/settings/centre', operator, {
      name: 'Seva Kendra Goh',
      address: 'Main Road, Goh',
      phone: '06186 222333',
      gstin: '',
      holidays: ['2026-03-04'],
    });
    expect(centre.status).toBe(200);
    const citizen = await verifiedCitizen(fixed, smtp, { name: 'Prakash Sharma' });
    const filed = await callAt(
      'POST',
      '/api/services/apply/pan-card',
      citizen.auth,
      form({
        fullName: 'प्रकाश शर्मा',
        dateOfBirth: '1992-03-14',
        fatherName: 'Ramesh Prasad',
        mobileNumber: '9876543210',
        aadharNumber: AADHAAR,
        address: 'Ward 4, Goh',
        photo: { data: fakeFile('jpeg'), name: 'photo.jpg' },
        signature: { data: fakeFile('png'), name: 'sign.png' },
        aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
      }),
    );
    expect(filed.status).toBe(201);
    const service = filed.json.service;
    // 15 working days from Monday 2 March: Sundays 8 and 15 March and Holi skipped.
    expect(service.promisedBy).toBe('2026-03-20');

    const response = await fetch(`${fixedBase}/api/services/${service._id}/acknowledgement.pdf`, {
      headers: citizen.auth,
    });
    expect(response.status).toBe(200);
    const file = join(work, `fixed-${service._id}.pdf`);
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    const text = pdftotext(file);
    expect(text).toContain('Seva Kendra Goh');
    // ICU writes '2 March 2026 at 10:05 am' (older releases: a comma).
    expect(text).toMatch(/Filed on\s+2 March 2026(,| at) 10:05 am/);
    expect(text).toMatch(/Promised by\s+20 March 2026/);
    expect(text).toContain('Acknowledgement');
    // The name as poppler reads correctly shaped glyphs back: the conjunct प्र whole, the reph
    // of र्म after its म (शर्मा → शमार्). Unshaped, it would read as typed.
    expect(text).toContain(SHAPED_NAME);
    expect(text).not.toContain('शर्मा');
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' });
    expect(fonts).toContain('NotoSansDevanagari');
    for (const line of fonts.trim().split('\n').slice(2)) {
      expect(line).toMatch(/\byes\s+yes\s+yes\b/);
    }
  });
});
