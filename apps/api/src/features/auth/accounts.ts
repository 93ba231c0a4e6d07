import { applications, type Db, orders, type User, users } from '@seva/db';
import type { AdminUsersInput } from '@seva/schemas';
import { bilingual } from '@seva/schemas/texts';
import { and, count, desc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { containsText, nameMatches, nameSearchWords } from '../../lib/name-search.ts';
import { afterCursor, decodeCursor, encodeCursor } from '../../lib/paging.ts';
import { securityEvent } from '../../lib/security-events.ts';
import type { SessionStore } from './sessions.ts';

export const userMessages = bilingual({
  notFound: 'User not found',
  ownRole: 'You cannot change your own role',
  ownAccount: 'You cannot disable your own account',
  lastAdmin: 'There must be at least one active admin',
  roleUpdated: 'Role updated successfully',
  disabled: 'Account disabled',
  enabled: 'Account enabled',
} as const);

export function createAccountAdmin(deps: {
  db: Db;
  sessions: SessionStore;
  now?: () => number;
  logger: FastifyBaseLogger;
}) {
  const { db, sessions, logger } = deps;
  const now = deps.now ?? Date.now;

  function find(userId: string): User {
    const user = db.select().from(users).where(eq(users.id, userId)).get();
    if (!user) throw new AppError('NOT_FOUND', userMessages.notFound);
    return user;
  }

  function otherActiveAdmins(userId: string): number {
    return (
      db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.disabledAt), ne(users.id, userId)))
        .get()?.n ?? 0
    );
  }

  return {
    /**
     * The counter's lookup (docs/product.md, Citizens known by mobile number): a citizen by
     * mobile number (however typed), e-mail, the start of any word of their name (each word
     * typed, in NFC: 'कुमार' finds 'रवि कुमार'), or the reference of one
     * of their applications or orders. At most 20, newest accounts first.
     */
    findCitizens(search: string) {
      const text = search.trim();
      const digits = text.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, '');
      const lower = text.toLowerCase();
      const byReference = (table: typeof applications | typeof orders) =>
        db
          .select({ userId: table.userId })
          .from(table)
          .where(eq(table.reference, text.toUpperCase()));
      const rows = db
        .select()
        .from(users)
        .where(
          and(
            eq(users.role, 'user'),
            or(
              eq(users.mobile, digits),
              eq(users.email, lower),
              nameMatches(users.name, nameSearchWords(text)),
              inArray(users.id, byReference(applications)),
              inArray(users.id, byReference(orders)),
            ),
          ),
        )
        .orderBy(desc(users.createdAt))
        .limit(20)
        .all();
      return {
        data: rows.map((user) => ({
          _id: user.id,
          name: user.name,
          mobile: user.mobile,
          email: user.email,
        })),
      };
    },

    list(input: AdminUsersInput) {
      const conditions: SQL[] = [];
      if (input.search) {
        const match = or(
          containsText(users.email, input.search.toLowerCase()),
          nameMatches(users.name, nameSearchWords(input.search)),
        );
        if (match) conditions.push(match);
      }
      const filter = conditions.length > 0 ? and(...conditions) : undefined;
      const after = afterCursor(users.createdAt, users.id, decodeCursor(input.cursor));
      const rows = db
        .select()
        .from(users)
        .where(and(filter, after))
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(input.limit + 1)
        .all();
      const page = rows.slice(0, input.limit);
      const counts = new Map(
        page.length === 0
          ? []
          : db
              .select({ userId: applications.userId, n: count() })
              .from(applications)
              .where(or(...page.map((user) => eq(applications.userId, user.id))))
              .groupBy(applications.userId)
              .all()
              .map((row) => [row.userId, row.n] as const),
      );
      const total = db.select({ n: count() }).from(users).where(filter).get()?.n ?? 0;
      const last = page.at(-1);
      return {
        data: page.map((user) => ({
          _id: user.id,
          name: user.name,
          email: user.email,
          mobile: user.mobile,
          role: user.role,
          emailVerified: user.emailVerifiedAt !== null,
          disabled: user.disabledAt !== null,
          createdAt: user.createdAt.toISOString(),
          applicationCount: counts.get(user.id) ?? 0,
        })),
        total,
        nextCursor:
          rows.length > input.limit && last ? encodeCursor(last.createdAt, last.id) : null,
      };
    },

    setRole(admin: User, userId: string, role: 'user' | 'admin') {
      if (userId === admin.id) throw new AppError('CONFLICT', userMessages.ownRole);
      const user = find(userId);
      if (user.role === 'admin' && role === 'user' && otherActiveAdmins(user.id) === 0) {
        throw new AppError('CONFLICT', userMessages.lastAdmin);
      }
      db.update(users)
        .set({ role, updatedAt: new Date(now()) })
        .where(eq(users.id, userId))
        .run();
      securityEvent(logger, { event: 'role_changed', userId: admin.id, objectId: userId, role });
      return { message: userMessages.roleUpdated };
    },

    /** A disabled account cannot log in, and its sessions end now. */
    setDisabled(admin: User, userId: string, disabled: boolean) {
      if (userId === admin.id) throw new AppError('CONFLICT', userMessages.ownAccount);
      const user = find(userId);
      if (disabled && user.role === 'admin' && otherActiveAdmins(user.id) === 0) {
        throw new AppError('CONFLICT', userMessages.lastAdmin);
      }
      const at = new Date(now());
      db.update(users)
        .set({ disabledAt: disabled ? at : null, updatedAt: at })
        .where(eq(users.id, userId))
        .run();
      if (disabled) sessions.invalidateAllOf(userId);
      securityEvent(logger, {
        event: disabled ? 'account_disabled' : 'account_enabled',
        userId: admin.id,
        objectId: userId,
      });
      return { message: disabled ? userMessages.disabled : userMessages.enabled };
    },
  };
}

export type AccountAdmin = ReturnType<typeof createAccountAdmin>;
