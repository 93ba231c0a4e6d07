import { AppError } from '../../errors.ts';
import { accessMessages } from '../../lib/access-messages.ts';
import { counterMessages } from './counter-accounts.ts';

/**
 * What an erased account's name becomes (docs/decisions/062): the row stays for the payments
 * that point at it, and a kept order's applicant is named so too. The privacy repository's
 * erasure closes the account through the auth repository's part `closeErasedAccount`.
 */
export const ERASED_NAME = '—';

/**
 * The answer to a request whose unit found the owner's account closed (erased, or disabled)
 * after the request was authenticated (`{ refused: 'account_closed' }`; nothing written, and
 * the request's kept files are removed as for any refusal): the citizen's own request gets what
 * a request whose session has ended gets (401, the access message, on both doors); an operator
 * acting for the citizen at the counter gets what a citizen not found gets (404).
 */
export function accountClosed(ownerId: string, actorId: string): AppError {
  return ownerId === actorId
    ? new AppError('UNAUTHORIZED', accessMessages.notAuthenticated)
    : new AppError('NOT_FOUND', counterMessages.notFound);
}
