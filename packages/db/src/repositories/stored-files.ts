/**
 * Every row's pointer at a stored file, for the storage's upkeep (the hourly sweep of objects no
 * row points at, `pnpm cli check-storage`, backups): read only, owned by no feature. Each table
 * that records a stored file must be read here, or the sweep would delete its files.
 */
export interface StoredFilesRepository {
  /** Every pointer, in table order, then by id and column (the same order on both dialects). */
  rows(): Promise<StoredFileRow[]>;
}

/** A row's pointer at a stored file: which table and column, the row's id, the key. */
export interface StoredFileRow {
  table: 'attachments' | 'order_files' | 'locker_documents';
  column: 'storage_key' | 'photo_storage_key' | 'signature_storage_key';
  id: string;
  key: string;
}

/** The three reads' rows, whichever dialect read them, as pointers. */
export function storedFileRowsFrom(read: {
  attachments: Array<{ id: string; key: string }>;
  orderFiles: Array<{ id: string; key: string }>;
  lockerDocuments: Array<{ id: string; photo: string; signature: string }>;
}): StoredFileRow[] {
  const rows: StoredFileRow[] = [];
  for (const row of read.attachments) {
    rows.push({ table: 'attachments', column: 'storage_key', id: row.id, key: row.key });
  }
  for (const row of read.orderFiles) {
    rows.push({ table: 'order_files', column: 'storage_key', id: row.id, key: row.key });
  }
  for (const row of read.lockerDocuments) {
    rows.push({
      table: 'locker_documents',
      column: 'photo_storage_key',
      id: row.id,
      key: row.photo,
    });
    rows.push({
      table: 'locker_documents',
      column: 'signature_storage_key',
      id: row.id,
      key: row.signature,
    });
  }
  return rows;
}
