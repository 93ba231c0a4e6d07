import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile, filesUnder, panTextFields, validAadhaar } from '../../test/files.ts';
import {
  startTestServer,
  type TestServer,
  uniqueEmail,
  verifiedCitizen,
} from '../../test/harness.ts';
import { multipart as form, httpCaller, type Part } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { createOrPromoteAdmin } from '../auth/admin-accounts.ts';

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
type Citizen = Awaited<ReturnType<typeof verifiedCitizen>>;
let alice: Citizen;
let bob: Citizen;
let admin: { authorization: string };

const AADHAAR = validAadhaar();

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await verifiedCitizen(server, smtp, { name: 'Alice Kumari' });
  bob = await verifiedCitizen(server, smtp, { name: 'Bob Singh' });
  await createOrPromoteAdmin(server.services.repositories.auth, server.services.hasher, {
    email: 'operator@example.test',
    name: 'Operator',
    password: 'operator password',
  });
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'operator@example.test', password: 'operator password' }),
  });
  admin = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const call = httpCaller(() => base);

const panParts = (overrides: Record<string, Part | undefined> = {}) => ({
  ...panTextFields,
  photo: { data: fakeFile('jpeg'), name: 'photo.jpg', type: 'image/jpeg' },
  signature: { data: fakeFile('png'), name: 'sign.png', type: 'image/png' },
  aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf', type: 'application/pdf' },
  ...overrides,
});
const jobCardParts = (overrides: Record<string, Part | undefined> = {}) => ({
  name: 'Alice Kumari',
  fatherHusbandName: 'Suresh',
  aadharFile: { data: fakeFile('jpeg'), name: 'aadhaar.jpg' },
  passbookFile: { data: fakeFile('pdf'), name: 'passbook.pdf' },
  ...overrides,
});
const itrParts = (overrides: Record<string, Part | undefined> = {}) => ({
  aadharCardNo: AADHAAR,
  panCardNo: 'ABCDE1234F',
  accountNo: '123456789012',
  ifscCode: 'SBIN0001234',
  aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
  panCardFile: { data: fakeFile('png'), name: 'pan.png' },
  passbookFile: { data: fakeFile('jpeg'), name: 'passbook.jpg' },
  ...overrides,
});

const counts = async () => ({
  applications: await server.rowCount(server.tables.applications),
  attachments: await server.rowCount(server.tables.attachments),
  files: (await server.storedKeys()).length,
  temp: filesUnder(join(server.dataDir, 'tmp')).length,
});

/** Runs a refused request and checks it left no row and no file behind. */
async function expectRefused(
  run: () => Promise<{ status: number; json: any }>,
  status: number,
  message: string,
) {
  const before = await counts();
  const response = await run();
  expect(response.json).toEqual({ message });
  expect(response.status).toBe(status);
  expect(await settledCounts()).toEqual({ ...before, temp: 0 });
}

/**
 * The counts once the temp folder is empty, or as they are after two seconds: a refused
 * upload's temp files may still be going when its answer arrives, on a busy machine.
 */
async function settledCounts() {
  const deadline = Date.now() + 2000;
  let now = await counts();
  while (now.temp > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    now = await counts();
  }
  return now;
}

describe('applying', () => {
  it('PAN card: stores the application, its details and three private files', async () => {
    const before = await counts();
    const response = await call(
      'POST',
      '/api/services/apply/pan-card',
      alice.auth,
      form(panParts()),
    );
    expect(response.status).toBe(201);
    expect(response.json.message).toBe('PAN Card application submitted successfully!');
    const service = response.json.service;
    expect(service.referenceNumber).toMatch(/^SEVA-\d{4}-\d{6}$/);
    expect(service).toMatchObject({
      serviceType: 'PanCard',
      status: 'pending',
      user: { _id: alice.user._id },
    });
    expect(service.specificService).toMatchObject({
      fullName: 'Alice Kumari',
      aadharNumber: AADHAAR,
      mobileNumber: '9876543210',
    });
    expect(service.specificService.photoPath).toMatch(
      /^\/api\/services\/[a-z0-9]+\/documents\/[a-z0-9]+\/download$/,
    );
    expect(service.documents.map((d: any) => [d.documentType, d.contentType])).toEqual([
      ['photo', 'image/jpeg'],
      ['signature', 'image/png'],
      ['aadharFile', 'application/pdf'],
    ]);
    expect(service.statusHistory).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'pending' }),
    ]);
    expect(await counts()).toEqual({
      applications: before.applications + 1,
      attachments: before.attachments + 3,
      files: before.files + 3,
      temp: 0,
    });
    // Stored under random names, never the uploaded ones.
    expect((await server.storedKeys()).some((key) => key.includes('photo'))).toBe(false);
  });

  it('RTPS (JSON): checks the codes against the reference data and builds the registration id', async () => {
    const ok = await call('POST', '/api/services/apply/rtps', alice.auth, {
      block: 'goh',
      registrationType: 'BRCCO',
      registrationNumber: '2024-0077',
    });
    expect(ok.status).toBe(201);
    expect(ok.json.message).toBe('RTPS application submitted successfully!');
    const year = new Date(ok.json.service.createdAt).getFullYear();
    expect(ok.json.service.specificService).toMatchObject({
      block: 'GOH',
      registrationId: `BRCCO/${year}/2024-0077`,
    });
    // As the RTPS receipt prints it: kept bare, so the id is not doubled.
    const printed = await call('POST', '/api/services/apply/rtps', alice.auth, {
      block: 'GOH',
      registrationType: 'BICCO',
      registrationNumber: 'bicco/2025/12345',
    });
    expect(printed.status, printed.text).toBe(201);
    expect(printed.json.service.specificService).toMatchObject({
      registrationNumber: '12345',
      registrationId: `BICCO/${new Date(printed.json.service.createdAt).getFullYear()}/12345`,
    });
    await expectRefused(
      () =>
        call('POST', '/api/services/apply/rtps', alice.auth, {
          block: 'GOH',
          registrationType: 'BRCCO',
          registrationNumber: 'BICCO/2026/12345',
        }),
      400,
      'This number is for another registration type',
    );
    await expectRefused(
      () =>
        call('POST', '/api/services/apply/rtps', alice.auth, {
          block: 'BIH',
          registrationType: 'BRCCO',
          registrationNumber: '1',
        }),
      400,
      'Invalid block',
    );
    await expectRefused(
      () =>
        call('POST', '/api/services/apply/rtps', alice.auth, {
          block: 'GOH',
          registrationType: 'CACO',
          registrationNumber: '1',
        }),
      400,
      'Invalid registration type',
    );
    for (const [field, message] of [
      ['block', 'Block is required'],
      ['registrationType', 'Registration Type is required'],
      ['registrationNumber', 'Registration Number is required'],
    ] as const) {
      const body: Record<string, string> = {
        block: 'GOH',
        registrationType: 'BRCCO',
        registrationNumber: '1',
      };
      body[field] = ' ';
      await expectRefused(
        () => call('POST', '/api/services/apply/rtps', alice.auth, body),
        400,
        message,
      );
    }
  });

  it('job card and ITR', async () => {
    const job = await call(
      'POST',
      '/api/services/apply/job-card',
      alice.auth,
      form(jobCardParts()),
    );
    expect(job.status).toBe(201);
    expect(job.json.message).toBe('Job Card application submitted successfully!');
    expect(Object.keys(job.json.service.specificService)).toEqual(
      expect.arrayContaining(['name', 'fatherHusbandName', 'aadharFilePath', 'passbookFilePath']),
    );
    const itr = await call(
      'POST',
      '/api/services/apply/itr',
      alice.auth,
      form(itrParts({ panCardNo: 'abcde1234f' })),
    );
    expect(itr.status).toBe(201);
    expect(itr.json.message).toBe('ITR application submitted successfully!');
    expect(itr.json.service.specificService).toMatchObject({
      panCardNo: 'ABCDE1234F',
      ifscCode: 'SBIN0001234',
    });
    expect(itr.json.service.documents).toHaveLength(3);
  });

  it("PAN: every validation message, in the seeds' order, leaving nothing behind", async () => {
    const cases: Array<[Record<string, Part | undefined>, string]> = [
      [{ fullName: ' ' }, 'Full Name is required'],
      [{ dateOfBirth: undefined }, 'Date of Birth is required'],
      [{ fatherName: '' }, "Father's Name is required"],
      [{ mobileNumber: undefined }, 'Mobile Number is required'],
      [{ aadharNumber: undefined }, 'Aadhar Number is required'],
      [{ address: '  ' }, 'Address is required'],
      [{ photo: undefined, mobileNumber: '123' }, 'Photo is required'],
      [{ signature: undefined }, 'Signature is required'],
      [{ aadharFile: undefined }, 'Aadhar File is required'],
      [{ mobileNumber: '5876543210' }, 'Invalid mobile number'],
      [{ aadharNumber: '234567890123' }, 'Invalid Aadhar number'],
      [{ aadharNumber: '12345678901' }, 'Invalid Aadhar number'],
      [{ dateOfBirth: '31-12-1990' }, 'Invalid date of birth'],
    ];
    for (const [overrides, message] of cases) {
      await expectRefused(
        () => call('POST', '/api/services/apply/pan-card', alice.auth, form(panParts(overrides))),
        400,
        message,
      );
    }
  });

  it('job card and ITR: every required-field message and the format checks', async () => {
    const job: Array<[Record<string, Part | undefined>, string]> = [
      [{ name: ' ' }, 'Name is required'],
      [{ fatherHusbandName: undefined }, "Father's/Husband's Name is required"],
      [{ aadharFile: undefined }, 'Aadhar document is required'],
      [{ passbookFile: undefined }, 'Passbook document is required'],
    ];
    for (const [overrides, message] of job) {
      await expectRefused(
        () =>
          call('POST', '/api/services/apply/job-card', alice.auth, form(jobCardParts(overrides))),
        400,
        message,
      );
    }
    const itr: Array<[Record<string, Part | undefined>, string]> = [
      [{ aadharCardNo: undefined }, 'Aadhar number is required'],
      [{ panCardNo: ' ' }, 'PAN number is required'],
      [{ accountNo: undefined }, 'Account number is required'],
      [{ ifscCode: undefined }, 'IFSC code is required'],
      [{ aadharFile: undefined }, 'Aadhar file is required'],
      [{ panCardFile: undefined }, 'PAN card file is required'],
      [{ passbookFile: undefined }, 'Passbook file is required'],
      [{ aadharCardNo: '234567890123' }, 'Invalid Aadhar number'],
      [{ panCardNo: 'ABCDE12345' }, 'Invalid PAN number'],
      [{ accountNo: '12345' }, 'Invalid account number'],
      [{ ifscCode: 'SBIN1234567' }, 'Invalid IFSC code'],
    ];
    for (const [overrides, message] of itr) {
      await expectRefused(
        () => call('POST', '/api/services/apply/itr', alice.auth, form(itrParts(overrides))),
        400,
        message,
      );
    }
  });

  it('decides file types by content: an executable named .pdf, HTML named .png, a PDF as photo', async () => {
    await expectRefused(
      () =>
        call(
          'POST',
          '/api/services/apply/pan-card',
          alice.auth,
          form(
            panParts({
              aadharFile: { data: fakeFile('exe'), name: 'aadhaar.pdf', type: 'application/pdf' },
            }),
          ),
        ),
      400,
      'Only JPEG, JPG, PNG and PDF files are allowed',
    );
    await expectRefused(
      () =>
        call(
          'POST',
          '/api/services/apply/pan-card',
          alice.auth,
          form(
            panParts({ photo: { data: fakeFile('html'), name: 'photo.png', type: 'image/png' } }),
          ),
        ),
      400,
      'Only JPEG, JPG and PNG files are allowed',
    );
    await expectRefused(
      () =>
        call(
          'POST',
          '/api/services/apply/pan-card',
          alice.auth,
          form(panParts({ signature: { data: fakeFile('pdf'), name: 'sign.png' } })),
        ),
      400,
      'Only JPEG, JPG and PNG files are allowed',
    );
    await expectRefused(
      () =>
        call(
          'POST',
          '/api/services/apply/job-card',
          alice.auth,
          form(jobCardParts({ passbookFile: { data: fakeFile('html'), name: 'passbook.pdf' } })),
        ),
      400,
      'Only JPEG, PNG, and PDF files are allowed',
    );
    await expectRefused(
      () =>
        call(
          'POST',
          '/api/services/apply/itr',
          alice.auth,
          form(itrParts({ panCardFile: { data: fakeFile('webp'), name: 'pan.png' } })),
        ),
      400,
      'Only JPEG, JPG, PNG and PDF files are allowed',
    );
    await expectRefused(
      () =>
        call(
          'POST',
          '/api/services/apply/itr',
          alice.auth,
          form(itrParts({ panCardFile: { data: Buffer.alloc(0), name: 'empty.png' } })),
        ),
      400,
      'Only JPEG, JPG, PNG and PDF files are allowed',
    );
  });

  it('takes a file of exactly 5,242,880 bytes and refuses 5,242,881 with 413', async () => {
    const exact = await call(
      'POST',
      '/api/services/apply/job-card',
      alice.auth,
      form(jobCardParts({ passbookFile: { data: fakeFile('pdf', 5_242_880), name: 'big.pdf' } })),
    );
    expect(exact.status).toBe(201);
    expect(exact.json.service.documents[1].size).toBe(5_242_880);
    await expectRefused(
      () =>
        call(
          'POST',
          '/api/services/apply/job-card',
          alice.auth,
          form(
            jobCardParts({ passbookFile: { data: fakeFile('pdf', 5_242_881), name: 'big.pdf' } }),
          ),
        ),
      413,
      'File size should not exceed 5MB',
    );
  });

  it('refuses unexpected files, too many parts and non-multipart bodies', async () => {
    await expectRefused(
      () =>
        call(
          'POST',
          '/api/services/apply/job-card',
          alice.auth,
          form(jobCardParts({ extra: { data: fakeFile('png'), name: 'x.png' } })),
        ),
      400,
      'Unexpected file field: extra',
    );
    await expectRefused(
      () => call('POST', '/api/services/apply/job-card', alice.auth, { name: 'x' }),
      400,
      'Expected a multipart/form-data upload',
    );
    const many: Record<string, Part> = {};
    for (let i = 0; i < 20; i++) many[`f${i}`] = 'x';
    await expectRefused(
      () =>
        call(
          'POST',
          '/api/services/apply/job-card',
          alice.auth,
          form({ ...jobCardParts(), ...many }),
        ),
      413,
      'Too many files or fields in this form',
    );
  });

  /** Sends a hand-made multipart body over a raw socket; answers the status and JSON body. */
  const rawUpload = (path: string, boundary: string, chunks: (string | Buffer)[]) =>
    new Promise<{ status: number; json: any }>((resolve, reject) => {
      const url = new URL(`${base}${path}`);
      const req = httpRequest(
        {
          method: 'POST',
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          headers: { ...alice.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
        },
        (res) => {
          const body: Buffer[] = [];
          res.on('data', (chunk: Buffer) => body.push(chunk));
          res.on('end', () => {
            let json: any = null;
            try {
              json = JSON.parse(Buffer.concat(body).toString('utf8'));
            } catch {}
            resolve({ status: res.statusCode ?? 0, json });
          });
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      for (const chunk of chunks) req.write(chunk);
      req.end();
    });

  it('answers a cut-off or malformed upload with 400 and its message, and keeps nothing', async () => {
    const interrupted = {
      message: 'The upload was interrupted or malformed. Please try again.',
    };
    const boundary = 'sevaboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAlice\r\n--${boundary}\r\nContent-Disposition: form-data; name="fatherHusbandName"\r\n\r\nSuresh\r\n--${boundary}\r\nContent-Disposition: form-data; name="aadharFile"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const before = await counts();
    // The body ends inside a file, without its closing boundary, as when a phone loses its
    // signal: part of the file has already been written to a temp file by then.
    const cut = await rawUpload('/api/services/apply/job-card', boundary, [
      head,
      fakeFile('pdf', 100_000),
    ]);
    expect(cut.json).toEqual(interrupted);
    expect(cut.status).toBe(400);
    expect(await settledCounts()).toEqual({ ...before, temp: 0 });

    // A body whose parts never start with the declared boundary.
    const malformed = await rawUpload('/api/services/apply/job-card', boundary, [
      '--otherboundary\r\nContent-Disposition: form-data; name="name"\r\n\r\nAlice\r\n',
      fakeFile('pdf', 4096),
    ]);
    expect(malformed.json).toEqual(interrupted);
    expect(malformed.status).toBe(400);
    expect(await settledCounts()).toEqual({ ...before, temp: 0 });
  });

  it('refuses a text field over the 2 KB field limit with 400 and keeps nothing', async () => {
    await expectRefused(
      () =>
        call(
          'POST',
          '/api/services/apply/job-card',
          alice.auth,
          form(jobCardParts({ fatherHusbandName: 'x'.repeat(3 * 1024) })),
        ),
      400,
      'fatherHusbandName is too long',
    );
    // The limit holds wherever the field comes: after the files as well as before them.
    const { address: _address, ...withoutAddress } = panParts();
    await expectRefused(
      () =>
        call(
          'POST',
          '/api/services/apply/pan-card',
          alice.auth,
          form({ ...withoutAddress, address: 'Ward 4, '.repeat(384) }),
        ),
      400,
      'address is too long',
    );
  });

  it('cleans hostile file names and sends them back safely', async () => {
    const names = [
      '../../etc/passwd.png',
      'my "best" photo.png',
      'evil\r\nSet-Cookie: a=b.png',
      `${'x'.repeat(300)}.png`,
      'फोटो.png',
    ];
    const response = await call(
      'POST',
      '/api/services/apply/pan-card',
      alice.auth,
      form(
        panParts({
          photo: { data: fakeFile('png'), name: names[0] as string },
          signature: { data: fakeFile('png'), name: names[1] as string },
          aadharFile: { data: fakeFile('png'), name: names[2] as string },
        }),
      ),
    );
    expect(response.status).toBe(201);
    const stored = response.json.service.documents.map((d: any) => d.originalName);
    expect(stored[0]).toBe('passwd.png');
    // Browsers (and undici) send quotes and CR/LF percent-encoded; they arrive as text.
    expect(stored[1]).toBe('my %22best%22 photo.png');
    expect(stored[2]).toBe('evil%0D%0ASet-Cookie a=b.png');
    // A raw client can send real quotes and backslashes: they are dropped.
    const boundary = 'rawboundary';
    const filePart = (field: string, filename: string, data: Buffer) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from('\r\n'),
      ]);
    const textPart = (field: string, value: string) =>
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"\r\n\r\n${value}\r\n`,
      );
    const raw = Buffer.concat([
      textPart('name', 'Raw Client'),
      textPart('fatherHusbandName', 'Raw Father'),
      filePart('aadharFile', 'my \\"best\\" \\\\photo.png', fakeFile('png')),
      filePart('passbookFile', '..\\\\..\\\\windows\\\\system.ini.pdf', fakeFile('pdf')),
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const rawResponse = await fetch(`${base}/api/services/apply/job-card`, {
      method: 'POST',
      headers: { ...alice.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: raw,
    });
    expect(rawResponse.status).toBe(201);
    const rawStored = ((await rawResponse.json()) as any).service.documents.map(
      (d: any) => d.originalName,
    );
    for (const name of rawStored) expect(name).not.toMatch(/["\\/\r\n]/);
    expect(rawStored[1]).toBe('system.ini.pdf');
    for (const document of response.json.service.documents) {
      const download = await call('GET', document.path, alice.auth);
      const disposition = download.headers.get('content-disposition') ?? '';
      expect(disposition).toMatch(
        /^attachment; filename="[^"\\\r\n]*"; filename\*=UTF-8''[A-Za-z0-9%._~-]+$/,
      );
    }
    const long = await call(
      'POST',
      '/api/services/apply/job-card',
      alice.auth,
      form(
        jobCardParts({
          aadharFile: { data: fakeFile('jpeg'), name: names[3] as string },
          passbookFile: { data: fakeFile('pdf'), name: names[4] as string },
        }),
      ),
    );
    expect(long.json.service.documents[0].originalName).toHaveLength(120);
    // The extension follows the content: a JPEG named .png ends .jpg, a PDF named .png .pdf.
    expect(long.json.service.documents[0].originalName.endsWith('x.jpg')).toBe(true);
    expect(long.json.service.documents[1].originalName).toBe('फोटो.pdf');
    const download = await call('GET', long.json.service.documents[1].path, alice.auth);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''${encodeURIComponent('फोटो.pdf')}`,
    );
  });
});

describe('reading, downloading and deleting', () => {
  it("my-services lists only the caller's applications, newest first, with masked Aadhaar", async () => {
    const carol = await verifiedCitizen(server, smtp, {
      email: uniqueEmail('carol'),
      name: 'Carol',
    });
    const first = await call(
      'POST',
      '/api/services/apply/pan-card',
      carol.auth,
      form(panParts({ fullName: 'Carol Devi' })),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await call('POST', '/api/services/apply/rtps', carol.auth, {
      block: 'KONCH',
      registrationType: 'NCLCO',
      registrationNumber: '55',
    });
    const list = await call('GET', '/api/services/my-services', carol.auth);
    expect(list.status).toBe(200);
    expect(list.json.map((s: any) => s._id)).toEqual([
      second.json.service._id,
      first.json.service._id,
    ]);
    const pan = list.json[1];
    expect(pan).toMatchObject({
      serviceType: 'PanCard',
      status: 'pending',
      applicantName: 'Carol Devi',
      comments: [],
      referenceNumber: first.json.service.referenceNumber,
      specificService: { fullName: 'Carol Devi', aadharNumber: `XXXX XXXX ${AADHAAR.slice(-4)}` },
    });
    expect(list.text).not.toContain(AADHAAR);
    expect(list.json[0].specificService).toMatchObject({
      block: 'KONCH',
      registrationType: 'NCLCO',
      registrationNumber: '55',
    });
    expect(list.json[0].applicantName).toBe('Carol');
  });

  it('downloads the exact bytes with safe headers, for the owner and an admin only', async () => {
    const photo = fakeFile('jpeg', 70_001);
    const created = await call(
      'POST',
      '/api/services/apply/pan-card',
      alice.auth,
      form(panParts({ photo: { data: photo, name: 'me.jpg' } })),
    );
    const service = created.json.service;
    const document = service.documents[0];
    for (const auth of [alice.auth, admin]) {
      const response = await fetch(`${base}${document.path}`, { headers: auth });
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(photo)).toBe(true);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-disposition')).toContain('filename="me.jpg"');
    }
    const inline = await fetch(`${base}${document.path}?inline=1`, { headers: alice.auth });
    expect(inline.headers.get('content-disposition')).toMatch(/^inline;/);
    expect((await call('GET', document.path, bob.auth)).status).toBe(404);
    expect((await call('GET', document.path, null)).status).toBe(401);
    expect(
      (await call('GET', `/api/services/${service._id}/documents/nope/download`, alice.auth))
        .status,
    ).toBe(404);
    // The admin detail path answers the owner and admins, nobody else.
    expect(
      (await call('GET', `/api/admin/service/${service._id}`, alice.auth)).json.specificService
        .aadharNumber,
    ).toBe(AADHAAR);
    expect((await call('GET', `/api/admin/service/${service._id}`, admin)).status).toBe(200);
    const stranger = await call('GET', `/api/admin/service/${service._id}`, bob.auth);
    expect(stranger.status).toBe(404);
    expect(stranger.json).toEqual({ message: 'No service found' });
    expect((await call('GET', `/api/admin/service/${service._id}`, null)).status).toBe(401);
  });

  it('refuses signed-out callers everywhere with 401', async () => {
    for (const [method, path, body] of [
      ['POST', '/api/services/apply/pan-card', form(panParts())],
      ['POST', '/api/services/apply/job-card', form(jobCardParts())],
      ['POST', '/api/services/apply/itr', form(itrParts())],
      [
        'POST',
        '/api/services/apply/rtps',
        { block: 'GOH', registrationType: 'BRCCO', registrationNumber: '1' },
      ],
      ['GET', '/api/services/my-services', undefined],
      ['DELETE', '/api/services/all', undefined],
      ['DELETE', '/api/services/abc', undefined],
    ] as const) {
      const before = await counts();
      const response = await call(method, path, null, body as FormData | object | undefined);
      expect(response.status, path).toBe(401);
      expect(response.json, path).toEqual({ message: 'Please log in to access this page' });
      expect(await counts()).toEqual(before);
    }
  });

  it("deletes one (rows and files), refuses another citizen's, then deletes all of the caller's only", async () => {
    const dave = await verifiedCitizen(server, smtp, { email: uniqueEmail('dave') });
    const one = await call('POST', '/api/services/apply/pan-card', dave.auth, form(panParts()));
    const two = await call('POST', '/api/services/apply/job-card', dave.auth, form(jobCardParts()));
    await call('POST', '/api/services/apply/rtps', dave.auth, {
      block: 'GOH',
      registrationType: 'BRCCO',
      registrationNumber: '9',
    });
    const bobs = await call('POST', '/api/services/apply/itr', bob.auth, form(itrParts()));

    expect((await call('DELETE', `/api/services/${bobs.json.service._id}`, dave.auth)).status).toBe(
      404,
    );
    const before = await counts();
    const deleted = await call('DELETE', `/api/services/${one.json.service._id}`, dave.auth);
    expect(deleted.json).toEqual({ message: 'Service deleted successfully' });
    expect(await counts()).toEqual({
      ...before,
      applications: before.applications - 1,
      attachments: before.attachments - 3,
      files: before.files - 3,
    });
    expect((await call('GET', one.json.service.documents[0].path, dave.auth)).status).toBe(404);

    const all = await call('DELETE', '/api/services/all', dave.auth);
    expect(all.json).toEqual({ message: 'All services deleted successfully', deleted: 2, kept: 0 });
    expect((await call('GET', '/api/services/my-services', dave.auth)).json).toEqual([]);
    expect((await call('GET', two.json.service.documents[0].path, dave.auth)).status).toBe(404);
    expect(
      (await call('GET', `/api/admin/service/${bobs.json.service._id}`, bob.auth)).status,
    ).toBe(200);
  });

  it('withdraws only pending applications; what the centre took up stays, on both doors', async () => {
    const erin = await verifiedCitizen(server, smtp, { email: uniqueEmail('erin') });
    const taken = await call('POST', '/api/services/apply/pan-card', erin.auth, form(panParts()));
    const waiting = await call('POST', '/api/services/apply/itr', erin.auth, form(itrParts()));
    const moved = await call(
      'PATCH',
      `/api/admin/service/${taken.json.service._id}/status`,
      admin,
      {
        status: 'in_progress',
      },
    );
    expect(moved.status, moved.text).toBe(200);
    const before = await counts();
    const refused = await call('DELETE', `/api/services/${taken.json.service._id}`, erin.auth);
    expect([refused.status, refused.json]).toEqual([
      409,
      {
        message: 'This application has been taken up by the centre and can no longer be withdrawn',
      },
    ]);
    const trpc = await server.app.inject({
      method: 'POST',
      url: '/trpc/applications.delete',
      headers: { ...erin.auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: taken.json.service._id }),
    });
    expect(trpc.statusCode).toBe(409);
    expect(await counts()).toEqual(before);

    const all = await call('DELETE', '/api/services/all', erin.auth);
    expect(all.json).toEqual({
      message:
        'The pending applications were deleted; the others stay because the centre has taken them up or been paid',
      deleted: 1,
      kept: 1,
    });
    const left = await call('GET', '/api/services/my-services', erin.auth);
    expect(left.json.map((row: { _id: string }) => row._id)).toEqual([taken.json.service._id]);
    expect((await call('GET', waiting.json.service.documents[0].path, erin.auth)).status).toBe(404);
  });

  it('never writes Aadhaar, PAN or account numbers to the log', () => {
    const text = server.logText();
    expect(text).not.toContain(AADHAAR);
    expect(text).not.toContain('ABCDE1234F');
    expect(text).not.toContain('123456789012');
  });
});

describe('tRPC door', () => {
  it('lists, reads, applies for RTPS and deletes through the same service', async () => {
    const cookieLogin = await server.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      headers: {
        'content-type': 'application/json',
        origin: 'http://localhost:3000',
        host: 'localhost:3000',
      },
      payload: JSON.stringify({ email: alice.email, password: alice.password }),
    });
    const cookie = String(cookieLogin.headers['set-cookie']).split(';')[0] as string;
    const headers = {
      cookie,
      origin: 'http://localhost:3000',
      host: 'localhost:3000',
      'content-type': 'application/json',
    };
    const applied = await server.app.inject({
      method: 'POST',
      url: '/trpc/applications.applyRtps',
      headers,
      payload: JSON.stringify({
        block: 'GOH',
        registrationType: 'BICCO',
        registrationNumber: '77',
      }),
    });
    expect(applied.statusCode).toBe(200);
    const id = applied.json().result.data.service._id;
    const mine = await server.app.inject({
      method: 'GET',
      url: '/trpc/applications.mine',
      headers,
    });
    expect(mine.json().result.data.some((s: any) => s._id === id)).toBe(true);
    const input = encodeURIComponent(JSON.stringify({ id }));
    const byId = await server.app.inject({
      method: 'GET',
      url: `/trpc/applications.byId?input=${input}`,
      headers,
    });
    expect(byId.json().result.data.specificService.registrationNumber).toBe('77');
    const bobView = await server.app.inject({
      method: 'GET',
      url: `/api/admin/service/${id}`,
      headers: bob.auth,
    });
    expect(bobView.statusCode).toBe(404);
    const removed = await server.app.inject({
      method: 'POST',
      url: '/trpc/applications.delete',
      headers,
      payload: JSON.stringify({ id }),
    });
    expect(removed.json().result.data).toEqual({ message: 'Service deleted successfully' });
    const options = await server.app.inject({ method: 'GET', url: '/trpc/catalogue.rtpsOptions' });
    expect(options.json().result.data.blocks.map((b: any) => b.code)).toEqual(['GOH', 'KONCH']);
    const catalogue = await server.app.inject({ method: 'GET', url: '/api/catalogue/services' });
    expect(catalogue.json().data.map((s: any) => s.serviceType)).toEqual([
      'PanCard',
      'RTPS',
      'JobCard',
      'ITR',
    ]);
  });
});
