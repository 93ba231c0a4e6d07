import { expect, it } from 'vitest';
import { describeEachBackend } from '../test/backends.ts';
import type { NewConsent } from './consent.ts';

const second = 1000;
const start = Date.parse('2026-11-23T10:00:00.123Z');

function consent(id: string, userId: string, overrides: Partial<NewConsent> = {}): NewConsent {
  return {
    id,
    userId,
    noticeVersion: 2,
    purpose: 'application',
    channel: 'online',
    operatorId: null,
    createdAt: new Date(start),
    ...overrides,
  };
}

describeEachBackend('the consent repository', (backend) => {
  const repo = () => backend().repositories.consent;

  it('records a consent once per user, purpose and version, to the millisecond', async () => {
    await backend().seed.user('u1');
    expect(await repo().has('u1', 'application', 2)).toBe(false);

    expect(await repo().recordOnce(consent('c1', 'u1'))).toBe(true);
    expect(await repo().recordOnce(consent('c2', 'u1', { createdAt: new Date(start + 1) }))).toBe(
      false,
    );
    expect(await repo().ofUser('u1')).toEqual([consent('c1', 'u1')]);
    expect(await repo().has('u1', 'application', 2)).toBe(true);
    // Another version or another purpose is another consent.
    expect(await repo().has('u1', 'application', 1)).toBe(false);
    expect(await repo().has('u1', 'application', 3)).toBe(false);
    expect(await repo().has('u1', 'account', 2)).toBe(false);
    expect(await repo().recordOnce(consent('c3', 'u1', { noticeVersion: 3 }))).toBe(true);
    expect(await repo().recordOnce(consent('c4', 'u1', { purpose: 'account' }))).toBe(true);
    expect(await repo().has('u1', 'application', 3)).toBe(true);
    expect(await repo().has('u1', 'account', 2)).toBe(true);
  });

  it('scopes consents to their user, with ids compared exactly', async () => {
    await backend().seed.user('u1');
    await backend().seed.user('u2');
    await repo().recordOnce(consent('c1', 'u1'));
    expect(await repo().has('u2', 'application', 2)).toBe(false);
    expect(await repo().has('U1', 'application', 2)).toBe(false);
    expect(await repo().ofUser('u2')).toEqual([]);
    expect(await repo().ofUser('U1')).toEqual([]);
    expect(await repo().recordOnce(consent('c2', 'u2'))).toBe(true);
    expect((await repo().ofUser('u1')).map((row) => row.id)).toEqual(['c1']);
  });

  it('lists a user’s consents oldest first, equal times by id', async () => {
    await backend().seed.user('u1');
    for (const [id, version, seconds] of [
      ['c3', 1, 5],
      ['c1', 2, 5],
      ['c2', 3, 5],
      ['c9', 4, 0],
      ['c0', 5, 9],
    ] as const) {
      await repo().recordOnce(
        consent(id, 'u1', {
          noticeVersion: version,
          createdAt: new Date(start + seconds * second),
        }),
      );
    }
    expect((await repo().ofUser('u1')).map((row) => row.id)).toEqual([
      'c9',
      'c1',
      'c2',
      'c3',
      'c0',
    ]);
  });

  it('keeps the counter’s operator until the operator’s account is gone', async () => {
    await backend().seed.user('u1');
    await backend().seed.user('op1');
    const atCounter = consent('c1', 'u1', { channel: 'counter', operatorId: 'op1' });
    expect(await repo().recordOnce(atCounter)).toBe(true);
    expect(await repo().ofUser('u1')).toEqual([atCounter]);
    await backend().seed.deleteUser('op1');
    expect(await repo().ofUser('u1')).toEqual([{ ...atCounter, operatorId: null }]);
    expect(await repo().has('u1', 'application', 2)).toBe(true);
    // The citizen's own account takes its consents with it.
    await backend().seed.deleteUser('u1');
    expect(await repo().ofUser('u1')).toEqual([]);
    expect(await repo().has('u1', 'application', 2)).toBe(false);
  });

  it('records nothing for a missing user', async () => {
    expect(await repo().recordOnce(consent('c1', 'nobody'))).toBe(false);
    expect(await repo().ofUser('nobody')).toEqual([]);
    expect(await repo().has('nobody', 'application', 2)).toBe(false);
  });

  it('records one consent when 20 agree at once, and one each for 20 users at once', async () => {
    for (let i = 0; i < 20; i++) await backend().seed.user(`u${String(i).padStart(2, '0')}`);
    const same = await Promise.all(
      Array.from({ length: 20 }, (_, i) => repo().recordOnce(consent(`same${i}`, 'u00'))),
    );
    expect(same.filter(Boolean)).toHaveLength(1);
    expect(await repo().ofUser('u00')).toHaveLength(1);

    const each = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        repo().recordOnce(
          consent(`each${i}`, `u${String(i).padStart(2, '0')}`, { noticeVersion: 3 }),
        ),
      ),
    );
    expect(each.every(Boolean)).toBe(true);
    for (let i = 0; i < 20; i++) {
      expect(await repo().has(`u${String(i).padStart(2, '0')}`, 'application', 3)).toBe(true);
    }
    expect(await repo().ofUser('u00')).toHaveLength(2);
  });

  it('reads the retention days and the centre from the settings row', async () => {
    expect(await repo().retentionDays()).toBe(180);
    expect(await repo().centre()).toEqual({ name: 'Seva Service Centre', phone: '', address: '' });
    await backend().seed.settings({
      retentionDays: 30,
      centreName: 'Goh Seva Kendra',
      centrePhone: '06186 220 000',
      centreAddress: 'Main Road, Goh',
    });
    expect(await repo().retentionDays()).toBe(30);
    expect(await repo().centre()).toEqual({
      name: 'Goh Seva Kendra',
      phone: '06186 220 000',
      address: 'Main Road, Goh',
    });
  });

  it('answers null without the settings row', async () => {
    await backend().seed.settings(null);
    expect(await repo().retentionDays()).toBeNull();
    expect(await repo().centre()).toBeNull();
  });
});
