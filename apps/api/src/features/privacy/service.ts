import type {
  AuthRepository,
  BucketSpec,
  Erasure,
  PrivacyRepository,
  RateLimitRepository,
  User,
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
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { newId } from '../../lib/ids.ts';
import { decodeCursor, encodeCursor } from '../../lib/paging.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { FileStorage } from '../../lib/storage.ts';
import type { createThrottle } from '../../lib/throttle.ts';
import { ERASED_NAME } from '../auth/erasure.ts';

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
 * and the privacy repository's `erase` unit runs each owning feature's part in one transaction
 * (docs/decisions/078-repositories.md). Rows first, then files.
 */
export function createPrivacy(deps: {
  /** The erasure's unit, its record and the audit list. */
  privacy: PrivacyRepository;
  /** The citizen an operator names at the counter. */
  auth: AuthRepository;
  storage: FileStorage;
  hasher: PasswordHasher;
  throttle: ReturnType<typeof createThrottle>;
  /** The export limit's buckets, in the database: shared by every server process. */
  rateLimits: RateLimitRepository;
  logger: FastifyBaseLogger;
  now?: () => number;
}) {
  const { privacy, auth, storage, hasher, throttle, rateLimits, logger } = deps;
  const now = deps.now ?? Date.now;

  async function erase(citizen: User, door: Door, by: User | null): Promise<ErasureDone> {
    const at = new Date(now());
    // One unit: checked inside it, so nothing can start meanwhile, and a refusal writes nothing.
    const outcome = await privacy.erase({
      id: newId(),
      userId: citizen.id,
      door,
      erasedBy: by?.id ?? null,
      at,
      erasedName: ERASED_NAME,
    });
    if ('refused' in outcome) {
      if (outcome.refused === 'no_account') {
        throw new AppError('NOT_FOUND', privacyMessages.citizenNotFound);
      }
      if (outcome.refused === 'already_erased') {
        throw new AppError('CONFLICT', privacyMessages.alreadyErased);
      }
      throw new AppError(
        'CONFLICT',
        door === 'self' ? privacyMessages.workInProgress : privacyMessages.citizenWorkInProgress,
      );
    }
    const { erasure, storageKeys } = outcome;
    // The rows are gone; now the files. One that resists is counted and logged (no name, no
    // number), and the start-up sweep removes it, since no row refers to it any more.
    const results = await Promise.allSettled(storageKeys.map((key) => storage.remove(key)));
    const failed = results.filter((result) => result.status === 'rejected').length;
    if (failed > 0)
      logger.error({ erasure: erasure.id, failed }, 'files of an erased account remain');
    const done = await privacy.finish(
      erasure.id,
      { deleted: storageKeys.length - failed, failed },
      new Date(now()),
    );
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
      const citizen = await auth.userById(input.citizenId);
      if (!citizen) throw new AppError('NOT_FOUND', privacyMessages.citizenNotFound);
      if (citizen.role !== 'user') throw new AppError('CONFLICT', privacyMessages.notACitizen);
      return erase(citizen, 'counter', operator);
    },

    /** The operators' audit list, newest first. */
    async list(input: ErasureListInput): Promise<ErasureList> {
      const page = await privacy.page({ after: decodeCursor(input.cursor), limit: input.limit });
      const last = page.entries.at(-1)?.erasure;
      return {
        data: page.entries.map((entry) => recordOf(entry.erasure, entry.operatorName)),
        nextCursor: page.more && last ? encodeCursor(last.requestedAt, last.id) : null,
      };
    },
  };
}

export type Privacy = ReturnType<typeof createPrivacy>;
