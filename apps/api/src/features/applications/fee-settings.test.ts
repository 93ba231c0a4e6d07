import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indiaDate, promisedDate } from '@seva/schemas/fees';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  signedInAdmin,
  startTestServer,
  type TestServer,
  verifiedCitizen,
} from '../../test/harness.ts';
import { httpCaller } from '../../test/http.ts';
import { type SmtpPeer, startSmtpPeer } from '../../test/smtp-peer.ts';

/** Settings: fees with their audit, the centre's details and holidays (docs/product.md, Fees). */
let smtp: SmtpPeer;
let server: TestServer;
let base: string;
let citizen: Awaited<ReturnType<typeof verifiedCitizen>>;
let admin: { authorization: string };

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ smtp });
  base = await server.app.listen({ port: 0, host: '127.0.0.1' });
  citizen = await verifiedCitizen(server, smtp);
  admin = await signedInAdmin(server);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const call = httpCaller(() => base);

const applyRtps = async (number: string) => {
  const response = await call('POST', '/api/services/apply/rtps', citizen.auth, {
    block: 'GOH',
    registrationType: 'BRCCO',
    registrationNumber: number,
  });
  expect(response.status).toBe(201);
  return response.json.service;
};

describe('fees in Settings', () => {
  it('shows the seeded fees and no changes yet, to operators only', async () => {
    const settings = await call('GET', '/api/admin/settings/fees', admin);
    expect(settings.status).toBe(200);
    expect(settings.json.fees).toContainEqual({
      serviceType: 'RTPS',
      governmentFee: 0,
      serviceCharge: 30,
      days: 10,
    });
    expect(settings.json.changes).toEqual([]);
    expect((await call('GET', '/api/admin/settings/fees', citizen.auth)).status).toBe(403);
    expect((await call('GET', '/api/admin/settings/fees', null)).status).toBe(401);
  });

  it('changes a fee with an audit row; filed applications keep theirs, new ones take the new', async () => {
    const before = await applyRtps('R-1');
    expect(before.fee).toEqual({ governmentFee: 0, serviceCharge: 30, total: 30 });

    const saved = await call('PUT', '/api/admin/settings/fees/RTPS', admin, {
      governmentFee: 10,
      serviceCharge: 40,
      days: 12,
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ message: 'Fee saved' });

    const settings = await call('GET', '/api/admin/settings/fees', admin);
    expect(settings.json.changes).toEqual([
      {
        serviceType: 'RTPS',
        changedBy: 'Operator',
        changedAt: expect.any(String),
        old: { governmentFee: 0, serviceCharge: 30, days: 10 },
        new: { governmentFee: 10, serviceCharge: 40, days: 12 },
      },
    ]);
    const catalogue = await call('GET', '/api/catalogue/services', null);
    expect(
      catalogue.json.data.find((s: { slug: string }) => s.slug === 'apply-rtps'),
    ).toMatchObject({ price: 50, governmentFee: 10, serviceCharge: 40, days: 12 });

    const kept = await call('GET', `/api/admin/service/${before._id}`, citizen.auth);
    expect(kept.json.fee).toEqual({ governmentFee: 0, serviceCharge: 30, total: 30 });
    const after = await applyRtps('R-2');
    expect(after.fee).toEqual({ governmentFee: 10, serviceCharge: 40, total: 50 });
  });

  it('refuses bad fees with a clear message and changes nothing', async () => {
    const cases: Array<[object, string]> = [
      [{ governmentFee: -1, serviceCharge: 0, days: 5 }, 'Fees cannot be negative'],
      [{ governmentFee: 1.5, serviceCharge: 0, days: 5 }, 'Fees must be in whole rupees'],
      [{ governmentFee: 0, serviceCharge: 0, days: 0 }, 'Working days must be between 1 and 365'],
      [{ governmentFee: 0, serviceCharge: 'ten', days: 5 }, 'Fees must be numbers'],
    ];
    for (const [body, message] of cases) {
      const answer = await call('PUT', '/api/admin/settings/fees/ITR', admin, body);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ message });
    }
    expect(
      (await call('PUT', '/api/admin/settings/fees/Passport', admin, cases[0]?.[0])).status,
    ).toBe(400);
    expect(
      (
        await call('PUT', '/api/admin/settings/fees/ITR', citizen.auth, {
          governmentFee: 0,
          serviceCharge: 1,
          days: 1,
        })
      ).status,
    ).toBe(403);
    const settings = await call('GET', '/api/admin/settings/fees', admin);
    expect(settings.json.fees).toContainEqual({
      serviceType: 'ITR',
      governmentFee: 0,
      serviceCharge: 300,
      days: 7,
    });
    expect(settings.json.changes).toHaveLength(1);
  });
});

describe('the centre in Settings', () => {
  it('prints its details on the slip and skips its holidays in promised dates', async () => {
    // A holiday on each of the next ten days but the first: promised dates move past them.
    const today = indiaDate(new Date());
    const day = (offset: number) => {
      const date = new Date(`${today}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() + offset);
      return date.toISOString().slice(0, 10);
    };
    const holidays = [day(2), day(3), day(4)];
    const saved = await call('PUT', '/api/admin/settings/centre', admin, {
      name: 'Goh Seva Kendra',
      address: 'Main Road, Goh, Aurangabad 824203',
      phone: '06186 222 333',
      gstin: '10abcde1234f1z5',
      holidays: [...holidays, day(2)],
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ message: 'Centre details saved' });
    const settings = await call('GET', '/api/admin/settings/fees', admin);
    expect(settings.json.centre).toEqual({
      name: 'Goh Seva Kendra',
      address: 'Main Road, Goh, Aurangabad 824203',
      phone: '06186 222 333',
      gstin: '10ABCDE1234F1Z5',
      holidays,
    });

    const service = await applyRtps('R-3');
    expect(service.promisedBy).toBe(promisedDate(new Date(service.createdAt), 12, holidays));
    expect(service.promisedBy).not.toBe(promisedDate(new Date(service.createdAt), 12, []));

    const slip = await fetch(`${base}/api/services/${service._id}/acknowledgement.pdf`, {
      headers: citizen.auth,
    });
    const folder = mkdtempSync(join(tmpdir(), 'seva-centre-'));
    try {
      const file = join(folder, 'slip.pdf');
      writeFileSync(file, Buffer.from(await slip.arrayBuffer()));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('Goh Seva Kendra');
      expect(text).toContain('Main Road, Goh, Aurangabad 824203');
      expect(text).toContain('Phone: 06186 222 333');
      expect(text).toContain('GSTIN: 10ABCDE1234F1Z5');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses a bad GSTIN, date or empty name', async () => {
    const good = { name: 'Seva', address: '', phone: '', gstin: '', holidays: [] };
    const cases: Array<[object, string]> = [
      [{ ...good, gstin: '10ABCDE1234F1X5' }, 'Invalid GSTIN'],
      [{ ...good, holidays: ['2026-02-30'] }, 'Invalid holiday date'],
      [{ ...good, name: '  ' }, 'Centre name is required'],
      [{ ...good, phone: 'call me' }, 'Invalid phone number'],
    ];
    for (const [body, message] of cases) {
      const answer = await call('PUT', '/api/admin/settings/centre', admin, body);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ message });
    }
    const settings = await call('GET', '/api/admin/settings/fees', admin);
    expect(settings.json.centre.name).toBe('Goh Seva Kendra');
  });
});
