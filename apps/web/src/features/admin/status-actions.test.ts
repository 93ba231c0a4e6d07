import { describe, expect, it } from 'vitest';
import { isClosed, statusActions } from './status-actions.ts';

describe('statusActions', () => {
  it('offers In Progress and Reject while pending', () => {
    expect(statusActions('pending')).toEqual({
      inProgress: true,
      inProgressEnabled: true,
      completed: false,
      reject: true,
    });
  });
  it('offers Completed and Reject while in progress, In Progress shown but disabled', () => {
    expect(statusActions('in_progress')).toEqual({
      inProgress: true,
      inProgressEnabled: false,
      completed: true,
      reject: true,
    });
  });
  it('offers nothing once closed', () => {
    for (const status of ['completed', 'rejected'] as const) {
      expect(statusActions(status)).toEqual({
        inProgress: false,
        inProgressEnabled: false,
        completed: false,
        reject: false,
      });
      expect(isClosed(status)).toBe(true);
    }
    expect(isClosed('pending')).toBe(false);
  });
});
