import { join } from 'node:path';
import type { ServiceType } from '@seva/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../router.ts';
import { fakeFile, filesUnder, validAadhaar } from '../../test/files.ts';
import {
  PASSWORD,
  startTestServer,
  type TestServer,
  uniqueEmail,
  verifiedCitizen,
} from '../../test/harness.ts';
import { httpCaller, multipart, trpcCall } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { createOrPromoteAdmin } from '../auth/admin-accounts.ts';

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
type Citizen = Awaited<ReturnType<typeof verifiedCitizen>>;
let citizen: Citizen;
let admin: { authorization: string; id: string };

const call = httpCaller(() => base);

async function login(email: string, password: string) {
  const response = await call('POST', '/api/auth/login', null, { email, password });
  return {
    authorization: `Bearer ${response.json.token}`,
    id: response.json.user?._id as string,
    status: response.status,
  };
}

async function makeAdmin(email: string) {
  await createOrPromoteAdmin(server.services.repositories.auth, server.services.hasher, {
    email,
    name: 'Operator',
    password: 'operator password',
  });
  return login(email, 'operator password');
}

const rtps = (auth: Record<string, string>, registrationNumber = '1') =>
  call('POST', '/api/services/apply/rtps', auth, {
    block: 'GOH',
    registrationType: 'BRCCO',
    registrationNumber,
  });

/** One application of a type, as each form sends it (multipart with files, RTPS as JSON). */
function apply(type: ServiceType, auth: Record<string, string>, name: string, n = '1') {
  const aadhaar = validAadhaar();
  switch (type) {
    case 'PanCard':
      return call(
        'POST',
        '/api/services/apply/pan-card',
        auth,
        multipart({
          fullName: name,
          dateOfBirth: '1988-07-01',
          fatherName: 'Jagdish Prasad',
          mobileNumber: '9876543210',
          aadharNumber: aadhaar,
          address: 'Ward 9, Goh',
          photo: { data: fakeFile('jpeg'), name: 'photo.jpg' },
          signature: { data: fakeFile('png'), name: 'sign.png' },
          aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
        }),
      );
    case 'JobCard':
      return call(
        'POST',
        '/api/services/apply/job-card',
        auth,
        multipart({
          name,
          fatherHusbandName: 'Jagdish Prasad',
          aadharFile: { data: fakeFile('jpeg'), name: 'aadhaar.jpg' },
          passbookFile: { data: fakeFile('pdf'), name: 'passbook.pdf' },
        }),
      );
    case 'RTPS':
      return rtps(auth, n);
    case 'ITR':
      return call(
        'POST',
        '/api/services/apply/itr',
        auth,
        multipart({
          aadharCardNo: aadhaar,
          panCardNo: 'ABCDE1234F',
          accountNo: '123456789012',
          ifscCode: 'SBIN0001234',
          aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
          panCardFile: { data: fakeFile('png'), name: 'pan.png' },
          passbookFile: { data: fakeFile('jpeg'), name: 'passbook.jpg' },
        }),
      );
  }
}

const TYPES: readonly ServiceType[] = ['PanCard', 'JobCard', 'RTPS', 'ITR'];

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp, env: { PUBLIC_URL: 'http://seva.test:3000' } });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  citizen = await verifiedCitizen(server, smtp, { name: 'Sunita Kumari' });
  admin = await makeAdmin('boss@example.test');
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('the queue', () => {
  it('lists every application with reference, applicant and total; filters by type and status', async () => {
    const a = await rtps(citizen.auth, '100');
    const other = await verifiedCitizen(server, smtp, { name: 'Ramesh Yadav' });
    const b = await rtps(other.auth, '200');
    const all = await call('GET', '/api/admin/service/all-services', admin);
    expect(all.status).toBe(200);
    expect(all.json.total).toBeGreaterThanOrEqual(2);
    expect(all.json.data[0]).toMatchObject({
      _id: b.json.service._id,
      referenceNumber: b.json.service.referenceNumber,
      serviceType: 'RTPS',
      status: 'pending',
      user: { name: 'Ramesh Yadav', email: other.email },
    });
    const byType = await call('GET', '/api/admin/service/by-type?type=RTPS', admin);
    expect(byType.json.data.map((s: any) => s._id)).toEqual(
      expect.arrayContaining([a.json.service._id, b.json.service._id]),
    );
    expect(byType.json.data.every((s: any) => s.serviceType === 'RTPS')).toBe(true);
    expect((await call('GET', '/api/admin/service/by-type?type=PanCard', admin)).json.data).toEqual(
      [],
    );
    const unknown = await call('GET', '/api/admin/service/by-type?type=Passport', admin);
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({ message: 'Invalid service type' });
    const completed = await call('GET', '/api/admin/service/all-services?status=completed', admin);
    expect(completed.json).toMatchObject({ data: [], total: 0, nextCursor: null });
    expect((await call('GET', '/api/admin/service/all-services?status=done', admin)).status).toBe(
      400,
    );
  });

  it('finds applications by reference, name words and e-mail', async () => {
    const person = await verifiedCitizen(server, smtp, {
      name: 'Manoj Kumar Paswan',
      email: uniqueEmail('manoj'),
    });
    const created = await rtps(person.auth, '300');
    const reference: string = created.json.service.referenceNumber;
    const id = created.json.service._id;
    const number = String(Number(reference.split('-')[2]));
    for (const search of [
      reference,
      reference.toLowerCase(),
      number,
      'paswan',
      'Man',
      'manoj kumar',
      person.email,
    ]) {
      const found = await call(
        'GET',
        `/api/admin/service/all-services?search=${encodeURIComponent(search)}`,
        admin,
      );
      expect(
        found.json.data.map((s: any) => s._id),
        search,
      ).toContain(id);
    }
    const none = await call('GET', '/api/admin/service/all-services?search=zzzznotaname', admin);
    expect(none.json).toMatchObject({ data: [], total: 0 });
  });

  it('pages with a keyset cursor, every row once', async () => {
    const pager = await verifiedCitizen(server, smtp, {
      name: 'Pager Citizen',
      email: uniqueEmail('pager'),
    });
    for (let i = 0; i < 5; i++) await rtps(pager.auth, `p${i}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `search=pager&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
      const page = await call('GET', `/api/admin/service/all-services?${query}`, admin);
      expect(page.json.total).toBe(5);
      seen.push(...page.json.data.map((s: any) => s._id));
      cursor = page.json.nextCursor;
      pages++;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(5);
    expect(
      (await call('GET', '/api/admin/service/all-services?cursor=garbage', admin)).json,
    ).toEqual({ message: 'Invalid cursor' });
  });

  it('overview counts by status and type, with recent applications', async () => {
    const overview = await call('GET', '/api/admin/overview', admin);
    expect(overview.status).toBe(200);
    expect(Object.keys(overview.json.byStatus)).toEqual([
      'pending',
      'in_progress',
      'needs_documents',
      'completed',
      'rejected',
    ]);
    expect(overview.json.byType.RTPS).toBeGreaterThan(0);
    expect(overview.json.total).toBe(
      Object.values<number>(overview.json.byStatus).reduce((a, b) => a + b, 0),
    );
    expect(overview.json.recent.length).toBeGreaterThan(0);
    // Plenty of disk under the default floor: no warning (lib/disk-space.test.ts has one).
    expect(overview.json.lowDiskSpace).toBeNull();
  });
});

describe('the queue, type by type', () => {
  const ids = (response: { json: any }) => (response.json.data as any[]).map((s) => s._id);
  const sorted = (list: string[]) => [...list].sort();

  it('lists each type (all-services?type=, by-type) with status, search and a cursor page', async () => {
    const person = await verifiedCitizen(server, smtp, {
      name: 'Basanti Oraon',
      email: uniqueEmail('basanti'),
    });
    // Three of each type: the first moved on to in progress, so the status filter has work.
    const created = {} as Record<ServiceType, Array<{ _id: string; referenceNumber: string }>>;
    for (const type of TYPES) {
      created[type] = [];
      for (const n of ['1', '2', '3']) {
        const response = await apply(type, person.auth, 'Basanti Oraon', `b${n}`);
        expect(response.status, `${type}: ${response.text}`).toBe(201);
        created[type].push(response.json.service);
      }
      const first = created[type][0]?._id;
      const moved = await call('PATCH', `/api/admin/service/${first}/status`, admin, {
        status: 'in_progress',
      });
      expect(moved.status).toBe(200);
    }
    const email = encodeURIComponent(person.email);

    for (const type of TYPES) {
      const mine = created[type].map((s) => s._id);
      const [first, second, third] = created[type];
      if (!first || !second || !third) throw new Error('three applications expected');

      // The all-services list, filtered by type: only that type, all of ours.
      const all = await call('GET', `/api/admin/service/all-services?type=${type}`, admin);
      expect(all.status, type).toBe(200);
      expect(all.json.data.length, type).toBeGreaterThan(0);
      expect(
        all.json.data.every((s: any) => s.serviceType === type),
        type,
      ).toBe(true);
      expect(ids(all), type).toEqual(expect.arrayContaining(mine));
      const allMine = await call(
        'GET',
        `/api/admin/service/all-services?type=${type}&search=${email}`,
        admin,
      );
      expect(sorted(ids(allMine)), type).toEqual(sorted(mine));
      expect(allMine.json.total, type).toBe(3);

      // by-type with a status filter.
      const byType = (query: string) =>
        call('GET', `/api/admin/service/by-type?type=${type}&${query}`, admin);
      const pending = await byType(`status=pending&search=${email}`);
      expect(pending.status, type).toBe(200);
      expect(sorted(ids(pending)), type).toEqual(sorted([second._id, third._id]));
      expect(pending.json.total, type).toBe(2);
      expect(pending.json.data[0], type).toMatchObject({
        serviceType: type,
        status: 'pending',
        user: { name: 'Basanti Oraon', email: person.email },
      });
      const started = await byType(`status=in_progress&search=${email}`);
      expect(ids(started), type).toEqual([first._id]);
      expect(started.json.data[0].status, type).toBe('in_progress');
      const anyPending = await byType('status=pending&limit=100');
      expect(
        anyPending.json.data.every((s: any) => s.serviceType === type && s.status === 'pending'),
        type,
      ).toBe(true);
      expect(ids(anyPending), type).toEqual(expect.arrayContaining([second._id, third._id]));
      expect(ids(anyPending), type).not.toContain(first._id);
      expect((await byType(`status=completed&search=${email}`)).json, type).toMatchObject({
        data: [],
        total: 0,
        nextCursor: null,
      });

      // by-type search: the applicant's name, the e-mail and the reference number.
      for (const search of ['oraon', 'Basanti Oraon', person.email]) {
        const found = await byType(`search=${encodeURIComponent(search)}`);
        expect(
          found.json.data.every((s: any) => s.serviceType === type),
          search,
        ).toBe(true);
        expect(ids(found), `${type} ${search}`).toEqual(expect.arrayContaining(mine));
      }
      const byReference = await byType(`search=${third.referenceNumber}`);
      expect(ids(byReference), type).toEqual([third._id]);
      expect(byReference.json.data[0].referenceNumber).toBe(third.referenceNumber);
      // Another type's reference is not in this type's list.
      const otherType = TYPES.find((t) => t !== type) ?? 'RTPS';
      const foreign = created[otherType][0]?.referenceNumber ?? '';
      expect((await byType(`search=${foreign}`)).json.total, type).toBe(0);

      // A cursor page: two, then the last one, each row once, the total on every page.
      const page1 = await byType(`search=${email}&limit=2`);
      expect(page1.json.data, type).toHaveLength(2);
      expect(page1.json.total, type).toBe(3);
      expect(page1.json.nextCursor, type).toEqual(expect.any(String));
      const page2 = await byType(
        `search=${email}&limit=2&cursor=${encodeURIComponent(page1.json.nextCursor)}`,
      );
      expect(page2.json.data, type).toHaveLength(1);
      expect(page2.json.total, type).toBe(3);
      expect(page2.json.nextCursor, type).toBeNull();
      expect(sorted([...ids(page1), ...ids(page2)]), type).toEqual(sorted(mine));
    }
  });
});

describe('status workflow', () => {
  it('allows pending → in_progress → completed, records who and when, and mails the citizen each time', async () => {
    const created = await rtps(citizen.auth, 'wf1');
    const id = created.json.service._id;
    const reference = created.json.service.referenceNumber;
    const started = await call('PATCH', `/api/admin/service/${id}/status`, admin, {
      status: 'in_progress',
    });
    expect(started.status).toBe(200);
    expect(started.json.message).toBe('Status updated successfully!');
    expect(started.json.service.status).toBe('in_progress');
    const mail = await smtp.waitForMatching(
      citizen.email,
      (m) => m.subject === `Seva ${reference}: status is now In Progress`,
    );
    expect(mail.text).toContain(`http://seva.test:3000/dashboard/services/rtps/${id}`);
    const done = await call('PATCH', `/api/admin/service/${id}/status`, admin, {
      status: 'completed',
    });
    expect(
      done.json.service.statusHistory.map((h: any) => [h.fromStatus, h.toStatus, h.changedBy]),
    ).toEqual([
      [null, 'pending', 'Sunita Kumari'],
      ['pending', 'in_progress', 'Operator'],
      ['in_progress', 'completed', 'Operator'],
    ]);
    await smtp.waitForMatching(
      citizen.email,
      (m) => m.subject === `Seva ${reference}: status is now Completed`,
    );
    // The citizen sees it.
    const own = await call('GET', `/api/admin/service/${id}`, citizen.auth);
    expect(own.json.status).toBe('completed');
  });

  it('refuses every other move with 409 and a clear message', async () => {
    const id = (await rtps(citizen.auth, 'wf2')).json.service._id;
    const refused = async (status: string, message: string) => {
      const response = await call('PATCH', `/api/admin/service/${id}/status`, admin, { status });
      expect(response.status, `${status}`).toBe(409);
      expect(response.json).toEqual({ message });
    };
    await refused('completed', 'Cannot change status from pending to completed');
    await call('PATCH', `/api/admin/service/${id}/status`, admin, { status: 'in_progress' });
    await refused('in_progress', 'The application is already in progress');
    await call('PATCH', `/api/admin/service/${id}/status`, admin, { status: 'completed' });
    await refused('in_progress', 'Cannot change status from completed to in progress');
    const reject = await call('PATCH', `/api/admin/service/${id}/status`, admin, {
      status: 'rejected',
      reason: 'late',
    });
    expect(reject.status).toBe(409);
    expect(reject.json).toEqual({ message: 'Cannot change status from completed to rejected' });
    const bad = await call('PATCH', `/api/admin/service/${id}/status`, admin, {
      status: 'pending',
    });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ message: 'Invalid status' });
  });

  it('rejecting needs a reason, kept as a comment and mailed', async () => {
    const id = (await rtps(citizen.auth, 'wf3')).json.service._id;
    const noReason = await call('PATCH', `/api/admin/service/${id}/status`, admin, {
      status: 'rejected',
      reason: '  ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.json).toEqual({ message: 'A reason is required to reject an application' });
    const rejected = await call('PATCH', `/api/admin/service/${id}/status`, admin, {
      status: 'rejected',
      reason: 'Aadhaar scan unreadable',
    });
    expect(rejected.json.service.status).toBe('rejected');
    expect(rejected.json.service.comments.map((c: any) => c.text)).toEqual([
      'Rejected: Aadhaar scan unreadable',
    ]);
    const reference = rejected.json.service.referenceNumber;
    const mail = await smtp.waitForMatching(citizen.email, (m) =>
      m.subject.startsWith(`Seva ${reference}: status is now Rejected`),
    );
    expect(mail.text).toContain('Reason: Aadhaar scan unreadable');
  });
});

describe('comments', () => {
  it('stores plain text, refuses blank ones, and mails the citizen', async () => {
    const id = (await rtps(citizen.auth, 'c1')).json.service._id;
    const blank = await call('POST', `/api/admin/service/${id}/comment`, admin, { comment: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.json).toEqual({ message: 'Comment cannot be empty' });
    const text = '<b>Bring</b> the original & a photocopy';
    const added = await call('POST', `/api/admin/service/${id}/comment`, admin, {
      comment: `  ${text} `,
    });
    expect(added.json.message).toBe('Comment added successfully!');
    expect(added.json.service.comments.at(-1).text).toBe(text);
    const reference = added.json.service.referenceNumber;
    const mail = await smtp.waitForMatching(
      citizen.email,
      (m) => m.subject === `Seva ${reference}: a new comment from the service centre`,
    );
    expect(mail.text).toContain(text);
    const link = `http://seva.test:3000/dashboard/services/rtps/${id}`;
    expect(mail.text).toContain(`RTPS application ${reference}`);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(reference);
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('&lt;b&gt;Bring&lt;/b&gt; the original &amp; a photocopy');
    const list = await call('GET', '/api/services/my-services', citizen.auth);
    expect(list.json.find((s: any) => s._id === id).comments.map((c: any) => c.text)).toEqual([
      text,
    ]);
    expect(
      (await call('POST', '/api/admin/service/nope/comment', admin, { comment: 'x' })).status,
    ).toBe(404);
  });
});

describe('result documents', () => {
  const document = (data: Buffer, name: string, documentType = 'additional_document') => {
    const body = new FormData();
    body.append('documentType', documentType);
    body.append('document', new Blob([data]), name);
    return body;
  };

  it('an admin uploads a result the citizen can download byte for byte; the citizen is mailed', async () => {
    const id = (await rtps(citizen.auth, 'r1')).json.service._id;
    const pdf = fakeFile('pdf', 50_000);
    const uploaded = await call(
      'POST',
      `/api/services/${id}/documents`,
      admin,
      document(pdf, 'PAN-acknowledgement.pdf'),
    );
    expect(uploaded.status).toBe(201);
    expect(uploaded.json.message).toBe('Document uploaded successfully!');
    const result = uploaded.json.service.documents.at(-1);
    expect(result).toMatchObject({
      documentType: 'additional_document',
      originalName: 'PAN-acknowledgement.pdf',
      contentType: 'application/pdf',
    });
    // The citizen's own views list it by its original name...
    const own = await call('GET', `/api/admin/service/${id}`, citizen.auth);
    expect(own.status).toBe(200);
    const ownResult = own.json.documents.find((d: any) => d.documentType === 'additional_document');
    expect(ownResult).toMatchObject({
      _id: result._id,
      originalName: 'PAN-acknowledgement.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    // (my-services is a summary without documents; the detail page reads applications.byId.)
    const byId = await trpcCall(server.app, 'query', 'applications.byId', citizen.auth, { id });
    expect(
      byId
        .json()
        .result.data.documents.filter((d: any) => d.documentType === 'additional_document'),
    ).toEqual([ownResult]);
    // ...and they download it from there, byte for byte, under its own name.
    const download = await fetch(`${base}${ownResult.path}`, { headers: citizen.auth });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toContain('PAN-acknowledgement.pdf');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    // Not for signed-out callers or another citizen.
    expect((await fetch(`${base}${ownResult.path}`)).status).toBe(401);
    const stranger = await verifiedCitizen(server, smtp, { email: uniqueEmail('stranger') });
    expect((await fetch(`${base}${ownResult.path}`, { headers: stranger.auth })).status).toBe(404);

    const reference = uploaded.json.service.referenceNumber;
    const mail = await smtp.waitForMatching(
      citizen.email,
      (m) => m.subject === `Seva ${reference}: your document is ready`,
    );
    expect(mail.text).toContain('PAN-acknowledgement.pdf');
    const link = `http://seva.test:3000/dashboard/services/rtps/${id}`;
    expect(mail.text).toContain(`RTPS application ${reference}`);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(reference);
    expect(mail.html).toContain(`href="${link}"`);
  });

  it('takes JPEG and PNG results as well as PDF; the e-mail links to the right type', async () => {
    const id = (await apply('PanCard', citizen.auth, 'Sunita Kumari')).json.service._id;
    for (const [kind, name, contentType] of [
      ['jpeg', 'pan-card-front.jpg', 'image/jpeg'],
      ['png', 'pan-card-back.png', 'image/png'],
    ] as const) {
      const bytes = fakeFile(kind, 30_000);
      const uploaded = await call(
        'POST',
        `/api/services/${id}/documents`,
        admin,
        document(bytes, name),
      );
      expect(uploaded.status, name).toBe(201);
      const result = uploaded.json.service.documents.at(-1);
      expect(result, name).toMatchObject({
        documentType: 'additional_document',
        originalName: name,
        contentType,
      });
      const download = await fetch(`${base}${result.path}`, { headers: citizen.auth });
      expect(download.headers.get('content-type'), name).toBe(contentType);
      expect(Buffer.from(await download.arrayBuffer()).equals(bytes), name).toBe(true);
      const reference = uploaded.json.service.referenceNumber;
      const mail = await smtp.waitForMatching(
        citizen.email,
        (m) => m.subject === `Seva ${reference}: your document is ready` && m.text.includes(name),
      );
      expect(mail.text).toContain(`PAN Card application ${reference}`);
      expect(mail.text).toContain(`http://seva.test:3000/dashboard/services/pan/${id}`);
    }
    const own = await call('GET', `/api/admin/service/${id}`, citizen.auth);
    expect(
      own.json.documents
        .filter((d: any) => d.documentType === 'additional_document')
        .map((d: any) => d.originalName),
    ).toEqual(['pan-card-front.jpg', 'pan-card-back.png']);
  });

  it('answers 404 for an unknown application and keeps nothing', async () => {
    const stored = async () => ({
      rows: await server.rowCount(server.tables.attachments),
      files: await server.storedKeys(),
    });
    const before = await stored();
    const response = await call(
      'POST',
      '/api/services/no-such-application/documents',
      admin,
      document(fakeFile('pdf', 40_000), 'result.pdf'),
    );
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ message: 'No service found' });
    expect(await stored()).toEqual(before);
    expect(filesUnder(join(server.dataDir, 'tmp'))).toEqual([]);
  });

  it('refuses wrong content, missing files and other document types, keeping nothing', async () => {
    const id = (await rtps(citizen.auth, 'r2')).json.service._id;
    const uploads = () => server.storedKeys();
    const before = await uploads();
    const exe = await call(
      'POST',
      `/api/services/${id}/documents`,
      admin,
      document(fakeFile('exe'), 'result.pdf'),
    );
    expect(exe.status).toBe(400);
    expect(exe.json).toEqual({ message: 'Only JPEG, JPG, PNG and PDF files are allowed' });
    const big = await call(
      'POST',
      `/api/services/${id}/documents`,
      admin,
      document(fakeFile('pdf', 5_242_881), 'big.pdf'),
    );
    expect(big.status).toBe(413);
    expect(big.json).toEqual({ message: 'File size should not exceed 5MB' });
    const none = new FormData();
    none.append('documentType', 'additional_document');
    expect((await call('POST', `/api/services/${id}/documents`, admin, none)).json).toEqual({
      message: 'Please select a document to upload',
    });
    const wrongType = await call(
      'POST',
      `/api/services/${id}/documents`,
      admin,
      document(fakeFile('pdf'), 'a.pdf', 'photo'),
    );
    expect(wrongType.json).toEqual({ message: 'Invalid document type' });
    expect(await uploads()).toEqual(before);
    expect(filesUnder(join(server.dataDir, 'tmp'))).toEqual([]);
    const detail = await call('GET', `/api/admin/service/${id}`, admin);
    expect(detail.json.documents).toEqual([]);
  });
});

describe('access', () => {
  it('answers 403 to a citizen and 401 signed out on every admin call', async () => {
    const id = (await rtps(citizen.auth, 'x1')).json.service._id;
    const form = new FormData();
    form.append('document', new Blob([fakeFile('pdf')]), 'a.pdf');
    const calls: Array<[string, string, object | FormData | undefined]> = [
      ['GET', '/api/admin/service/all-services', undefined],
      ['GET', '/api/admin/service/by-type?type=RTPS', undefined],
      ['PATCH', `/api/admin/service/${id}/status`, { status: 'in_progress' }],
      ['POST', `/api/admin/service/${id}/comment`, { comment: 'hi' }],
      ['GET', '/api/admin/overview', undefined],
      ['GET', '/api/admin/badges', undefined],
      ['GET', '/api/admin/users', undefined],
      ['PATCH', `/api/admin/users/${citizen.user._id}/role`, { role: 'admin' }],
      ['PATCH', `/api/admin/users/${citizen.user._id}/disabled`, { disabled: true }],
      ['GET', '/api/admin/settings', undefined],
      [
        'PUT',
        '/api/admin/settings/products/a4-paper',
        { title: 'x', description: 'x', price: 1, unit: 'x', active: true },
      ],
      ['PUT', '/api/admin/settings/rtps', { kind: 'block', code: 'NEW', name: 'New' }],
      ['PUT', '/api/admin/settings/storage-quota', { storageQuotaMb: 500 }],
    ];
    for (const [method, path, body] of calls) {
      const asCitizen = await call(method, path, citizen.auth, body);
      expect(asCitizen.status, `${method} ${path}`).toBe(403);
      expect(asCitizen.json).toEqual({ message: 'You are not authorized to access this page' });
      expect((await call(method, path, null, body)).status, `${method} ${path}`).toBe(401);
    }
    // The document upload is open to the owner too, only to answer a send-back
    // (features/applications/send-back.test.ts): a result document is refused.
    const upload = await call('POST', `/api/services/${id}/documents`, citizen.auth, form);
    expect(upload.status).toBe(400);
    expect((await call('POST', `/api/services/${id}/documents`, null, form)).status).toBe(401);
    const detail = await call('GET', `/api/admin/service/${id}`, citizen.auth);
    expect(detail.json.status).toBe('pending');
    expect(detail.json.documents).toEqual([]);
    const trpc = await server.app.inject({
      method: 'GET',
      url: '/trpc/admin.overview',
      headers: citizen.auth,
    });
    expect(trpc.statusCode).toBe(403);
  });
});

describe('access over tRPC', () => {
  it('answers FORBIDDEN (403) to a citizen and UNAUTHORIZED (401) signed out on every admin procedure, changing nothing', async () => {
    const application = (await rtps(citizen.auth, 'x2')).json.service;
    const order = await call(
      'POST',
      '/api/orders',
      citizen.auth,
      multipart({
        product: 'a4-paper',
        fullName: 'Sunita Kumari',
        mobile: '9876543210',
        quantity: '2',
        address: 'Ward 4, Main Road',
        city: 'Goh',
        state: 'Bihar',
        pincode: '824203',
      }),
    );
    expect(order.status, order.text).toBe(201);
    const orderId: string = order.json.order._id;
    const note = `Is the centre open on Sunday? ${Date.now()}`;
    expect(
      (
        await call('POST', '/api/contact', null, {
          name: 'Visitor',
          email: 'visitor@example.test',
          message: note,
        })
      ).status,
    ).toBe(201);
    const inbox = await call('GET', '/api/admin/messages?limit=100', admin);
    const messageId: string = inbox.json.data.find((m: any) => m.message === note)._id;
    const product = (await call('GET', '/api/admin/settings', admin)).json.products.find(
      (p: any) => p.slug === 'photo-paper',
    );

    const procedures: Record<string, unknown> = {
      'admin.list': {},
      'admin.overview': undefined,
      'admin.badges': undefined,
      'admin.changeStatus': { id: application._id, change: { status: 'in_progress' } },
      'admin.addComment': { id: application._id, comment: 'From a citizen' },
      'admin.assign': { id: application._id, operatorId: citizen.user._id },
      'admin.takeOver': { id: application._id, from: admin.id },
      'admin.operators': undefined,
      'admin.users': {},
      'admin.setRole': { userId: citizen.user._id, role: 'admin' },
      'admin.setDisabled': { userId: citizen.user._id, disabled: true },
      'admin.settings': undefined,
      'admin.updateProduct': {
        slug: 'photo-paper',
        title: product.title,
        description: product.description,
        price: 1,
        unit: product.unit,
        active: true,
      },
      'admin.saveRtpsCode': { kind: 'block', code: 'CITIZEN', name: 'Citizen Block' },
      'admin.updateStorageQuota': { storageQuotaMb: 10 },
      'admin.feeSettings': undefined,
      'admin.citizens': { search: 'Citizen' },
      'admin.registerCitizen': { name: 'From a citizen', mobile: '9999912345' },
      'admin.citizen': { citizenId: citizen.user._id },
      'admin.applyRtpsFor': {
        citizenId: citizen.user._id,
        application: { block: 'GOH', registrationType: 'BRCCO', registrationNumber: '1' },
      },
      'admin.register': {},
      'admin.recordPayment': { id: application._id, amount: 10, method: 'cash' },
      'admin.reversePayment': { id: 'nothing', reason: 'From a citizen' },
      'admin.updateFee': { serviceType: 'PanCard', governmentFee: 0, serviceCharge: 1, days: 1 },
      'admin.updateCentre': {
        name: 'CITIZEN centre',
        address: '',
        phone: '',
        gstin: '',
        holidays: [],
      },
      'admin.orders.list': {},
      'admin.orders.setStatus': { id: orderId, status: 'in_progress' },
      'admin.orders.markPaid': { id: orderId, amount: 30, method: 'cash' },
      'admin.inbox.list': {},
      'admin.inbox.setHandled': { id: messageId, handled: true },
      'admin.outbox.overview': undefined,
      'admin.outbox.retry': { id: 'any-notification' },
    };
    // Every admin procedure the router has is in the table above: a new one needs a line here.
    const routed = Object.entries(appRouter._def.procedures as Record<string, any>).filter(
      ([path]) => path.startsWith('admin.'),
    );
    expect(routed.map(([path]) => path).sort()).toEqual(Object.keys(procedures).sort());

    for (const [path, procedure] of routed) {
      const kind = procedure._def.type as 'query' | 'mutation';
      for (const [auth, status, code] of [
        [citizen.auth, 403, 'FORBIDDEN'],
        [null, 401, 'UNAUTHORIZED'],
      ] as const) {
        const response = await trpcCall(server.app, kind, path, auth, procedures[path]);
        expect([path, response.statusCode]).toEqual([path, status]);
        expect([path, response.json().error.data.code]).toEqual([path, code]);
      }
      if (path === 'admin.list') {
        const asCitizen = await trpcCall(server.app, kind, path, citizen.auth, {});
        expect(asCitizen.json().error.message).toBe('You are not authorized to access this page');
      }
    }

    // Nothing the citizen asked for happened.
    const after = await call('GET', `/api/admin/service/${application._id}`, admin);
    expect(after.json).toMatchObject({ status: 'pending', comments: [], assignedTo: null });
    const self = await call('GET', '/api/auth/me', citizen.auth);
    expect(self.status).toBe(200);
    expect(self.json.user ?? self.json).toMatchObject({ role: 'user' });
    const settings = (await call('GET', '/api/admin/settings', admin)).json;
    expect(settings.products.find((p: any) => p.slug === 'photo-paper').price).toBe(product.price);
    expect(JSON.stringify(settings)).not.toContain('CITIZEN');
    const fees = (await call('GET', '/api/admin/settings/fees', admin)).json;
    expect(fees.changes).toEqual([]);
    expect(fees.centre.name).not.toContain('CITIZEN');
    const orderAfter = await call('GET', `/api/orders/${orderId}`, citizen.auth);
    expect(orderAfter.json.data).toMatchObject({ status: 'pending', paid: false });
    const messageAfter = (await call('GET', '/api/admin/messages?limit=100', admin)).json.data.find(
      (m: any) => m._id === messageId,
    );
    expect(messageAfter.handled).toBe(false);
  });
});

describe('users', () => {
  it('lists and searches users with their application counts', async () => {
    const person = await verifiedCitizen(server, smtp, {
      name: 'Findable Person',
      email: uniqueEmail('findable'),
    });
    await rtps(person.auth, 'u1');
    await rtps(person.auth, 'u2');
    const found = await call('GET', '/api/admin/users?search=findable', admin);
    expect(found.json.data).toEqual([
      expect.objectContaining({
        _id: person.user._id,
        name: 'Findable Person',
        role: 'user',
        applicationCount: 2,
        disabled: false,
        emailVerified: true,
      }),
    ]);
    expect(found.json.total).toBe(1);
    expect((await call('GET', '/api/admin/users?search=%25', admin)).json.total).toBe(0);
  });

  it("changes roles, but never an admin's own or the last admin's", async () => {
    const ownRole = await call('PATCH', `/api/admin/users/${admin.id}/role`, admin, {
      role: 'user',
    });
    expect(ownRole.status).toBe(409);
    expect(ownRole.json).toEqual({ message: 'You cannot change your own role' });
    const helper = await verifiedCitizen(server, smtp, { email: uniqueEmail('helper') });
    expect(
      (await call('PATCH', `/api/admin/users/${helper.user._id}/role`, admin, { role: 'admin' }))
        .status,
    ).toBe(200);
    const helperAuth = await login(helper.email, PASSWORD);
    expect((await call('GET', '/api/admin/overview', helperAuth)).status).toBe(200);
    // With two admins, one can demote the other; the last one cannot be demoted or disabled.
    expect(
      (await call('PATCH', `/api/admin/users/${helper.user._id}/role`, admin, { role: 'user' }))
        .status,
    ).toBe(200);
    const otherAdmin = await makeAdmin('second@example.test');
    await call('PATCH', `/api/admin/users/${otherAdmin.id}/disabled`, admin, { disabled: true });
    const reenable = await call('PATCH', `/api/admin/users/${otherAdmin.id}/disabled`, admin, {
      disabled: false,
    });
    expect(reenable.json).toEqual({ message: 'Account enabled' });
    // Disabling ended its sessions; enabled again, it logs in afresh.
    expect((await call('GET', '/api/admin/overview', otherAdmin)).status).toBe(401);
    const back = await login('second@example.test', 'operator password');
    expect((await call('GET', '/api/admin/overview', back)).status).toBe(200);
  });

  it('refuses to leave no active admin, even when asked by an account that just lost its role', async () => {
    const solo = await startTestServer({ smtp });
    try {
      const { repositories, hasher } = solo.services;
      const a = await createOrPromoteAdmin(repositories.auth, hasher, {
        email: 'a@example.test',
        name: 'A',
        password: 'password one',
      });
      const b = await createOrPromoteAdmin(repositories.auth, hasher, {
        email: 'b@example.test',
        name: 'B',
        password: 'password two',
      });
      const actorOf = async (id: string) => {
        const { users } = solo.tables;
        const [user] = await solo.db.select().from(users).where(eq(users.id, id));
        if (!user) throw new Error('no user');
        return user;
      };
      // B disables A: fine, B is still an active admin.
      await solo.services.admin.users.setDisabled(await actorOf(b.userId), a.userId, true);
      // Now a request still carrying A (a stale actor) tries to demote B, the last active admin.
      await expect(
        solo.services.admin.users.setRole(await actorOf(a.userId), b.userId, 'user'),
      ).rejects.toThrow('There must be at least one active admin');
      await expect(
        solo.services.admin.users.setDisabled(await actorOf(a.userId), b.userId, true),
      ).rejects.toThrow('There must be at least one active admin');
    } finally {
      await solo.close();
    }
  });

  it('a disabled account loses its sessions and cannot log in', async () => {
    const person = await verifiedCitizen(server, smtp, { email: uniqueEmail('disabled') });
    const disabled = await call('PATCH', `/api/admin/users/${person.user._id}/disabled`, admin, {
      disabled: true,
    });
    expect(disabled.json).toEqual({ message: 'Account disabled' });
    expect((await call('GET', '/api/auth/me', person.auth)).status).toBe(401);
    const again = await call('POST', '/api/auth/login', null, {
      email: person.email,
      password: PASSWORD,
    });
    expect(again.status).toBe(403);
    expect(again.json.message).toBe(
      'This account has been disabled. Please contact the service centre.',
    );
  });
});

describe('settings', () => {
  it('edits a price and the RTPS lists; every screen reads the change at once', async () => {
    const update = await call('PUT', '/api/admin/settings/products/a4-paper', admin, {
      title: 'Computer Paper A4 Size',
      description: 'A4 computer paper for printing.',
      price: 18,
      unit: 'per packet',
      active: true,
    });
    expect(update.status).toBe(200);
    const catalogue = await call('GET', '/api/catalogue/products', null);
    expect(catalogue.json.data.find((s: any) => s.slug === 'a4-paper').price).toBe(18);
    // An application's price is its fee (Settings: Fees); its product row keeps only texts.
    const application = await call('PUT', '/api/admin/settings/products/apply-rtps', admin, {
      title: 'RTPS Certificate',
      description: 'Caste, income and residence certificates.',
      price: 75,
      unit: 'per application',
      active: true,
    });
    expect(application.status).toBe(200);
    const services = await call('GET', '/api/catalogue/services', null);
    expect(services.json.data.find((s: any) => s.slug === 'apply-rtps')).toMatchObject({
      description: 'Caste, income and residence certificates.',
      price: 30,
    });
    const negative = await call('PUT', '/api/admin/settings/products/apply-rtps', admin, {
      title: 'x',
      description: 'x',
      price: -1,
      unit: 'x',
      active: true,
    });
    expect(negative.json).toEqual({ message: 'Price cannot be negative' });
    expect(
      (
        await call('PUT', '/api/admin/settings/products/nothing', admin, {
          title: 'x',
          description: 'x',
          price: 1,
          unit: 'x',
          active: true,
        })
      ).status,
    ).toBe(404);

    expect(
      (
        await call('PUT', '/api/admin/settings/rtps', admin, {
          kind: 'block',
          code: 'pirpainti',
          name: 'Pirpainti',
        })
      ).status,
    ).toBe(200);
    await call('PUT', '/api/admin/settings/rtps', admin, {
      kind: 'block',
      code: 'KONCH',
      name: 'Konch',
      active: false,
    });
    const options = await call('GET', '/api/catalogue/rtps-options', null);
    expect(options.json.blocks.map((b: any) => b.code)).toEqual(['GOH', 'PIRPAINTI']);
    const konch = await call('POST', '/api/services/apply/rtps', citizen.auth, {
      block: 'KONCH',
      registrationType: 'BRCCO',
      registrationNumber: '1',
    });
    expect(konch.json).toEqual({ message: 'Invalid block' });
    const bad = await call('PUT', '/api/admin/settings/rtps', admin, {
      kind: 'block',
      code: 'a b',
      name: 'x',
    });
    expect(bad.json).toEqual({ message: 'Code must be 2–20 letters or digits' });
  });
});
