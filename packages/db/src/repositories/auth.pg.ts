import {
  and,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgDb } from '../postgres.ts';
import { applications, emailCodes, orders, sessions, users } from '../schema.pg.ts';
import {
  type AuthRepository,
  type CodeEffect,
  type NewCode,
  type NewUser,
  sameHash,
} from './auth.ts';
import { recordConsent } from './consent.pg.ts';
import { isUniqueViolation } from './errors.ts';
import { newestFirstAfter } from './keyset.ts';
import { containsText, nameMatches } from './name-search.ts';
import { enqueueNotification } from './notifications.pg.ts';

type Tx = Parameters<Parameters<PgDb['transaction']>[0]>[0];

/** As on SQLite: newest first, then the unused one, the one used last, then by id. */
const latestFirst = [
  desc(emailCodes.createdAt),
  sql`case when ${emailCodes.usedAt} is null then 0 else 1 end`,
  desc(emailCodes.usedAt),
  desc(emailCodes.id),
];

const lower = (email: string | null) => (email === null ? null : email.toLowerCase());

/** The moment as a parameter PostgreSQL reads as `timestamptz` wherever it stands. */
const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/**
 * Whether the account `userId` is there and open (not disabled), inside the caller's
 * PostgreSQL transaction. The row is locked first (`FOR NO KEY UPDATE`, until the transaction
 * ends: rows that merely refer to the account do not wait): an erasure, which locks it
 * `FOR UPDATE`, either committed before (and this reads it closed) or waits for the unit's end,
 * as on SQLite (docs/decisions/062). The lock also orders two uploads of one account.
 */
export async function isAccountOpen(tx: Pick<PgDb, 'select'>, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .for('no key update');
  return row !== undefined && row.disabledAt === null;
}

/**
 * Closes an erased account inside privacy's PostgreSQL transaction: the same as the SQLite
 * part of `auth.sqlite.ts`.
 */
export async function closeErasedAccount(
  tx: Pick<PgDb, 'update' | 'delete'>,
  userId: string,
  closing: { name: string; at: Date },
): Promise<void> {
  const { name, at } = closing;
  await tx
    .update(users)
    .set({
      name,
      email: null,
      mobile: null,
      passwordHash: null,
      emailVerifiedAt: null,
      disabledAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  await tx.delete(emailCodes).where(eq(emailCodes.userId, userId));
}

async function insertUser(tx: Pick<PgDb, 'insert'>, user: NewUser): Promise<void> {
  await tx.insert(users).values({ ...user, email: lower(user.email) });
}

async function insertCode(tx: Pick<PgDb, 'insert'>, code: NewCode): Promise<void> {
  await tx.insert(emailCodes).values({ ...code, failedAttempts: 0, usedAt: null });
}

async function endSessionsOf(tx: Pick<PgDb, 'delete'>, userId: string, keep?: string) {
  const condition = keep
    ? and(eq(sessions.userId, userId), ne(sessions.id, keep))
    : eq(sessions.userId, userId);
  await tx.delete(sessions).where(condition);
}

async function applyEffect(tx: Tx, userId: string, effect: CodeEffect, at: Date): Promise<void> {
  if (effect.kind === 'verifyEmail') {
    await tx.update(users).set({ emailVerifiedAt: at, updatedAt: at }).where(eq(users.id, userId));
  } else if (effect.kind === 'setPassword') {
    await tx
      .update(users)
      .set({
        passwordHash: effect.passwordHash,
        ...(effect.verifiesEmail
          ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${instant(at)})` }
          : {}),
        updatedAt: at,
      })
      .where(eq(users.id, userId));
    await endSessionsOf(tx, userId, effect.keepSessionId);
  }
}

/**
 * The account `userId` and the ids of the other enabled admins, their rows locked in id order
 * (the admins first, so two such changes at once never wait on each other crosswise): an
 * operator's change of a role or of being disabled checks that an admin remains and writes in
 * one step, and the second of two at once sees the first's outcome.
 */
async function lockForAdminChange(tx: Tx, userId: string) {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)))
    .orderBy(users.id)
    .for('no key update');
  const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('no key update');
  // Read again after the locks: a row changed meanwhile is seen as it now is.
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, userId)));
  return { user, otherActiveAdmins: others?.n ?? 0 };
}

export function createPgAuthRepository(db: PgDb): AuthRepository {
  // Read on every signed-in request: built once, and prepared once per connection under its
  // name, so PostgreSQL parses and plans it once (docs/decisions/086).
  const sessionWithUser = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('seva_session_with_user');

  const userWhere = async (condition: SQL) => {
    const [row] = await db.select().from(users).where(condition);
    return row ?? null;
  };

  /** Writes `write` in one transaction; `taken` when a unique index refused it. */
  async function unlessTaken(write: (tx: Tx) => Promise<void>): Promise<'created' | 'taken'> {
    try {
      await db.transaction(write);
      return 'created';
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  return {
    userById(id) {
      return userWhere(eq(users.id, id));
    },

    userByEmail(email) {
      return userWhere(eq(users.email, email.toLowerCase()));
    },

    userByMobile(mobile) {
      return userWhere(eq(users.mobile, mobile));
    },

    signUp({ user, consent, code, notices }) {
      return unlessTaken(async (tx) => {
        await insertUser(tx, user);
        await recordConsent(tx, consent);
        await insertCode(tx, code);
        for (const notice of notices) await enqueueNotification(tx, notice);
      });
    },

    registerCitizen({ user, invitation, notices }) {
      return unlessTaken(async (tx) => {
        await insertUser(tx, user);
        if (invitation) await insertCode(tx, invitation);
        for (const notice of notices) await enqueueNotification(tx, notice);
      });
    },

    createAdmin(user) {
      return insertUser(db, user);
    },

    async promoteToAdmin(userId, { name, passwordHash, at }) {
      const changed = await db
        .update(users)
        .set({
          role: 'admin',
          name,
          passwordHash,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${instant(at)})`,
          disabledAt: null,
          updatedAt: at,
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      return changed.length === 1;
    },

    async updateProfile(userId, { name, mobile }, at) {
      try {
        const [user] = await db
          .update(users)
          .set({ name, ...(mobile === undefined ? {} : { mobile }), updatedAt: at })
          .where(eq(users.id, userId))
          .returning();
        return user ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return 'mobile_taken';
        throw error;
      }
    },

    async setLanguage(userId, language, at) {
      await db.update(users).set({ language, updatedAt: at }).where(eq(users.id, userId));
    },

    async setNotificationChannels(userId, channels, at) {
      await db
        .update(users)
        .set({ notifyByEmail: channels.email, notifyBySms: channels.sms, updatedAt: at })
        .where(eq(users.id, userId));
    },

    async changePassword(userId, passwordHash, at, keepSessionId) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId));
        await endSessionsOf(tx, userId, keepSessionId);
      });
    },

    async upgradePasswordHash(userId, passwordHash) {
      await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    },

    setRole(userId, role, at) {
      return db.transaction(async (tx) => {
        const { user, otherActiveAdmins } = await lockForAdminChange(tx, userId);
        if (!user) return 'not_found';
        if (user.role === 'admin' && role === 'user' && otherActiveAdmins === 0) {
          return 'last_admin';
        }
        await tx.update(users).set({ role, updatedAt: at }).where(eq(users.id, userId));
        return 'changed';
      });
    },

    setDisabled(userId, disabled, at) {
      return db.transaction(async (tx) => {
        const { user, otherActiveAdmins } = await lockForAdminChange(tx, userId);
        if (!user) return 'not_found';
        if (disabled && user.role === 'admin' && otherActiveAdmins === 0) return 'last_admin';
        await tx
          .update(users)
          .set({ disabledAt: disabled ? at : null, updatedAt: at })
          .where(eq(users.id, userId));
        if (disabled) await endSessionsOf(tx, userId);
        return 'changed';
      });
    },

    findCitizens({ mobile, email, words, reference, limit }) {
      const byReference = (table: typeof applications | typeof orders) =>
        db.select({ userId: table.userId }).from(table).where(eq(table.reference, reference));
      return db
        .select()
        .from(users)
        .where(
          and(
            eq(users.role, 'user'),
            or(
              eq(users.mobile, mobile),
              eq(users.email, email.toLowerCase()),
              nameMatches(users.name, words),
              inArray(users.id, byReference(applications)),
              inArray(users.id, byReference(orders)),
            ),
          ),
        )
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit);
    },

    async accountsPage({ search, after, limit }) {
      const filter = search
        ? or(containsText(users.email, search.email), nameMatches(users.name, search.words))
        : undefined;
      // The page and the count on two connections at once, as the Inbox's (contact.pg.ts).
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(users)
          .where(and(filter, newestFirstAfter(users.createdAt, users.id, after)))
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(limit + 1),
        db.select({ n: count() }).from(users).where(filter),
      ]);
      const page = rows.slice(0, limit);
      const counts = new Map(
        page.length === 0
          ? []
          : (
              await db
                .select({ userId: applications.userId, n: count() })
                .from(applications)
                .where(
                  inArray(
                    applications.userId,
                    page.map((user) => user.id),
                  ),
                )
                .groupBy(applications.userId)
            ).map((row) => [row.userId, row.n] as const),
      );
      return {
        entries: page.map((user) => ({ user, applicationCount: counts.get(user.id) ?? 0 })),
        more: rows.length > limit,
        total: total?.n ?? 0,
      };
    },

    async startSession(session, { ends, language }) {
      await db.transaction(async (tx) => {
        // The account's row first, as every unit here takes it before its sessions and codes,
        // so two units on one account never wait on each other crosswise.
        if (language) {
          await tx.update(users).set({ language }).where(eq(users.id, session.userId));
        }
        await tx.insert(sessions).values(session);
        if (ends) await tx.delete(sessions).where(eq(sessions.id, ends));
      });
    },

    async sessionWithUser(id) {
      const [row] = await sessionWithUser.execute({ id });
      return row ?? null;
    },

    async touchSession(id, at) {
      await db.update(sessions).set({ lastUsedAt: at }).where(eq(sessions.id, id));
    },

    async endSession(id) {
      await db.delete(sessions).where(eq(sessions.id, id));
    },

    issueCode(code, { limit, notices }) {
      return db.transaction(async (tx) => {
        // The account's row, locked against the same step on another connection (not against
        // the key share its codes' references take): resends at once count one after another.
        const [account] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, code.userId))
          .for('no key update');
        if (!account) return 'no_account';
        const [recent] = await tx
          .select({ n: count() })
          .from(emailCodes)
          .where(
            and(
              eq(emailCodes.userId, code.userId),
              eq(emailCodes.purpose, code.purpose),
              gte(emailCodes.createdAt, limit.since),
            ),
          );
        if ((recent?.n ?? 0) >= limit.max) return 'limit';
        await tx
          .update(emailCodes)
          .set({ usedAt: code.createdAt })
          .where(
            and(
              eq(emailCodes.userId, code.userId),
              eq(emailCodes.purpose, code.purpose),
              isNull(emailCodes.usedAt),
            ),
          );
        await insertCode(tx, code);
        for (const notice of notices) await enqueueNotification(tx, notice);
        return 'issued';
      });
    },

    async latestCode(userId, purpose) {
      const [row] = await db
        .select()
        .from(emailCodes)
        .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)))
        .orderBy(...latestFirst)
        .limit(1);
      return row ?? null;
    },

    redeemCode({ userId, purpose, codeHash, at, maxWrongAttempts, effect }) {
      return db.transaction(async (tx) => {
        // The account's row, then its code, locked in the order issueCode takes them: attempts
        // at once take turns, each seeing the one before's count or use, and a resend meanwhile
        // waits for them instead of deadlocking with one that changes the account.
        await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, userId))
          .for('no key update');
        const [current] = await tx
          .select()
          .from(emailCodes)
          .where(
            and(
              eq(emailCodes.userId, userId),
              eq(emailCodes.purpose, purpose),
              isNull(emailCodes.usedAt),
            ),
          )
          .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
          .limit(1)
          .for('update');
        if (
          !current ||
          current.expiresAt.getTime() <= at.getTime() ||
          current.failedAttempts >= maxWrongAttempts
        ) {
          return 'dead';
        }
        if (!sameHash(current.codeHash, codeHash)) {
          await tx
            .update(emailCodes)
            .set({ failedAttempts: sql`${emailCodes.failedAttempts} + 1` })
            .where(eq(emailCodes.id, current.id));
          return 'wrong';
        }
        await tx.update(emailCodes).set({ usedAt: at }).where(eq(emailCodes.id, current.id));
        await applyEffect(tx, userId, effect, at);
        return 'ok';
      });
    },

    acceptInvitation({ tokenHash, passwordHash, at }) {
      return db.transaction(async (tx) => {
        // Locked: the same link used twice at once sets the password once.
        const [invitation] = await tx
          .select()
          .from(emailCodes)
          .where(
            and(
              eq(emailCodes.purpose, 'invite'),
              eq(emailCodes.codeHash, tokenHash),
              isNull(emailCodes.usedAt),
              gt(emailCodes.expiresAt, at),
            ),
          )
          .limit(1)
          .for('update');
        if (!invitation) return null;
        const [updated] = await tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: at, updatedAt: at })
          .where(
            and(eq(users.id, invitation.userId), isNull(users.disabledAt), isNotNull(users.email)),
          )
          .returning({ id: users.id });
        if (!updated) return null;
        await tx.update(emailCodes).set({ usedAt: at }).where(eq(emailCodes.id, invitation.id));
        await endSessionsOf(tx, updated.id);
        return updated.id;
      });
    },
  };
}
