import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { orderForms, productSlugs } from '@seva/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile, filesUnder, validAadhaar } from '../test/files.ts';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../test/harness.ts';
import { httpCaller, multipart, type Part } from '../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../test/smtp-peer.ts';
import { freeDiskBytes, LOW_DISK_RETRY_AFTER_SECONDS, lowDiskMessage } from './disk-space.ts';

// The floor is set far above the free space of the disk the tests run on: uploads must pause.
let smtp: SmtpPeer;
let server: TestServer;
let base: string;
const call = httpCaller(() => base);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  const floorMb = Math.ceil(freeDiskBytes(tmpdir()) / 2 ** 20) + 100_000;
  server = await startTestServer({ smtp, env: { MIN_FREE_DISK_MB: String(floorMb) } });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** Every kept file (on the local disk or in the store) and every temp file, which is local. */
const storedFiles = async () => [
  ...(await server.storedKeys()),
  ...filesUnder(join(server.dataDir, 'tmp')),
];
const rowCounts = async () => {
  const { applications, attachments, orders, orderFiles, lockerDocuments } = server.tables;
  return {
    applications: await server.rowCount(applications),
    attachments: await server.rowCount(attachments),
    orders: await server.rowCount(orders),
    orderFiles: await server.rowCount(orderFiles),
    locker: await server.rowCount(lockerDocuments),
  };
};

const orderText: Record<string, string> = {
  fullName: 'Alice Kumari',
  panNumber: 'ABCDE1234F',
  fulfilment: 'delivery',
  mobile: '9876543210',
  address: 'Ward 4, Goh',
  city: 'Goh',
  state: 'Bihar',
  pincode: '824203',
};

describe('uploads pause when free disk space is below the floor', () => {
  it('every upload door answers 429 with the message and stores nothing', async () => {
    const citizen = await verifiedCitizen(server, smtp);
    const admin = await signedInAdmin(server);
    // A JSON write still works, and gives the operator something to attach a result to.
    const rtps = await call('POST', '/api/services/apply/rtps', citizen.auth, {
      block: 'GOH',
      registrationType: 'BRCCO',
      registrationNumber: '77',
    });
    expect(rtps.status, rtps.text).toBe(201);
    const before = await rowCounts();

    const slug = productSlugs.find(
      (candidate) =>
        orderForms[candidate].some((field) => field.kind === 'file') &&
        orderForms[candidate].every((field) => field.kind === 'file' || field.name in orderText),
    );
    if (!slug) throw new Error('no order form with a file and only known text fields');
    const orderParts: Record<string, Part> = { product: slug };
    for (const field of orderForms[slug]) {
      orderParts[field.name] =
        field.kind === 'file'
          ? { data: fakeFile('pdf'), name: `${field.name}.pdf` }
          : (orderText[field.name] as string);
    }
    const result = new FormData();
    result.append('documentType', 'additional_document');
    result.append('document', new Blob([fakeFile('pdf', 50_000)]), 'result.pdf');

    const doors: Array<[string, Record<string, string>, FormData]> = [
      [
        '/api/services/apply/pan-card',
        citizen.auth,
        multipart({
          fullName: 'Sita Devi',
          dateOfBirth: '1988-07-01',
          fatherName: 'Jagdish Prasad',
          mobileNumber: '9876543210',
          aadharNumber: validAadhaar(),
          address: 'Ward 9, Goh',
          photo: { data: fakeFile('jpeg'), name: 'photo.jpg' },
          signature: { data: fakeFile('png'), name: 'sign.png' },
          aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
        }),
      ],
      [
        '/api/services/apply/job-card',
        citizen.auth,
        multipart({
          name: 'Sita Devi',
          fatherHusbandName: 'Suresh',
          aadharFile: { data: fakeFile('jpeg'), name: 'aadhaar.jpg' },
          passbookFile: { data: fakeFile('pdf'), name: 'passbook.pdf' },
        }),
      ],
      [
        '/api/services/apply/itr',
        citizen.auth,
        multipart({
          aadharNumber: validAadhaar(),
          panNumber: 'ABCDE1234F',
          aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
        }),
      ],
      ['/api/orders', citizen.auth, multipart(orderParts)],
      [
        '/api/document/create',
        citizen.auth,
        multipart({
          name: 'Passport photo',
          photo: { data: fakeFile('jpeg'), name: 'photo.jpg' },
          signature: { data: fakeFile('png'), name: 'sign.png' },
        }),
      ],
      [`/api/services/${rtps.json.service._id}/documents`, admin, result],
      // Refused before its body is read: a large one still gets the answer, not a reset.
      [
        '/api/document/create',
        citizen.auth,
        multipart({
          name: 'Large scans',
          photo: { data: fakeFile('jpeg', 5_000_000), name: 'photo.jpg' },
          signature: { data: fakeFile('png', 5_000_000), name: 'sign.png' },
        }),
      ],
    ];
    for (const [path, auth, body] of doors) {
      const refused = await call('POST', path, auth, body);
      expect(refused.status, `${path}: ${refused.text}`).toBe(429);
      expect(refused.json.message).toBe(lowDiskMessage);
      expect(refused.headers.get('retry-after')).toBe(String(LOW_DISK_RETRY_AFTER_SECONDS));
    }
    expect(await storedFiles()).toEqual([]);
    expect(await rowCounts()).toEqual(before);

    // Logins, reads and small writes go on.
    const login = await call('POST', '/api/auth/login', null, {
      email: citizen.email,
      password: citizen.password,
    });
    expect(login.status).toBe(200);
    expect((await call('GET', '/api/services/my-services', citizen.auth)).status).toBe(200);
    const contact = await call('POST', '/api/contact', null, {
      name: 'Ravi',
      email: 'ravi@example.test',
      message: 'When does the centre open on Sunday?',
    });
    expect(contact.status, contact.text).toBeLessThan(300);
    expect(server.errorLogs()).toEqual([]);
  });

  it("the operator's overview carries the warning with the free space and the floor", async () => {
    const admin = await signedInAdmin(server, 'disk-operator@example.test');
    const overview = await call('GET', '/api/admin/overview', admin);
    expect(overview.status).toBe(200);
    const floorMb = Math.floor(server.config.minFreeDiskBytes / 2 ** 20);
    expect(overview.json.lowDiskSpace).toEqual({ freeMb: expect.any(Number), minFreeMb: floorMb });
    expect(overview.json.lowDiskSpace.freeMb).toBeLessThan(floorMb);
  });
});
