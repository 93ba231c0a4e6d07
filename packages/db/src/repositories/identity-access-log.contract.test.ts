import { expect, it } from 'vitest';
import type { Backend } from '../test/backends.ts';
import { describeEachBackend } from '../test/backends.ts';
import * as pgParts from './identity-access-log.pg.ts';
import * as sqliteParts from './identity-access-log.sqlite.ts';
import { identityAccessReadLimit, type NewIdentityAccess } from './identity-access-log.ts';

const start = Date.parse('2026-11-23T10:00:00.123Z');
const at = (ms: number) => new Date(start + ms);
const day = 86_400_000;

function entry(id: string, overrides: Partial<NewIdentityAccess> = {}): NewIdentityAccess {
  return {
    id,
    applicationId: 'app-1',
    orderId: null,
    citizenId: 'citizen-1',
    operatorId: 'op-1',
    operatorName: 'Operator One',
    subject: 'document',
    documentType: 'aadharFile',
    attachmentId: 'att-1',
    action: 'view',
    createdAt: at(0),
    ...overrides,
  };
}

const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

/**
 * Writes `row` with the dialect's part inside a transaction of the test's, as a unit that
 * shows the document would; `rollBack` ends that unit with an error after the write.
 */
async function inUnit(backend: Backend, row: NewIdentityAccess, rollBack = false) {
  const { database } = backend;
  const failed = new Error('the unit failed');
  try {
    if (database.dialect === 'sqlite') {
      database.db.transaction((tx) => {
        sqliteParts.recordIdentityAccess(tx, row);
        if (rollBack) throw failed;
      });
    } else {
      await database.db.transaction(async (tx) => {
        await pgParts.recordIdentityAccess(tx, row);
        if (rollBack) throw failed;
      });
    }
    return 'committed';
  } catch (error) {
    if (error !== failed) throw error;
    return 'rolled back';
  }
}

describeEachBackend('the identity access log repository', (backend) => {
  const log = () => backend().repositories.identityAccess;

  it('writes an entry and reads it back exactly, its instant to the millisecond', async () => {
    await backend().seed.user('op-1', 'Operator One');
    await log().record(entry('e1'));
    await log().record(
      entry('e2', {
        applicationId: null,
        orderId: 'order-1',
        subject: 'identity_numbers',
        documentType: null,
        attachmentId: null,
        action: 'download',
        createdAt: at(1),
      }),
    );
    expect(await log().ofApplication('app-1')).toEqual([entry('e1')]);
    expect(await log().ofOrder('order-1')).toEqual([
      {
        id: 'e2',
        applicationId: null,
        orderId: 'order-1',
        citizenId: 'citizen-1',
        operatorId: 'op-1',
        operatorName: 'Operator One',
        subject: 'identity_numbers',
        documentType: null,
        attachmentId: null,
        action: 'download',
        createdAt: at(1),
      },
    ]);
    expect(ids(await log().ofCitizen('citizen-1'))).toEqual(['e2', 'e1']);
    // Ids compare exactly; unknown ones answer nothing.
    expect(await log().ofApplication('APP-1')).toEqual([]);
    expect(await log().ofOrder('app-1')).toEqual([]);
    expect(await log().ofCitizen('nobody')).toEqual([]);
  });

  it('reads newest first, ties by id descending, each subject its own', async () => {
    await backend().seed.user('op-1');
    await log().record(entry('b', { createdAt: at(0) }));
    await log().record(entry('a', { createdAt: at(0) }));
    await log().record(entry('c', { createdAt: at(0) }));
    await log().record(entry('old', { createdAt: at(-day) }));
    await log().record(entry('new', { createdAt: at(day) }));
    await log().record(entry('other-app', { applicationId: 'app-2', createdAt: at(2 * day) }));
    await log().record(
      entry('order', { applicationId: null, orderId: 'order-1', createdAt: at(3 * day) }),
    );
    await log().record(entry('someone-else', { citizenId: 'citizen-2', applicationId: 'app-3' }));
    expect(ids(await log().ofApplication('app-1'))).toEqual(['new', 'c', 'b', 'a', 'old']);
    expect(ids(await log().ofOrder('order-1'))).toEqual(['order']);
    expect(ids(await log().ofCitizen('citizen-1'))).toEqual([
      'order',
      'other-app',
      'new',
      'c',
      'b',
      'a',
      'old',
    ]);
  });

  it("reads at most the limit of an application's or an order's, the newest", async () => {
    await backend().seed.user('op-1');
    const many = identityAccessReadLimit + 1;
    await Promise.all(
      Array.from({ length: many }, (_, index) =>
        log().record(
          entry(`e${String(index).padStart(4, '0')}`, {
            applicationId: 'app-1',
            createdAt: at(index),
          }),
        ),
      ),
    );
    const read = await log().ofApplication('app-1');
    expect(read).toHaveLength(identityAccessReadLimit);
    expect(read[0]?.id).toBe(`e${String(many - 1).padStart(4, '0')}`);
    expect(read.at(-1)?.id).toBe('e0001');
    expect(await log().ofCitizen('citizen-1')).toHaveLength(many);
  });

  it("keeps an entry when its operator's account goes, with their name", async () => {
    await backend().seed.user('op-1');
    await log().record(entry('e1'));
    await backend().seed.deleteUser('op-1');
    expect(await log().ofApplication('app-1')).toEqual([
      entry('e1', { operatorId: null, operatorName: 'Operator One' }),
    ]);
  });

  it('purges the entries written before the cutoff only, and answers how many', async () => {
    await backend().seed.user('op-1');
    await log().record(entry('older', { createdAt: at(-1) }));
    await log().record(entry('oldest', { createdAt: at(-730 * day) }));
    await log().record(entry('at-cutoff', { createdAt: at(0) }));
    await log().record(entry('newer', { createdAt: at(1) }));
    expect(await log().purge(at(0))).toBe(2);
    expect(ids(await log().ofCitizen('citizen-1'))).toEqual(['newer', 'at-cutoff']);
    expect(await log().purge(at(0))).toBe(0);
  });

  it("writes the part's entry with its unit: none when the unit rolls back", async () => {
    await backend().seed.user('op-1');
    expect(await inUnit(backend(), entry('kept'))).toBe('committed');
    expect(await inUnit(backend(), entry('gone'), true)).toBe('rolled back');
    expect(ids(await log().ofApplication('app-1'))).toEqual(['kept']);
    expect(ids(await log().ofCitizen('citizen-1'))).toEqual(['kept']);
  });

  it('keeps every entry two processes write at once', async () => {
    await backend().seed.user('op-1');
    const other = backend().anotherProcess();
    const written = Array.from({ length: 50 }, (_, index) => `e${String(index).padStart(2, '0')}`);
    await Promise.all(
      written.map((id, index) =>
        (index % 2 === 0 ? log() : other.identityAccess).record(entry(id)),
      ),
    );
    expect(ids(await other.identityAccess.ofApplication('app-1'))).toEqual([...written].reverse());
  });
});
