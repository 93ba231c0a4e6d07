import { existsSync, readdirSync } from 'node:fs';
import { open, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline as pipeStreams, Readable } from 'node:stream';
import type { DiskSpace } from './disk-space.ts';
import type { Keyring } from './keyring.ts';
import { ensurePrivateDir } from './private-paths.ts';
import { isSealedHead, openStream, SEALED_HEAD_BYTES, sealedKeyId } from './sealed-stream.ts';
import {
  createTempFiles,
  removeIfOlderThan,
  storedFileContext,
  syncPath,
  type TempFile,
  type TempFiles,
} from './temp-files.ts';

export { storedFileContext, type TempFile } from './temp-files.ts';

/** A kept file opened for reading, its size and format read from the same open file (or answer). */
export interface OpenedFile {
  /** The size stored: `sealedSize(plain size)` for a sealed file, the plain size for one from before. */
  storedSize: number;
  /** False for a plain file kept before files were sealed (docs/decisions/063-files-at-rest.md). */
  sealed: boolean;
  /** The id of the key that sealed it (null for a plain file). */
  keyId: number | null;
  /** The plain bytes, each sealed chunk checked as it streams: a damaged one fails the stream. */
  content: Readable;
}

/** What `sealLeftPlain` found. */
export type SealOutcome = 'sealed' | 'already-sealed' | 'missing';
/** What `resealWithCurrentKey` found. */
export type ResealOutcome = 'resealed' | 'current' | 'missing';

/**
 * Private file storage: `DATA_DIR/tmp` for uploads in progress (lib/temp-files.ts, on the local
 * disk whatever the backend), and kept files under random keys in two-level names, on the local
 * disk (`DATA_DIR/uploads`, below) or in an S3-compatible store (lib/s3-storage.ts), as
 * STORAGE_URL chooses (lib/storage-url.ts). Nothing here is ever served directly. Every byte
 * written is sealed with the keyring's current key (lib/sealed-stream.ts), bound to the file's
 * storage key, from the first byte of an upload on: no plain copy ever reaches the disk or the
 * store (docs/decisions/063-files-at-rest.md).
 */
export interface FileStorage {
  /** Where kept files live: `DATA_DIR/uploads` on the local disk, or an S3-compatible store. */
  readonly backend: StorageBackend;
  /**
   * The folders under DATA_DIR it writes to, which /api/ready checks can take a file: `tmp`
   * always, `uploads` too on the local disk.
   */
  readonly localFolders: readonly string[];
  /** Throws (429) while the backend has no room for uploads; called before a form is read. */
  ensureRoomForUploads(): void;
  /** Streams into a sealed temp file, hashing and keeping the plain first bytes as it goes. */
  receive(source: Readable & { truncated?: boolean }): Promise<TempFile>;
  /** A temp file's whole plain content (an image to check: at most one upload's size). */
  readTemp(temp: TempFile): Promise<Buffer>;
  /** Replaces a temp file by new content (a cleaned image); answers the new temp file. */
  rewrite(temp: TempFile, content: readonly Uint8Array[]): Promise<TempFile>;
  /**
   * Moves a checked temp file into place, durably, before it answers its storage key (the row
   * is written after). On failure the temp file stays, the caller's to discard.
   */
  keep(temp: TempFile): Promise<string>;
  /**
   * Opens a kept file, sealed or from before; rejects with an error whose `code` is ENOENT when
   * it is missing (`isMissingFile`), and with any other error when the backend fails.
   */
  read(key: string): Promise<OpenedFile>;
  /** A kept file's plain bytes, checked as they stream (a shortcut for `read`). */
  open(key: string): Readable;
  /**
   * Seals in place a file kept plain before files were sealed: sealed aside in `tmp/`, synced,
   * put over it. A sealed file is left as it is, so running it again does nothing.
   */
  sealLeftPlain(key: string): Promise<SealOutcome>;
  /**
   * Re-seals in place, with the keyring's current key, a file sealed with another key (or
   * kept plain): the same aside, sync and put over, so a reader sees the old file or the new one
   * whole. A key rotation does this to every file (docs/decisions/068-key-rotation.md).
   */
  resealWithCurrentKey(key: string): Promise<ResealOutcome>;
  /** Removes a kept file; one already gone is fine. */
  remove(key: string): Promise<void>;
  discard(temp: TempFile): Promise<void>;
  /**
   * Clean-up after a crash (at start, then hourly: lib/storage-sweep.ts): removes from `tmp/`
   * (the `.part` files of uploads cut off mid-way) and from the kept files (those whose key is
   * not in `referenced`: kept by an upload whose row was never written) only what was last
   * modified before `cutoffMs`, so an upload in flight or a row about to be committed is never
   * touched. Answers counts only.
   */
  sweep(referenced: ReadonlySet<string>, cutoffMs: number): Promise<SweepResult>;
  /**
   * Every kept file whose name is a storage key, in one pass (a folder walk on the local disk,
   * ListObjectsV2 pages in a store): what `pnpm cli check-storage` and backups compare rows with.
   */
  list(): AsyncIterable<StoredObject>;
  /**
   * A kept file's bytes as stored (sealed), not opened: what a backup's manifest hashes.
   * Rejects with ENOENT (`isMissingFile`) when it is missing.
   */
  readStored(key: string): Promise<Readable>;
  /**
   * Whether the place kept files live answers, for /api/ready: null when it does, else a line
   * saying why (never a key or a secret). The local disk's folders are probed by /api/ready
   * itself (`localFolders`); a store is asked for one name, with a short timeout.
   */
  storeProblem(timeoutMs: number): Promise<string | null>;
}

export type StorageBackend = 'local' | 's3';

/** A kept file as a listing shows it. */
export interface StoredObject {
  key: string;
  /** Its stored (sealed) size in bytes. */
  size: number;
  lastModifiedMs: number;
}

export interface SweepResult {
  /** Files removed from `tmp/`. */
  temp: number;
  /** Kept files removed that no row references. */
  orphans: number;
}

/** Every storage key: a two-letter folder, then the 40-letter random name. */
const STORAGE_KEY = /^[a-f0-9]{2}\/[a-f0-9]{40}$/;

export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}

/** The key itself, or a throw for anything else: no key ever names a path outside the store. */
export function checkedStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new Error('bad storage key');
  return key;
}

/** A kept file that is not there, whatever the backend: the same code as the local disk's. */
export class MissingStoredFileError extends Error {
  readonly code = 'ENOENT';
}

/** True for the error `read` rejects with when the file is missing (ENOENT). */
export function isMissingFile(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}

/** A kept file's parts, however its backend read them: sealed ones are opened as they stream. */
export function openedFile(
  keyring: Keyring,
  key: string,
  stored: { size: number; head: Uint8Array; raw: Readable },
): OpenedFile {
  const sealed = isSealedHead(stored.head);
  return {
    storedSize: stored.size,
    sealed,
    keyId: sealedKeyId(stored.head),
    content: sealed
      ? pipeStreams(stored.raw, openStream(keyring, storedFileContext(key)), () => {})
      : stored.raw,
  };
}

/** What a backend does with kept files; the temp files and the sealing in place are shared. */
export interface KeptFiles {
  backend: StorageBackend;
  /** The folders under DATA_DIR it writes to, besides `tmp`. */
  localFolders: readonly string[];
  ensureRoomForUploads(): void;
  keep(temp: TempFile): Promise<string>;
  read(key: string): Promise<OpenedFile>;
  /**
   * Puts a sealed file from `tmp/` over a kept one, whole or not at all. False when the kept
   * one went meanwhile (deleted with its row): nothing is put back. The caller removes `aside`.
   */
  replace(key: string, aside: string): Promise<boolean>;
  remove(key: string): Promise<void>;
  /** Removes kept files that no row references, last modified before `cutoffMs`; a count. */
  sweep(referenced: ReadonlySet<string>, cutoffMs: number): Promise<number>;
  list(): AsyncIterable<StoredObject>;
  readStored(key: string): Promise<Readable>;
  storeProblem(timeoutMs: number): Promise<string | null>;
}

/** The storage interface over the shared temp files and a backend's kept files. */
export function storageOf(keyring: Keyring, temps: TempFiles, kept: KeptFiles): FileStorage {
  const readIfThere = async (key: string): Promise<OpenedFile | null> => {
    try {
      return await kept.read(key);
    } catch (error) {
      if (isMissingFile(error)) return null;
      throw error;
    }
  };

  /**
   * Writes an opened file's plain bytes, sealed with the current key, aside; then puts it over
   * the file. False when the file went meanwhile.
   */
  const sealInPlace = async (key: string, opened: OpenedFile): Promise<boolean> => {
    const aside = await temps.sealAside(opened.content, key);
    try {
      return await kept.replace(key, aside);
    } finally {
      await rm(aside, { force: true });
    }
  };

  return {
    backend: kept.backend,
    localFolders: ['tmp', ...kept.localFolders],
    ensureRoomForUploads: () => kept.ensureRoomForUploads(),
    receive: temps.receive,
    readTemp: temps.readTemp,
    rewrite: temps.rewrite,
    // Wrapped so a bad key is a rejection, never a throw before the promise.
    keep: async (temp) => kept.keep(temp),
    read: async (key) => kept.read(key),

    open(key) {
      return Readable.from(
        (async function* () {
          const { content } = await kept.read(key);
          try {
            yield* content;
          } finally {
            // A reader that stops early lets go of the file (or the store's answer) at once.
            content.destroy();
          }
        })(),
      );
    },

    async sealLeftPlain(key) {
      const opened = await readIfThere(key);
      if (!opened) return 'missing';
      if (opened.sealed) {
        opened.content.destroy();
        return 'already-sealed';
      }
      return (await sealInPlace(key, opened)) ? 'sealed' : 'missing';
    },

    async resealWithCurrentKey(key) {
      const opened = await readIfThere(key);
      if (!opened) return 'missing';
      if (opened.keyId === keyring.current.id) {
        opened.content.destroy();
        return 'current';
      }
      return (await sealInPlace(key, opened)) ? 'resealed' : 'missing';
    },

    remove: async (key) => kept.remove(key),
    discard: temps.discard,

    async sweep(referenced, cutoffMs) {
      const temp = temps.sweep(cutoffMs);
      const orphans = await kept.sweep(referenced, cutoffMs);
      return { temp, orphans };
    },

    list: () => kept.list(),
    readStored: async (key) => kept.readStored(key),
    storeProblem: (timeoutMs) => kept.storeProblem(timeoutMs),
  };
}

/** Kept files under `DATA_DIR/uploads`, in two-level folders. */
export function createLocalStorage(
  dataDir: string,
  options: {
    keyring: Keyring;
    diskSpace?: Pick<DiskSpace, 'ensureRoomForUploads'>;
  },
): FileStorage {
  const { keyring } = options;
  const diskSpace = options.diskSpace ?? { ensureRoomForUploads() {} };
  const temps = createTempFiles(dataDir, keyring);
  const uploadsDir = join(dataDir, 'uploads');
  ensurePrivateDir(uploadsDir);
  const pathOf = (key: string) => join(uploadsDir, checkedStorageKey(key));

  return storageOf(keyring, temps, {
    backend: 'local',
    localFolders: ['uploads'],
    ensureRoomForUploads: () => diskSpace.ensureRoomForUploads(),

    // Durable before the row commits: the content reaches the disk, then the rename, then the
    // folder entries, so a power cut never leaves a row pointing at an empty or missing file.
    async keep(temp) {
      const key = temp.key;
      const folder = join(uploadsDir, key.slice(0, 2));
      const madeFolder = !existsSync(folder);
      ensurePrivateDir(folder);
      await syncPath(temp.path);
      await rename(temp.path, pathOf(key));
      await syncPath(folder);
      if (madeFolder) await syncPath(uploadsDir);
      return key;
    },

    async read(key) {
      const handle = await open(pathOf(key), 'r');
      try {
        // One open file for the size, the marker and the bytes: a file sealed in place meanwhile
        // (a new inode renamed over the old) cannot mix the two.
        const size = (await handle.stat()).size;
        const head = Buffer.alloc(SEALED_HEAD_BYTES);
        const { bytesRead } = await handle.read(head, 0, head.length, 0);
        const raw = handle.createReadStream({ start: 0 });
        return openedFile(keyring, key, { size, head: head.subarray(0, bytesRead), raw });
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    // The aside file was synced: the rename, then the folder entry.
    async replace(key, aside) {
      const path = pathOf(key);
      if (!existsSync(path)) return false;
      await rename(aside, path);
      await syncPath(join(uploadsDir, key.slice(0, 2)));
      return true;
    },

    remove: (key) => rm(pathOf(key), { force: true }),

    async sweep(referenced, cutoffMs) {
      let orphans = 0;
      for (const folder of readdirSync(uploadsDir, { withFileTypes: true })) {
        if (!folder.isDirectory()) {
          // Keys always sit in a two-letter folder: anything else here belongs to no row.
          if (removeIfOlderThan(join(uploadsDir, folder.name), cutoffMs)) orphans++;
          continue;
        }
        for (const file of readdirSync(join(uploadsDir, folder.name), { withFileTypes: true })) {
          if (referenced.has(`${folder.name}/${file.name}`)) continue;
          if (removeIfOlderThan(join(uploadsDir, folder.name, file.name), cutoffMs)) orphans++;
        }
      }
      return orphans;
    },

    async *list() {
      for (const folder of await readdir(uploadsDir, { withFileTypes: true })) {
        if (!folder.isDirectory() || folder.name.length !== 2) continue;
        for (const name of await readdir(join(uploadsDir, folder.name))) {
          const key = `${folder.name}/${name}`;
          if (!isStorageKey(key)) continue;
          // Gone between the folder's read and here (deleted with its row): not listed.
          const found = await stat(pathOf(key)).catch(() => null);
          if (found?.isFile()) yield { key, size: found.size, lastModifiedMs: found.mtimeMs };
        }
      }
    },

    async readStored(key) {
      // Opened before it answers, so a missing file is a rejection (ENOENT), not a stream error.
      const handle = await open(pathOf(key), 'r');
      return handle.createReadStream();
    },

    // /api/ready writes a file to uploads/ itself (`localFolders`): nothing more to ask here.
    storeProblem: async () => null,
  });
}
