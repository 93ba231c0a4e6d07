import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { consents, portalSettings } from '../schema.ts';
import type { ConsentRepository, NewConsent } from './consent.ts';
import { isForeignKeyViolation } from './errors.ts';

/**
 * Whether the user agreed to the version for the purpose, read inside the caller's SQLite
 * transaction: filing an application checks it in its own unit (docs/decisions/061) until
 * that unit is a repository's (docs/decisions/078).
 */
export function hasConsent(
  tx: Pick<Db, 'select'>,
  userId: string,
  purpose: NewConsent['purpose'],
  noticeVersion: number,
): boolean {
  return (
    tx
      .select({ id: consents.id })
      .from(consents)
      .where(
        and(
          eq(consents.userId, userId),
          eq(consents.purpose, purpose),
          eq(consents.noticeVersion, noticeVersion),
        ),
      )
      .get() !== undefined
  );
}

/** Writes a consent inside the caller's SQLite transaction (a sign-up, an application). */
export function recordConsent(tx: Pick<Db, 'insert'>, consent: NewConsent): void {
  tx.insert(consents).values(consent).run();
}

export function createSqliteConsentRepository(db: Db): ConsentRepository {
  const settings = () =>
    db
      .select({
        retentionDays: portalSettings.retentionDays,
        name: portalSettings.centreName,
        phone: portalSettings.centrePhone,
        address: portalSettings.centreAddress,
      })
      .from(portalSettings)
      .where(eq(portalSettings.id, 1))
      .get();

  return {
    async has(userId, purpose, noticeVersion) {
      return hasConsent(db, userId, purpose, noticeVersion);
    },

    async recordOnce(consent) {
      try {
        // Begun IMMEDIATE (openDatabase): no other writer between the check and the insert.
        return db.transaction((tx) => {
          if (hasConsent(tx, consent.userId, consent.purpose, consent.noticeVersion)) return false;
          recordConsent(tx, consent);
          return true;
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
    },

    async ofUser(userId) {
      return db
        .select()
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(asc(consents.createdAt), asc(consents.id))
        .all();
    },

    async retentionDays() {
      return settings()?.retentionDays ?? null;
    },

    async centre() {
      const row = settings();
      return row ? { name: row.name, phone: row.phone, address: row.address } : null;
    },
  };
}
