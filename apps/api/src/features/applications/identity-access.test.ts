import { orderForms, type TimelineEntry } from '@seva/schemas';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/backend.ts';
import { fakeFile, validAadhaar } from '../../test/files.ts';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { multipart as form, httpCaller, type Part, trpcCall } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';
import { EXPORT_DATA_FILE } from '../privacy/export.ts';

/**
 * The persisted log of operators opening citizens' identity data
 * (docs/decisions/064-identity-access-log.md), on a clock moved by hand: every operator view of
 * full numbers and every view or download of a document is a row written before the answer;
 * the citizen sees them on both doors, no one else does; a retention purge and an erasure
 * leave them; two years later the retention job removes them.
 */
const DAY = 86_400_000;
let clock = Date.UTC(2026, 5, 1, 6, 0, 0);
let smtp: SmtpPeer;
let server: TestServer;
let base: string;
type Citizen = Awaited<ReturnType<typeof verifiedCitizen>>;
let citizen: Citizen;
let other: Citizen;
let admin: { authorization: string; id: string };
const AADHAAR = validAadhaar('67890123456');
const call = httpCaller(() => base);
const ids = { pan: '', aadhaarScan: '', photo: '', otherPan: '', order: '', orderFile: '' };

const tick = () => {
  clock += 1000;
};

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp, now: () => clock });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  citizen = await verifiedCitizen(server, smtp, { name: 'Kamla Devi' });
  other = await verifiedCitizen(server, smtp, { name: 'Rekha Kumari' });
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function applyPan(auth: { authorization: string }, name: string) {
  const response = await call(
    'POST',
    '/api/services/apply/pan-card',
    auth,
    form({
      fullName: name,
      dateOfBirth: '1980-03-04',
      fatherName: 'Ram Prasad',
      mobileNumber: '9876543210',
      aadharNumber: AADHAAR,
      address: 'Ward 2, Konch',
      photo: { data: fakeFile('jpeg'), name: 'photo.jpg' },
      signature: { data: fakeFile('png'), name: 'sign.png' },
      aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
    }),
  );
  expect(response.status, response.text).toBe(201);
  return response.json.service as {
    _id: string;
    documents: Array<{ _id: string; documentType: string }>;
  };
}

/** Every access-log row, in a fixed order (by id) so two reads compare on either database. */
const rows = () => {
  const { identityAccessLog } = server.tables;
  return server.db.select().from(identityAccessLog).orderBy(asc(identityAccessLog.id));
};
const orderRowsOf = (orderId: string) => {
  const { identityAccessLog } = server.tables;
  return server.db
    .select()
    .from(identityAccessLog)
    .where(eq(identityAccessLog.orderId, orderId))
    .orderBy(asc(identityAccessLog.id));
};

/**
 * Makes the database refuse every new access-log row, as a full disk or a broken file would: a
 * trigger in each dialect's own words. Returns what lifts the refusal.
 */
async function refuseAccessLogRows(): Promise<() => Promise<void>> {
  if (!onPostgres) {
    const db = server.sqlite();
    db.run(
      sql.raw(`CREATE TRIGGER refuse_access_log BEFORE INSERT ON identity_access_log
        BEGIN SELECT RAISE(ABORT, 'refused for the test'); END`),
    );
    return async () => {
      db.run(sql.raw('DROP TRIGGER refuse_access_log'));
    };
  }
  // Drizzle over PostgreSQL runs a raw statement with execute().
  const db = server.db as unknown as { execute(query: SQL): Promise<unknown> };
  await db.execute(
    sql.raw(`CREATE FUNCTION refuse_access_log() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN RAISE EXCEPTION 'refused for the test'; END $$`),
  );
  await db.execute(
    sql.raw(`CREATE TRIGGER refuse_access_log BEFORE INSERT ON identity_access_log
      FOR EACH ROW EXECUTE FUNCTION refuse_access_log()`),
  );
  return async () => {
    await db.execute(sql.raw('DROP TRIGGER refuse_access_log ON identity_access_log'));
    await db.execute(sql.raw('DROP FUNCTION refuse_access_log()'));
  };
}
const accessOf = (timeline: TimelineEntry[]) =>
  timeline.flatMap((entry) => (entry.type === 'identity_access' ? [entry] : []));

describe('the identity access log', () => {
  it('records operators opening numbers and documents, never the citizen themself', async () => {
    const pan = await applyPan(citizen.auth, 'Kamla Devi');
    ids.pan = pan._id;
    ids.aadhaarScan = pan.documents.find((d) => d.documentType === 'aadharFile')?._id ?? '';
    ids.photo = pan.documents.find((d) => d.documentType === 'photo')?._id ?? '';
    ids.otherPan = (await applyPan(other.auth, 'Rekha Kumari'))._id;

    // The citizen reads and downloads their own: nothing is recorded.
    tick();
    expect((await call('GET', `/api/admin/service/${ids.pan}`, citizen.auth)).status).toBe(200);
    const own = await call(
      'GET',
      `/api/services/${ids.pan}/documents/${ids.aadhaarScan}/download`,
      citizen.auth,
    );
    expect(own.status).toBe(200);
    expect(await rows()).toEqual([]);

    tick();
    const viewed = await call('GET', `/api/admin/service/${ids.pan}`, admin);
    expect(viewed.status).toBe(200);
    expect(viewed.json.specificService.aadharNumber).toBe(AADHAAR);
    tick();
    const downloaded = await call(
      'GET',
      `/api/services/${ids.pan}/documents/${ids.aadhaarScan}/download`,
      admin,
    );
    expect(downloaded.status).toBe(200);
    tick();
    const inline = await call(
      'GET',
      `/api/services/${ids.pan}/documents/${ids.photo}/download?inline=1`,
      admin,
    );
    expect(inline.status).toBe(200);
    // The tRPC door records the same view.
    tick();
    const trpcView = await trpcCall(server.app, 'query', 'applications.byId', admin, {
      id: ids.pan,
    });
    expect(trpcView.statusCode).toBe(200);

    const logged = (await rows()).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    expect(
      logged.map((row) => ({
        applicationId: row.applicationId,
        orderId: row.orderId,
        citizenId: row.citizenId,
        operatorId: row.operatorId,
        operatorName: row.operatorName,
        subject: row.subject,
        documentType: row.documentType,
        attachmentId: row.attachmentId,
        action: row.action,
      })),
    ).toEqual([
      {
        applicationId: ids.pan,
        orderId: null,
        citizenId: citizen.user._id,
        operatorId: admin.id,
        operatorName: 'Operator',
        subject: 'identity_numbers',
        documentType: null,
        attachmentId: null,
        action: 'view',
      },
      {
        applicationId: ids.pan,
        orderId: null,
        citizenId: citizen.user._id,
        operatorId: admin.id,
        operatorName: 'Operator',
        subject: 'document',
        documentType: 'aadharFile',
        attachmentId: ids.aadhaarScan,
        action: 'download',
      },
      {
        applicationId: ids.pan,
        orderId: null,
        citizenId: citizen.user._id,
        operatorId: admin.id,
        operatorName: 'Operator',
        subject: 'document',
        documentType: 'photo',
        attachmentId: ids.photo,
        action: 'view',
      },
      {
        applicationId: ids.pan,
        orderId: null,
        citizenId: citizen.user._id,
        operatorId: admin.id,
        operatorName: 'Operator',
        subject: 'identity_numbers',
        documentType: null,
        attachmentId: null,
        action: 'view',
      },
    ]);
    // The rows hold no number.
    expect(JSON.stringify(logged)).not.toContain(AADHAAR);
    expect(JSON.stringify(logged)).not.toContain(AADHAAR.slice(-4));
  });

  it('shows the citizen who opened what on both doors, and no one else', async () => {
    const rest = await call('GET', `/api/admin/service/${ids.pan}`, citizen.auth);
    expect(rest.status).toBe(200);
    const trpc = await trpcCall(server.app, 'query', 'applications.byId', citizen.auth, {
      id: ids.pan,
    });
    expect(trpc.statusCode).toBe(200);
    for (const timeline of [rest.json.timeline, trpc.json().result.data.timeline]) {
      const seen = accessOf(timeline).map(({ by, subject, documentType, action }) => ({
        by,
        subject,
        documentType,
        action,
      }));
      // Newest first.
      expect(seen).toEqual([
        { by: 'Operator', subject: 'identity_numbers', documentType: null, action: 'view' },
        { by: 'Operator', subject: 'document', documentType: 'photo', action: 'view' },
        { by: 'Operator', subject: 'document', documentType: 'aadharFile', action: 'download' },
        { by: 'Operator', subject: 'identity_numbers', documentType: null, action: 'view' },
      ]);
    }
    // Another citizen: not their application (404 on both doors), and nothing in their own.
    expect((await call('GET', `/api/admin/service/${ids.pan}`, other.auth)).status).toBe(404);
    const trpcOther = await trpcCall(server.app, 'query', 'applications.byId', other.auth, {
      id: ids.pan,
    });
    expect(trpcOther.statusCode).toBe(404);
    const theirs = await call('GET', `/api/admin/service/${ids.otherPan}`, other.auth);
    expect(theirs.status).toBe(200);
    expect(accessOf(theirs.json.timeline)).toEqual([]);
    expect(JSON.stringify(theirs.json)).not.toContain(ids.pan);
  });

  it('records operators opening an order and its files', async () => {
    const parts: Record<string, Part> = { product: 'aadhar-card' };
    const values: Record<string, string> = {
      fullName: 'Kamla Devi',
      dob: '1980-03-04',
      gender: 'female',
      mobile: '9876543210',
      address: 'Ward 2, Konch',
      aadharNumber: AADHAAR,
      requestType: 'new',
    };
    for (const field of orderForms['aadhar-card']) {
      parts[field.name] =
        field.kind === 'file'
          ? { data: fakeFile('pdf'), name: `${field.name}.pdf` }
          : (values[field.name] ?? 'x');
    }
    const placed = await call('POST', '/api/orders', citizen.auth, form(parts));
    expect(placed.status, placed.text).toBe(201);
    ids.order = placed.json.order._id;
    const file = placed.json.order.files[0] as { _id: string; field: string } | undefined;
    expect(file).toBeDefined();
    ids.orderFile = file?._id ?? '';
    const before = (await rows()).length;
    tick();
    expect((await call('GET', `/api/orders/${ids.order}`, citizen.auth)).status).toBe(200);
    expect(await rows()).toHaveLength(before);
    tick();
    expect((await call('GET', `/api/orders/${ids.order}`, admin)).status).toBe(200);
    tick();
    const trpc = await trpcCall(server.app, 'query', 'orders.byId', admin, { id: ids.order });
    expect(trpc.statusCode).toBe(200);
    tick();
    const got = await call(
      'GET',
      `/api/orders/${ids.order}/files/${ids.orderFile}/download?inline=1`,
      admin,
    );
    expect(got.status).toBe(200);
    const orderRows = (await orderRowsOf(ids.order)).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
    expect(orderRows.map((row) => [row.subject, row.documentType, row.action])).toEqual([
      ['identity_numbers', null, 'view'],
      ['identity_numbers', null, 'view'],
      ['document', file?.field, 'view'],
    ]);
    expect(orderRows.every((row) => row.citizenId === citizen.user._id)).toBe(true);
    // The answer to an operator's status move shows the full numbers too.
    tick();
    const moved = await call('PATCH', `/api/admin/orders/${ids.order}/status`, admin, {
      status: 'in_progress',
    });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.json.order.details.aadharNumber).toBe(AADHAAR);
    const latest = await orderRowsOf(ids.order);
    expect(latest).toHaveLength(orderRows.length + 1);
    // The citizen's order page lists them, newest first, on both doors.
    const mine = await call('GET', `/api/orders/${ids.order}`, citizen.auth);
    const mineTrpc = await trpcCall(server.app, 'query', 'orders.byId', citizen.auth, {
      id: ids.order,
    });
    for (const answer of [mine.json.data, mineTrpc.json().result.data.data]) {
      const seen = answer.identityAccess as TimelineEntry[];
      expect(seen).toHaveLength(latest.length);
      expect(seen.map((entry) => entry.by)).toEqual(latest.map(() => 'Operator'));
      expect(seen[0]).toMatchObject({ subject: 'identity_numbers', action: 'view' });
      expect(seen.at(-1)).toMatchObject({ subject: 'identity_numbers', action: 'view' });
    }
    expect((await call('GET', `/api/orders/${ids.order}`, other.auth)).status).toBe(404);
  });

  it('serves nothing to an operator when the access cannot be recorded', async () => {
    // A database that refuses the row, as a full disk or a broken file would.
    const allowAgain = await refuseAccessLogRows();
    try {
      const before = (await rows()).length;
      const file = await call(
        'GET',
        `/api/services/${ids.pan}/documents/${ids.aadhaarScan}/download`,
        admin,
      );
      expect(file.status).toBe(500);
      expect(file.headers.get('content-disposition')).toBeNull();
      expect(file.json).toEqual({ message: expect.any(String) });
      const detail = await call('GET', `/api/admin/service/${ids.pan}`, admin);
      expect(detail.status).toBe(500);
      expect(detail.text).not.toContain(AADHAAR);
      // The citizen's own look needs no record and still works.
      const own = await call(
        'GET',
        `/api/services/${ids.pan}/documents/${ids.aadhaarScan}/download`,
        citizen.auth,
      );
      expect(own.status).toBe(200);
      expect(await rows()).toHaveLength(before);
    } finally {
      await allowAgain();
    }
  });

  it('is kept through a retention purge, in the export, and through an erasure', async () => {
    for (const status of ['in_progress', 'completed']) {
      tick();
      const moved = await call('PATCH', `/api/admin/service/${ids.pan}/status`, admin, { status });
      expect(moved.status, moved.text).toBe(200);
    }
    const before = (await rows()).filter((row) => row.applicationId === ids.pan).length;
    expect(before).toBeGreaterThanOrEqual(4);
    clock += 200 * DAY;
    admin = await signedInAdmin(server);
    const login = await call('POST', '/api/auth/login', null, {
      email: citizen.email,
      password: citizen.password,
    });
    citizen = { ...citizen, auth: { authorization: `Bearer ${login.json.token}` } };
    expect(await server.services.retention.runOnce()).toBeGreaterThan(0);
    expect((await rows()).filter((row) => row.applicationId === ids.pan)).toHaveLength(before);
    const detail = await call('GET', `/api/admin/service/${ids.pan}`, citizen.auth);
    expect(detail.json.retention.purgedAt).not.toBeNull();
    expect(accessOf(detail.json.timeline)).toHaveLength(before);
    // No numbers left: an operator's look now is not a view of them.
    expect((await call('GET', `/api/admin/service/${ids.pan}`, admin)).status).toBe(200);
    expect((await rows()).filter((row) => row.applicationId === ids.pan)).toHaveLength(before);

    const exported = await fetch(`${base}/api/me/export`, { headers: citizen.auth });
    expect(exported.status).toBe(200);
    const zip = unzipSync(new Uint8Array(await exported.arrayBuffer()));
    const data = JSON.parse(new TextDecoder().decode(zip[EXPORT_DATA_FILE]));
    const exportedAccess = data.identityAccess as Array<Record<string, unknown>>;
    expect(exportedAccess).toHaveLength(
      (await rows()).filter((r) => r.citizenId === citizen.user._id).length,
    );
    expect(exportedAccess[0]).toMatchObject({ operator: 'Operator', action: expect.any(String) });
    expect(exportedAccess.some((entry) => entry.orderId === ids.order)).toBe(true);

    // The order is finished, so the account may go.
    for (const status of ['completed']) {
      const moved = await call('PATCH', `/api/admin/orders/${ids.order}/status`, admin, { status });
      expect(moved.status, moved.text).toBe(200);
    }
    const kept = (await rows()).filter((row) => row.citizenId === citizen.user._id);
    const erased = await call('POST', '/api/me/erase', citizen.auth, {
      password: citizen.password,
    });
    expect(erased.status, erased.text).toBe(200);
    expect((await rows()).filter((row) => row.citizenId === citizen.user._id)).toEqual(kept);
    expect(JSON.stringify(kept)).not.toContain('Kamla');
  });

  it('removes entries only once they are two years old', async () => {
    const count = (await rows()).length;
    expect(count).toBeGreaterThan(0);
    const oldest = Math.min(...(await rows()).map((row) => row.createdAt.getTime()));
    clock = oldest + 729 * DAY;
    await server.services.retention.runOnce();
    expect(await rows()).toHaveLength(count);
    clock = Math.max(...(await rows()).map((row) => row.createdAt.getTime())) + 731 * DAY;
    await server.services.retention.runOnce();
    expect(await rows()).toEqual([]);
  });
});
