import { expect, it } from 'vitest';
import { describeEachBackend } from '../test/backends.ts';
import type { NewNotification, NoticeRecipient, Notify } from './notifications.ts';
import * as pgParts from './orders.pg.ts';
import * as sqliteParts from './orders.sqlite.ts';
import type { NewPlacement, OrdersQuery } from './orders.ts';

const start = Date.parse('2026-11-23T10:00:00.000Z');
const at = (minutes: number) => new Date(start + minutes * 60_000);
const plenty = 1_000_000;
let ids = 0;
function newId(prefix: string): string {
  ids += 1;
  return `${prefix}${String(ids).padStart(6, '0')}`;
}

function placement(
  id: string,
  userId: string,
  minutes = 0,
  options: { files?: number[]; hashes?: string[]; applicantName?: string; filedBy?: string } = {},
): NewPlacement {
  const applicantName = options.applicantName ?? 'Asha Devi';
  return {
    order: {
      id,
      userId,
      productSlug: 'lamination',
      productTitle: 'Lamination',
      unit: 'copy',
      unitPrice: 10,
      quantity: 2,
      amount: 20,
      applicantName,
      applicantNameKey: applicantName.toLowerCase(),
      details: '{"fullName":"Asha Devi"}',
      identitySealed: null,
      status: 'pending',
      paid: false,
      paidAmount: null,
      paidMethod: null,
      paidAt: null,
      paidBy: null,
      atCounter: options.filedBy !== undefined,
      filedBy: options.filedBy ?? null,
      createdAt: at(minutes),
      updatedAt: at(minutes),
    },
    referenceYear: 2026,
    identityHashes: options.hashes ?? [],
    files: (options.files ?? []).map((size, n) => ({
      id: `${id}-file${n}`,
      field: n === 0 ? 'document' : `photo${n}`,
      storageKey: `key-${id}-${n}`,
      originalName: 'scan.pdf',
      contentType: 'application/pdf',
      size,
      sha256: 'a'.repeat(64),
      createdAt: at(minutes),
    })),
    historyId: newId('his'),
  };
}

/** A notice per unit: one row to the recipient, if there is one; `seen` records each call. */
function notice(seen: Array<NoticeRecipient | null> = []): Notify<unknown> {
  return (recipient) => {
    seen.push(recipient);
    if (!recipient) return [];
    const row: NewNotification = {
      id: newId('ntf'),
      kind: 'order_placed',
      channel: 'email',
      userId: recipient.id,
      recipientMasked: 'a***@example.in',
      message: 'sealed',
      urgent: false,
      nextAttemptAt: at(0),
      expiresAt: null,
      createdAt: at(0),
    };
    return [row];
  };
}

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describeEachBackend('the orders repository', (backend) => {
  const orders = () => backend().repositories.orders;

  async function seed() {
    const { seed } = backend();
    await seed.user('asha', 'Asha Devi');
    await seed.user('ravi', 'Ravi Kumar');
    await seed.user('operator', 'Operator');
    await seed.rows.products([
      {
        slug: 'lamination',
        kind: 'product',
        title: 'Lamination',
        description: 'A4',
        price: 10,
        unit: 'copy',
        createdAt: at(0),
        updatedAt: at(0),
      },
    ]);
  }

  async function placed(...args: Parameters<typeof placement>) {
    const outcome = await orders().place(placement(...args), notice(), plenty);
    if (!('order' in outcome)) throw new Error('not placed');
    return outcome.order;
  }

  it('places an order with its reference, files, blind index, history and notice', async () => {
    await seed();
    const seen: Array<NoticeRecipient | null> = [];
    const first = await orders().place(
      placement('ord1', 'asha', 1, { files: [300, 200], hashes: ['h1', 'h2'] }),
      notice(seen),
      plenty,
    );
    expect(first).toMatchObject({ order: { id: 'ord1', reference: 'SEVA-2026-000001' } });
    const second = await placed('ord2', 'asha', 2, { filedBy: 'operator' });
    expect(second.reference).toBe('SEVA-2026-000002');
    expect(seen.map((recipient) => recipient?.name)).toEqual(['Asha Devi']);
    expect(await orders().find('ord1')).toEqual({
      ...placement('ord1', 'asha', 1).order,
      reference: 'SEVA-2026-000001',
    });
    expect(await orders().find('nope')).toBeNull();
    const parts = await orders().partsOf(['ord1', 'ord2', 'nope']);
    expect(parts.files.map((file) => [file.orderId, file.field, file.size])).toEqual([
      ['ord1', 'document', 300],
      ['ord1', 'photo1', 200],
    ]);
    expect(
      parts.history.map((change) => [change.orderId, change.toStatus, change.changedByName]),
    ).toEqual([
      ['ord1', 'pending', 'Asha Devi'],
      ['ord2', 'pending', 'Operator'],
    ]);
    expect(await orders().findFile('ord1', 'ord1-file0')).toMatchObject({ size: 300 });
    expect(await orders().findFile('ord2', 'ord1-file0')).toBeNull();
    expect(await orders().owner('asha')).toEqual({
      id: 'asha',
      name: 'Asha Devi',
      email: null,
      mobile: null,
      language: 'en',
    });
    expect(await orders().owner('nope')).toBeNull();
    expect(await orders().product('lamination')).toMatchObject({ title: 'Lamination' });
    expect(await orders().product('nope')).toBeNull();
    // The blind index finds it.
    const found = await orders().page({
      search: { words: ['nothing'], identityHash: 'h2' },
      after: null,
      limit: 10,
    });
    expect(found.rows.map((row) => row.order.id)).toEqual(['ord1']);
  });

  it('refuses files that do not fit, writes nothing and takes no reference', async () => {
    await seed();
    await backend().seed.settings(null);
    expect(
      await orders().place(placement('ord1', 'asha', 1, { files: [60, 50] }), notice(), 100),
    ).toEqual({ full: { quotaBytes: null, usedBytes: 0 } });
    await orders().place(placement('ord2', 'asha', 2, { files: [60] }), notice(), 100);
    expect(
      await orders().place(placement('ord3', 'asha', 3, { files: [41] }), notice(), 100),
    ).toEqual({ full: { quotaBytes: null, usedBytes: 60 } });
    // An order without files is not held to the space.
    const free = await orders().place(placement('ord4', 'asha', 4), notice(), 100);
    expect(free).toMatchObject({ order: { reference: 'SEVA-2026-000002' } });
    expect((await orders().ofOwner('asha')).map((order) => order.id)).toEqual(['ord4', 'ord2']);
  });

  it('writes nothing, and gives the reference back, when the notice fails', async () => {
    await seed();
    const failing: Notify<unknown> = () => {
      throw new Error('the notice failed');
    };
    await expect(
      orders().place(placement('ord1', 'asha', 1, { files: [10], hashes: ['h'] }), failing, plenty),
    ).rejects.toThrow('the notice failed');
    expect(await orders().find('ord1')).toBeNull();
    expect((await placed('ord2', 'asha', 2)).reference).toBe('SEVA-2026-000001');
  });

  it('gives 20 orders placed at once from two processes the references 1 to 20', async () => {
    await seed();
    const other = backend().anotherProcess().orders;
    const outcomes = await Promise.all(
      upTo(20).map((n) =>
        (n % 2 ? other : orders()).place(
          placement(`ord${n}`, n % 3 ? 'asha' : 'ravi', n, { files: [10] }),
          notice(),
          plenty,
        ),
      ),
    );
    const references = outcomes.map((outcome) =>
      'order' in outcome ? outcome.order.reference : '',
    );
    expect(references.sort()).toEqual(
      upTo(20).map((n) => `SEVA-2026-${String(n).padStart(6, '0')}`),
    );
  });

  it('moves an order once from the status it had, with its history and the notice asked for', async () => {
    await seed();
    await placed('ord1', 'asha', 1);
    const seen: Array<NoticeRecipient | null> = [];
    const move = (from: 'pending' | 'in_progress', to: 'in_progress' | 'completed', m: number) => ({
      orderId: 'ord1',
      from,
      to,
      by: 'operator',
      at: at(m),
      historyId: newId('his'),
    });
    expect(await orders().move(move('pending', 'in_progress', 2), notice(seen))).toBe(true);
    expect(await orders().move(move('pending', 'in_progress', 3), notice(seen))).toBe(false);
    expect(
      await orders().move({ ...move('pending', 'in_progress', 3), orderId: 'nope' }, null),
    ).toBe(false);
    expect(await orders().move(move('in_progress', 'completed', 4), null)).toBe(true);
    expect(seen).toHaveLength(1);
    expect(await orders().find('ord1')).toMatchObject({ status: 'completed', updatedAt: at(4) });
    const { history } = await orders().partsOf(['ord1']);
    expect(
      history.map((change) => [change.fromStatus, change.toStatus, change.changedByName]),
    ).toEqual([
      [null, 'pending', 'Asha Devi'],
      ['pending', 'in_progress', 'Operator'],
      ['in_progress', 'completed', 'Operator'],
    ]);
  });

  it('lets one of two moves at once from the same status win', async () => {
    await seed();
    await placed('ord1', 'asha', 1);
    const other = backend().anotherProcess().orders;
    const results = await Promise.all(
      upTo(6).map((n) =>
        (n % 2 ? other : orders()).move(
          {
            orderId: 'ord1',
            from: 'pending',
            to: n % 2 ? 'cancelled' : 'in_progress',
            by: 'operator',
            at: at(2),
            historyId: newId('his'),
          },
          null,
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await orders().partsOf(['ord1'])).history).toHaveLength(2);
  });

  it("lists an owner's orders and the operators' pages, filtered and searched", async () => {
    await seed();
    await placed('ord1', 'asha', 1, { applicantName: 'रवि कुमार' });
    await placed('ord2', 'asha', 2, { applicantName: 'Sita Ram' });
    await placed('ord3', 'ravi', 2, { applicantName: '100%_done' });
    await placed('ord4', 'ravi', 3, { applicantName: 'Asha Devi' });
    await orders().move(
      {
        orderId: 'ord2',
        from: 'pending',
        to: 'cancelled',
        by: 'asha',
        at: at(4),
        historyId: newId('his'),
      },
      null,
    );
    expect((await orders().ofOwner('asha')).map((order) => order.id)).toEqual(['ord2', 'ord1']);
    expect((await orders().ofOwner('asha', 'cancelled')).map((order) => order.id)).toEqual([
      'ord2',
    ]);
    const page = async (query: Omit<OrdersQuery, 'after' | 'limit'>, limit = 10) => {
      const result = await orders().page({ ...query, after: null, limit });
      return {
        ids: result.rows.map((row) => row.order.id),
        total: result.total,
        more: result.more,
      };
    };
    expect(await page({})).toEqual({
      ids: ['ord4', 'ord3', 'ord2', 'ord1'],
      total: 4,
      more: false,
    });
    expect(await page({ status: 'pending' }, 2)).toEqual({
      ids: ['ord4', 'ord3'],
      total: 3,
      more: true,
    });
    expect((await page({ paid: false })).total).toBe(4);
    expect((await page({ paid: true })).total).toBe(0);
    expect(await page({ search: { reference: 'SEVA-2026-000003' } })).toMatchObject({
      ids: ['ord3'],
    });
    // Words start words of the applicant's name or of the account holder's, in any order.
    expect((await page({ search: { words: ['कुमार'], identityHash: null } })).ids).toEqual(['ord1']);
    expect((await page({ search: { words: ['kum', 'rav'], identityHash: null } })).ids).toEqual([
      'ord4',
      'ord3',
    ]);
    expect((await page({ search: { words: ['asha'], identityHash: null } })).ids).toEqual([
      'ord4',
      'ord2',
      'ord1',
    ]);
    expect((await page({ search: { words: ['100%_'], identityHash: null } })).ids).toEqual([
      'ord3',
    ]);
    expect((await page({ search: { words: ['%'], identityHash: null } })).ids).toEqual([]);
    expect(await page({ search: { words: [], identityHash: null } })).toEqual({
      ids: [],
      total: 0,
      more: false,
    });
    expect(await orders().unpaidCount()).toBe(3);
  });

  it('pages the operators newest first without gaps, ties broken by id', async () => {
    await seed();
    for (const n of upTo(7)) await placed(`ord${n}`, 'asha', n < 4 ? 1 : n);
    const seen: string[] = [];
    let after = null;
    for (;;) {
      const result = await orders().page({ after, limit: 3 });
      seen.push(...result.rows.map((row) => row.order.id));
      const last = result.rows.at(-1);
      if (!result.more || !last) break;
      after = { createdAt: last.order.createdAt, id: last.order.id };
    }
    expect(seen).toEqual(['ord7', 'ord6', 'ord5', 'ord4', 'ord3', 'ord2', 'ord1']);
  });

  it("erases an account's orders: paid ones kept for the accounts, emptied", async () => {
    await seed();
    await placed('ord1', 'asha', 1, { files: [10], hashes: ['h1'] });
    await placed('ord2', 'asha', 2, { files: [20, 30], hashes: ['h2'] });
    await placed('ord3', 'ravi', 3, { files: [40] });
    await backend().seed.rows.payments([
      {
        id: 'pay1',
        receiptNumber: 'SEVA/2026-27/000001',
        financialYear: '2026-27',
        sequence: 1,
        orderId: 'ord2',
        amount: 20,
        method: 'cash',
        recordedBy: 'operator',
        createdAt: at(3),
      },
    ]);
    expect(await orders().hasInProgress('asha')).toBe(true);
    expect(await orders().hasInProgress('operator')).toBe(false);
    const erased = await orders().eraseOf('asha', at(5), 'Erased');
    expect({ ...erased, storageKeys: erased.storageKeys.sort() }).toEqual({
      removed: 1,
      kept: 1,
      storageKeys: ['key-ord1-0', 'key-ord2-0', 'key-ord2-1'],
    });
    expect(await orders().find('ord1')).toBeNull();
    expect(await orders().find('ord2')).toMatchObject({
      applicantName: 'Erased',
      applicantNameKey: '',
      details: '{}',
      identitySealed: null,
      updatedAt: at(5),
      amount: 20,
    });
    expect((await orders().partsOf(['ord2'])).files).toEqual([]);
    expect(
      (await orders().page({ search: { words: ['x'], identityHash: 'h2' }, after: null, limit: 5 }))
        .rows,
    ).toEqual([]);
    expect((await orders().partsOf(['ord2'])).history).toHaveLength(1);
    expect(await orders().find('ord3')).not.toBeNull();
  });

  it("erases in the caller's transaction with the part, and not at all if it rolls back", async () => {
    await seed();
    await placed('ord1', 'asha', 1, { files: [10] });
    const { database } = backend();
    const failed = new Error('the erasure failed');
    const erase = async (rollBack: boolean) => {
      if (database.dialect === 'sqlite') {
        return database.db.transaction((tx) => {
          const erased = sqliteParts.eraseOrdersOf(tx, 'asha', at(2), 'Erased');
          if (rollBack) throw failed;
          return erased;
        });
      }
      return database.db.transaction(async (tx) => {
        const erased = await pgParts.eraseOrdersOf(tx, 'asha', at(2), 'Erased');
        if (rollBack) throw failed;
        return erased;
      });
    };
    await expect(erase(true)).rejects.toBe(failed);
    expect(await orders().find('ord1')).not.toBeNull();
    expect(await erase(false)).toEqual({ removed: 1, kept: 0, storageKeys: ['key-ord1-0'] });
    expect(await orders().find('ord1')).toBeNull();
  });
});
