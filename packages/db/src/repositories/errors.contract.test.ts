import { expect, it } from 'vitest';
import { describeEachBackend } from '../test/backends.ts';
import { isForeignKeyViolation, isUniqueViolation } from './errors.ts';

async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the statement to fail');
}

describeEachBackend("the drivers' constraint errors", (backend) => {
  it('are recognised the same way on both dialects', async () => {
    const { seed } = backend();
    await seed.user('u1');

    const duplicate = await failureOf(() => seed.user('u1'));
    expect(isUniqueViolation(duplicate)).toBe(true);
    expect(isForeignKeyViolation(duplicate)).toBe(false);

    const dangling = await failureOf(() => seed.application('a1', 'no-such-user'));
    expect(isForeignKeyViolation(dangling)).toBe(true);
    expect(isUniqueViolation(dangling)).toBe(false);
  });
});

it('takes no other error for a constraint error', () => {
  expect(isUniqueViolation(new Error('unique'))).toBe(false);
  expect(isForeignKeyViolation(undefined)).toBe(false);
  expect(isUniqueViolation({ code: 'SQLITE_BUSY' })).toBe(false);
  expect(isForeignKeyViolation(new Error('wrapped', { cause: { code: '23503' } }))).toBe(true);
});
