import { consents, type Db, portalSettings, type User } from '@seva/db';
import {
  CONSENT_NOTICE_VERSION,
  type ConsentNotice,
  type ConsentPurpose,
  consentMessages,
} from '@seva/schemas';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';

type Writer = Pick<Db, 'select' | 'insert'>;

/**
 * Consent to the privacy notice (docs/decisions/061-consent-and-retention.md): whether a citizen
 * agreed to its current version for a purpose, and the rows that record each consent. Other
 * features call `record`/`requireForApplication` inside their own transaction, so a consent is
 * written with what it was given for, or not at all.
 */
export function createConsents(deps: { db: Db; now?: () => number }) {
  const { db } = deps;
  const now = deps.now ?? Date.now;

  function has(reader: Pick<Db, 'select'>, userId: string, purpose: ConsentPurpose): boolean {
    return (
      reader
        .select({ id: consents.id })
        .from(consents)
        .where(
          and(
            eq(consents.userId, userId),
            eq(consents.purpose, purpose),
            eq(consents.noticeVersion, CONSENT_NOTICE_VERSION),
          ),
        )
        .get() !== undefined
    );
  }

  function record(
    tx: Writer,
    consent: { userId: string; purpose: ConsentPurpose; operatorId?: string | null },
  ): void {
    tx.insert(consents)
      .values({
        id: newId(),
        userId: consent.userId,
        noticeVersion: CONSENT_NOTICE_VERSION,
        purpose: consent.purpose,
        channel: consent.operatorId ? 'counter' : 'online',
        operatorId: consent.operatorId ?? null,
        createdAt: new Date(now()),
      })
      .run();
  }

  function retentionDays(): number {
    return (
      db
        .select({ days: portalSettings.retentionDays })
        .from(portalSettings)
        .where(eq(portalSettings.id, 1))
        .get()?.days ?? 180
    );
  }

  return {
    has: (userId: string, purpose: ConsentPurpose) => has(db, userId, purpose),
    record,
    retentionDays,

    /**
     * Inside the transaction that files an application for `owner`: passes when the owner agreed
     * to this version for applications, else records the consent given with this request (by the
     * citizen online, or confirmed by the operator `filer` at the counter), else refuses.
     */
    requireForApplication(tx: Writer, owner: User, filer: User, given: boolean | undefined): void {
      if (has(tx, owner.id, 'application')) return;
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

    /**
     * The citizen agrees to this version of the notice for applications without applying yet
     * (after a new version, or before filling a form); once per version.
     */
    agree(user: User): void {
      db.transaction((tx) => {
        if (!has(tx, user.id, 'application')) {
          record(tx, { userId: user.id, purpose: 'application' });
        }
      });
    },

    /** What the notice fills in from the database, and the caller's consents when signed in. */
    notice(user: User | null): ConsentNotice {
      const row = db
        .select({
          name: portalSettings.centreName,
          phone: portalSettings.centrePhone,
          address: portalSettings.centreAddress,
        })
        .from(portalSettings)
        .where(eq(portalSettings.id, 1))
        .get();
      return {
        version: CONSENT_NOTICE_VERSION,
        retentionDays: retentionDays(),
        centre: row ?? { name: '', phone: '', address: '' },
        given: user
          ? { account: has(db, user.id, 'account'), application: has(db, user.id, 'application') }
          : null,
      };
    },
  };
}

export type Consents = ReturnType<typeof createConsents>;
