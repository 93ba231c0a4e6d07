import { type Db, eraseLockerOf as eraseLocker } from '@seva/db';

type Tx = Pick<Db, 'select' | 'delete'>;

/**
 * Removes every locker document of an account being erased, inside the caller's transaction
 * (docs/decisions/062): answers the storage keys of their photos and signatures, which the
 * caller deletes once the rows are gone. Privacy's erasure is still one SQLite transaction;
 * once it is a repository's unit of work, it calls the locker repository's part itself and this
 * goes (docs/decisions/078-repositories.md).
 */
export function eraseLockerOf(
  tx: Tx,
  userId: string,
): { documents: number; storageKeys: string[] } {
  return eraseLocker(tx, userId);
}
