import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile, filesUnder } from '../../test/files.ts';
import {
  PASSWORD,
  startTestServer,
  type TestServer,
  uniqueEmail,
  verifiedCitizen,
} from '../../test/harness.ts';
import { httpCaller } from '../../test/http.ts';
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
  await createOrPromoteAdmin(server.services.db, server.services.hasher, {
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
      'completed',
      'rejected',
    ]);
    expect(overview.json.byType.RTPS).toBeGreaterThan(0);
    expect(overview.json.total).toBe(
      Object.values<number>(overview.json.byStatus).reduce((a, b) => a + b, 0),
    );
    expect(overview.json.recent.length).toBeGreaterThan(0);
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
    const download = await fetch(`${base}${result.path}`, { headers: citizen.auth });
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf)).toBe(true);
    const reference = uploaded.json.service.referenceNumber;
    const mail = await smtp.waitForMatching(
      citizen.email,
      (m) => m.subject === `Seva ${reference}: your document is ready`,
    );
    expect(mail.text).toContain('PAN-acknowledgement.pdf');
  });

  it('refuses wrong content, missing files and other document types, keeping nothing', async () => {
    const id = (await rtps(citizen.auth, 'r2')).json.service._id;
    const uploads = () => filesUnder(join(server.dataDir, 'uploads')).length;
    const before = uploads();
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
    expect(uploads()).toBe(before);
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
      ['POST', `/api/services/${id}/documents`, form],
      ['GET', '/api/admin/overview', undefined],
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
    ];
    for (const [method, path, body] of calls) {
      const asCitizen = await call(method, path, citizen.auth, body);
      expect(asCitizen.status, `${method} ${path}`).toBe(403);
      expect(asCitizen.json).toEqual({ message: 'You are not authorized to access this page' });
      expect((await call(method, path, null, body)).status, `${method} ${path}`).toBe(401);
    }
    const detail = await call('GET', `/api/admin/service/${id}`, citizen.auth);
    expect(detail.json.status).toBe('pending');
    const trpc = await server.app.inject({
      method: 'GET',
      url: '/trpc/admin.overview',
      headers: citizen.auth,
    });
    expect(trpc.statusCode).toBe(403);
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
      const { db, hasher } = solo.services;
      const a = await createOrPromoteAdmin(db, hasher, {
        email: 'a@example.test',
        name: 'A',
        password: 'password one',
      });
      const b = await createOrPromoteAdmin(db, hasher, {
        email: 'b@example.test',
        name: 'B',
        password: 'password two',
      });
      const actorOf = (id: string) => {
        const user = solo.services.db.query.users
          .findFirst({ where: (u, { eq }) => eq(u.id, id) })
          .sync();
        if (!user) throw new Error('no user');
        return user;
      };
      // B disables A: fine, B is still an active admin.
      solo.services.admin.users.setDisabled(actorOf(b.userId), a.userId, true);
      // Now a request still carrying A (a stale actor) tries to demote B, the last active admin.
      expect(() => solo.services.admin.users.setRole(actorOf(a.userId), b.userId, 'user')).toThrow(
        'There must be at least one active admin',
      );
      expect(() =>
        solo.services.admin.users.setDisabled(actorOf(a.userId), b.userId, true),
      ).toThrow('There must be at least one active admin');
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
    const update = await call('PUT', '/api/admin/settings/products/apply-rtps', admin, {
      title: 'RTPS Certificate',
      description: 'Caste, income and residence certificates.',
      price: 75,
      unit: 'per application',
      active: true,
    });
    expect(update.status).toBe(200);
    const catalogue = await call('GET', '/api/catalogue/services', null);
    expect(catalogue.json.data.find((s: any) => s.slug === 'apply-rtps').price).toBe(75);
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
