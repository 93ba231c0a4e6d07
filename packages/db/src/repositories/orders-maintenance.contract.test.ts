import { expect, it } from 'vitest';
import { type Backend, describeEachBackend, orderRow } from '../test/backends.ts';
import type { OrdersMaintenanceRepository } from './orders-maintenance.ts';

/** Rows read (or written) with plain SQL, the same text on both dialects. */
async function query(backend: Backend, text: string): Promise<Array<Record<string, unknown>>> {
  const { database } = backend;
  if (database.dialect === 'sqlite') {
    const statement = database.db.$client.prepare(text);
    if (!statement.reader) {
      statement.run();
      return [];
    }
    return statement.all() as Array<Record<string, unknown>>;
  }
  return (await database.db.$client.query(text)).rows;
}

const ids = (count: number) =>
  Array.from({ length: count }, (_, i) => `o${String(i).padStart(3, '0')}`);

/** A pretend keyring: the sealed value names the key and carries the numbers as they were. */
const sealWith = (key: number, calls: string[] = []) => ({
  seal(row: { id: string; details: string }) {
    calls.push(row.id);
    return {
      details: '{"masked":true}',
      identitySealed: `v1.${key}.${row.details}`,
      hashes: [`${key}-${row.id}`],
    };
  },
  reseal(row: { id: string; identitySealed: string | null }) {
    calls.push(row.id);
    return {
      identitySealed: `v1.${key}.${row.identitySealed?.split('.').slice(2).join('.')}`,
      hashes: [`${key}-${row.id}`],
    };
  },
});

describeEachBackend('the orders maintenance repository', (backend) => {
  const repo = () => backend().repositories.ordersMaintenance;
  const seed = () => backend().seed;

  async function seedOrders(orderIds: string[], identitySealed: (i: number) => string | null) {
    await seed().user('u1');
    await seed().rows.orders(
      orderIds.map((id, i) => ({
        ...orderRow(id, 'u1'),
        details: `{"pan":"ABCDE${i}"}`,
        identitySealed: identitySealed(i),
      })),
    );
  }

  it('seals the orders left plain, by id, a batch at a time', async () => {
    await seedOrders(ids(3), (i) => (i === 1 ? 'v1.1.{}' : null));
    const { seal } = sealWith(1);
    expect(await repo().sealLeftPlain({ limit: 1, seal })).toBe(1);
    expect(await repo().sealLeftPlain({ limit: 5, seal })).toBe(1);
    expect(await repo().sealLeftPlain({ limit: 5, seal })).toBe(0);
    expect(
      await query(backend(), 'SELECT id, details, identity_sealed FROM orders ORDER BY id'),
    ).toEqual([
      { id: 'o000', details: '{"masked":true}', identity_sealed: 'v1.1.{"pan":"ABCDE0"}' },
      { id: 'o001', details: '{"pan":"ABCDE1"}', identity_sealed: 'v1.1.{}' },
      { id: 'o002', details: '{"masked":true}', identity_sealed: 'v1.1.{"pan":"ABCDE2"}' },
    ]);
    expect(
      (await query(backend(), 'SELECT hash FROM order_identity_hashes ORDER BY hash')).map(
        (row) => row.hash,
      ),
    ).toEqual(['1-o000', '1-o002']);
  });

  it('two processes sealing at once: every order sealed once', async () => {
    const all = ids(50);
    await seedOrders(all, () => null);
    const other = backend().anotherProcess().ordersMaintenance;
    const calls: string[] = [];
    const run = async (on: OrdersMaintenanceRepository) => {
      let done = 0;
      for (;;) {
        const sealed = await on.sealLeftPlain({ limit: 6, seal: sealWith(1, calls).seal });
        if (sealed === 0) return done;
        done += sealed;
      }
    };
    const [a, b] = await Promise.all([run(repo()), run(other)]);
    expect(a + b).toBe(50);
    expect([...calls].sort()).toEqual(all);
    expect(await query(backend(), 'SELECT hash FROM order_identity_hashes')).toHaveLength(50);
  });

  it('re-seals the orders of other keys only', async () => {
    await seedOrders(ids(3), (i) => (i === 1 ? 'v1.2.{"b":1}' : `v1.1.{"a":${i}}`));
    const calls: string[] = [];
    const { reseal } = sealWith(2, calls);
    expect(await repo().resealOtherKeys({ limit: 1, currentPrefix: 'v1.2.', seal: reseal })).toBe(
      1,
    );
    expect(await repo().resealOtherKeys({ limit: 5, currentPrefix: 'v1.2.', seal: reseal })).toBe(
      1,
    );
    expect(await repo().resealOtherKeys({ limit: 5, currentPrefix: 'v1.2.', seal: reseal })).toBe(
      0,
    );
    expect(calls.sort()).toEqual(['o000', 'o002']);
    expect(
      (await query(backend(), 'SELECT identity_sealed FROM orders ORDER BY id')).map(
        (row) => row.identity_sealed,
      ),
    ).toEqual(['v1.2.{"a":0}', 'v1.2.{"b":1}', 'v1.2.{"a":2}']);
  });

  it('prunes the hashes not kept, by id', async () => {
    await seedOrders(ids(3), () => 'v1.2.{}');
    await query(
      backend(),
      "INSERT INTO order_identity_hashes (order_id, hash) VALUES ('o000', 'old-0'), ('o000', 'new-0'), ('o001', 'old-1'), ('o002', 'new-2')",
    );
    const keep = (row: { id: string }) => [`new-${row.id.slice(-1)}`];
    expect(await repo().pruneHashes({ afterId: '', limit: 2, keep })).toEqual({
      lastId: 'o001',
      removed: 2,
    });
    expect(await repo().pruneHashes({ afterId: 'o001', limit: 2, keep })).toEqual({
      lastId: 'o002',
      removed: 0,
    });
    expect(await repo().pruneHashes({ afterId: 'o002', limit: 2, keep })).toEqual({
      lastId: null,
      removed: 0,
    });
    expect(
      (await query(backend(), 'SELECT hash FROM order_identity_hashes ORDER BY hash')).map(
        (row) => row.hash,
      ),
    ).toEqual(['new-0', 'new-2']);
  });
});
