import { type ApplicationStatus, canMove, isClosedStatus } from '@seva/schemas/application-kinds';

export interface StatusActions {
  /** Shown whenever the application is open… */
  inProgress: boolean;
  /** …but only pending can move to in_progress: once there the button stays, disabled. */
  inProgressEnabled: boolean;
  completed: boolean;
  reject: boolean;
  /** Send back for documents (docs/decisions/066): while pending or in progress. */
  sendBack: boolean;
}

/**
 * The buttons an operator sees (docs/product.md, Operator review): 'Mark as In Progress' whenever
 * not completed or rejected (usable only while pending), 'Mark as Completed' only when in progress,
 * 'Reject' while open. Closed applications get none; the server enforces the same moves.
 */
export function statusActions(status: ApplicationStatus): StatusActions {
  return {
    inProgress: !isClosedStatus(status),
    inProgressEnabled: canMove(status, 'in_progress'),
    completed: canMove(status, 'completed'),
    reject: canMove(status, 'rejected'),
    sendBack: canMove(status, 'needs_documents'),
  };
}

export function isClosed(status: ApplicationStatus): boolean {
  return isClosedStatus(status);
}
