import { expect, it } from 'vitest';
import { applicationRow, describeEachBackend } from '../test/backends.ts';

const second = 1000;
const start = Date.parse('2026-11-23T10:00:00.123Z');
const at = (seconds: number) => new Date(start + seconds * second);

describeEachBackend('the tracking repository', (backend) => {
  const repo = () => backend().repositories.tracking;
  const seed = () => backend().seed;

  async function citizen(id: string, contact: { email?: string; mobile?: string } = {}) {
    await seed().rows.users([
      { id, name: `Citizen ${id}`, ...contact, createdAt: at(0), updatedAt: at(0) },
    ]);
  }

  it('finds the application by its exact reference, with the owner and the PAN mobile', async () => {
    await citizen('u1', { email: 'asha@example.in', mobile: '9876500001' });
    await seed().rows.applications([
      {
        ...applicationRow('a1', 'u1'),
        reference: 'SEVA-2026-000001',
        trackingCode: 'K7Q2',
        status: 'needs_documents',
        applicantName: 'Asha Devi',
        createdAt: at(1),
      },
    ]);
    await seed().rows.panCardDetails([
      {
        applicationId: 'a1',
        fullName: 'Asha Devi',
        dateOfBirth: '1990-01-01',
        fatherName: 'Ram',
        mobileNumber: '9876500002',
        address: 'Goh',
      },
    ]);
    const found = await repo().candidate('SEVA-2026-000001');
    expect(found).toEqual({
      application: expect.objectContaining({
        id: 'a1',
        reference: 'SEVA-2026-000001',
        trackingCode: 'K7Q2',
        status: 'needs_documents',
        applicantName: 'Asha Devi',
        serviceType: 'PanCard',
        createdAt: at(1),
      }),
      owner: { email: 'asha@example.in', name: 'Citizen u1', mobile: '9876500001' },
      panMobile: '9876500002',
    });
    // References compare exactly.
    expect(await repo().candidate('seva-2026-000001')).toBeNull();
    expect(await repo().candidate('SEVA-2026-00000')).toBeNull();
    expect(await repo().candidate('')).toBeNull();
  });

  it('answers no PAN mobile for other services and no e-mail for a mobile-only owner', async () => {
    await citizen('u1', { mobile: '9876500001' });
    await seed().rows.applications([
      { ...applicationRow('a1', 'u1'), serviceType: 'RTPS', reference: 'SEVA-R-1' },
    ]);
    expect(await repo().candidate('SEVA-R-1')).toEqual({
      application: expect.objectContaining({ id: 'a1', serviceType: 'RTPS' }),
      owner: { email: null, name: 'Citizen u1', mobile: '9876500001' },
      panMobile: null,
    });
  });

  it('answers null for a reference nobody has', async () => {
    expect(await repo().candidate('SEVA-2026-999999')).toBeNull();
  });

  it('lists the status changes oldest first, equal times by id, of that application only', async () => {
    await citizen('u1');
    await seed().rows.applications([applicationRow('a1', 'u1'), applicationRow('a2', 'u1')]);
    await seed().rows.statusHistory([
      { id: 'h3', applicationId: 'a1', fromStatus: null, toStatus: 'pending', createdAt: at(0) },
      { id: 'h5', applicationId: 'a1', toStatus: 'in_progress', createdAt: at(5) },
      { id: 'h4', applicationId: 'a1', toStatus: 'needs_documents', createdAt: at(5) },
      { id: 'h1', applicationId: 'a1', toStatus: 'completed', createdAt: at(9) },
      { id: 'h2', applicationId: 'a2', toStatus: 'pending', createdAt: at(1) },
    ]);
    expect(await repo().history('a1')).toEqual([
      { status: 'pending', at: at(0) },
      { status: 'needs_documents', at: at(5) },
      { status: 'in_progress', at: at(5) },
      { status: 'completed', at: at(9) },
    ]);
    expect(await repo().history('a2')).toEqual([{ status: 'pending', at: at(1) }]);
    expect(await repo().history('A1')).toEqual([]);
    expect(await repo().history('nope')).toEqual([]);
  });

  it('answers the latest send-back’s items, received or not', async () => {
    await citizen('u1');
    await seed().rows.applications([applicationRow('a1', 'u1'), applicationRow('a2', 'u1')]);
    expect(await repo().latestRequests('a1')).toEqual([]);
    const request = (id: string, applicationId: string, sendBackId: string, seconds: number) => ({
      id,
      applicationId,
      sendBackId,
      documentKey: `key-${id}`,
      label: `Label ${id}`,
      requestedAt: at(seconds),
    });
    await seed().rows.documentRequests([
      request('r1', 'a1', 'sb1', 0),
      request('r2', 'a1', 'sb1', 0),
      { ...request('r4', 'a1', 'sb2', 10), receivedAt: at(20) },
      request('r3', 'a1', 'sb2', 10),
      request('r9', 'a2', 'sb9', 99),
    ]);
    expect(await repo().latestRequests('a1')).toEqual([
      { documentKey: 'key-r3', label: 'Label r3', receivedAt: null },
      { documentKey: 'key-r4', label: 'Label r4', receivedAt: at(20) },
    ]);
    expect(await repo().latestRequests('a2')).toEqual([
      { documentKey: 'key-r9', label: 'Label r9', receivedAt: null },
    ]);
    expect(await repo().latestRequests('nope')).toEqual([]);

    // Two send-backs at one instant: the greater send-back id is the latest.
    await seed().rows.documentRequests([request('r5', 'a1', 'sb3', 10)]);
    expect((await repo().latestRequests('a1')).map((row) => row.label)).toEqual(['Label r5']);
  });
});
