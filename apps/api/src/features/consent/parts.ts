import { type Consent, type Db, hasConsent, recordConsent, type User } from '@seva/db';
import { CONSENT_NOTICE_VERSION, type ConsentPurpose, consentMessages } from '@seva/schemas';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';

type Writer = Pick<Db, 'select' | 'insert'>;

/**
 * The consent written with another feature's change, inside that feature's SQLite transaction
 * (a sign-up, an application), so a consent goes with what it was given for or not at all.
 * The transaction is handed to the consent repository's SQLite part until those units are
 * repositories' own (docs/decisions/078-repositories.md).
 */
export function createConsentParts(now: () => number) {
  /**
   * The row of a consent to this version of the notice, given online or confirmed at the
   * counter by `operatorId`: for another feature's repository unit to write with its change.
   */
  function consentRow(consent: {
    userId: string;
    purpose: ConsentPurpose;
    operatorId?: string | null;
  }): Consent {
    return {
      id: newId(),
      userId: consent.userId,
      noticeVersion: CONSENT_NOTICE_VERSION,
      purpose: consent.purpose,
      channel: consent.operatorId ? 'counter' : 'online',
      operatorId: consent.operatorId ?? null,
      createdAt: new Date(now()),
    };
  }

  function record(
    tx: Writer,
    consent: { userId: string; purpose: ConsentPurpose; operatorId?: string | null },
  ): void {
    recordConsent(tx, consentRow(consent));
  }

  return {
    consentRow,
    record,

    /**
     * Inside the transaction that files an application for `owner`: passes when the owner agreed
     * to this version for applications, else records the consent given with this request (by the
     * citizen online, or confirmed by the operator `filer` at the counter), else refuses.
     */
    requireForApplication(tx: Writer, owner: User, filer: User, given: boolean | undefined): void {
      if (hasConsent(tx, owner.id, 'application', CONSENT_NOTICE_VERSION)) return;
      const atCounter = filer.id !== owner.id;
      if (!given) {
        throw new AppError(
          'INVALID',
          atCounter ? consentMessages.counterRequired : consentMessages.applicationRequired,
          'CONSENT_REQUIRED',
        );
      }
      record(tx, {
        userId: owner.id,
        purpose: 'application',
        operatorId: atCounter ? filer.id : null,
      });
    },
  };
}
