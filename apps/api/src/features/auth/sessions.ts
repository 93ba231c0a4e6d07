import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from '@oslojs/encoding';
import type { AuthRepository, User } from '@seva/db';

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
 * the secret is checked against its stored SHA-256 in constant time. The rows live only in
 * the database (the auth repository), so every server process on it knows every session.
 */
export function createSessionStore(accounts: AuthRepository, now: () => number = Date.now) {
  function expiryOf(createdAt: Date, lastUsedAt: Date): Date {
    return new Date(
      Math.min(createdAt.getTime() + SESSION_ABSOLUTE_MS, lastUsedAt.getTime() + SESSION_IDLE_MS),
    );
  }

  return {
    /**
     * A fresh session for a login; the caller's old one (`ends`) ends and the browser's chosen
     * `language` becomes the account's, in the same step.
     */
    async start(
      userId: string,
      options: { ends?: string | undefined; language?: User['language'] | undefined } = {},
    ): Promise<{ token: string; expiresAt: Date }> {
      const id = randomBase32(20);
      const secret = randomBase32(32);
      const at = new Date(now());
      await accounts.startSession(
        { id, secretHash: hashSecret(secret), userId, createdAt: at, lastUsedAt: at },
        options,
      );
      return { token: `${id}.${secret}`, expiresAt: expiryOf(at, at) };
    },

    async validate(token: string): Promise<SessionValidation | null> {
      const [id, secret, ...rest] = token.split('.');
      if (!id || !secret || rest.length > 0 || id.length > 64 || secret.length > 128) return null;
      const row = await accounts.sessionWithUser(id);
      if (!row) return null;
      const expected = new TextEncoder().encode(row.session.secretHash);
      const given = new TextEncoder().encode(hashSecret(secret));
      if (!constantTimeEqual(expected, given)) return null;
      const at = now();
      const expiresAt = expiryOf(row.session.createdAt, row.session.lastUsedAt);
      if (at >= expiresAt.getTime() || row.user.disabledAt) {
        await accounts.endSession(id);
        return null;
      }
      let lastUsedAt = row.session.lastUsedAt;
      if (at - lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
        lastUsedAt = new Date(at);
        await accounts.touchSession(id, lastUsedAt);
      }
      return {
        sessionId: id,
        user: row.user,
        expiresAt: expiryOf(row.session.createdAt, lastUsedAt),
      };
    },

    async invalidate(sessionId: string): Promise<void> {
      await accounts.endSession(sessionId);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
