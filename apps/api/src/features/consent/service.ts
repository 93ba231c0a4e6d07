import type { ConsentRepository, User } from '@seva/db';
import { CONSENT_NOTICE_VERSION, type ConsentNotice, type ConsentPurpose } from '@seva/schemas';
import { newId } from '../../lib/ids.ts';
import { createConsentParts } from './parts.ts';

/**
 * Consent to the privacy notice (docs/decisions/061-consent-and-retention.md): whether a citizen
 * agreed to its current version for a purpose, and the rows that record each consent. Other
 * features' repository units write the row made by `consentRow` / `forApplication` with their
 * change, so a consent is written with what it was given for, or not at all (parts.ts).
 */
export function createConsents(deps: { consent: ConsentRepository; now?: () => number }) {
  const { consent } = deps;
  const now = deps.now ?? Date.now;
  const { consentRow, forApplication, applicationRefused } = createConsentParts(now);

  const has = (userId: string, purpose: ConsentPurpose) =>
    consent.has(userId, purpose, CONSENT_NOTICE_VERSION);

  async function retentionDays(): Promise<number> {
    return (await consent.retentionDays()) ?? 180;
  }

  return {
    has,
    consentRow,
    forApplication,
    applicationRefused,
    retentionDays,

    /**
     * The citizen agrees to this version of the notice for applications without applying yet
     * (after a new version, or before filling a form); once per version.
     */
    async agree(user: User): Promise<void> {
      await consent.recordOnce({
        id: newId(),
        userId: user.id,
        noticeVersion: CONSENT_NOTICE_VERSION,
        purpose: 'application',
        channel: 'online',
        operatorId: null,
        createdAt: new Date(now()),
      });
    },

    /** What the notice fills in from the database, and the caller's consents when signed in. */
    async notice(user: User | null): Promise<ConsentNotice> {
      const [centre, days, given] = await Promise.all([
        consent.centre(),
        retentionDays(),
        user
          ? Promise.all([has(user.id, 'account'), has(user.id, 'application')])
          : Promise.resolve(null),
      ]);
      return {
        version: CONSENT_NOTICE_VERSION,
        retentionDays: days,
        centre: centre ?? { name: '', phone: '', address: '' },
        given: given ? { account: given[0], application: given[1] } : null,
      };
    },
  };
}

export type Consents = ReturnType<typeof createConsents>;
