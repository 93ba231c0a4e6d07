import { expect, it } from 'vitest';
import * as pgSchema from '../schema.pg.ts';
import * as sqliteSchema from '../schema.ts';
import { describeEachBackend } from '../test/backends.ts';
import * as pgParts from './applications-fees.pg.ts';
import * as sqliteParts from './applications-fees.sqlite.ts';
import type { FeeChange } from './applications-fees.ts';

const start = Date.parse('2026-11-23T10:00:00.000Z');
const at = (minutes: number) => new Date(start + minutes * 60_000);

const change = (id: string, governmentFee: number, minutes = 1, by = 'operator'): FeeChange => ({
  id,
  serviceType: 'PanCard',
  governmentFee,
  serviceCharge: 60,
  workingDays: 12,
  by,
  at: at(minutes),
});

const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describeEachBackend('the applications fees repository', (backend) => {
  const fees = () => backend().repositories.applicationsFees;

  it("answers every type's fee in the types' order, and the trail newest first", async () => {
    await backend().seed.user('operator', 'Operator');
    await backend().seed.user('gone', 'Gone');
    const before = await fees().overview(20);
    expect(
      before.fees.map((fee) => [
        fee.serviceType,
        fee.governmentFee,
        fee.serviceCharge,
        fee.workingDays,
      ]),
    ).toEqual([
      ['PanCard', 107, 50, 15],
      ['RTPS', 0, 30, 10],
      ['JobCard', 0, 20, 15],
      ['ITR', 0, 300, 7],
    ]);
    expect(before.changes).toEqual([]);
    expect(await fees().current()).toEqual(before.fees);

    expect(await fees().update(change('c1', 120, 1))).toMatchObject({
      serviceType: 'PanCard',
      governmentFee: 107,
      serviceCharge: 50,
      workingDays: 15,
    });
    // Two at the same instant: the later id first.
    await fees().update(change('c3', 130, 2, 'gone'));
    await fees().update({ ...change('c2', 0, 2), serviceType: 'ITR', serviceCharge: 350 });
    await backend().seed.deleteUser('gone');

    const after = await fees().overview(20);
    expect(after.fees[0]).toMatchObject({
      serviceType: 'PanCard',
      governmentFee: 130,
      serviceCharge: 60,
      workingDays: 12,
      updatedBy: null,
      updatedAt: at(2),
    });
    expect(after.fees[3]).toMatchObject({
      serviceType: 'ITR',
      serviceCharge: 350,
      updatedBy: 'operator',
    });
    expect(after.changes.map(({ change, by }) => [change.id, by])).toEqual([
      ['c3', null],
      ['c2', 'Operator'],
      ['c1', 'Operator'],
    ]);
    expect(after.changes[2]?.change).toEqual({
      id: 'c1',
      serviceType: 'PanCard',
      changedBy: 'operator',
      changedAt: at(1),
      oldGovernmentFee: 107,
      newGovernmentFee: 120,
      oldServiceCharge: 50,
      newServiceCharge: 60,
      oldWorkingDays: 15,
      newWorkingDays: 12,
    });
    expect((await fees().overview(2)).changes.map(({ change }) => change.id)).toEqual(['c3', 'c2']);
  });

  it('chains 50 changes at once from two processes: each records the fee it replaced', async () => {
    await backend().seed.user('operator', 'Operator');
    const other = backend().anotherProcess().applicationsFees;
    const replaced = await Promise.all(
      upTo(50).map((n) =>
        (n % 2 ? other : fees()).update(change(`c${String(n).padStart(2, '0')}`, 1000 + n)),
      ),
    );
    const { fees: now, changes } = await fees().overview(100);
    expect(changes).toHaveLength(50);
    // One chain from the seeded fee: every fee replaced once, the last one stands.
    const ascending = (a: number, b: number) => a - b;
    const olds = changes.map(({ change }) => change.oldGovernmentFee).sort(ascending);
    const news = changes.map(({ change }) => change.newGovernmentFee);
    const standing = now[0]?.governmentFee ?? 0;
    expect(olds).toEqual([107, ...news.filter((fee) => fee !== standing)].sort(ascending));
    expect(replaced.map((fee) => fee?.governmentFee ?? 0).sort(ascending)).toEqual(olds);
  });

  it('answers null for a type without its row, writing nothing', async () => {
    const { database } = backend();
    if (database.dialect === 'sqlite') {
      database.db.delete(sqliteSchema.serviceFees).run();
    } else {
      await database.db.delete(pgSchema.serviceFees);
    }
    expect(await fees().update(change('c1', 1))).toBeNull();
    expect(await fees().overview(20)).toEqual({ fees: [], changes: [] });
  });

  it("reads a type's fee in the caller's transaction with the part", async () => {
    const { database } = backend();
    if (database.dialect === 'sqlite') {
      const fee = database.db.transaction((tx) => sqliteParts.currentFee(tx, 'RTPS'));
      expect(fee).toMatchObject({ serviceType: 'RTPS', serviceCharge: 30 });
    } else {
      const fee = await database.db.transaction((tx) =>
        pgParts.currentFee(tx, 'RTPS', { forUpdate: true }),
      );
      expect(fee).toMatchObject({ serviceType: 'RTPS', serviceCharge: 30 });
    }
  });
});
