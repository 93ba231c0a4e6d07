import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { closeDatabase, openDatabase, sourceMigrationsFolder } from '@seva/db';
import { orderForms, type ProductSlug } from '@seva/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../../test/backend.ts';
import { fakeFile, validAadhaar } from '../../test/files.ts';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { multipart as form, httpCaller, type Part } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

/**
 * Identity numbers at rest (docs/decisions/060-identity-numbers-at-rest.md): filed through the
 * API, then looked for in every row the server wrote, on either database, and on SQLite byte by
 * byte in the database file and its WAL, as `strings` would.
 */

const PAN_AADHAAR = validAadhaar('34567890123');
const ITR_AADHAAR = validAadhaar('45678901234');
const ITR_PAN = 'QWERT6789Z';
const ITR_ACCOUNT = '50100123456789';
const ORDER_AADHAAR = validAadhaar('56789012345');
const ORDER_PAN = 'ZXCVB4321K';
const ORDER_DEMAT = '1208160099887766';
const VOTER_ID = 'XYZ9876543';
/** Every whole identity number this file's applications and orders were given. */
const NUMBERS = [
  PAN_AADHAAR,
  ITR_AADHAAR,
  ITR_PAN,
  ITR_ACCOUNT,
  ORDER_AADHAAR,
  ORDER_PAN,
  ORDER_DEMAT,
  VOTER_ID,
];

/** Each number as typed and in the spaced forms people write it in. */
function formsOf(number: string): string[] {
  const groups = number.match(/.{1,4}/g) ?? [number];
  return [number, groups.join(' '), groups.join('-')];
}

/** Where any of the numbers (in any form) sits in the database file or its WAL. */
function plainNumbersIn(databaseFile: string, numbers: string[]): string[] {
  const found: string[] = [];
  for (const file of [databaseFile, `${databaseFile}-wal`]) {
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    for (const number of numbers) {
      for (const written of formsOf(number)) {
        if (bytes.includes(Buffer.from(written))) found.push(`${written} in ${file}`);
      }
    }
  }
  return found;
}

/** Text values for every field an order form has (the identity ones are this test's). */
const orderValues: Record<string, string> = {
  fullName: 'Meena Kumari',
  dob: '1990-05-01',
  gender: 'female',
  mobile: '9876501234',
  address: 'Ward 7, Goh',
  aadharNumber: ORDER_AADHAAR,
  aadhaar: ORDER_AADHAAR,
  voterIdNumber: VOTER_ID,
  requestType: 'new',
  pan: ORDER_PAN,
  panNumber: ORDER_PAN,
  email: 'meena@example.test',
  demat: ORDER_DEMAT,
  rationCard: 'RC-2231',
  state: 'Bihar',
  district: 'Aurangabad',
  fatherName: 'Ramesh Prasad',
  city: 'Goh',
  pincode: '824203',
  quantity: '1',
};

function orderParts(slug: ProductSlug): Record<string, Part> {
  const parts: Record<string, Part> = { product: slug };
  for (const field of orderForms[slug]) {
    if (field.kind === 'file') {
      const pdf = field.file?.types.includes('application/pdf');
      parts[field.name] = {
        data: fakeFile(pdf ? 'pdf' : 'jpeg'),
        name: `${field.name}.${pdf ? 'pdf' : 'jpg'}`,
      };
    } else {
      parts[field.name] = orderValues[field.name] ?? '';
    }
  }
  return parts;
}

let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await startSmtpPeer();
});
afterAll(async () => {
  await smtp.close();
});

describe('identity numbers filed through the API', () => {
  let server: TestServer;
  let base: string;
  let admin: { authorization: string };
  let citizen: Awaited<ReturnType<typeof verifiedCitizen>>;
  const call = httpCaller(() => base);
  const ids = { pan: '', itr: '', eshare: '', voter: '' };

  beforeAll(async () => {
    server = await startTestServer({ smtp });
    base = await server.app.listen({ port: 0, host: '127.0.0.1' });
    admin = await signedInAdmin(server);
    citizen = await verifiedCitizen(server, smtp, { name: 'Meena Kumari' });
    const pan = await call(
      'POST',
      '/api/services/apply/pan-card',
      citizen.auth,
      form({
        fullName: 'Meena Kumari',
        dateOfBirth: '1992-03-14',
        fatherName: 'Ramesh Prasad',
        mobileNumber: '9876501234',
        aadharNumber: PAN_AADHAAR,
        address: 'Ward 7, Goh',
        photo: { data: fakeFile('jpeg'), name: 'photo.jpg' },
        signature: { data: fakeFile('png'), name: 'sign.png' },
        aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
      }),
    );
    expect(pan.status).toBe(201);
    ids.pan = pan.json.service._id;
    const itr = await call(
      'POST',
      '/api/services/apply/itr',
      citizen.auth,
      form({
        aadharCardNo: ITR_AADHAAR,
        panCardNo: ITR_PAN,
        accountNo: ITR_ACCOUNT,
        ifscCode: 'SBIN0001234',
        aadharFile: { data: fakeFile('pdf'), name: 'aadhaar.pdf' },
        panCardFile: { data: fakeFile('png'), name: 'pan.png' },
        passbookFile: { data: fakeFile('jpeg'), name: 'passbook.jpg' },
      }),
    );
    expect(itr.status).toBe(201);
    ids.itr = itr.json.service._id;
    const eshare = await call('POST', '/api/orders', citizen.auth, form(orderParts('eshare-card')));
    expect(eshare.status).toBe(201);
    ids.eshare = eshare.json.order._id;
    const voter = await call('POST', '/api/orders', citizen.auth, form(orderParts('voter-id')));
    expect(voter.status).toBe(201);
    ids.voter = voter.json.order._id;
  });
  afterAll(async () => {
    await server.close();
  });

  it('leaves no whole number in any row, on either database', async () => {
    const texts = await server.everyRowAsText();
    expect(texts.size).toBeGreaterThan(20);
    const found: string[] = [];
    for (const [table, text] of texts) {
      for (const number of NUMBERS) {
        for (const written of formsOf(number)) {
          if (text.includes(written)) found.push(`${written} in ${table}`);
        }
      }
    }
    expect(found).toEqual([]);
    // The check is real: the last four are kept apart, in the clear.
    expect(texts.get('itr_details')).toContain(ITR_ACCOUNT.slice(-4));
  });

  // About SQLite's file and WAL bytes; PostgreSQL's rows are checked by the test above.
  it.skipIf(onPostgres)('leaves no whole number in the database file or its WAL', () => {
    expect(existsSync(`${server.config.databaseFile}-wal`)).toBe(true);
    expect(plainNumbersIn(server.config.databaseFile, NUMBERS)).toEqual([]);
    // The check is real: the last four are kept apart, in the clear.
    const bytes = readFileSync(server.config.databaseFile);
    const wal = readFileSync(`${server.config.databaseFile}-wal`);
    expect(
      bytes.includes(Buffer.from(ITR_ACCOUNT.slice(-4))) ||
        wal.includes(Buffer.from(ITR_ACCOUNT.slice(-4))),
    ).toBe(true);
  });

  it('shows whole numbers on the detail page to the owner and operators, masks in lists', async () => {
    for (const auth of [citizen.auth, admin]) {
      const pan = await call('GET', `/api/admin/service/${ids.pan}`, auth);
      expect(pan.json.specificService.aadharNumber).toBe(PAN_AADHAAR);
      const itr = await call('GET', `/api/admin/service/${ids.itr}`, auth);
      expect(itr.json.specificService).toMatchObject({
        aadharCardNo: ITR_AADHAAR,
        panCardNo: ITR_PAN,
        accountNo: ITR_ACCOUNT,
      });
      const order = await call('GET', `/api/orders/${ids.eshare}`, auth);
      expect(order.json.data.details).toMatchObject({
        aadhaar: ORDER_AADHAAR,
        pan: ORDER_PAN,
        demat: ORDER_DEMAT,
      });
    }
    const mine = await call('GET', '/api/services/my-services', citizen.auth);
    const itr = mine.json.find((s: { _id: string }) => s._id === ids.itr);
    expect(itr.specificService).toEqual({
      aadharCardNo: `XXXX XXXX ${ITR_AADHAAR.slice(-4)}`,
      panCardNo: `XXXXXX${ITR_PAN.slice(-4)}`,
      accountNo: `XXXXXXXXXX${ITR_ACCOUNT.slice(-4)}`,
    });
    const orders = await call('GET', '/api/orders/my-orders', citizen.auth);
    const voter = orders.json.data.find((o: { _id: string }) => o._id === ids.voter);
    expect(voter.details).toMatchObject({
      aadharNumber: `XXXX XXXX ${ORDER_AADHAAR.slice(-4)}`,
      voterIdNumber: `XXXXXX${VOTER_ID.slice(-4)}`,
    });
    for (const list of [mine, orders]) {
      for (const number of [PAN_AADHAAR, ITR_AADHAAR, ITR_PAN, ITR_ACCOUNT, ORDER_AADHAAR]) {
        expect(list.text).not.toContain(number);
      }
    }
  });

  it('finds an application or an order by a whole number typed in the queue search', async () => {
    const applicationsFound = async (search: string) =>
      (
        await call(
          'GET',
          `/api/admin/service/all-services?search=${encodeURIComponent(search)}`,
          admin,
        )
      ).json.data.map((s: { _id: string }) => s._id);
    const ordersFound = async (search: string) =>
      (
        await call('GET', `/api/admin/orders?search=${encodeURIComponent(search)}`, admin)
      ).json.data.map((o: { _id: string }) => o._id);

    expect(await applicationsFound(PAN_AADHAAR)).toEqual([ids.pan]);
    expect(await applicationsFound(formsOf(PAN_AADHAAR)[1] ?? '')).toEqual([ids.pan]);
    expect(await applicationsFound(ITR_AADHAAR)).toEqual([ids.itr]);
    expect(await applicationsFound(ITR_PAN.toLowerCase())).toEqual([ids.itr]);
    expect(await applicationsFound(ITR_ACCOUNT)).toEqual([ids.itr]);
    // Only the whole number: its first digits find nothing.
    expect(await applicationsFound(PAN_AADHAAR.slice(0, 8))).toEqual([]);
    expect(await applicationsFound(validAadhaar('67890123456'))).toEqual([]);

    // Both orders carry it (placed within the same millisecond, so their order is the ids').
    expect((await ordersFound(ORDER_AADHAAR)).sort()).toEqual([ids.voter, ids.eshare].sort());
    expect(await ordersFound(ORDER_PAN)).toEqual([ids.eshare]);
    expect(await ordersFound(VOTER_ID)).toEqual([ids.voter]);
    expect(await ordersFound(ITR_PAN)).toEqual([]);
    // Names are still searched as before.
    expect((await ordersFound('meena')).sort()).toEqual([ids.voter, ids.eshare].sort());
  });

  it('refuses a tampered value with a plain message, and lists still work', async () => {
    const { panCardDetails, orders } = server.tables;
    const [panRow] = await server.db
      .select({ sealed: panCardDetails.aadharNumberSealed })
      .from(panCardDetails)
      .where(eq(panCardDetails.applicationId, ids.pan));
    const sealed = panRow?.sealed;
    if (!sealed) throw new Error('the PAN card application has no sealed Aadhaar number');
    const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.at(-1)}`;
    await server.db
      .update(panCardDetails)
      .set({ aadharNumberSealed: flipped })
      .where(eq(panCardDetails.applicationId, ids.pan));
    // A value moved to another order's row is refused the same way.
    const [otherRow] = await server.db
      .select({ sealed: orders.identitySealed })
      .from(orders)
      .where(eq(orders.id, ids.eshare));
    const other = otherRow?.sealed;
    if (!other) throw new Error('the e-share order has no sealed identity numbers');
    await server.db.update(orders).set({ identitySealed: other }).where(eq(orders.id, ids.voter));

    const message =
      "This record's identity numbers fail their integrity check and cannot be shown. Ask the centre to restore them from a backup.";
    const detail = await call('GET', `/api/admin/service/${ids.pan}`, admin);
    expect(detail.status).toBe(409);
    expect(detail.json).toEqual({ message, reason: 'SEALED_VALUE_REFUSED' });
    const slip = await call('GET', `/api/services/${ids.pan}/acknowledgement.pdf`, citizen.auth);
    expect(slip.status).toBe(409);
    const order = await call('GET', `/api/orders/${ids.voter}`, admin);
    expect(order.status).toBe(409);
    expect(order.json.message).toBe(message);
    for (const answer of [detail, slip, order]) expect(answer.text).not.toMatch(/at .*\.ts:\d+/);
    expect(
      server.logs.filter(
        (entry) => entry.msg === 'identity numbers refused: they fail their integrity check',
      ),
    ).toHaveLength(3);

    const mine = await call('GET', '/api/services/my-services', citizen.auth);
    expect(mine.status).toBe(200);
    const pan = mine.json.find((s: { _id: string }) => s._id === ids.pan);
    expect(pan.specificService.aadharNumber).toBe(`XXXX XXXX ${PAN_AADHAAR.slice(-4)}`);
    expect((await call('GET', `/api/admin/service/${ids.itr}`, admin)).status).toBe(200);
  });
});

/** The committed migrations without 0014 and what came after, as an older portal had them. */
function migrationsBefore0014(dir: string): string {
  const folder = join(dir, 'migrations');
  cpSync(sourceMigrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8'));
  const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag.startsWith('0014'));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

describe('a database from before migration 0014', () => {
  // Builds an old SQLite file and reads its bytes: a PostgreSQL database starts from its own
  // migrations, and the PostgreSQL run's server would not open this file at all.
  it.skipIf(onPostgres)(
    'is sealed at start: numbers gone from the file, still shown whole and found',
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'seva-identity-upgrade-'));
      const dataDir = join(root, 'data');
      const databaseFile = join(dataDir, 'seva.sqlite');
      const old = openDatabase({
        file: databaseFile,
        migrationsFolder: migrationsBefore0014(root),
      });
      const now = Date.now();
      old.$client.exec(`
      INSERT INTO users (id, name, email, password_hash, role, email_verified_at, created_at, updated_at)
        VALUES ('u1', 'Sunita Devi', 'sunita@example.test', 'hash', 'user', ${now}, ${now}, ${now});
      INSERT INTO applications (id, reference, user_id, service_type, status, applicant_name, tracking_code, created_at, updated_at)
        VALUES ('a1', 'SEVA-2026-000001', 'u1', 'PanCard', 'pending', 'Sunita Devi', 'ABCDEF012345', ${now}, ${now}),
               ('a2', 'SEVA-2026-000002', 'u1', 'ITR', 'completed', 'Sunita Devi', 'ABCDEF012346', ${now + 1}, ${now + 1});
      INSERT INTO pan_card_details (application_id, full_name, date_of_birth, father_name, mobile_number, aadhar_number, address)
        VALUES ('a1', 'Sunita Devi', '1990-01-01', 'Ramesh', '9876543210', '${PAN_AADHAAR}', 'Goh');
      INSERT INTO itr_details (application_id, aadhar_card_no, pan_card_no, account_no, ifsc_code)
        VALUES ('a2', '${ITR_AADHAAR}', '${ITR_PAN}', '${ITR_ACCOUNT}', 'SBIN0001234');
      INSERT INTO application_search_terms (application_id, term)
        VALUES ('a1', 'sunita'), ('a1', 'seva-2026-000001'), ('a2', 'sunita'), ('a2', 'seva-2026-000002');
      INSERT INTO orders (id, reference, user_id, product_slug, product_title, unit, unit_price, quantity, amount, applicant_name, applicant_name_key, details, created_at, updated_at)
        VALUES ('o1', 'SEVA-2026-000003', 'u1', 'eshare-card', 'E-Share Card', 'per card', 50, 1, 50, 'Sunita Devi', 'sunita devi',
                '${JSON.stringify({ fullName: 'Sunita Devi', pan: ORDER_PAN, aadhaar: ORDER_AADHAAR, demat: ORDER_DEMAT })}', ${now}, ${now});
    `);
      // Deleted rows leave their bytes in free pages unless the file is rewritten.
      old.$client.exec(`
      INSERT INTO orders (id, reference, user_id, product_slug, product_title, unit, unit_price, quantity, amount, applicant_name, applicant_name_key, details, created_at, updated_at)
        VALUES ('o2', 'SEVA-2026-000004', 'u1', 'voter-id', 'Voter ID', 'per card', 50, 1, 50, 'Sunita Devi', 'sunita devi',
                '${JSON.stringify({ voterIdNumber: VOTER_ID })}', ${now}, ${now});
      DELETE FROM orders WHERE id = 'o2';
    `);
      closeDatabase(old);
      const numbers = [PAN_AADHAAR, ITR_AADHAAR, ITR_PAN, ITR_ACCOUNT, ORDER_AADHAAR, ORDER_PAN];
      expect(plainNumbersIn(databaseFile, numbers).length).toBeGreaterThan(0);

      const server = await startTestServer({ smtp, dataDir });
      try {
        expect(plainNumbersIn(databaseFile, [...numbers, ORDER_DEMAT, VOTER_ID])).toEqual([]);
        const sqlite = server.sqlite().$client;
        expect(sqlite.pragma('secure_delete', { simple: true })).toBe(1);
        expect(
          sqlite
            .prepare("SELECT count(*) FROM data_migrations WHERE name LIKE '0014-%'")
            .pluck()
            .get(),
        ).toBe(1);
        expect(
          sqlite
            .prepare(
              'SELECT count(*) FROM itr_details WHERE aadhar_card_no IS NOT NULL OR pan_card_no IS NOT NULL OR account_no IS NOT NULL',
            )
            .pluck()
            .get(),
        ).toBe(0);
        expect(
          server.logs.some((entry) => entry.msg?.toString().startsWith('identity numbers sealed')),
        ).toBe(true);

        const base = await server.app.listen({ port: 0, host: '127.0.0.1' });
        const call = httpCaller(() => base);
        const admin = await signedInAdmin(server);
        const pan = await call('GET', '/api/admin/service/a1', admin);
        expect(pan.json.specificService.aadharNumber).toBe(PAN_AADHAAR);
        const itr = await call('GET', '/api/admin/service/a2', admin);
        expect(itr.json.specificService).toMatchObject({
          aadharCardNo: ITR_AADHAAR,
          panCardNo: ITR_PAN,
          accountNo: ITR_ACCOUNT,
        });
        const order = await call('GET', '/api/orders/o1', admin);
        expect(order.json.data.details).toMatchObject({
          pan: ORDER_PAN,
          aadhaar: ORDER_AADHAAR,
          demat: ORDER_DEMAT,
        });
        const search = async (path: string, query: string) =>
          (await call('GET', `${path}?search=${encodeURIComponent(query)}`, admin)).json.data.map(
            (row: { _id: string }) => row._id,
          );
        expect(await search('/api/admin/service/all-services', PAN_AADHAAR)).toEqual(['a1']);
        expect(await search('/api/admin/service/all-services', ITR_PAN)).toEqual(['a2']);
        expect(await search('/api/admin/service/all-services', 'sunita')).toEqual(['a2', 'a1']);
        expect(await search('/api/admin/orders', ORDER_AADHAAR)).toEqual(['o1']);
      } finally {
        await server.close();
        rmSync(root, { recursive: true, force: true });
      }
    },
  );

  it('a second start does not vacuum again when nothing was left plain', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'seva-identity-restart-'));
    try {
      const first = await startTestServer({ smtp, dataDir });
      await first.close();
      const second = await startTestServer({ smtp, dataDir });
      expect(
        second.logs.some((entry) => entry.msg?.toString().startsWith('identity numbers sealed')),
      ).toBe(false);
      await second.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(`${dataDir}-keys.json`, { force: true });
    }
  });
});
