import type { Consent, User } from '@seva/db';
import { CONSENT_NOTICE_VERSION, type ConsentPurpose, consentMessages } from '@seva/schemas';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';

/**
 * The consent written with another feature's change (a sign-up, an application), so a consent
 * goes with what it was given for or not at all: that feature's repository unit writes the row
 * made here with its change (docs/decisions/078-repositories.md).
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

  return {
    consentRow,

    /**
     * What filing an application for `owner` needs of consent (docs/decisions/061): this
     * version of the notice, and the consent given with the request (by the citizen online, or
     * confirmed by the operator `filer` at the counter), recorded by the filing's unit when the
     * owner had not agreed to this version yet; null when none was given.
     */
    forApplication(owner: User, filer: User, given: boolean | undefined) {
      const atCounter = filer.id !== owner.id;
      return {
        noticeVersion: CONSENT_NOTICE_VERSION,
        given: given
          ? consentRow({
              userId: owner.id,
              purpose: 'application',
              operatorId: atCounter ? filer.id : null,
            })
          : null,
      };
    },

    /** The refusal of an application whose owner has not agreed and gave no consent with it. */
    applicationRefused(owner: User, filer: User): AppError {
      const atCounter = filer.id !== owner.id;
      return new AppError(
        'INVALID',
        atCounter ? consentMessages.counterRequired : consentMessages.applicationRequired,
        'CONSENT_REQUIRED',
      );
    },
  };
}
