/**
 * Each citizen's storage space (docs/decisions/020): what the portal's settings allow (null
 * when the settings' row is missing: the caller's default stands) and what the account uses.
 * Counted: the files of the citizen's own applications, whoever sent them, except operators'
 * result documents; their order files; their locker images. Read only: a unit that writes an
 * upload's rows checks the space with the part `storageInUse` of `storage-quota.sqlite.ts` /
 * `storage-quota.pg.ts` inside its transaction (the account's row locked on PostgreSQL, so two
 * uploads of one account cannot both squeeze under the limit).
 */
export interface StorageQuotaRepository {
  use(userId: string): Promise<StorageUse>;
}

export interface StorageUse {
  quotaBytes: number | null;
  usedBytes: number;
}

/**
 * The slot of operators' result documents: the centre's, not counted against the citizen
 * (`RESULT_DOCUMENT_TYPE` of @seva/schemas/application-kinds; apps/api's storage quota tests
 * count around it).
 */
export const resultDocumentType = 'additional_document';

/** Whether `incomingBytes` more fit in `use` (with `defaultQuotaBytes` when none is set). */
export function fitsIn(use: StorageUse, incomingBytes: number, defaultQuotaBytes: number): boolean {
  return (
    incomingBytes === 0 || use.usedBytes + incomingBytes <= (use.quotaBytes ?? defaultQuotaBytes)
  );
}
