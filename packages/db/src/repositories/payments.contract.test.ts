import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as pgSchema from '../schema.pg.ts';
import * as sqliteSchema from '../schema.ts';
import { applicationRow, type Backend, describeEachBackend, orderRow } from '../test/backends.ts';
import type { NewNotification, NoticeRecipient, Notify } from './notifications.ts';
import type { NewPayment, PaymentsRepository } from './payments.ts';

const start = Date.parse('2026-11-23T10:00:00.000Z');
const at = (minutes: number) => new Date(start + minutes * 60_000);
const year = '2026-27';
let ids = 0;
function newId(prefix: string): string {
  ids += 1;
  return `${prefix}${String(ids).padStart(6, '0')}`;
}

const payment = (amount: number, minutes = 0, by = 'operator'): NewPayment => ({
  id: newId('pay'),
  financialYear: year,
  amount,
  method: 'cash',
  utr: null,
  reversesId: null,
  reason: null,
  recordedBy: by,
  createdAt: at(minutes),
});

/** A notice per unit, as a service composes it: one row to the recipient, if there is one. */
function notice(seen: Array<NoticeRecipient | null> = []): Notify<unknown> {
  return (recipient) => {
    seen.push(recipient);
    if (!recipient) return [];
    const row: NewNotification = {
      id: newId('ntf'),
      kind: 'payment_received',
      channel: 'sms',
      userId: recipient.id,
      recipientMasked: 'XXXXXX1234',
      message: 'sealed',
      urgent: false,
      nextAttemptAt: at(0),
      expiresAt: null,
      createdAt: at(0),
    };
    return [row];
  };
}

const sorted = (numbers: number[]) => [...numbers].sort((a, b) => a - b);
const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** The order's paid mark as the table holds it. */
async function paidMark(backend: Backend, id: string) {
  const { database } = backend;
  const row =
    database.dialect === 'sqlite'
      ? database.db.select().from(sqliteSchema.orders).where(eq(sqliteSchema.orders.id, id)).get()
      : (await database.db.select().from(pgSchema.orders).where(eq(pgSchema.orders.id, id)))[0];
  if (!row) throw new Error(`no order ${id}`);
  return {
    paid: row.paid,
    paidAmount: row.paidAmount,
    paidMethod: row.paidMethod,
    paidAt: row.paidAt,
    paidBy: row.paidBy,
  };
}

async function outboxRows(backend: Backend) {
  const { database } = backend;
  return database.dialect === 'sqlite'
    ? database.db.select().from(sqliteSchema.notifications).all()
    : await database.db.select().from(pgSchema.notifications);
}

describeEachBackend('the payments repository', (backend) => {
  const payments = (): PaymentsRepository => backend().repositories.payments;

  async function seed(fee = { governmentFee: 100, serviceCharge: 50 }) {
    const { seed } = backend();
    await seed.user('citizen', 'Asha');
    await seed.user('operator', 'Ravi');
    await seed.rows.applications([{ ...applicationRow('app1', 'citizen'), ...fee }]);
    await seed.rows.products([
      {
        slug: 'test-product',
        kind: 'product',
        title: 'Lamination',
        description: 'A4',
        price: 10,
        unit: 'copy',
        createdAt: at(0),
        updatedAt: at(0),
      },
    ]);
    await seed.rows.orders([{ ...orderRow('ord1', 'citizen'), amount: 30 }]);
  }

  it("takes an application's fee up to what is due, with gapless receipts and its notice", async () => {
    await seed();
    const seen: Array<NoticeRecipient | null> = [];
    const app = (p: NewPayment) => ({ ...p, applicationId: 'app1' });
    expect(
      await payments().payApplication({ ...payment(10), applicationId: 'nope' }, notice(seen)),
    ).toEqual({ refused: 'not_found' });
    expect(await payments().payApplication(app(payment(151)), notice(seen))).toEqual({
      refused: 'overpaid',
      due: 150,
    });
    const first = await payments().payApplication(app(payment(100, 1)), notice(seen));
    const second = await payments().payApplication(app(payment(50, 2)), notice(seen));
    expect(first).toMatchObject({
      payment: { receiptNumber: 'SEVA/2026-27/000001', sequence: 1, amount: 100, orderId: null },
    });
    expect(second).toMatchObject({ payment: { receiptNumber: 'SEVA/2026-27/000002' } });
    expect(await payments().payApplication(app(payment(1)), notice(seen))).toEqual({
      refused: 'already_paid',
    });
    expect(seen.map((recipient) => recipient?.name)).toEqual(['Asha', 'Asha']);
    expect((await outboxRows(backend())).map((row) => row.userId)).toEqual(['citizen', 'citizen']);
    expect(await payments().paidOnApplication('app1')).toBe(150);
    expect((await payments().ofApplication('app1')).map((row) => row.amount)).toEqual([100, 50]);
    expect(await payments().ofApplication('nope')).toEqual([]);
    expect(await payments().paidOnApplication('nope')).toBe(0);
  });

  it('refuses an application with no fee', async () => {
    await seed({ governmentFee: 0, serviceCharge: 0 });
    expect(
      await payments().payApplication({ ...payment(1), applicationId: 'app1' }, notice()),
    ).toEqual({ refused: 'no_fee' });
  });

  it('writes nothing, and takes no number, when the notice fails', async () => {
    await seed();
    const failing: Notify<unknown> = () => {
      throw new Error('the notice failed');
    };
    await expect(
      payments().payApplication({ ...payment(10), applicationId: 'app1' }, failing),
    ).rejects.toThrow('the notice failed');
    expect(await payments().ofApplication('app1')).toEqual([]);
    const next = await payments().payApplication(
      { ...payment(10), applicationId: 'app1' },
      notice(),
    );
    expect(next).toMatchObject({ payment: { sequence: 1 } });
    expect(await outboxRows(backend())).toHaveLength(1);
  });

  it("takes an order's payments and keeps its paid mark", async () => {
    await seed();
    const { seed: rows } = backend();
    await rows.rows.orders([
      { ...orderRow('cancelled', 'citizen'), status: 'cancelled' },
      { ...orderRow('free', 'citizen'), amount: 0 },
    ]);
    const order = (id: string, p: NewPayment) => ({ ...p, orderId: id });
    expect(await payments().payOrder(order('nope', payment(1)), notice())).toEqual({
      refused: 'not_found',
    });
    expect(await payments().payOrder(order('cancelled', payment(1)), notice())).toEqual({
      refused: 'cancelled',
    });
    expect(await payments().payOrder(order('free', payment(1)), notice())).toEqual({
      refused: 'nothing_due',
    });
    expect(await payments().payOrder(order('ord1', payment(31)), notice())).toEqual({
      refused: 'overpaid',
      due: 30,
    });
    const part = await payments().payOrder(order('ord1', payment(10, 1)), notice());
    expect(part).toMatchObject({ order: { paid: false, paidAmount: 10 } });
    expect(await paidMark(backend(), 'ord1')).toEqual({
      paid: false,
      paidAmount: 10,
      paidMethod: 'cash',
      paidAt: at(1),
      paidBy: 'operator',
    });
    const rest = await payments().payOrder(
      order('ord1', { ...payment(20, 2), method: 'upi', utr: '123456789012' }),
      notice(),
    );
    expect(rest).toMatchObject({ payment: { sequence: 2 }, order: { paid: true, paidAmount: 30 } });
    expect(await paidMark(backend(), 'ord1')).toEqual({
      paid: true,
      paidAmount: 30,
      paidMethod: 'upi',
      paidAt: at(2),
      paidBy: 'operator',
    });
    expect(await payments().payOrder(order('ord1', payment(1)), notice())).toEqual({
      refused: 'already_paid',
    });
    expect(await outboxRows(backend())).toHaveLength(2);
  });

  it('reverses a payment once, and an order follows its money', async () => {
    await seed();
    const first = await payments().payOrder({ ...payment(10, 1), orderId: 'ord1' }, notice());
    const second = await payments().payOrder({ ...payment(20, 2), orderId: 'ord1' }, notice());
    if (!('payment' in first) || !('payment' in second)) throw new Error('not paid');
    const reversal = (id: string) => ({
      id: newId('rev'),
      reverses: id,
      reason: 'Typed twice',
      recordedBy: 'operator',
      financialYear: year,
      createdAt: at(3),
    });
    expect(await payments().reverse(reversal('nope'))).toEqual({ refused: 'not_found' });
    const undone = await payments().reverse(reversal(second.payment.id));
    expect(undone).toMatchObject({
      reversal: {
        amount: -20,
        reversesId: second.payment.id,
        orderId: 'ord1',
        reason: 'Typed twice',
        receiptNumber: 'SEVA/2026-27/000003',
      },
      original: { id: second.payment.id },
    });
    // The part payment still standing stays on the order, which is unpaid again.
    expect(await paidMark(backend(), 'ord1')).toEqual({
      paid: false,
      paidAmount: 10,
      paidMethod: 'cash',
      paidAt: at(1),
      paidBy: 'operator',
    });
    expect(await payments().reverse(reversal(second.payment.id))).toEqual({ refused: 'reversed' });
    if (!('reversal' in undone)) throw new Error('not reversed');
    expect(await payments().reverse(reversal(undone.reversal.id))).toEqual({
      refused: 'reversal',
    });
    await payments().reverse(reversal(first.payment.id));
    expect(await paidMark(backend(), 'ord1')).toEqual({
      paid: false,
      paidAmount: null,
      paidMethod: null,
      paidAt: null,
      paidBy: null,
    });
  });

  it('answers a receipt with what it was for', async () => {
    await seed();
    const paid = await payments().payApplication(
      { ...payment(100, 1), applicationId: 'app1' },
      notice(),
    );
    const order = await payments().payOrder({ ...payment(30, 2), orderId: 'ord1' }, notice());
    if (!('payment' in paid) || !('payment' in order)) throw new Error('not paid');
    expect(await payments().receipt(paid.payment.id)).toEqual({
      payment: paid.payment,
      application: {
        userId: 'citizen',
        reference: 'SEVA-TEST-app1',
        serviceType: 'PanCard',
        governmentFee: 100,
        serviceCharge: 50,
      },
      citizen: { name: 'Asha', language: 'en', mobile: null },
      operator: { name: 'Ravi' },
      reversedNumber: null,
    });
    const undone = await payments().reverse({
      id: newId('rev'),
      reverses: order.payment.id,
      reason: 'Wrong order',
      recordedBy: 'operator',
      financialYear: year,
      createdAt: at(3),
    });
    if (!('reversal' in undone)) throw new Error('not reversed');
    expect(await payments().receipt(undone.reversal.id)).toMatchObject({
      order: { userId: 'citizen', reference: 'SEVA-ORDER-ord1', product: 'Lamination', amount: 30 },
      reversedNumber: order.payment.receiptNumber,
    });
    expect(await payments().find(order.payment.id)).toEqual(order.payment);
    expect(await payments().find('nope')).toBeNull();
    expect(await payments().receipt('nope')).toBeNull();
  });

  it('gives 20 payments at once from two processes consecutive receipts, never more than due', async () => {
    await seed();
    const { seed: rows } = backend();
    await rows.rows.applications(
      upTo(20).map((n) => ({ ...applicationRow(`many${n}`, 'citizen'), governmentFee: 5 })),
    );
    const other = backend().anotherProcess().payments;
    // 20 applications paid at once, and 20 payments of 2 on one order of 30 at once.
    const [paid, onOrder] = await Promise.all([
      Promise.all(
        upTo(20).map((n) =>
          (n % 2 ? other : payments()).payApplication(
            { ...payment(5), applicationId: `many${n}` },
            notice(),
          ),
        ),
      ),
      Promise.all(
        upTo(20).map((n) =>
          (n % 2 ? payments() : other).payOrder({ ...payment(2), orderId: 'ord1' }, notice()),
        ),
      ),
    ]);
    const sequences = [...paid, ...onOrder].flatMap((outcome) =>
      'payment' in outcome ? [outcome.payment.sequence] : [],
    );
    // 15 payments of 2 fill the order; the other 5 find it paid (or too little due).
    expect(onOrder.filter((outcome) => 'payment' in outcome)).toHaveLength(15);
    expect(sorted(sequences)).toEqual(upTo(35));
    expect(await paidMark(backend(), 'ord1')).toMatchObject({ paid: true, paidAmount: 30 });
  });

  it('reverses a payment once when two processes reverse it at once', async () => {
    await seed();
    const paid = await payments().payOrder({ ...payment(30), orderId: 'ord1' }, notice());
    if (!('payment' in paid)) throw new Error('not paid');
    const other = backend().anotherProcess().payments;
    const outcomes = await Promise.all(
      upTo(6).map((n) =>
        (n % 2 ? other : payments()).reverse({
          id: newId('rev'),
          reverses: paid.payment.id,
          reason: 'Twice',
          recordedBy: 'operator',
          financialYear: year,
          createdAt: at(1),
        }),
      ),
    );
    expect(outcomes.filter((outcome) => 'reversal' in outcome)).toHaveLength(1);
    expect(
      outcomes.filter((outcome) => 'refused' in outcome && outcome.refused === 'reversed'),
    ).toHaveLength(5);
    expect(await paidMark(backend(), 'ord1')).toMatchObject({ paid: false, paidAmount: null });
  });
});
