import type { TimelineEntry } from '@seva/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../lib/ids.ts';
import { fakeFile, validAadhaar } from '../../test/files.ts';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { multipart as form, httpCaller, trpcCall } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

/**
 * One timeline per application (docs/decisions/065-one-timeline.md), on a clock moved a minute
 * per step: what operators and the citizen get on both doors, newest first; internal notes and
 * assignment never reach the citizen.
 */
const MINUTE = 60_000;
let clock = Date.UTC(2026, 6, 1, 5, 0, 0);
let smtp: SmtpPeer;
let server: TestServer;
let base: string;
type Citizen = Awaited<ReturnType<typeof verifiedCitizen>>;
let citizen: Citizen;
let admin: { authorization: string; id: string };
const call = httpCaller(() => base);
const NOTE = 'Internal: the photo looks old, check at pickup';
let id = '';
let aadhaarScan = '';
let filedPhoto = '';

const step = () => {
  clock += MINUTE;
  return new Date(clock);
};

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp, now: () => clock });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  citizen = await verifiedCitizen(server, smtp, { name: 'Sunita Kumari' });
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function ok<T extends { status: number; text: string }>(response: Promise<T>, status = 200) {
  const done = await response;
  expect(done.status, done.text).toBe(status);
  return done;
}

/** The timeline as each door answers it to each caller. */
async function timelines(auth: { authorization: string }) {
  const rest = await call('GET', `/api/admin/service/${id}`, auth);
  expect(rest.status).toBe(200);
  const trpc = await trpcCall(server.app, 'query', 'applications.byId', auth, { id });
  expect(trpc.statusCode).toBe(200);
  return {
    rest: rest.json.timeline as TimelineEntry[],
    trpc: trpc.json().result.data.timeline as TimelineEntry[],
    bodies: [rest.text, trpc.body],
  };
}

/** The entries other than operators' openings of identity data (checked on their own). */
const story = (timeline: TimelineEntry[]) =>
  timeline.filter((entry) => entry.type !== 'identity_access');

describe('the timeline', () => {
  beforeAll(async () => {
    const filed = await ok(
      call(
        'POST',
        '/api/services/apply/pan-card',
        citizen.auth,
        form({
          fullName: 'Sunita Kumari',
          dateOfBirth: '1991-08-15',
          fatherName: 'Ramesh Prasad',
          mobileNumber: '9876543210',
          aadharNumber: validAadhaar('78901234567'),
          address: 'Ward 5, Goh',
          photo: { data: fakeFile('jpeg'), name: 'photo.jpg' },
          signature: { data: fakeFile('png'), name: 'sign.png' },
          aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
        }),
      ),
      201,
    );
    id = filed.json.service._id;
    const filedDocument = (type: string) =>
      filed.json.service.documents.find((d: { documentType: string }) => d.documentType === type)
        ._id as string;
    aadhaarScan = filedDocument('aadharFile');
    filedPhoto = filedDocument('photo');
    step();
    await ok(call('PATCH', `/api/admin/service/${id}/status`, admin, { status: 'in_progress' }));
    step();
    await ok(
      call('POST', `/api/admin/service/${id}/comment`, admin, { comment: 'Please wait 2 days' }),
    );
    step();
    await ok(
      call('POST', `/api/admin/service/${id}/payment`, admin, { amount: 157, method: 'cash' }),
      201,
    );
    const { applicationEvents, internalNotes } = server.tables;
    await server.db.insert(applicationEvents).values({
      id: newId(),
      applicationId: id,
      type: 'assigned',
      actorId: admin.id,
      operatorId: admin.id,
      createdAt: step(),
    });
    await server.db.insert(internalNotes).values({
      id: newId(),
      applicationId: id,
      authorId: admin.id,
      text: NOTE,
      createdAt: step(),
    });
    // Sent back for a clearer photo and an extra paper; the citizen answers both.
    step();
    await ok(
      call('PATCH', `/api/admin/service/${id}/status`, admin, {
        status: 'needs_documents',
        reason: 'The photo is blurred',
        documents: [
          { key: 'photo', label: 'A clearer photo' },
          { key: 'incomeProof', label: 'Income proof' },
        ],
      }),
    );
    for (const documentType of ['photo', 'incomeProof']) {
      step();
      await ok(
        call(
          'POST',
          `/api/services/${id}/documents`,
          citizen.auth,
          form({ documentType, document: { data: fakeFile('jpeg'), name: `${documentType}.jpg` } }),
        ),
        201,
      );
    }
    step();
    await ok(call('GET', `/api/services/${id}/documents/${aadhaarScan}/download`, admin));
    step();
    await ok(
      call(
        'POST',
        `/api/services/${id}/documents`,
        admin,
        form({ document: { data: fakeFile('pdf'), name: 'pan-card.pdf' } }),
      ),
      201,
    );
  });

  it('gives operators all of it, newest first, with who and when, on both doors', async () => {
    const { rest, trpc } = await timelines(admin);
    // The REST read was itself a view of the full numbers: the tRPC read after it has one more.
    expect(story(trpc)).toEqual(story(rest));
    expect(trpc).toHaveLength(rest.length + 1);
    expect(trpc).toEqual(expect.arrayContaining(rest));
    const times = rest.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    // Taking up an unassigned application may assign it too: assignment is checked apart.
    const withoutAssignment = story(rest).filter((entry) => entry.type !== 'assignment');
    expect(withoutAssignment.map((entry) => [entry.type, entry.by])).toEqual([
      ['document_added', 'Operator'],
      // The last answer brought it back to work by itself.
      ['status_changed', null],
      ['documents_received', 'Sunita Kumari'],
      ['document_added', 'Sunita Kumari'],
      ['document_added', 'Sunita Kumari'],
      ['sent_back', 'Operator'],
      ['note', 'Operator'],
      ['payment', 'Operator'],
      ['comment', 'Operator'],
      ['status_changed', 'Operator'],
      ['filed', 'Sunita Kumari'],
    ]);
    const note = story(rest).findIndex((entry) => entry.type === 'note');
    const payment = story(rest).findIndex((entry) => entry.type === 'payment');
    // The one recorded between the payment and the note.
    expect(story(rest).slice(note, payment)).toContainEqual(
      expect.objectContaining({ type: 'assignment', change: 'assigned', operator: 'Operator' }),
    );
    const byType = new Map(story(rest).map((entry) => [entry.type, entry]));
    expect(byType.get('filed')).toMatchObject({ atCounter: false });
    expect(byType.get('status_changed')).toMatchObject({
      from: 'pending',
      to: 'in_progress',
      reason: null,
    });
    expect(byType.get('comment')).toMatchObject({ text: 'Please wait 2 days' });
    expect(byType.get('payment')).toMatchObject({
      amount: 157,
      method: 'cash',
      receiptNumber: expect.stringMatching(/^SEVA\/\d{4}-\d{2}\/\d{6}$/),
    });
    expect(byType.get('note')).toMatchObject({ text: NOTE });
    expect(byType.get('sent_back')).toMatchObject({
      from: 'in_progress',
      reason: 'The photo is blurred',
      documents: [
        { key: 'photo', label: 'A clearer photo', received: true },
        { key: 'incomeProof', label: 'Income proof', received: true },
      ],
    });
    const added = story(rest).flatMap((entry) => (entry.type === 'document_added' ? [entry] : []));
    expect(
      added.map(({ documentType, result, replacedAt, replaces }) => [
        documentType,
        result,
        replacedAt,
        replaces?.attachmentId ?? null,
      ]),
    ).toEqual([
      ['additional_document', true, null, null],
      ['incomeProof', false, null, null],
      // The clearer photo took the place of the one filed: operators open both from here.
      ['photo', false, null, filedPhoto],
    ]);
    expect(added[2]?.path).toBe(`/api/services/${id}/documents/${added[2]?.attachmentId}/download`);
    expect(added[2]?.replaces?.path).toBe(`/api/services/${id}/documents/${filedPhoto}/download`);
    expect(story(rest)[1]).toMatchObject({ from: 'needs_documents', to: 'in_progress' });
    // The operator's download is there; so are the full numbers they were shown.
    const opened = rest.filter((entry) => entry.type === 'identity_access');
    expect(opened).toContainEqual(
      expect.objectContaining({
        by: 'Operator',
        subject: 'document',
        documentType: 'aadharFile',
        attachmentId: aadhaarScan,
        action: 'download',
      }),
    );
    expect(opened.some((entry) => entry.subject === 'identity_numbers')).toBe(true);
  });

  it('gives the citizen their part on both doors: never a note, never assignment', async () => {
    const { rest, trpc, bodies } = await timelines(citizen.auth);
    expect(trpc).toEqual(rest);
    expect(story(rest).map((entry) => entry.type)).toEqual([
      'document_added',
      'status_changed',
      'documents_received',
      'document_added',
      'document_added',
      'sent_back',
      'payment',
      'comment',
      'status_changed',
      'filed',
    ]);
    expect(rest.some((entry) => entry.type === 'identity_access')).toBe(true);
    // Replaced files are the centre's history, not on the citizen's page.
    expect(
      rest.flatMap((entry) => (entry.type === 'document_added' ? [entry.replaces] : [])),
    ).toEqual([null, null, null]);
    for (const body of bodies) {
      expect(body).not.toContain(NOTE);
      expect(body).not.toContain('"note"');
      expect(body).not.toContain('"assignment"');
    }
    // Nor in their list, or in what they download of their data.
    const mine = await call('GET', '/api/services/my-services', citizen.auth);
    expect(mine.text).not.toContain(NOTE);
  });

  it('shows a filing at the counter with the operator who filed it', async () => {
    const filed = await ok(
      call('POST', `/api/admin/citizens/${citizen.user._id}/apply/rtps`, admin, {
        block: 'GOH',
        registrationType: 'BICCO',
        registrationNumber: '4411',
      }),
      201,
    );
    const rtps = filed.json.service._id as string;
    const seen = await call('GET', `/api/admin/service/${rtps}`, citizen.auth);
    expect(seen.json.timeline).toEqual([
      expect.objectContaining({ type: 'filed', by: 'Operator', atCounter: true }),
    ]);
  });
});
