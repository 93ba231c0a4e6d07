import {
  type BucketSpec,
  type Db,
  type Erasure,
  erasures,
  type RateLimitRepository,
  type User,
  users,
} from '@seva/db';
import {
  type EraseCitizenInput,
  type EraseMyAccountInput,
  type ErasureDone,
  type ErasureList,
  type ErasureListInput,
  type ErasureRecord,
  privacyMessages,
} from '@seva/schemas';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { afterCursor, decodeCursor, encodeCursor } from '../../lib/paging.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { createThrottle } from '../../lib/throttle.ts';
import { eraseApplicationsOf, hasApplicationInProgress } from '../applications/erasure.ts';
import { closeErasedAccount } from '../auth/erasure.ts';
import { eraseMessagesFrom } from '../contact/erasure.ts';
import { eraseLockerOf } from '../locker/erasure.ts';
import { eraseOrdersOf, hasOrderInProgress } from '../orders/erasure.ts';

/** A few exports an hour per account: each reads every file the citizen has. */
export const EXPORT_LIMIT: BucketSpec = { capacity: 3, refillSeconds: 20 * 60 };

type Door = Erasure['door'];

function recordOf(row: Erasure, operatorName: string | null): ErasureRecord {
  return {
    id: row.id,
    citizenId: row.userId,
    door: row.door,
    erasedBy: row.erasedBy ? (operatorName ?? null) : null,
    applicationsRemoved: row.applicationsRemoved,
    ordersRemoved: row.ordersRemoved,
    keptForAccounts: row.keptForAccounts,
    lockerDocuments: row.lockerDocuments,
    filesDeleted: row.filesDeleted,
    filesFailed: row.filesFailed,
    requestedAt: row.requestedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/**
 * Export limits and erasure (docs/decisions/062-export-and-erasure.md): the rules of both doors
 * (the citizen's own, with their password; the counter's, confirmed by an operator) live here,
 * and each owning feature erases its own rows inside one transaction. Rows first, then files.
 */
export function createPrivacy(deps: {
  db: Db;
  storage: FileStorage;
  hasher: PasswordHasher;
  throttle: ReturnType<typeof createThrottle>;
  /** The export limit's buckets, in the database: shared by every server process. */
  rateLimits: RateLimitRepository;
  logger: FastifyBaseLogger;
  now?: () => number;
}) {
  const { db, storage, hasher, throttle, rateLimits, logger } = deps;
  const now = deps.now ?? Date.now;

  function operatorName(id: string | null): string | null {
    if (!id) return null;
    return db.select({ name: users.name }).from(users).where(eq(users.id, id)).get()?.name ?? null;
  }

  async function erase(citizen: User, door: Door, by: User | null): Promise<ErasureDone> {
    const at = new Date(now());
    const { erasure, storageKeys } = db.transaction((tx) => {
      // Checked inside the transaction: nothing can start meanwhile, and a refusal writes nothing.
      if (
        tx.select({ id: erasures.id }).from(erasures).where(eq(erasures.userId, citizen.id)).get()
      ) {
        throw new AppError('CONFLICT', privacyMessages.alreadyErased);
      }
      if (hasApplicationInProgress(tx, citizen.id) || hasOrderInProgress(tx, citizen.id)) {
        throw new AppError(
          'CONFLICT',
          door === 'self' ? privacyMessages.workInProgress : privacyMessages.citizenWorkInProgress,
        );
      }
      const applications = eraseApplicationsOf(tx, citizen.id, at);
      const orders = eraseOrdersOf(tx, citizen.id, at);
      const locker = eraseLockerOf(tx, citizen.id);
      if (citizen.email) eraseMessagesFrom(tx, citizen.email);
      closeErasedAccount(tx, citizen.id, at);
      const row = tx
        .insert(erasures)
        .values({
          id: newId(),
          userId: citizen.id,
          door,
          erasedBy: by?.id ?? null,
          applicationsRemoved: applications.removed,
          ordersRemoved: orders.removed,
          keptForAccounts: applications.kept + orders.kept,
          lockerDocuments: locker.documents,
          requestedAt: at,
        })
        .returning()
        .get();
      return {
        erasure: row,
        storageKeys: [...applications.storageKeys, ...orders.storageKeys, ...locker.storageKeys],
      };
    });
    // The rows are gone; now the files. One that resists is counted and logged (no name, no
    // number), and the start-up sweep removes it, since no row refers to it any more.
    const results = await Promise.allSettled(storageKeys.map((key) => storage.remove(key)));
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0)
      logger.error({ erasure: erasure.id, failed }, 'files of an erased account remain');
    const done = db
      .update(erasures)
      .set({
        filesDeleted: storageKeys.length - failed,
        filesFailed: failed,
        completedAt: new Date(now()),
      })
      .where(eq(erasures.id, erasure.id))
      .returning()
      .get();
    logger.info({ erasure: erasure.id, door, by: by?.id ?? null }, 'account erased');
    return {
      message: door === 'self' ? privacyMessages.erased : privacyMessages.citizenErased,
      erasure: recordOf(done ?? erasure, by?.name ?? null),
    };
  }

  return {
    /** Takes one of the account's exports, or throws RATE_LIMITED with when to come back. */
    async admitExport(user: User): Promise<void> {
      const taken = await rateLimits.take(`export:${user.id}`, EXPORT_LIMIT, now());
      if (!taken.ok) {
        throw new AppError(
          'RATE_LIMITED',
          privacyMessages.tooManyExports,
          undefined,
          taken.retryAfter,
        );
      }
    },

    /** The citizen's own request: their password again, throttled like a password change. */
    async eraseMine(user: User, input: EraseMyAccountInput, ip: string): Promise<ErasureDone> {
      await throttle.check('changePassword', ip, user.email ?? user.id);
      if (user.role !== 'user') throw new AppError('CONFLICT', privacyMessages.notACitizen);
      if (!user.passwordHash) throw new AppError('CONFLICT', privacyMessages.noPassword);
      if (!(await hasher.verify(user.passwordHash, input.password))) {
        throw new AppError('INVALID', privacyMessages.wrongPassword);
      }
      return erase(user, 'self', null);
    },

    /** An operator at the desk, who confirmed that the citizen asked for it. */
    async eraseAtCounter(operator: User, input: EraseCitizenInput): Promise<ErasureDone> {
      const citizen = db.select().from(users).where(eq(users.id, input.citizenId)).get();
      if (!citizen) throw new AppError('NOT_FOUND', privacyMessages.citizenNotFound);
      if (citizen.role !== 'user') throw new AppError('CONFLICT', privacyMessages.notACitizen);
      return erase(citizen, 'counter', operator);
    },

    /** The operators' audit list, newest first. */
    list(input: ErasureListInput): ErasureList {
      const cursor = decodeCursor(input.cursor);
      const rows = db
        .select()
        .from(erasures)
        .where(afterCursor(erasures.requestedAt, erasures.id, cursor))
        .orderBy(desc(erasures.requestedAt), desc(erasures.id))
        .limit(input.limit + 1)
        .all();
      const page = rows.slice(0, input.limit);
      const last = page.at(-1);
      return {
        data: page.map((row) => recordOf(row, operatorName(row.erasedBy))),
        nextCursor:
          rows.length > input.limit && last ? encodeCursor(last.requestedAt, last.id) : null,
      };
    },
  };
}

export type Privacy = ReturnType<typeof createPrivacy>;
