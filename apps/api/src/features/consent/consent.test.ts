import { join } from 'node:path';
import { CONSENT_NOTICE_VERSION } from '@seva/schemas';
import { and, eq } from 'drizzle-orm';
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
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

/** Consent to the privacy notice (docs/decisions/061): asked, recorded, and enforced by the server. */
let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let admin: { authorization: string; id: string };

const call = httpCaller(() => base);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const consentsOf = (userId: string) => {
  const { consents } = server.tables;
  return server.db.select().from(consents).where(eq(consents.userId, userId));
};
/** Kept files (on the disk or in the store) and temp files: what an upload could leave. */
const stored = async () =>
  (await server.storedKeys()).length + filesUnder(join(server.dataDir, 'tmp')).length;
const RTPS = { block: 'GOH', registrationType: 'BRCCO', registrationNumber: '4455' };
const panForm = (extra: Record<string, string> = {}) =>
  form({
    fullName: 'Geeta Kumari',
    dateOfBirth: '1991-02-03',
    fatherName: 'Ram Prasad',
    mobileNumber: '9876543210',
    aadharNumber: validAadhaar(),
    address: 'Ward 1, Konch',
    photo: { data: fakeFile('jpeg'), name: 'photo.jpg' },
    signature: { data: fakeFile('png'), name: 'sign.png' },
    aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
    ...extra,
  });

describe('consent at sign-up', () => {
  it('is required by both doors: 400 with a plain message, no account, no mail', async () => {
    const email = uniqueEmail('noconsent');
    const body = { name: 'Geeta', email, password: PASSWORD, confirmPassword: PASSWORD };
    const rest = await call('POST', '/api/auth/signup', {}, body);
    expect(rest.status).toBe(400);
    expect(rest.json.message).toBe(
      'Please read the notice about your data and tick the box to agree',
    );
    const refused = await call('POST', '/api/auth/signup', {}, { ...body, consent: false });
    expect(refused.status).toBe(400);
    const hindi = await post(server.app, '/api/auth/signup', body, { 'accept-language': 'hi' });
    expect(hindi.json().message).toBe(
      'कृपया अपनी जानकारी के बारे में सूचना पढ़ें और सहमति के लिए बॉक्स पर टिक करें',
    );
    const trpc = await trpcCall(server.app, 'mutation', 'auth.signup', null, body);
    expect(trpc.statusCode).toBe(400);
    expect(trpc.json().error.message).toContain('tick the box to agree');
    const { users } = server.tables;
    expect(await server.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    expect(smtp.mailsTo(email)).toHaveLength(0);
  });

  it('is recorded with the account: version, purpose, time, online', async () => {
    const citizen = await verifiedCitizen(server, smtp, { applicationConsent: false });
    expect(await consentsOf(citizen.user._id)).toEqual([
      expect.objectContaining({
        noticeVersion: CONSENT_NOTICE_VERSION,
        purpose: 'account',
        channel: 'online',
        operatorId: null,
      }),
    ]);
    const notice = await call('GET', '/api/consent/notice', citizen.auth);
    expect(notice.status).toBe(200);
    expect(notice.json).toMatchObject({
      version: CONSENT_NOTICE_VERSION,
      retentionDays: 180,
      given: { account: true, application: false },
    });
    expect((await call('GET', '/api/consent/notice', {})).json.given).toBeNull();
  });
});

describe('consent before the first application', () => {
  it('online: refused without it on REST (JSON and multipart) and tRPC, nothing written', async () => {
    const citizen = await verifiedCitizen(server, smtp, { applicationConsent: false });
    const before = await stored();
    const rtps = await call('POST', '/api/services/apply/rtps', citizen.auth, RTPS);
    expect(rtps.status).toBe(400);
    expect(rtps.json.message).toBe(
      'Please read the notice about your data and tick the box to agree before your first application',
    );
    const pan = await call('POST', '/api/services/apply/pan-card', citizen.auth, panForm());
    expect(pan.status).toBe(400);
    expect(pan.json.message).toBe(rtps.json.message);
    const ticked = await call(
      'POST',
      '/api/services/apply/pan-card',
      citizen.auth,
      panForm({ consent: 'false' }),
    );
    expect(ticked.status).toBe(400);
    const trpc = await trpcCall(
      server.app,
      'mutation',
      'applications.applyRtps',
      citizen.auth,
      RTPS,
    );
    expect(trpc.statusCode).toBe(400);
    expect(await stored()).toBe(before);
    expect((await call('GET', '/api/services/my-services', citizen.auth)).json).toEqual([]);
    expect((await consentsOf(citizen.user._id)).map((c) => c.purpose)).toEqual(['account']);
  });

  it('online: given with the first application, then not asked again', async () => {
    const citizen = await verifiedCitizen(server, smtp, { applicationConsent: false });
    const first = await call(
      'POST',
      '/api/services/apply/pan-card',
      citizen.auth,
      panForm({ consent: 'true' }),
    );
    expect(first.status).toBe(201);
    const given = (await consentsOf(citizen.user._id)).filter((c) => c.purpose === 'application');
    expect(given).toEqual([
      expect.objectContaining({
        noticeVersion: CONSENT_NOTICE_VERSION,
        channel: 'online',
        operatorId: null,
      }),
    ]);
    const second = await trpcCall(
      server.app,
      'mutation',
      'applications.applyRtps',
      citizen.auth,
      RTPS,
    );
    expect(second.statusCode).toBe(200);
    const third = await call('POST', '/api/services/apply/rtps', citizen.auth, {
      ...RTPS,
      consent: true,
    });
    expect(third.status).toBe(201);
    expect(
      (await consentsOf(citizen.user._id)).filter((c) => c.purpose === 'application'),
    ).toHaveLength(1);
  });

  it('can be given before applying, once per version', async () => {
    const citizen = await verifiedCitizen(server, smtp, { applicationConsent: false });
    const agreed = await trpcCall(server.app, 'mutation', 'consent.agree', citizen.auth);
    expect(agreed.statusCode).toBe(200);
    expect(agreed.json().result.data.given).toEqual({ account: true, application: true });
    await trpcCall(server.app, 'mutation', 'consent.agree', citizen.auth);
    expect(
      (await consentsOf(citizen.user._id)).filter((c) => c.purpose === 'application'),
    ).toHaveLength(1);
    expect((await call('POST', '/api/services/apply/rtps', citizen.auth, RTPS)).status).toBe(201);
    expect((await trpcCall(server.app, 'mutation', 'consent.agree', null)).statusCode).toBe(401);
  });

  it('a consent to an older notice does not count', async () => {
    const citizen = await verifiedCitizen(server, smtp, { applicationConsent: false });
    await server.db.insert(server.tables.consents).values({
      id: `old-${citizen.user._id}`,
      userId: citizen.user._id,
      noticeVersion: CONSENT_NOTICE_VERSION - 1,
      purpose: 'application',
      channel: 'online',
      createdAt: new Date(),
    });
    expect((await call('POST', '/api/services/apply/rtps', citizen.auth, RTPS)).status).toBe(400);
  });

  it('at the counter: the operator confirms the citizen was told, recorded with the operator', async () => {
    const registered = await call('POST', '/api/admin/citizens', admin, {
      name: 'Phoolmati Devi',
      mobile: '9812345670',
    });
    expect(registered.status).toBe(201);
    const walkin = registered.json.citizen as { _id: string };
    const before = await stored();
    const path = `/api/admin/citizens/${walkin._id}/apply`;
    const refused = await call('POST', `${path}/pan-card`, admin, panForm());
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(
      'Please confirm that you told the citizen what the notice about their data says',
    );
    const viaTrpc = await trpcCall(server.app, 'mutation', 'admin.applyRtpsFor', admin, {
      citizenId: walkin._id,
      application: RTPS,
    });
    expect(viaTrpc.statusCode).toBe(400);
    expect(await stored()).toBe(before);
    const filed = await call('POST', `${path}/rtps`, admin, { ...RTPS, consent: true });
    expect(filed.status).toBe(201);
    expect(await consentsOf(walkin._id)).toEqual([
      expect.objectContaining({
        purpose: 'application',
        channel: 'counter',
        operatorId: admin.id,
        noticeVersion: CONSENT_NOTICE_VERSION,
      }),
    ]);
    // Told once for this notice: the next filing needs no new confirmation.
    expect((await call('POST', `${path}/pan-card`, admin, panForm())).status).toBe(201);
    const { consents } = server.tables;
    const rows = await server.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, walkin._id), eq(consents.purpose, 'application')));
    expect(rows).toHaveLength(1);
  });
});
