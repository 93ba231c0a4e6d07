import { serviceTypeValues, statusValues } from '@seva/db';
import { applicationStatuses, serviceTypes } from '@seva/schemas';
import { describe, expect, it } from 'vitest';

// packages/db keeps its own enum lists (it depends on no other package of ours); they must be
// the ones of '@seva/schemas/application-kinds' (docs/decisions/030).
describe('the database and the application kinds', () => {
  it('store the same types and statuses', () => {
    expect([...serviceTypeValues]).toEqual([...serviceTypes]);
    expect([...statusValues]).toEqual([...applicationStatuses]);
  });
});
