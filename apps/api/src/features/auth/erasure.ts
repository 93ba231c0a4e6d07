/**
 * What an erased account's name becomes (docs/decisions/062): the row stays for the payments
 * that point at it, and a kept order's applicant is named so too. The privacy repository's
 * erasure closes the account through the auth repository's part `closeErasedAccount`.
 */
export const ERASED_NAME = '—';
