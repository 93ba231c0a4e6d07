import { expect, it } from 'vitest';
import { applicationRow, describeEachBackend, orderRow } from '../test/backends.ts';

/** 23 November 2026 in India (UTC+05:30): from 22 November 18:30 UTC to 23 November 18:30 UTC. */
const day = {
  from: new Date('2026-11-22T18:30:00.000Z'),
  to: new Date('2026-11-23T18:30:00.000Z'),
};
const before = new Date(day.from.getTime() - 1);
const last = new Date(day.to.getTime() - 1);
const noon = new Date('2026-11-23T06:30:00.000Z');

let receipts = 0;
function payment(
  id: string,
  amount: number,
  createdAt: Date,
  paidFor: { applicationId?: string; orderId?: string },
  more: { method?: 'cash' | 'upi'; recordedBy?: string; reversesId?: string } = {},
) {
  receipts += 1;
  return {
    id,
    receiptNumber: `SEVA/2026-27/${id}`,
    financialYear: '2026-27',
    sequence: receipts,
    amount,
    method: more.method ?? 'cash',
    recordedBy: more.recordedBy ?? null,
    reversesId: more.reversesId ?? null,
    reason: more.reversesId ? 'Wrong amount' : null,
    createdAt,
    ...paidFor,
  };
}

describeEachBackend('the register repository', (backend) => {
  const repo = () => backend().repositories.register;
  const seed = () => backend().seed;

  async function people() {
    await seed().user('u1', 'Asha Devi');
    await seed().user('op1', 'Ravi (operator)');
    await seed().rows.products([
      {
        slug: 'test-product',
        kind: 'product',
        title: 'Lamination',
        description: 'A4',
        price: 10,
        unit: 'copy',
        createdAt: noon,
        updatedAt: noon,
      },
    ]);
  }

  it('answers an empty day', async () => {
    expect(await repo().between(day)).toEqual({ applications: [], orders: [], payments: [] });
  });

  it('takes the India day from its first millisecond to its last', async () => {
    await people();
    const edges = { before, first: day.from, last, after: day.to };
    await seed().rows.applications(
      Object.entries(edges).map(([name, createdAt]) => ({
        ...applicationRow(`a-${name}`, 'u1'),
        reference: `SEVA-${name}`,
        createdAt,
      })),
    );
    await seed().rows.orders(
      Object.entries(edges).map(([name, createdAt]) => ({
        ...orderRow(`o-${name}`, 'u1'),
        reference: `ORDER-${name}`,
        createdAt,
      })),
    );
    await seed().rows.payments(
      Object.entries(edges).map(([name, createdAt]) =>
        payment(`p-${name}`, 10, createdAt, { applicationId: `a-${name}` }),
      ),
    );
    const rows = await repo().between(day);
    expect(rows.applications.map((row) => row.id)).toEqual(['a-first', 'a-last']);
    expect(rows.orders.map((row) => row.id)).toEqual(['o-first', 'o-last']);
    expect(rows.payments.map((row) => row.payment.id)).toEqual(['p-first', 'p-last']);
    expect(rows.applications[0]?.createdAt).toEqual(day.from);
    expect(rows.applications[1]?.createdAt).toEqual(last);
  });

  it('sums every payment and reversal of an application, on any day', async () => {
    await people();
    await seed().rows.applications([
      {
        ...applicationRow('a1', 'u1'),
        reference: 'SEVA-1',
        governmentFee: 107,
        serviceCharge: 50,
        atCounter: true,
        filedBy: 'op1',
        createdAt: noon,
      },
      { ...applicationRow('a2', 'u1'), reference: 'SEVA-2', createdAt: noon },
    ]);
    await seed().rows.payments([
      payment('p1', 100, before, { applicationId: 'a1' }),
      payment('p2', 80, noon, { applicationId: 'a1' }, { method: 'upi', recordedBy: 'op1' }),
      payment('p3', -80, last, { applicationId: 'a1' }, { recordedBy: 'op1', reversesId: 'p2' }),
      payment('p4', 57, day.to, { applicationId: 'a1' }),
    ]);
    const rows = await repo().between(day);
    expect(rows.applications).toEqual([
      {
        id: 'a1',
        reference: 'SEVA-1',
        serviceType: 'PanCard',
        citizen: 'Asha Devi',
        createdAt: noon,
        atCounter: true,
        filedBy: 'Ravi (operator)',
        governmentFee: 107,
        serviceCharge: 50,
        paid: 157,
      },
      {
        id: 'a2',
        reference: 'SEVA-2',
        serviceType: 'PanCard',
        citizen: 'Asha Devi',
        createdAt: noon,
        atCounter: false,
        filedBy: null,
        governmentFee: 0,
        serviceCharge: 0,
        paid: 0,
      },
    ]);
    expect(rows.payments).toEqual([
      {
        payment: expect.objectContaining({ id: 'p2', amount: 80, method: 'upi', createdAt: noon }),
        applicationReference: 'SEVA-1',
        orderReference: null,
        operator: 'Ravi (operator)',
        reverses: null,
      },
      {
        payment: expect.objectContaining({ id: 'p3', amount: -80, reason: 'Wrong amount' }),
        applicationReference: 'SEVA-1',
        orderReference: null,
        operator: 'Ravi (operator)',
        reverses: 'SEVA/2026-27/p2',
      },
    ]);
  });

  it('names the order’s product, its payment’s order, and forgets a gone operator', async () => {
    await people();
    await seed().rows.orders([
      {
        ...orderRow('o1', 'u1'),
        reference: 'ORDER-1',
        amount: 30,
        paid: true,
        atCounter: true,
        filedBy: 'op1',
        createdAt: noon,
      },
    ]);
    await seed().rows.payments([payment('p1', 30, noon, { orderId: 'o1' }, { recordedBy: 'op1' })]);
    await seed().deleteUser('op1');
    const rows = await repo().between(day);
    expect(rows.orders).toEqual([
      {
        id: 'o1',
        reference: 'ORDER-1',
        product: 'Lamination',
        citizen: 'Asha Devi',
        createdAt: noon,
        atCounter: true,
        filedBy: null,
        amount: 30,
        paid: true,
      },
    ]);
    expect(rows.payments).toEqual([
      {
        payment: expect.objectContaining({ id: 'p1', orderId: 'o1', recordedBy: null }),
        applicationReference: null,
        orderReference: 'ORDER-1',
        operator: null,
        reverses: null,
      },
    ]);
  });

  it('orders filings by time then id, payments by their sequence', async () => {
    await people();
    const times = [
      ['a3', 5],
      ['a1', 5],
      ['a2', 5],
      ['a0', 9],
      ['a9', 0],
    ] as const;
    await seed().rows.applications(
      times.map(([id, minutes]) => ({
        ...applicationRow(id, 'u1'),
        reference: `SEVA-${id}`,
        createdAt: new Date(noon.getTime() + minutes * 60_000),
      })),
    );
    await seed().rows.orders(
      times.map(([id, minutes]) => ({
        ...orderRow(`o${id}`, 'u1'),
        reference: `ORDER-${id}`,
        createdAt: new Date(noon.getTime() + minutes * 60_000),
      })),
    );
    // Recorded in one order, numbered in another: the sequence decides.
    const late = payment('pa', 5, noon, { applicationId: 'a1' });
    const early = payment('pb', 5, last, { applicationId: 'a1' });
    await seed().rows.payments([
      { ...late, sequence: 2 },
      { ...early, sequence: 1 },
    ]);
    const rows = await repo().between(day);
    expect(rows.applications.map((row) => row.id)).toEqual(['a9', 'a1', 'a2', 'a3', 'a0']);
    expect(rows.orders.map((row) => row.id)).toEqual(['oa9', 'oa1', 'oa2', 'oa3', 'oa0']);
    expect(rows.payments.map((row) => row.payment.id)).toEqual(['pb', 'pa']);
  });

  it('reads one consistent day while 40 payments are recorded at once', async () => {
    await people();
    await seed().rows.applications([
      { ...applicationRow('a1', 'u1'), reference: 'SEVA-1', createdAt: noon },
    ]);
    const writes = Array.from({ length: 40 }, (_, i) =>
      seed().rows.payments([
        payment(`p${String(i).padStart(2, '0')}`, i + 1, noon, { applicationId: 'a1' }),
      ]),
    );
    const readings = Array.from({ length: 10 }, () => repo().between(day));
    await Promise.all(writes);
    for (const rows of [...(await Promise.all(readings)), await repo().between(day)]) {
      const taken = rows.payments.reduce((sum, row) => sum + row.payment.amount, 0);
      expect(rows.applications[0]?.paid).toBe(taken);
    }
    const final = await repo().between(day);
    expect(final.payments).toHaveLength(40);
    expect(final.applications[0]?.paid).toBe((40 * 41) / 2);
  });
});
