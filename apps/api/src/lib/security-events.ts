import type { FastifyBaseLogger } from 'fastify';

/**
 * Who did what to whose data, one structured line each (docs/decisions/019-access-and-security-log.md).
 * Only ids and fixed words go in: never an identity number, a code, a password, an e-mail
 * or what someone typed.
 */
export type SecurityEvent =
  | {
      /** Someone asked for another citizen's object by its id; they were answered 404. */
      event: 'access_denied';
      userId: string;
      objectType: 'application' | 'order' | 'receipt';
      objectId: string;
      ownerId: string;
    }
  | {
      /** An operator opened a citizen's application or order carrying full identity numbers. */
      event: 'identity_numbers_viewed';
      userId: string;
      objectType: 'application' | 'order';
      objectId: string;
      ownerId: string;
    }
  | {
      /** An operator viewed or downloaded a file a citizen uploaded. */
      event: 'identity_document_downloaded';
      userId: string;
      objectType: 'application' | 'order';
      objectId: string;
      documentId: string;
      ownerId: string;
    }
  | { event: 'role_changed'; userId: string; objectId: string; role: 'user' | 'admin' }
  | { event: 'account_disabled' | 'account_enabled'; userId: string; objectId: string }
  | {
      /** `userId` when the account exists; an unknown address is not logged (it may be a password). */
      event: 'login_failed';
      userId: string | null;
      reason: 'wrong_password' | 'no_password' | 'unknown_account' | 'disabled' | 'not_verified';
      ip: string;
    };

const warnings = new Set<SecurityEvent['event']>(['access_denied', 'login_failed']);

export function securityEvent(logger: FastifyBaseLogger, event: SecurityEvent): void {
  const line = { security: true, ...event };
  if (warnings.has(event.event)) logger.warn(line, 'security event');
  else logger.info(line, 'security event');
}
