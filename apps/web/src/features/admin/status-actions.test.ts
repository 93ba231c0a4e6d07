import { describe, expect, it } from 'vitest';
import { isClosed, statusActions } from './status-actions.ts';

describe('statusActions', () => {
  it('offers In Progress and Reject while pending', () => {
    expect(statusActions('pending')).toEqual({
      inProgress: true,
      inProgressEnabled: true,
      completed: false,
      reject: true,
      sendBack: true,
    });
  });
  it('offers Completed and Reject while in progress, In Progress shown but disabled', () => {
    expect(statusActions('in_progress')).toEqual({
      inProgress: true,
      inProgressEnabled: false,
      completed: true,
      reject: true,
      sendBack: true,
    });
  });
  it('while waiting for documents: back to In Progress by hand, or Reject; not Completed', () => {
    expect(statusActions('needs_documents')).toEqual({
      inProgress: true,
      inProgressEnabled: true,
      completed: false,
      reject: true,
      sendBack: false,
    });
    expect(isClosed('needs_documents')).toBe(false);
  });
  it('offers nothing once closed', () => {
    for (const status of ['completed', 'rejected'] as const) {
      expect(statusActions(status)).toEqual({
        inProgress: false,
        inProgressEnabled: false,
        completed: false,
        reject: false,
        sendBack: false,
      });
      expect(isClosed(status)).toBe(true);
    }
    expect(isClosed('pending')).toBe(false);
  });
});
