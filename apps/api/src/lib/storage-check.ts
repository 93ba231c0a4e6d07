import type { StoredFileRow, StoredFilesRepository } from '@seva/db';
import { type FileStorage, isMissingFile, isStorageKey } from './storage.ts';

/**
 * The rows that point at a stored file the storage does not hold (`pnpm cli check-storage`).
 *
 * One pass over the rows and one over the storage (a folder walk, or ListObjectsV2 pages of a
 * thousand names), never a request per row: 100,000 rows cost a hundred listing requests.
 * Safe beside running servers: a file can be removed with its row, or a row written after its
 * file, between the two passes, so each file found missing is looked up once more on its own,
 * and the rows are read again: only a row still there whose file is still missing is reported.
 */
export async function findMissingStoredFiles(
  storedFiles: StoredFilesRepository,
  storage: FileStorage,
): Promise<StoredFileRow[]> {
  const rows = await storedFiles.rows();
  const stored = new Set<string>();
  for await (const object of storage.list()) stored.add(object.key);
  const suspects = rows.filter((row) => !stored.has(row.key));
  if (suspects.length === 0) return [];

  const gone = new Set<string>();
  for (const key of new Set(suspects.map((row) => row.key))) {
    if (!(await isThere(storage, key))) gone.add(key);
  }
  const current = new Set((await storedFiles.rows()).map(rowName));
  return suspects.filter((row) => gone.has(row.key) && current.has(rowName(row)));
}

const rowName = (row: StoredFileRow) => `${row.table}.${row.column} ${row.id} ${row.key}`;

/**
 * One line per row (check-storage, restore): table and column, the row's id, the key. Never a
 * file's name or content.
 */
export function missingFileLine(row: StoredFileRow): string {
  return rowName(row);
}

async function isThere(storage: FileStorage, key: string): Promise<boolean> {
  // A row whose key is not one (a damaged row) points at nothing the storage could hold.
  if (!isStorageKey(key)) return false;
  try {
    (await storage.readStored(key)).destroy();
    return true;
  } catch (error) {
    if (isMissingFile(error)) return false;
    throw error;
  }
}
