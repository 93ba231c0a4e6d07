import { expect, it } from 'vitest';
import { describeEachBackend } from '../test/backends.ts';
import type { NewNote, NoteEntry } from './notes.ts';

const start = Date.parse('2026-11-23T10:00:00.123Z');

function note(id: string, seconds: number, authorId: string | null = 'op1'): NewNote {
  return { id, authorId, text: `Note ${id}`, createdAt: new Date(start + seconds * 1000) };
}

const idsOf = (entries: NoteEntry[] | null) => entries?.map((entry) => entry.note.id) ?? null;

describeEachBackend('the notes repository', (backend) => {
  const notes = () => backend().repositories.notes;

  async function seedSubjects() {
    const { seed } = backend();
    await seed.user('citizen1');
    await seed.user('op1', 'Operator One');
    await seed.user('op2', 'Operator Two');
    await seed.application('app1', 'citizen1');
    await seed.application('app2', 'citizen1');
    await seed.order('ord1', 'citizen1');
  }

  it('adds a note to an application and answers its notes, newest first, with authors', async () => {
    await seedSubjects();
    expect(await notes().ofApplication('app1')).toEqual([]);
    const first = await notes().addToApplication('app1', note('n1', 0));
    expect(first).toEqual([
      {
        note: {
          id: 'n1',
          applicationId: 'app1',
          orderId: null,
          authorId: 'op1',
          text: 'Note n1',
          createdAt: new Date(start),
        },
        authorName: 'Operator One',
      },
    ]);
    const second = await notes().addToApplication('app1', note('n2', 1, 'op2'));
    expect(idsOf(second)).toEqual(['n2', 'n1']);
    expect(second?.[0]?.authorName).toBe('Operator Two');
    expect(await notes().ofApplication('app1')).toEqual(second);
  });

  it("keeps each subject's notes to itself", async () => {
    await seedSubjects();
    await notes().addToApplication('app1', note('n1', 0));
    await notes().addToApplication('app2', note('n2', 1));
    const onOrder = await notes().addToOrder('ord1', note('n3', 2));
    expect(idsOf(onOrder)).toEqual(['n3']);
    expect(onOrder?.[0]?.note).toMatchObject({ orderId: 'ord1', applicationId: null });
    expect(idsOf(await notes().ofApplication('app1'))).toEqual(['n1']);
    expect(idsOf(await notes().ofApplication('app2'))).toEqual(['n2']);
    expect(idsOf(await notes().ofOrder('ord1'))).toEqual(['n3']);
    // An order's id is not an application's, nor the other way round.
    expect(await notes().ofOrder('app1')).toEqual([]);
    expect(await notes().ofApplication('ord1')).toEqual([]);
  });

  it('orders notes of one instant by id, descending', async () => {
    await seedSubjects();
    for (const id of ['n2', 'n3', 'n1']) await notes().addToOrder('ord1', note(id, 5));
    await notes().addToOrder('ord1', note('n0', 6));
    expect(idsOf(await notes().ofOrder('ord1'))).toEqual(['n0', 'n3', 'n2', 'n1']);
  });

  it('answers null for a missing application or order, and writes nothing', async () => {
    await seedSubjects();
    expect(await notes().addToApplication('nope', note('n1', 0))).toBeNull();
    expect(await notes().addToOrder('nope', note('n2', 0))).toBeNull();
    // Ids compare exactly: another case is another id.
    expect(await notes().addToApplication('APP1', note('n3', 0))).toBeNull();
    expect(await notes().ofApplication('nope')).toEqual([]);
    expect(await notes().ofApplication('app1')).toEqual([]);
    // The ids were not used up: the same notes go in where the subject exists.
    expect(idsOf(await notes().addToApplication('app1', note('n1', 0)))).toEqual(['n1']);
    expect(idsOf(await notes().addToOrder('ord1', note('n2', 0)))).toEqual(['n2']);
  });

  it("keeps a note whose author's account is gone, without a name", async () => {
    await seedSubjects();
    await notes().addToApplication('app1', note('n1', 0, 'op2'));
    await backend().seed.deleteUser('op2');
    expect(await notes().ofApplication('app1')).toEqual([
      {
        note: expect.objectContaining({ id: 'n1', authorId: null }),
        authorName: null,
      },
    ]);
  });

  it('loses the notes with their application', async () => {
    await seedSubjects();
    await notes().addToApplication('app1', note('n1', 0));
    await backend().seed.deleteApplication('app1');
    expect(await notes().ofApplication('app1')).toEqual([]);
    expect(await notes().addToApplication('app1', note('n2', 1))).toBeNull();
  });

  it('takes 50 notes at once on one application, each answer holding its own', async () => {
    await seedSubjects();
    const ids = Array.from({ length: 50 }, (_, i) => `n${String(i).padStart(2, '0')}`);
    const answers = await Promise.all(
      ids.map((id, i) => notes().addToApplication('app1', note(id, i % 5))),
    );
    answers.forEach((answer, i) => {
      expect(idsOf(answer)).toContain(ids[i]);
    });
    const all = idsOf(await notes().ofApplication('app1')) ?? [];
    expect([...all].sort()).toEqual(ids);
    const expected = [...ids].sort((a, b) => {
      const byTime = (Number(b.slice(1)) % 5) - (Number(a.slice(1)) % 5);
      return byTime || (a < b ? 1 : -1);
    });
    expect(all).toEqual(expected);
  });
});
