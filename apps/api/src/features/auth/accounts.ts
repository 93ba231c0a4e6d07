import type { AccountChange, AuthRepository, User } from '@seva/db';
import type { AdminUsersInput } from '@seva/schemas';
import { bilingual } from '@seva/schemas/texts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { nameSearchWords } from '../../lib/name-search.ts';
import { decodeCursor, encodeCursor } from '../../lib/paging.ts';
import { securityEvent } from '../../lib/security-events.ts';

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
  accounts: AuthRepository;
  now?: () => number;
  logger: FastifyBaseLogger;
}) {
  const { accounts, logger } = deps;
  const now = deps.now ?? Date.now;

  /** The repository's answer as the operator is told it. */
  function refuseUnlessChanged(outcome: AccountChange): void {
    if (outcome === 'not_found') throw new AppError('NOT_FOUND', userMessages.notFound);
    if (outcome === 'last_admin') throw new AppError('CONFLICT', userMessages.lastAdmin);
  }

  return {
    /**
     * The counter's lookup (docs/product.md, Citizens known by mobile number): a citizen by
     * mobile number (however typed), e-mail, the start of any word of their name (each word
     * typed, in NFC: 'कुमार' finds 'रवि कुमार'), or the reference of one
     * of their applications or orders. At most 20, newest accounts first.
     */
    async findCitizens(search: string) {
      const text = search.trim();
      const rows = await accounts.findCitizens({
        mobile: text.replace(/[\s-]/g, '').replace(/^(\+91|0)(?=\d{10}$)/, ''),
        email: text.toLowerCase(),
        words: nameSearchWords(text),
        reference: text.toUpperCase(),
        limit: 20,
      });
      return {
        data: rows.map((user) => ({
          _id: user.id,
          name: user.name,
          mobile: user.mobile,
          email: user.email,
        })),
      };
    },

    async list(input: AdminUsersInput) {
      const page = await accounts.accountsPage({
        search: input.search
          ? { email: input.search.toLowerCase(), words: nameSearchWords(input.search) }
          : null,
        after: decodeCursor(input.cursor),
        limit: input.limit,
      });
      const last = page.entries.at(-1)?.user;
      return {
        data: page.entries.map(({ user, applicationCount }) => ({
          _id: user.id,
          name: user.name,
          email: user.email,
          mobile: user.mobile,
          role: user.role,
          emailVerified: user.emailVerifiedAt !== null,
          disabled: user.disabledAt !== null,
          createdAt: user.createdAt.toISOString(),
          applicationCount,
        })),
        total: page.total,
        nextCursor: page.more && last ? encodeCursor(last.createdAt, last.id) : null,
      };
    },

    async setRole(admin: User, userId: string, role: 'user' | 'admin') {
      if (userId === admin.id) throw new AppError('CONFLICT', userMessages.ownRole);
      // The check that an enabled admin remains and the change are one step.
      refuseUnlessChanged(await accounts.setRole(userId, role, new Date(now())));
      securityEvent(logger, { event: 'role_changed', userId: admin.id, objectId: userId, role });
      return { message: userMessages.roleUpdated };
    },

    /** A disabled account cannot log in, and its sessions end with it. */
    async setDisabled(admin: User, userId: string, disabled: boolean) {
      if (userId === admin.id) throw new AppError('CONFLICT', userMessages.ownAccount);
      refuseUnlessChanged(await accounts.setDisabled(userId, disabled, new Date(now())));
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
