import { orderTransitions } from '@seva/schemas';
import { describe, expect, it } from 'vitest';
import { statusButtons } from './order-actions.ts';

const moves = (status: keyof typeof orderTransitions) =>
  statusButtons(orderTransitions, status).map((button) => button.status);

describe('statusButtons', () => {
  it("offers exactly the server's transitions, Cancel last", () => {
    expect(moves('pending')).toEqual(['in_progress', 'cancelled']);
    expect(moves('in_progress')).toEqual(['completed', 'cancelled']);
    expect(moves('completed')).toEqual([]);
    expect(moves('cancelled')).toEqual([]);
  });

  it('asks before cancelling, and colours each move', () => {
    expect(statusButtons(orderTransitions, 'in_progress')).toEqual([
      { status: 'completed', color: 'green', variant: 'filled', confirm: true },
      { status: 'cancelled', color: 'red', variant: 'light', confirm: true },
    ]);
  });

  it('follows a transition table it is given', () => {
    const table = { ...orderTransitions, completed: ['cancelled', 'pending'] as const };
    expect(statusButtons(table, 'completed').map((b) => b.status)).toEqual([
      'pending',
      'cancelled',
    ]);
  });
});
