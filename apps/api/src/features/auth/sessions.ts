import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import { type Db, sessions, type User, users } from '@seva/db';
import { and, eq, ne, sql } from 'drizzle-orm';

/** Shared cafe computers: a session dies after an idle hour, and after 12 hours whatever happens. */
export const SESSION_IDLE_MS = 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Writing last_used_at on every request costs a write; once a minute is enough for an hour's idle. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionValidation {
  sessionId: string;
  user: User;
  expiresAt: Date;
}

function randomBase32(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return encodeBase32LowerCaseNoPadding(buffer);
}

function hashSecret(secret: string): string {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(secret)));
}

/**
 * Sessions after Lucia's session guide: the token is `id.secret`, the id finds the row and
 * the secret is checked against its stored SHA-256 in constant time.
 */
export function createSessionStore(db: Db, now: () => number = Date.now) {
  const byId = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare();
  const touch = db
    .update(sessions)
    .set({ lastUsedAt: sql`${sql.placeholder('lastUsedAt')}` })
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare();
  const removeOne = db
    .delete(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare();

  function expiryOf(createdAt: Date, lastUsedAt: Date): Date {
    return new Date(
      Math.min(createdAt.getTime() + SESSION_ABSOLUTE_MS, lastUsedAt.getTime() + SESSION_IDLE_MS),
    );
  }

  return {
    create(userId: string): { token: string; expiresAt: Date } {
      const id = randomBase32(20);
      const secret = randomBase32(32);
      const at = new Date(now());
      db.insert(sessions)
        .values({ id, secretHash: hashSecret(secret), userId, createdAt: at, lastUsedAt: at })
        .run();
      return { token: `${id}.${secret}`, expiresAt: expiryOf(at, at) };
    },

    validate(token: string): SessionValidation | null {
      const [id, secret, ...rest] = token.split('.');
      if (!id || !secret || rest.length > 0 || id.length > 64 || secret.length > 128) return null;
      const row = byId.get({ id });
      if (!row) return null;
      const expected = new TextEncoder().encode(row.session.secretHash);
      const given = new TextEncoder().encode(hashSecret(secret));
      if (!constantTimeEqual(expected, given)) return null;
      const at = now();
      const expiresAt = expiryOf(row.session.createdAt, row.session.lastUsedAt);
      if (at >= expiresAt.getTime() || row.user.disabledAt) {
        removeOne.run({ id });
        return null;
      }
      let lastUsedAt = row.session.lastUsedAt;
      if (at - lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
        lastUsedAt = new Date(at);
        touch.run({ id, lastUsedAt: at });
      }
      return {
        sessionId: id,
        user: row.user,
        expiresAt: expiryOf(row.session.createdAt, lastUsedAt),
      };
    },

    invalidate(sessionId: string): void {
      removeOne.run({ id: sessionId });
    },

    /** Ends every session of a user, or every one but `keep` (after a password change). */
    invalidateAllOf(userId: string, keep?: string): void {
      const condition = keep
        ? and(eq(sessions.userId, userId), ne(sessions.id, keep))
        : eq(sessions.userId, userId);
      db.delete(sessions).where(condition).run();
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
