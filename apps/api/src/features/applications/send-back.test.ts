import { promisedDate } from '@seva/schemas/fees';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeFile, validAadhaar } from '../../test/files.ts';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { httpCaller, multipart, trpcCall } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { currentPromisedDate, workingDaysBetween } from './send-back.ts';

/** India is UTC+05:30: `ist('2026-11-28', '10:00')` is that Saturday at 10 in the morning. */
const ist = (day: string, time = '10:00') => new Date(`${day}T${time}:00+05:30`);

describe('the paused days of a promise (working days between two moments)', () => {
  // 2026-11-28 is a Saturday, 29 a Sunday, 30 a Monday, 2026-12-01 a Tuesday.
  it('skips Sundays, and holidays too', () => {
    expect(workingDaysBetween(ist('2026-11-28'), ist('2026-12-01'), [])).toBe(2);
    expect(workingDaysBetween(ist('2026-11-28'), ist('2026-12-01'), ['2026-11-30'])).toBe(1);
    expect(workingDaysBetween(ist('2026-11-27'), ist('2026-12-01'), ['2026-11-30'])).toBe(2);
  });

  it('counts nothing on the same day, and India’s calendar day, not UTC’s', () => {
    expect(workingDaysBetween(ist('2026-11-28', '09:00'), ist('2026-11-28', '18:00'), [])).toBe(0);
    // 01:30 and 23:30 in India are two UTC days but one Indian day.
    expect(workingDaysBetween(ist('2026-11-28', '01:30'), ist('2026-11-28', '23:30'), [])).toBe(0);
    // 23:30 Saturday to 00:30 Monday in India: Sunday does not count, Monday does.
    expect(workingDaysBetween(ist('2026-11-28', '23:30'), ist('2026-11-30', '00:30'), [])).toBe(1);
  });

  it('moves the current promise by the paused days and by a wait still going on', () => {
    const filed = {
      createdAt: ist('2026-11-25'),
      workingDays: 3,
      pausedWorkingDays: 0,
      waitingSince: null,
      dueOn: null,
    };
    // Wed + 3 working days: Thu, Fri, Sat.
    expect(currentPromisedDate(filed, [], ist('2026-11-25'))).toBe('2026-11-28');
    expect(currentPromisedDate({ ...filed, pausedWorkingDays: 2 }, [], ist('2026-11-25'))).toBe(
      '2026-12-01',
    );
    const waiting = { ...filed, waitingSince: ist('2026-11-26') };
    // Waiting since Thursday; on Monday (a holiday) it has waited Fri, Sat: 2 days.
    expect(currentPromisedDate(waiting, ['2026-11-30'], ist('2026-11-30'))).toBe('2026-12-02');
  });

  it('starts from the promised date kept in the row, as the queue shows it', () => {
    // Filed Wed 25 for 3 working days, promised Sat 28 when there were no holidays.
    const kept = {
      createdAt: ist('2026-11-25'),
      workingDays: 3,
      pausedWorkingDays: 0,
      waitingSince: null,
      dueOn: '2026-11-28',
    };
    // Friday became a holiday later: the promise already made stands.
    expect(currentPromisedDate(kept, ['2026-11-27'], ist('2026-11-26'))).toBe('2026-11-28');
    // Waiting since Thursday; on Tuesday 1 it has waited Fri, Sat, Tue (Monday a holiday): 3
    // working days past Saturday, Monday skipped: Tue 1, Wed 2, Thu 3.
    const waiting = { ...kept, waitingSince: ist('2026-11-26') };
    expect(currentPromisedDate(waiting, ['2026-11-30'], ist('2026-12-01'))).toBe('2026-12-03');
  });
});

let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let clock = ist('2026-11-25').getTime();
let citizen: Awaited<ReturnType<typeof verifiedCitizen>>;
let stranger: Awaited<ReturnType<typeof verifiedCitizen>>;
let operator: { authorization: string; id: string };
const OPERATOR_EMAIL = 'sender@example.test';
const call = httpCaller(() => base);

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp, now: () => clock });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  citizen = await verifiedCitizen(server, smtp, { name: 'Sunita Kumari' });
  stranger = await verifiedCitizen(server, smtp, { name: 'Ramesh Yadav' });
  operator = await signedInAdmin(server, OPERATOR_EMAIL);
  // Monday 30 November is the centre's holiday.
  const centre = await call('PUT', '/api/admin/settings/centre', operator, {
    name: 'Seva Kendra Goh',
    address: 'Main Road, Goh',
    phone: '06327 222333',
    gstin: '',
    holidays: ['2026-11-30'],
  });
  expect(centre.status).toBe(200);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const PHOTO = fakeFile('jpeg', 3000);

/** Moves the clock; sessions idle that long have ended, so everyone signs in again. */
async function moveClockTo(at: Date) {
  clock = at.getTime();
  for (const person of [citizen, stranger]) {
    const login = await call('POST', '/api/auth/login', null, {
      email: person.email,
      password: person.password,
    });
    expect(login.status).toBe(200);
    person.auth = { authorization: `Bearer ${login.json.token}` };
  }
  operator = await signedInAdmin(server, OPERATOR_EMAIL);
}

async function applyPan(auth = citizen.auth) {
  const response = await call(
    'POST',
    '/api/services/apply/pan-card',
    auth,
    multipart({
      fullName: 'Sunita Kumari',
      dateOfBirth: '1990-01-15',
      fatherName: 'Ram Prasad',
      mobileNumber: '9876543210',
      aadharNumber: validAadhaar(),
      address: 'Ward 2, Goh',
      photo: { data: PHOTO, name: 'photo.jpg' },
      signature: { data: fakeFile('png'), name: 'sign.png' },
      aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
    }),
  );
  expect(response.status).toBe(201);
  return response.json.service as { _id: string; referenceNumber: string; trackingCode: string };
}

async function applyRtps(n: string) {
  const response = await call('POST', '/api/services/apply/rtps', citizen.auth, {
    block: 'GOH',
    registrationType: 'BRCCO',
    registrationNumber: n,
  });
  expect(response.status).toBe(201);
  return response.json.service as { _id: string };
}

const setStatus = (id: string, body: object, auth = operator) =>
  call('PATCH', `/api/admin/service/${id}/status`, auth, body);

const upload = (
  id: string,
  auth: { authorization: string },
  documentType: string | undefined,
  file = { data: fakeFile('jpeg', 4000), name: 'clearer.jpg' },
) =>
  call('POST', `/api/services/${id}/documents`, auth, multipart({ documentType, document: file }));

const SEND_BACK = {
  status: 'needs_documents',
  reason: 'The photo is blurred; please send a clearer one.',
  documents: [
    { key: 'photo', label: 'A clearer photo' },
    { key: 'incomeProof', label: 'Income proof' },
  ],
};

async function row(id: string) {
  const { applications } = server.tables;
  const [found] = await server.db.select().from(applications).where(eq(applications.id, id));
  return found;
}

describe('sending an application back for documents', () => {
  it('from pending: the list, the reason, the paused promise, and the citizen’s e-mail', async () => {
    clock = ist('2026-11-25').getTime();
    const pan = await applyPan();
    const sent = await setStatus(pan._id, SEND_BACK);
    expect(sent.status).toBe(200);
    expect(sent.json.service.status).toBe('needs_documents');
    expect(sent.json.service.requestedDocuments).toEqual([
      { key: 'photo', label: 'A clearer photo', received: false },
      { key: 'incomeProof', label: 'Income proof', received: false },
    ]);
    expect(sent.json.service.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'pending',
      toStatus: 'needs_documents',
      reason: SEND_BACK.reason,
    });
    const { documentRequests } = server.tables;
    const stored = await server.db
      .select()
      .from(documentRequests)
      .where(eq(documentRequests.applicationId, pan._id));
    expect(stored.map((item) => item.sendBackId)).toEqual([
      sent.json.service.statusHistory.at(-1)._id,
      sent.json.service.statusHistory.at(-1)._id,
    ]);
    expect((await row(pan._id))?.waitingSince?.getTime()).toBe(clock);

    const mail = await smtp.waitForMatching(
      citizen.email,
      (m) => m.subject.includes(pan.referenceNumber) && m.subject.includes('documents needed'),
    );
    expect(mail.text).toContain(SEND_BACK.reason);
    expect(mail.text).toContain('• A clearer photo');
    expect(mail.text).toContain('• Income proof');

    // The citizen's own detail answer carries the open list too.
    const mine = await call('GET', `/api/admin/service/${pan._id}`, citizen.auth);
    expect(mine.json.requestedDocuments).toHaveLength(2);
    expect(mine.json.statusHistory.at(-1).reason).toBe(SEND_BACK.reason);
  });

  it('mails a Hindi citizen in Hindi, with the operator’s message and list as written', async () => {
    const language = await call('PUT', '/api/auth/language', stranger.auth, { language: 'hi' });
    expect(language.status).toBe(200);
    const pan = await applyPan(stranger.auth);
    expect((await setStatus(pan._id, SEND_BACK)).status).toBe(200);
    const mail = await smtp.waitForMatching(stranger.email, (m) =>
      m.subject.includes(pan.referenceNumber),
    );
    expect(mail.subject).toContain('दस्तावेज़ चाहिए');
    expect(mail.text).toContain(`केंद्र का संदेश: ${SEND_BACK.reason}`);
    expect(mail.text).toContain('• A clearer photo');
    expect(mail.text).not.toContain('Please send:');
  });

  it('from in progress, on the tRPC door too', async () => {
    const pan = await applyPan();
    expect((await setStatus(pan._id, { status: 'in_progress' })).status).toBe(200);
    const response = await trpcCall(server.app, 'mutation', 'admin.changeStatus', operator, {
      id: pan._id,
      change: {
        status: 'needs_documents',
        reason: 'Please bring your income proof',
        documents: [{ key: 'incomeProof', label: 'Income proof' }],
      },
    });
    expect(response.statusCode).toBe(200);
    const detail = await trpcCall(server.app, 'query', 'applications.byId', citizen.auth, {
      id: pan._id,
    });
    const answer = detail.json().result.data;
    expect(answer.status).toBe('needs_documents');
    expect(answer.requestedDocuments).toEqual([
      { key: 'incomeProof', label: 'Income proof', received: false },
    ]);
  });

  it('refuses a send-back without a message, a list, or with a bad key, writing nothing', async () => {
    const pan = await applyPan();
    const cases: Array<[object, string]> = [
      [{ ...SEND_BACK, reason: '' }, 'A message to the citizen is required'],
      [{ ...SEND_BACK, documents: [] }, 'Choose at least one document the citizen must bring'],
      [
        { status: 'needs_documents', reason: 'x' },
        'Choose at least one document the citizen must bring',
      ],
      [{ ...SEND_BACK, documents: [{ key: 'bad key!', label: 'x' }] }, 'Invalid document key'],
      [{ ...SEND_BACK, documents: [{ key: 'photo', label: ' ' }] }, 'Document name is required'],
      [
        { ...SEND_BACK, documents: [{ key: 'incomeProof', label: 'x'.repeat(81) }] },
        'Must be at most 80 characters',
      ],
      [
        {
          ...SEND_BACK,
          documents: [
            { key: 'photo', label: 'a' },
            { key: 'photo', label: 'b' },
          ],
        },
        'Each document can be asked for only once',
      ],
      [
        { ...SEND_BACK, documents: [{ key: 'additional_document', label: 'Result' }] },
        'This name is kept for the centre’s result documents',
      ],
      [
        { status: 'in_progress', documents: [{ key: 'photo', label: 'a' }] },
        'Documents are asked for only when sending an application back',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await setStatus(pan._id, body);
      expect(response.status, message).toBe(400);
      expect(response.json).toEqual({ message });
    }
    expect((await row(pan._id))?.status).toBe('pending');
    const { documentRequests } = server.tables;
    expect(
      await server.db
        .select()
        .from(documentRequests)
        .where(eq(documentRequests.applicationId, pan._id)),
    ).toEqual([]);
  });

  it('allows only the moves of the path (409 for the others)', async () => {
    const pan = await applyPan();
    expect((await setStatus(pan._id, SEND_BACK)).status).toBe(200);
    const again = await setStatus(pan._id, SEND_BACK);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('The application is already needs documents');
    const complete = await setStatus(pan._id, { status: 'completed' });
    expect(complete.status).toBe(409);
    expect(complete.json.message).toBe('Cannot change status from needs documents to completed');
    const rejected = await setStatus(pan._id, { status: 'rejected', reason: 'No reply' });
    expect(rejected.status).toBe(200);
    expect(await row(pan._id)).toMatchObject({ status: 'rejected', waitingSince: null });
    const closed = await setStatus(pan._id, SEND_BACK);
    expect(closed.status).toBe(409);
    expect(closed.json.message).toBe('Cannot change status from rejected to needs documents');
  });

  it('is an operator’s move only', async () => {
    const pan = await applyPan();
    expect((await setStatus(pan._id, SEND_BACK, { ...citizen.auth, id: '' })).status).toBe(403);
  });
});

describe('answering a send-back', () => {
  it('refuses what was not asked for, what came already, and strangers', async () => {
    const pan = await applyPan();
    expect((await setStatus(pan._id, SEND_BACK)).status).toBe(200);
    const notAsked = await upload(pan._id, citizen.auth, 'signature');
    expect(notAsked.status).toBe(404);
    expect(notAsked.json).toEqual({ message: 'This document was not asked for' });
    const noType = await upload(pan._id, citizen.auth, undefined);
    expect(noType.status).toBe(400);
    expect(noType.json).toEqual({ message: 'Choose which of the requested documents this is' });
    const someoneElse = await upload(pan._id, stranger.auth, 'photo');
    expect(someoneElse.status).toBe(404);
    expect(someoneElse.json).toEqual({ message: 'No service found' });
    const wrongType = await upload(pan._id, citizen.auth, 'photo', {
      data: fakeFile('pdf'),
      name: 'photo.pdf',
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json).toEqual({ message: 'Only JPEG, JPG and PNG files are allowed' });
    const first = await upload(pan._id, citizen.auth, 'photo');
    expect(first.status).toBe(201);
    expect(first.json.service.status).toBe('needs_documents');
    expect(first.json.service.requestedDocuments).toEqual([
      { key: 'photo', label: 'A clearer photo', received: true },
      { key: 'incomeProof', label: 'Income proof', received: false },
    ]);
    const twice = await upload(pan._id, citizen.auth, 'photo');
    expect(twice.status).toBe(409);
    expect(twice.json).toEqual({ message: 'This document has already been received' });
    // A citizen cannot add a result document.
    const result = await upload(pan._id, citizen.auth, 'additional_document', {
      data: fakeFile('pdf'),
      name: 'r.pdf',
    });
    expect(result.status).toBe(404);
  });

  it('returns to in progress once all are in; the sender is told; the old photo stays', async () => {
    await moveClockTo(ist('2026-11-25'));
    const pan = await applyPan();
    const filed = await row(pan._id);
    expect((await setStatus(pan._id, SEND_BACK)).status).toBe(200);
    const before = (await call('GET', `/api/admin/service/${pan._id}`, operator)).json;
    const oldPhoto = before.documents.find(
      (d: { documentType: string }) => d.documentType === 'photo',
    );

    // The tracking page says what to bring, and nothing else.
    const tracked = await fetch(
      `${base}/api/track?${new URLSearchParams({ reference: pan.referenceNumber, code: pan.trackingCode })}`,
    );
    const track = await tracked.json();
    expect(track).toMatchObject({
      status: 'needs_documents',
      nextStep: 'bring',
      bring: ['A clearer photo', 'Income proof'],
    });
    expect(JSON.stringify(track)).not.toContain('blurred');

    // Answered the next Tuesday: Thu, Fri, Sat and Tue are working days, Sunday is not and
    // Monday is the centre's holiday.
    await moveClockTo(ist('2026-12-01'));
    expect((await upload(pan._id, citizen.auth, 'photo')).status).toBe(201);
    // The second answer comes across the counter, from the operator.
    const last = await upload(pan._id, operator, 'incomeProof', {
      data: fakeFile('pdf', 2000),
      name: 'income.pdf',
    });
    expect(last.status).toBe(201);
    const detail = last.json.service;
    expect(detail.status).toBe('in_progress');
    expect(detail.statusHistory.at(-1)).toMatchObject({
      fromStatus: 'needs_documents',
      toStatus: 'in_progress',
      changedBy: null,
    });
    expect(detail.requestedDocuments.every((d: { received: boolean }) => d.received)).toBe(true);
    const { applicationEvents } = server.tables;
    const events = await server.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, pan._id));
    // (Assignment writes its own events beside these.)
    expect(
      events
        .filter((event) => event.type === 'documents_received' || event.type === 'returned')
        .map((event) => [event.type, event.actorId]),
    ).toEqual([['documents_received', operator.id]]);

    // The pause: 4 working days added, the promise and due_on moved by as many.
    const after = await row(pan._id);
    expect(after).toMatchObject({ pausedWorkingDays: 4, waitingSince: null });
    const expected = promisedDate(ist('2026-11-25'), (filed?.workingDays ?? 0) + 4, ['2026-11-30']);
    expect(after?.dueOn).toBe(expected);
    expect(detail.promisedBy).toBe(expected);

    // Both photos: the old one replaced, kept and still downloadable by an operator.
    const photos = detail.documents.filter(
      (d: { documentType: string }) => d.documentType === 'photo',
    );
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({ _id: oldPhoto._id });
    expect(photos[0].replacedAt).not.toBeNull();
    expect(photos[1]).toMatchObject({ replacedAt: null, requestedAs: 'A clearer photo' });
    expect(detail.specificService.photoPath).toBe(photos[1].path);
    const old = await fetch(`${base}${photos[0].path}`, { headers: operator });
    expect(old.status).toBe(200);
    expect(Buffer.from(await old.arrayBuffer()).equals(PHOTO)).toBe(true);
    expect(
      detail.documents.find((d: { documentType: string }) => d.documentType === 'incomeProof'),
    ).toMatchObject({ requestedAs: 'Income proof', replacedAt: null });

    // Both photos still count towards the citizen's space.
    const { attachments } = server.tables;
    const sizes = await server.db
      .select({ size: attachments.size, type: attachments.documentType })
      .from(attachments)
      .where(eq(attachments.applicationId, pan._id));
    expect(sizes.filter((file) => file.type === 'photo')).toHaveLength(2);

    const told = await smtp.waitForMatching(OPERATOR_EMAIL, (m) =>
      m.subject.includes(pan.referenceNumber),
    );
    expect(told.subject).toContain('the documents asked for have arrived');
    expect(told.text).toContain(`/admin-dashboard/service/pan/${pan._id}`);
  });

  it('an operator may take it back by hand; then nothing more is taken', async () => {
    await moveClockTo(ist('2026-11-25'));
    const rtps = await applyRtps('77');
    const sent = await setStatus(rtps._id, {
      status: 'needs_documents',
      reason: 'Bring the land receipt',
      documents: [{ key: 'landReceipt', label: 'Land receipt' }],
    });
    expect(sent.status).toBe(200);
    await moveClockTo(ist('2026-11-27'));
    const back = await setStatus(rtps._id, { status: 'in_progress' });
    expect(back.status).toBe(200);
    expect(await row(rtps._id)).toMatchObject({ pausedWorkingDays: 2, waitingSince: null });
    const { applicationEvents } = server.tables;
    const events = await server.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, rtps._id));
    expect(
      events
        .filter((event) => event.type === 'documents_received' || event.type === 'returned')
        .map((event) => [event.type, event.actorId]),
    ).toEqual([['returned', operator.id]]);
    const late = await upload(rtps._id, citizen.auth, 'landReceipt', {
      data: fakeFile('pdf'),
      name: 'receipt.pdf',
    });
    expect(late.status).toBe(409);
    expect(late.json).toEqual({ message: 'This application is not waiting for documents' });
    // The operator's own upload of a result document still works as before.
    const result = await upload(rtps._id, operator, 'additional_document', {
      data: fakeFile('pdf'),
      name: 'certificate.pdf',
    });
    expect(result.status).toBe(201);
  });

  it('a replaced file counts towards the citizen’s space and goes with the retention purge', async () => {
    await moveClockTo(ist('2026-11-25'));
    const pan = await applyPan();
    expect((await setStatus(pan._id, SEND_BACK)).status).toBe(200);
    const used = (await server.services.repositories.storageQuota.use(citizen.user._id)).usedBytes;
    expect((await upload(pan._id, citizen.auth, 'photo')).status).toBe(201);
    // The new photo adds its bytes; the old one's stay counted.
    expect((await server.services.repositories.storageQuota.use(citizen.user._id)).usedBytes).toBe(
      used + 4000,
    );
    const back = await upload(pan._id, citizen.auth, 'incomeProof', {
      data: fakeFile('pdf', 1000),
      name: 'income.pdf',
    });
    expect(back.json.service.status).toBe('in_progress');
    expect((await setStatus(pan._id, { status: 'completed' })).status).toBe(200);
    const { attachments } = server.tables;
    const keys = (
      await server.db
        .select({ key: attachments.storageKey })
        .from(attachments)
        .where(eq(attachments.applicationId, pan._id))
    ).map((row) => row.key);
    expect(keys).toHaveLength(5);
    expect(await server.storedKeys()).toEqual(expect.arrayContaining(keys));

    await moveClockTo(new Date(ist('2026-11-25').getTime() + 181 * 24 * 60 * 60 * 1000));
    expect(await server.services.retention.runOnce()).toBeGreaterThanOrEqual(1);
    const left = await server.storedKeys();
    for (const key of keys) expect(left).not.toContain(key);
    expect(
      await server.db.select().from(attachments).where(eq(attachments.applicationId, pan._id)),
    ).toEqual([]);
  });
});
