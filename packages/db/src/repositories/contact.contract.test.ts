import { expect, it } from 'vitest';
import { describeEachBackend } from '../test/backends.ts';
import type { NewContactMessage } from './contact.ts';

const minute = 60_000;
const start = Date.parse('2026-11-23T10:00:00.123Z');

function message(id: string, minutes: number, email = `${id}@example.in`): NewContactMessage {
  return {
    id,
    name: `Sender ${id}`,
    email,
    message: `Text of ${id}`,
    createdAt: new Date(start + minutes * minute),
  };
}

describeEachBackend('the contact repository', (backend) => {
  const contact = () => backend().repositories.contact;

  it('keeps a message unhandled, with its dates to the millisecond', async () => {
    await contact().receive(message('m1', 0));
    const page = await contact().inboxPage({ after: null, limit: 10 });
    expect(page).toEqual({
      entries: [
        {
          message: {
            id: 'm1',
            name: 'Sender m1',
            email: 'm1@example.in',
            message: 'Text of m1',
            handled: false,
            handledAt: null,
            handledBy: null,
            createdAt: new Date(start),
          },
          handlerName: null,
        },
      ],
      more: false,
      total: 1,
    });
    expect(await contact().countUnhandled()).toBe(1);
  });

  it('answers an empty Inbox', async () => {
    expect(await contact().inboxPage({ after: null, limit: 10 })).toEqual({
      entries: [],
      more: false,
      total: 0,
    });
    expect(await contact().countUnhandled()).toBe(0);
  });

  it('pages newest first, equal times by id descending, without gaps or repeats', async () => {
    // m2, m3 and m4 share one instant: the id orders them.
    for (const [id, minutes] of [
      ['m1', 0],
      ['m3', 5],
      ['m2', 5],
      ['m4', 5],
      ['m5', 9],
    ] as const) {
      await contact().receive(message(id, minutes));
    }
    const seen: string[] = [];
    let after = null;
    const pages: boolean[] = [];
    for (;;) {
      const page = await contact().inboxPage({ after, limit: 2 });
      expect(page.total).toBe(5);
      seen.push(...page.entries.map((entry) => entry.message.id));
      pages.push(page.more);
      const last = page.entries.at(-1)?.message;
      if (!page.more || !last) break;
      after = { createdAt: last.createdAt, id: last.id };
    }
    expect(seen).toEqual(['m5', 'm4', 'm3', 'm2', 'm1']);
    expect(pages).toEqual([true, true, false]);
  });

  it('filters handled and unhandled messages, with the total of the filter', async () => {
    for (let i = 1; i <= 5; i++) await contact().receive(message(`m${i}`, i));
    await backend().seed.user('admin1', 'Asha');
    await contact().markHandled('m2', { by: 'admin1', at: new Date(start + 60 * minute) });
    await contact().markHandled('m4', { by: 'admin1', at: new Date(start + 61 * minute) });

    const handled = await contact().inboxPage({ handled: true, after: null, limit: 1 });
    expect(handled.total).toBe(2);
    expect(handled.more).toBe(true);
    expect(handled.entries.map((entry) => entry.message.id)).toEqual(['m4']);
    const rest = await contact().inboxPage({
      handled: true,
      after: { createdAt: new Date(start + 4 * minute), id: 'm4' },
      limit: 1,
    });
    expect(rest.entries.map((entry) => entry.message.id)).toEqual(['m2']);
    expect(rest.more).toBe(false);

    const open = await contact().inboxPage({ handled: false, after: null, limit: 10 });
    expect(open.entries.map((entry) => entry.message.id)).toEqual(['m5', 'm3', 'm1']);
    expect(open.total).toBe(3);
    expect(await contact().countUnhandled()).toBe(3);
    expect((await contact().inboxPage({ after: null, limit: 10 })).total).toBe(5);
  });

  it('marks a message handled and back, with the handler and the time', async () => {
    await backend().seed.user('admin1', 'Asha');
    await contact().receive(message('m1', 0));
    const at = new Date(start + 30 * minute);

    const handled = await contact().markHandled('m1', { by: 'admin1', at });
    expect(handled).toEqual({
      message: expect.objectContaining({
        id: 'm1',
        handled: true,
        handledAt: at,
        handledBy: 'admin1',
      }),
      handlerName: 'Asha',
    });
    expect(await contact().countUnhandled()).toBe(0);

    const again = await contact().markHandled('m1', null);
    expect(again).toEqual({
      message: expect.objectContaining({
        id: 'm1',
        handled: false,
        handledAt: null,
        handledBy: null,
      }),
      handlerName: null,
    });
    expect(await contact().countUnhandled()).toBe(1);
  });

  it('answers null for a missing id and changes nothing', async () => {
    await backend().seed.user('admin1');
    await contact().receive(message('m1', 0));
    expect(await contact().markHandled('nope', { by: 'admin1', at: new Date(start) })).toBeNull();
    expect(await contact().markHandled('nope', null)).toBeNull();
    // Ids compare exactly: another case is another id.
    expect(await contact().markHandled('M1', { by: 'admin1', at: new Date(start) })).toBeNull();
    expect(await contact().countUnhandled()).toBe(1);
  });

  it("forgets the handler once the handler's account is gone, and keeps the message", async () => {
    await backend().seed.user('admin1', 'Asha');
    await contact().receive(message('m1', 0));
    await contact().markHandled('m1', { by: 'admin1', at: new Date(start) });
    await backend().seed.deleteUser('admin1');
    const [entry] = (await contact().inboxPage({ after: null, limit: 10 })).entries;
    expect(entry?.message).toMatchObject({ id: 'm1', handled: true, handledBy: null });
    expect(entry?.handlerName).toBeNull();
  });

  it('erases the messages of one address, compared exactly', async () => {
    await contact().receive(message('m1', 0, 'asha@example.in'));
    await contact().receive(message('m2', 1, 'asha@example.in'));
    await contact().receive(message('m3', 2, 'Asha@Example.in'));
    await contact().receive(message('m4', 3, 'ravi@example.in'));

    expect(await contact().eraseFrom('asha@example.in')).toBe(2);
    expect(await contact().eraseFrom('asha@example.in')).toBe(0);
    expect(await contact().eraseFrom('nobody@example.in')).toBe(0);
    const left = await contact().inboxPage({ after: null, limit: 10 });
    expect(left.entries.map((entry) => entry.message.id)).toEqual(['m4', 'm3']);
    expect(left.total).toBe(2);
  });

  it('keeps the counts right under 50 messages and 50 changes at once', async () => {
    await backend().seed.user('admin1');
    const ids = Array.from({ length: 50 }, (_, i) => `m${String(i).padStart(2, '0')}`);
    await Promise.all(ids.map((id, i) => contact().receive(message(id, i % 7))));
    expect(await contact().countUnhandled()).toBe(50);

    // Every other message handled, and one message toggled by 20 admins at once.
    const at = new Date(start + 99 * minute);
    const changes = await Promise.all([
      ...ids
        .filter((_, i) => i % 2 === 0)
        .map((id) => contact().markHandled(id, { by: 'admin1', at })),
      ...Array.from({ length: 20 }, (_, i) =>
        contact().markHandled('m01', i % 2 === 0 ? { by: 'admin1', at } : null),
      ),
    ]);
    expect(changes.every((change) => change !== null)).toBe(true);
    const m01 = (await contact().inboxPage({ after: null, limit: 50 })).entries.find(
      (entry) => entry.message.id === 'm01',
    );
    const open = 25 - (m01?.message.handled ? 1 : 0);
    expect(await contact().countUnhandled()).toBe(open);
    const unhandled = await contact().inboxPage({ handled: false, after: null, limit: 50 });
    expect(unhandled.total).toBe(open);
    expect(unhandled.entries).toHaveLength(open);
    const handled = await contact().inboxPage({ handled: true, after: null, limit: 50 });
    expect(handled.total).toBe(50 - open);
    expect(
      handled.entries.every(
        (entry) => entry.message.handledAt?.getTime() === at.getTime() && entry.message.handledBy,
      ),
    ).toBe(true);
  });
});
