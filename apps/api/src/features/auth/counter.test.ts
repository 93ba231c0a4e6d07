import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile, filesUnder, validAadhaar } from '../../test/files.ts';
import {
  PASSWORD,
  post,
  signedInAdmin,
  startTestServer,
  type TestServer,
  uniqueEmail,
  verifiedCitizen,
} from '../../test/harness.ts';
import { multipart as form, httpCaller, trpcCall } from '../../test/http.ts';
import { notificationsOf, settleOutbox, waitForNotification } from '../../test/outbox.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

/**
 * The counter (docs/product.md, The counter): operators register walk-in citizens and file
 * for them, through the same services and rules as the citizen's own calls.
 */
let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let admin: { authorization: string; id: string };
let citizen: Awaited<ReturnType<typeof verifiedCitizen>>;
const call = httpCaller(() => base);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp, env: { PUBLIC_URL: 'https://seva.example.test' } });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedInAdmin(server);
  citizen = await verifiedCitizen(server, smtp, { name: 'Online Citizen' });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

let mobiles = 0;
/** A fresh valid mobile number per test. */
const nextMobile = () =>
  `98${String(Date.now() % 1e6).padStart(6, '0')}${String(mobiles++ % 100).padStart(2, '0')}`;

const register = (body: object, auth: object = admin) =>
  call('POST', '/api/admin/citizens', auth, body);

const panParts = (overrides: Record<string, unknown> = {}) => ({
  fullName: 'रमेश कुमार',
  dateOfBirth: '1980-01-15',
  fatherName: 'Suresh Kumar',
  mobileNumber: '9876543210',
  aadharNumber: validAadhaar(),
  address: 'Ward 4, Goh',
  photo: { data: fakeFile('jpeg'), name: 'photo.jpg' },
  signature: { data: fakeFile('png'), name: 'sign.png' },
  aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
  // The operator confirms the citizen was told about the privacy notice (docs/decisions/061).
  consent: 'true',
  ...overrides,
});

const stored = async () => ({
  applications: await server.rowCount(server.tables.applications),
  attachments: await server.rowCount(server.tables.attachments),
  files: await server.storedKeys(),
  temp: filesUnder(join(server.dataDir, 'tmp')).length,
});

describe('registering a walk-in citizen', () => {
  it('needs only a name and a mobile number: no e-mail, no password, no mail', async () => {
    const mobile = nextMobile();
    const mailsBefore = smtp.inbox.length;
    const response = await register({ name: 'Ramesh Kumar', mobile: `+91 ${mobile}` });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({
      message: 'Citizen registered',
      citizen: { _id: expect.any(String), name: 'Ramesh Kumar', mobile, email: null },
      invitation: 'none',
    });
    const { users } = server.tables;
    const [row] = await server.db
      .select()
      .from(users)
      .where(eq(users.id, response.json.citizen._id));
    expect(row).toMatchObject({ email: null, passwordHash: null, role: 'user', mobile });
    await settleOutbox(server);
    expect(smtp.inbox.length).toBe(mailsBefore);
    expect(await notificationsOf(server, response.json.citizen._id)).toEqual([]);
    // Found by the counter's lookup.
    const found = await call('GET', `/api/admin/citizens?search=${mobile}`, admin);
    expect(found.json.data.map((c: { _id: string }) => c._id)).toEqual([response.json.citizen._id]);
  });

  it('refuses a mobile or e-mail already on an account, naming which and offering it', async () => {
    const mobile = nextMobile();
    const first = await register({ name: 'Geeta Devi', mobile });
    const again = await register({ name: 'Someone Else', mobile });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({
      message: 'This mobile number is already on an account',
      reason: 'MOBILE_TAKEN',
      citizen: first.json.citizen,
    });
    const email = await register({ name: 'Other', mobile: nextMobile(), email: citizen.email });
    expect(email.status).toBe(409);
    expect(email.json.message).toBe('This email is already on an account');
    expect(email.json.reason).toBe('EMAIL_TAKEN');
    expect(email.json.citizen).toMatchObject({ _id: citizen.user._id, email: citizen.email });
    // An operator's account is never offered as a citizen.
    const operator = await register({
      name: 'Other',
      mobile: nextMobile(),
      email: 'operator@example.test',
    });
    expect(operator.status).toBe(409);
    expect(operator.json.citizen).toBeUndefined();
  });

  it('refuses a bad mobile number with the seeds’ message, and a missing one', async () => {
    const before = await server.rowCount(server.tables.users);
    for (const mobile of ['987654321', '5876543210', '98765432101', 'abcdefghij']) {
      const response = await register({ name: 'Bad Mobile', mobile });
      expect(response.status, mobile).toBe(400);
      expect(response.json.message).toBe('Invalid mobile number');
    }
    const missing = await register({ name: 'No Mobile' });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('Mobile Number is required');
    const noName = await register({ mobile: nextMobile() });
    expect(noName.json.message).toBe('Name is required');
    expect(await server.rowCount(server.tables.users)).toBe(before);
  });

  it('is for operators only: a citizen gets 403, a visitor 401', async () => {
    expect((await register({ name: 'X', mobile: nextMobile() }, citizen.auth)).status).toBe(403);
    expect((await register({ name: 'X', mobile: nextMobile() }, {})).status).toBe(401);
    expect(
      (await call('GET', `/api/admin/citizens/${citizen.user._id}`, citizen.auth)).status,
    ).toBe(403);
  });

  it('invites a citizen with an e-mail; the link sets a password and verifies the e-mail', async () => {
    const email = uniqueEmail('walkin');
    const response = await register({
      name: 'Sunita Devi',
      mobile: nextMobile(),
      email,
      language: 'hi',
    });
    expect(response.status).toBe(201);
    expect(response.json.invitation).toBe('sent');
    const mail = await smtp.waitForMail(email);
    // In the citizen's language, the token in the link's fragment.
    expect(mail.subject).toBe('Seva: अपने खाते का पासवर्ड रखें');
    const link = /https:\/\/seva\.example\.test\/set-password#token=([A-Za-z0-9_-]+)/.exec(
      mail.text,
    );
    expect(link).not.toBeNull();
    const token = String(link?.[1]);
    expect(server.logText()).not.toContain(token);

    // Before the invitation is used, no password logs in: the same answer as a wrong one.
    const early = await post(server.app, '/api/auth/login', { email, password: PASSWORD });
    expect(early.statusCode).toBe(401);
    expect(early.json().message).toBe('Invalid email or password');

    const weak = await post(server.app, '/api/auth/accept-invitation', {
      token,
      password: PASSWORD,
      confirmPassword: 'something else',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Passwords do not match');
    const accepted = await post(server.app, '/api/auth/accept-invitation', {
      token,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toBe(
      'Your password is set and your email is verified. You can now log in.',
    );
    const login = await post(server.app, '/api/auth/login', { email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().user).toMatchObject({ email, language: 'hi' });
    // Used once: the same link again is refused.
    const reused = await post(server.app, '/api/auth/accept-invitation', {
      token,
      password: 'another good password',
      confirmPassword: 'another good password',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('Invalid or expired invitation link');
    const forged = await post(server.app, '/api/auth/accept-invitation', {
      token: 'A'.repeat(43),
      password: PASSWORD,
      confirmPassword: PASSWORD,
    });
    expect(forged.json().message).toBe('Invalid or expired invitation link');
  });

  it('keeps the invitation when the mail server is down, and sends it later', async () => {
    smtp.failNextMessages(1);
    const email = uniqueEmail('maildown');
    const response = await register({ name: 'Mail Down', mobile: nextMobile(), email });
    expect(response.status).toBe(201);
    expect(response.json.invitation).toBe('sent');
    const id = response.json.citizen._id;
    const row = await waitForNotification(
      server,
      (entry) => entry.userId === id && entry.attempts === 1 && entry.status === 'waiting',
    );
    expect(row.kind).toBe('invitation');
    // Not a code: its next attempt is a minute away, unless an operator presses 'Retry now'.
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    await server.services.outbox.retry(row.id);
    const mail = await smtp.waitForMail(email);
    expect(mail.text).toContain('/set-password#token=');
  });

  it('mirrors registration and the desk over tRPC', async () => {
    const mobile = nextMobile();
    const made = await trpcCall(server.app, 'mutation', 'admin.registerCitizen', admin, {
      name: 'Trpc Walkin',
      mobile,
    });
    expect(made.statusCode).toBe(200);
    const id = made.json().result.data.citizen._id;
    const desk = await trpcCall(server.app, 'query', 'admin.citizen', admin, { citizenId: id });
    expect(desk.json().result.data).toEqual({
      citizen: { _id: id, name: 'Trpc Walkin', mobile, email: null },
      applications: [],
      orders: [],
    });
    const taken = await trpcCall(server.app, 'mutation', 'admin.registerCitizen', admin, {
      name: 'Again',
      mobile,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.data.reason).toBe('MOBILE_TAKEN');
    expect(taken.json().error.data.extra.citizen._id).toBe(id);
    const byCitizen = await trpcCall(
      server.app,
      'mutation',
      'admin.registerCitizen',
      citizen.auth,
      {
        name: 'X',
        mobile: nextMobile(),
      },
    );
    expect(byCitizen.statusCode).toBe(403);
  });
});

describe('applying at the counter', () => {
  async function walkIn(name = 'Ramesh Kumar') {
    const response = await register({ name, mobile: nextMobile() });
    expect(response.status).toBe(201);
    return response.json.citizen as { _id: string; name: string; mobile: string };
  }

  it('files a PAN card for the citizen with the same body and answer as their own call', async () => {
    const walkin = await walkIn();
    const response = await call(
      'POST',
      `/api/admin/citizens/${walkin._id}/apply/pan-card`,
      admin,
      form(panParts()),
    );
    expect(response.status).toBe(201);
    expect(response.json.message).toBe('PAN Card application submitted successfully!');
    const service = response.json.service;
    expect(service.user).toMatchObject({ _id: walkin._id, name: walkin.name, email: null });
    expect(service.filedAtCounter).toEqual({ by: 'Operator' });
    expect(service.fee).toEqual({ governmentFee: 107, serviceCharge: 50, total: 157 });
    expect(service.statusHistory).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'pending', changedBy: 'Operator' }),
    ]);
    const { applications, attachments } = server.tables;
    const [row] = await server.db
      .select()
      .from(applications)
      .where(eq(applications.id, service._id));
    expect(row).toMatchObject({ userId: walkin._id, atCounter: true, filedBy: admin.id });
    const files = await server.db
      .select()
      .from(attachments)
      .where(eq(attachments.applicationId, service._id));
    expect(files.map((file) => file.uploadedBy)).toEqual([admin.id, admin.id, admin.id]);
    // The desk shows it, and the operators' queue finds it by the citizen's mobile number.
    const desk = await call('GET', `/api/admin/citizens/${walkin._id}`, admin);
    expect(desk.json.applications.map((a: { _id: string }) => a._id)).toEqual([service._id]);
    const queue = await call(
      'GET',
      `/api/admin/service/all-services?search=${walkin.mobile}`,
      admin,
    );
    expect(queue.json.data.map((a: { _id: string }) => a._id)).toEqual([service._id]);
    // Its slip prints for the operator.
    const slip = await call('GET', `/api/services/${service._id}/acknowledgement.pdf`, admin);
    expect(slip.status).toBe(200);
  });

  it('files RTPS over REST and over tRPC', async () => {
    const walkin = await walkIn('Sita Kumari');
    const rtps = {
      block: 'GOH',
      registrationType: 'BRCCO',
      registrationNumber: '12345',
      aadharNumber: validAadhaar('34567890123'),
      mobileNumber: '9876501234',
      consent: true,
    };
    const rest = await call('POST', `/api/admin/citizens/${walkin._id}/apply/rtps`, admin, rtps);
    expect(rest.status).toBe(201);
    expect(rest.json.service.filedAtCounter).toEqual({ by: 'Operator' });
    const viaTrpc = await trpcCall(server.app, 'mutation', 'admin.applyRtpsFor', admin, {
      citizenId: walkin._id,
      application: rtps,
    });
    expect(viaTrpc.statusCode).toBe(200);
    expect(viaTrpc.json().result.data.service.user._id).toBe(walkin._id);
    const desk = await call('GET', `/api/admin/citizens/${walkin._id}`, admin);
    expect(desk.json.applications).toHaveLength(2);
  });

  /**
   * An answer with what differs between two filings (ids, references, owner, times, file
   * paths) left out; everything else must match field for field.
   */
  function comparable(service: Record<string, unknown>) {
    // The timeline says who filed it, which is the one thing meant to differ (checked below).
    const {
      _id,
      referenceNumber,
      trackingCode,
      user,
      filedAtCounter,
      statusHistory,
      timeline,
      ...rest
    } = service;
    return JSON.parse(
      JSON.stringify(rest)
        .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g, '<time>')
        .replace(/\/api\/services\/[^"/]+\/documents\/[^"/]+\/download/g, '<file>')
        .replace(/"_id":"[^"]+"/g, '"_id":"<id>"'),
    );
  }

  it('files a job card and an ITR (multipart) with the body and answer of the citizen’s own call', async () => {
    const aadhaar = validAadhaar('45678901234');
    const bodies = {
      'job-card': () => ({
        name: 'मनोज पासवान',
        fatherHusbandName: 'Ramdeo Paswan',
        aadharFile: { data: fakeFile('jpeg'), name: 'aadhaar.jpg' },
        passbookFile: { data: fakeFile('pdf'), name: 'passbook.pdf' },
        consent: 'true',
      }),
      itr: () => ({
        aadharCardNo: aadhaar,
        panCardNo: 'ABCDE1234F',
        accountNo: '123456789012',
        ifscCode: 'SBIN0001234',
        aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
        panCardFile: { data: fakeFile('png'), name: 'pan.png' },
        passbookFile: { data: fakeFile('jpeg'), name: 'passbook.jpg' },
        consent: 'true',
      }),
    };
    const walkin = await walkIn('Manoj Paswan');
    for (const [slug, body] of Object.entries(bodies)) {
      const own = await call('POST', `/api/services/apply/${slug}`, citizen.auth, form(body()));
      const counter = await call(
        'POST',
        `/api/admin/citizens/${walkin._id}/apply/${slug}`,
        admin,
        form(body()),
      );
      expect([counter.status, own.status]).toEqual([201, 201]);
      expect(counter.json.message).toBe(own.json.message);
      expect(Object.keys(counter.json).sort()).toEqual(Object.keys(own.json).sort());
      expect(Object.keys(counter.json.service).sort()).toEqual(
        Object.keys(own.json.service).sort(),
      );
      expect(comparable(counter.json.service)).toEqual(comparable(own.json.service));
      expect(counter.json.service.user).toMatchObject({ _id: walkin._id, email: null });
      expect(counter.json.service.filedAtCounter).toEqual({ by: 'Operator' });
      expect(own.json.service.filedAtCounter).toBeNull();
      expect(counter.json.service.timeline).toEqual([
        expect.objectContaining({ type: 'filed', atCounter: true, by: 'Operator' }),
      ]);
      expect(own.json.service.timeline).toEqual([
        expect.objectContaining({ type: 'filed', atCounter: false, by: 'Online Citizen' }),
      ]);
    }
    const desk = await call('GET', `/api/admin/citizens/${walkin._id}`, admin);
    expect(
      desk.json.applications.map((a: { serviceType: string }) => a.serviceType).sort(),
    ).toEqual(['ITR', 'JobCard']);
  });

  it('refuses a disguised file, leaving no row and no file', async () => {
    const walkin = await walkIn();
    const before = await stored();
    const response = await call(
      'POST',
      `/api/admin/citizens/${walkin._id}/apply/pan-card`,
      admin,
      form(
        panParts({
          aadharFile: { data: fakeFile('exe'), name: 'aadhaar.pdf', type: 'application/pdf' },
        }),
      ),
    );
    expect(response.status).toBe(400);
    expect(response.json.message).toBe('Only JPEG, JPG, PNG and PDF files are allowed');
    expect(await stored()).toEqual(before);
  });

  it('is refused to a citizen (403) and a visitor (401), and for an unknown or operator account (404)', async () => {
    const walkin = await walkIn();
    const path = `/api/admin/citizens/${walkin._id}/apply/pan-card`;
    const before = await stored();
    expect((await call('POST', path, citizen.auth, form(panParts()))).status).toBe(403);
    expect((await call('POST', path, {}, form(panParts()))).status).toBe(401);
    const unknown = await call(
      'POST',
      '/api/admin/citizens/nobody/apply/pan-card',
      admin,
      form(panParts()),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe('Citizen not found');
    const operator = await call('POST', `/api/admin/citizens/${admin.id}/apply/rtps`, admin, {
      block: 'GOH',
    });
    expect(operator.status).toBe(404);
    const trpc = await trpcCall(server.app, 'mutation', 'admin.applyRtpsFor', citizen.auth, {
      citizenId: walkin._id,
      application: {},
    });
    expect(trpc.statusCode).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('marks the register: counter with the operator, online without', async () => {
    const walkin = await walkIn('Register Walkin');
    const counter = await call(
      'POST',
      `/api/admin/citizens/${walkin._id}/apply/pan-card`,
      admin,
      form(panParts()),
    );
    const online = await call(
      'POST',
      '/api/services/apply/pan-card',
      citizen.auth,
      form(panParts()),
    );
    expect(online.status).toBe(201);
    const day = await call('GET', '/api/admin/register', admin);
    const entry = (reference: string) =>
      day.json.filed.find((e: { reference: string }) => e.reference === reference);
    expect(entry(counter.json.service.referenceNumber)).toMatchObject({
      via: 'counter',
      filedBy: 'Operator',
      citizen: 'Register Walkin',
    });
    expect(entry(online.json.service.referenceNumber)).toMatchObject({
      via: 'online',
      filedBy: null,
    });
    expect(online.json.service.filedAtCounter).toBeNull();
    const { statusHistory } = server.tables;
    const history = await server.db
      .select()
      .from(statusHistory)
      .where(eq(statusHistory.applicationId, online.json.service._id));
    expect(history.map((change) => change.changedBy)).toEqual([citizen.user._id]);
  });

  it('places an order for the citizen', async () => {
    const walkin = await walkIn('Order Walkin');
    const response = await call(
      'POST',
      `/api/admin/citizens/${walkin._id}/orders`,
      admin,
      form({
        product: 'a4-paper',
        fullName: 'Order Walkin',
        mobile: '9876543210',
        quantity: '2',
        address: 'Ward 4, Goh',
        city: 'Goh',
        state: 'Bihar',
        pincode: '824203',
      }),
    );
    expect(response.status, JSON.stringify(response.json)).toBe(201);
    expect(response.json.order.user).toMatchObject({ _id: walkin._id, email: null });
    const desk = await call('GET', `/api/admin/citizens/${walkin._id}`, admin);
    expect(desk.json.orders.map((o: { _id: string }) => o._id)).toEqual([response.json.order._id]);
    const day = await call('GET', '/api/admin/register', admin);
    expect(
      day.json.filed.find(
        (e: { reference: string }) => e.reference === response.json.order.reference,
      ),
    ).toMatchObject({ via: 'counter', filedBy: 'Operator' });
  });

  it('finds the citizen again by the order’s reference, in any case', async () => {
    const walkin = await walkIn('Reference Walkin');
    const placed = await call(
      'POST',
      `/api/admin/citizens/${walkin._id}/orders`,
      admin,
      form({
        product: 'photo-paper',
        fullName: 'Reference Walkin',
        mobile: '9876543210',
        quantity: '1',
        address: 'Ward 4, Goh',
        city: 'Goh',
        state: 'Bihar',
        pincode: '824203',
      }),
    );
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    const reference: string = placed.json.order.reference;
    for (const typed of [reference, reference.toLowerCase(), ` ${reference} `]) {
      const found = await call(
        'GET',
        `/api/admin/citizens?search=${encodeURIComponent(typed)}`,
        admin,
      );
      expect(found.status).toBe(200);
      expect(found.json.data).toEqual([
        { _id: walkin._id, name: 'Reference Walkin', mobile: walkin.mobile, email: null },
      ]);
    }
    const unknown = await call('GET', '/api/admin/citizens?search=SEVA-2026-999999', admin);
    expect(unknown.json.data).toEqual([]);
  });
});
