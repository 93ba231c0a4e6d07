import { describe, expect, it } from 'vitest';
import { isClosed, statusActions } from './status-actions.ts';

describe('statusActions', () => {
  it('offers In Progress and Reject while pending', () => {
    expect(statusActions('pending')).toEqual({ inProgress: true, completed: false, reject: true });
  });
  it('offers Completed and Reject while in progress', () => {
    expect(statusActions('in_progress')).toEqual({
      inProgress: false,
      completed: true,
      reject: true,
    });
  });
  it('offers nothing once closed', () => {
    for (const status of ['completed', 'rejected'] as const) {
      expect(statusActions(status)).toEqual({ inProgress: false, completed: false, reject: false });
      expect(isClosed(status)).toBe(true);
    }
    expect(isClosed('pending')).toBe(false);
  });
});
