import { and, asc, eq } from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import { consents, portalSettings, users } from '../schema.pg.ts';
import type { ConsentRepository, NewConsent } from './consent.ts';
import { isForeignKeyViolation } from './errors.ts';

/** Whether the user agreed to the version for the purpose, inside the caller's transaction. */
export async function hasConsent(
  tx: Pick<PgDb, 'select'>,
  userId: string,
  purpose: NewConsent['purpose'],
  noticeVersion: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: consents.id })
    .from(consents)
    .where(
      and(
        eq(consents.userId, userId),
        eq(consents.purpose, purpose),
        eq(consents.noticeVersion, noticeVersion),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Writes a consent inside the caller's PostgreSQL transaction (a sign-up, an application). */
export async function recordConsent(tx: Pick<PgDb, 'insert'>, consent: NewConsent): Promise<void> {
  await tx.insert(consents).values(consent);
}

export function createPgConsentRepository(db: PgDb): ConsentRepository {
  const settings = async () => {
    const [row] = await db
      .select({
        retentionDays: portalSettings.retentionDays,
        name: portalSettings.centreName,
        phone: portalSettings.centrePhone,
        address: portalSettings.centreAddress,
      })
      .from(portalSettings)
      .where(eq(portalSettings.id, 1));
    return row;
  };

  return {
    has(userId, purpose, noticeVersion) {
      return hasConsent(db, userId, purpose, noticeVersion);
    },

    async recordOnce(consent) {
      try {
        return await db.transaction(async (tx) => {
          // The user's row, locked against the same step on another connection (not against
          // the key share its references take): two at once check and insert one after the other.
          await tx
            .select({ id: users.id })
            .from(users)
            .where(eq(users.id, consent.userId))
            .for('no key update');
          if (await hasConsent(tx, consent.userId, consent.purpose, consent.noticeVersion)) {
            return false;
          }
          await recordConsent(tx, consent);
          return true;
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) return false;
        throw error;
      }
    },

    ofUser(userId) {
      return db
        .select()
        .from(consents)
        .where(eq(consents.userId, userId))
        .orderBy(asc(consents.createdAt), asc(consents.id));
    },

    async retentionDays() {
      return (await settings())?.retentionDays ?? null;
    },

    async centre() {
      const row = await settings();
      return row ? { name: row.name, phone: row.phone, address: row.address } : null;
    },
  };
}
