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
import type { Db } from '../client.ts';
import { applications, emailCodes, orders, sessions, users } from '../schema.ts';
import {
  type AuthRepository,
  type CodeEffect,
  type NewCode,
  type NewUser,
  sameHash,
} from './auth.ts';
import { recordConsent } from './consent.sqlite.ts';
import { isUniqueViolation } from './errors.ts';
import { newestFirstAfter } from './keyset.ts';
import { containsText, nameMatches } from './name-search.ts';
import { enqueueNotification } from './notifications.sqlite.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Newest code first; within one millisecond (a paused clock) the unused one, then the one used
 * last, then by id: the order is the same on both dialects (NULLs sort differently there).
 */
const latestFirst = [
  desc(emailCodes.createdAt),
  sql`case when ${emailCodes.usedAt} is null then 0 else 1 end`,
  desc(emailCodes.usedAt),
  desc(emailCodes.id),
];

const lower = (email: string | null) => (email === null ? null : email.toLowerCase());

/**
 * Whether the account `userId` is there and open (not disabled), read inside the caller's
 * SQLite transaction: begun IMMEDIATE (openDatabase), so an erasure cannot close it between
 * this read and the unit's rows (docs/decisions/062).
 */
export function isAccountOpen(tx: Pick<Db, 'select'>, userId: string): boolean {
  const row = tx
    .select({ disabledAt: users.disabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  return row !== undefined && row.disabledAt === null;
}

/**
 * Closes an erased account inside privacy's SQLite transaction (docs/decisions/062): its name
 * replaced by `name`, e-mail and mobile freed (null, so they may sign up again), no password,
 * disabled; every session and code ended.
 */
export function closeErasedAccount(
  tx: Pick<Db, 'update' | 'delete'>,
  userId: string,
  closing: { name: string; at: Date },
): void {
  const { name, at } = closing;
  tx.update(users)
    .set({
      name,
      email: null,
      mobile: null,
      passwordHash: null,
      emailVerifiedAt: null,
      disabledAt: at,
      updatedAt: at,
    })
    .where(eq(users.id, userId))
    .run();
  tx.delete(sessions).where(eq(sessions.userId, userId)).run();
  tx.delete(emailCodes).where(eq(emailCodes.userId, userId)).run();
}

function insertUser(tx: Pick<Db, 'insert'>, user: NewUser): void {
  tx.insert(users)
    .values({ ...user, email: lower(user.email) })
    .run();
}

function insertCode(tx: Pick<Db, 'insert'>, code: NewCode): void {
  tx.insert(emailCodes)
    .values({ ...code, failedAttempts: 0, usedAt: null })
    .run();
}

function endSessionsOf(tx: Pick<Db, 'delete'>, userId: string, keep?: string): void {
  const condition = keep
    ? and(eq(sessions.userId, userId), ne(sessions.id, keep))
    : eq(sessions.userId, userId);
  tx.delete(sessions).where(condition).run();
}

function applyEffect(tx: Tx, userId: string, effect: CodeEffect, at: Date): void {
  if (effect.kind === 'verifyEmail') {
    tx.update(users).set({ emailVerifiedAt: at, updatedAt: at }).where(eq(users.id, userId)).run();
  } else if (effect.kind === 'setPassword') {
    tx.update(users)
      .set({
        passwordHash: effect.passwordHash,
        ...(effect.verifiesEmail
          ? { emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.getTime()})` }
          : {}),
        updatedAt: at,
      })
      .where(eq(users.id, userId))
      .run();
    endSessionsOf(tx, userId, effect.keepSessionId);
  }
}

/** Enabled admins other than `userId`. */
function otherActiveAdmins(tx: Pick<Db, 'select'>, userId: string): number {
  return (
    tx
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, userId)))
      .get()?.n ?? 0
  );
}

export function createSqliteAuthRepository(db: Db): AuthRepository {
  // Read on every request: prepared once (Drizzle's builder costs more than the statement).
  const sessionById = db
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
  const removeSession = db
    .delete(sessions)
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare();

  const userWhere = (condition: SQL) => db.select().from(users).where(condition).get() ?? null;

  /** Writes `write` in one transaction; `taken` when a unique index refused it. */
  function unlessTaken(write: (tx: Tx) => void): 'created' | 'taken' {
    try {
      db.transaction(write);
      return 'created';
    } catch (error) {
      if (isUniqueViolation(error)) return 'taken';
      throw error;
    }
  }

  return {
    async userById(id) {
      return userWhere(eq(users.id, id));
    },

    async userByEmail(email) {
      return userWhere(eq(users.email, email.toLowerCase()));
    },

    async userByMobile(mobile) {
      return userWhere(eq(users.mobile, mobile));
    },

    async signUp({ user, consent, code, notices }) {
      return unlessTaken((tx) => {
        insertUser(tx, user);
        recordConsent(tx, consent);
        insertCode(tx, code);
        for (const notice of notices) enqueueNotification(tx, notice);
      });
    },

    async registerCitizen({ user, invitation, notices }) {
      return unlessTaken((tx) => {
        insertUser(tx, user);
        if (invitation) insertCode(tx, invitation);
        for (const notice of notices) enqueueNotification(tx, notice);
      });
    },

    async createAdmin(user) {
      insertUser(db, user);
    },

    async promoteToAdmin(userId, { name, passwordHash, at }) {
      const changed = db
        .update(users)
        .set({
          role: 'admin',
          name,
          passwordHash,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.getTime()})`,
          disabledAt: null,
          updatedAt: at,
        })
        .where(eq(users.id, userId))
        .run();
      return changed.changes === 1;
    },

    async updateProfile(userId, { name, mobile }, at) {
      try {
        return (
          db
            .update(users)
            .set({ name, ...(mobile === undefined ? {} : { mobile }), updatedAt: at })
            .where(eq(users.id, userId))
            .returning()
            .get() ?? null
        );
      } catch (error) {
        if (isUniqueViolation(error)) return 'mobile_taken';
        throw error;
      }
    },

    async setLanguage(userId, language, at) {
      db.update(users).set({ language, updatedAt: at }).where(eq(users.id, userId)).run();
    },

    async setNotificationChannels(userId, channels, at) {
      db.update(users)
        .set({ notifyByEmail: channels.email, notifyBySms: channels.sms, updatedAt: at })
        .where(eq(users.id, userId))
        .run();
    },

    async changePassword(userId, passwordHash, at, keepSessionId) {
      db.transaction((tx) => {
        tx.update(users).set({ passwordHash, updatedAt: at }).where(eq(users.id, userId)).run();
        endSessionsOf(tx, userId, keepSessionId);
      });
    },

    async upgradePasswordHash(userId, passwordHash) {
      db.update(users).set({ passwordHash }).where(eq(users.id, userId)).run();
    },

    async setRole(userId, role, at) {
      // Begun IMMEDIATE (openDatabase): no other writer between the check and the change.
      return db.transaction((tx) => {
        const user = tx.select().from(users).where(eq(users.id, userId)).get();
        if (!user) return 'not_found';
        if (user.role === 'admin' && role === 'user' && otherActiveAdmins(tx, userId) === 0) {
          return 'last_admin';
        }
        tx.update(users).set({ role, updatedAt: at }).where(eq(users.id, userId)).run();
        return 'changed';
      });
    },

    async setDisabled(userId, disabled, at) {
      return db.transaction((tx) => {
        const user = tx.select().from(users).where(eq(users.id, userId)).get();
        if (!user) return 'not_found';
        if (disabled && user.role === 'admin' && otherActiveAdmins(tx, userId) === 0) {
          return 'last_admin';
        }
        tx.update(users)
          .set({ disabledAt: disabled ? at : null, updatedAt: at })
          .where(eq(users.id, userId))
          .run();
        if (disabled) endSessionsOf(tx, userId);
        return 'changed';
      });
    },

    async findCitizens({ mobile, email, words, reference, limit }) {
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
        .limit(limit)
        .all();
    },

    async accountsPage({ search, after, limit }) {
      const filter = search
        ? or(containsText(users.email, search.email), nameMatches(users.name, search.words))
        : undefined;
      const rows = db
        .select()
        .from(users)
        .where(and(filter, newestFirstAfter(users.createdAt, users.id, after)))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(limit + 1)
        .all();
      const page = rows.slice(0, limit);
      const counts = new Map(
        page.length === 0
          ? []
          : db
              .select({ userId: applications.userId, n: count() })
              .from(applications)
              .where(
                inArray(
                  applications.userId,
                  page.map((user) => user.id),
                ),
              )
              .groupBy(applications.userId)
              .all()
              .map((row) => [row.userId, row.n] as const),
      );
      const total = db.select({ n: count() }).from(users).where(filter).get()?.n ?? 0;
      return {
        entries: page.map((user) => ({ user, applicationCount: counts.get(user.id) ?? 0 })),
        more: rows.length > limit,
        total,
      };
    },

    async startSession(session, { ends, language }) {
      db.transaction((tx) => {
        tx.insert(sessions).values(session).run();
        if (ends) tx.delete(sessions).where(eq(sessions.id, ends)).run();
        if (language) {
          tx.update(users).set({ language }).where(eq(users.id, session.userId)).run();
        }
      });
    },

    async sessionWithUser(id) {
      return sessionById.get({ id }) ?? null;
    },

    async touchSession(id, at) {
      touch.run({ id, lastUsedAt: at.getTime() });
    },

    async endSession(id) {
      removeSession.run({ id });
    },

    async issueCode(code, { limit, notices }) {
      // Begun IMMEDIATE: two resends at once count each other's codes.
      return db.transaction((tx) => {
        const account = tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, code.userId))
          .get();
        if (!account) return 'no_account';
        const recent =
          tx
            .select({ n: count() })
            .from(emailCodes)
            .where(
              and(
                eq(emailCodes.userId, code.userId),
                eq(emailCodes.purpose, code.purpose),
                gte(emailCodes.createdAt, limit.since),
              ),
            )
            .get()?.n ?? 0;
        if (recent >= limit.max) return 'limit';
        tx.update(emailCodes)
          .set({ usedAt: code.createdAt })
          .where(
            and(
              eq(emailCodes.userId, code.userId),
              eq(emailCodes.purpose, code.purpose),
              isNull(emailCodes.usedAt),
            ),
          )
          .run();
        insertCode(tx, code);
        for (const notice of notices) enqueueNotification(tx, notice);
        return 'issued';
      });
    },

    async latestCode(userId, purpose) {
      return (
        db
          .select()
          .from(emailCodes)
          .where(and(eq(emailCodes.userId, userId), eq(emailCodes.purpose, purpose)))
          .orderBy(...latestFirst)
          .limit(1)
          .get() ?? null
      );
    },

    async redeemCode({ userId, purpose, codeHash, at, maxWrongAttempts, effect }) {
      return db.transaction((tx) => {
        const current = tx
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
          .get();
        if (
          !current ||
          current.expiresAt.getTime() <= at.getTime() ||
          current.failedAttempts >= maxWrongAttempts
        ) {
          return 'dead';
        }
        if (!sameHash(current.codeHash, codeHash)) {
          tx.update(emailCodes)
            .set({ failedAttempts: sql`${emailCodes.failedAttempts} + 1` })
            .where(eq(emailCodes.id, current.id))
            .run();
          return 'wrong';
        }
        tx.update(emailCodes).set({ usedAt: at }).where(eq(emailCodes.id, current.id)).run();
        applyEffect(tx, userId, effect, at);
        return 'ok';
      });
    },

    async acceptInvitation({ tokenHash, passwordHash, at }) {
      return db.transaction((tx) => {
        const invitation = tx
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
          .get();
        if (!invitation) return null;
        const updated = tx
          .update(users)
          .set({ passwordHash, emailVerifiedAt: at, updatedAt: at })
          .where(
            and(eq(users.id, invitation.userId), isNull(users.disabledAt), isNotNull(users.email)),
          )
          .returning({ id: users.id })
          .get();
        if (!updated) return null;
        tx.update(emailCodes).set({ usedAt: at }).where(eq(emailCodes.id, invitation.id)).run();
        endSessionsOf(tx, updated.id);
        return updated.id;
      });
    },
  };
}
