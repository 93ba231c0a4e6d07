import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline as pipeStreams, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DiskSpace } from './disk-space.ts';
import type { Keyring } from './keyring.ts';
import { ensurePrivateDir } from './private-paths.ts';
import {
  isSealedHead,
  openStream,
  SEALED_HEAD_BYTES,
  sealedKeyId,
  sealStream,
} from './sealed-stream.ts';

/** What a finished temp file knows about itself. */
export interface TempFile {
  path: string;
  /** The storage key it will be kept under, chosen now: the seal is bound to it. */
  key: string;
  /** Of the plain content, as the citizen sent it (what rows record and downloads check). */
  size: number;
  sha256: string;
  /** The first bytes, for the magic-byte check. */
  head: Uint8Array;
  /** The stream ended early: more bytes than the limit were sent. */
  truncated: boolean;
}

/** A kept file opened for reading, its size and format read from the same open file. */
export interface OpenedFile {
  /** The size on disk: `sealedSize(plain size)` for a sealed file, the plain size for one from before. */
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
 * Private file storage under DATA_DIR: `tmp/` for uploads in progress, `uploads/` for kept
 * files under random names in two-level folders. Nothing here is ever served directly. Every
 * byte written is sealed with the keyring's current key (lib/sealed-stream.ts), bound to the
 * file's storage key, from the first byte of an upload on: no plain copy ever reaches the disk
 * (docs/decisions/063-files-at-rest.md).
 */
export interface FileStorage {
  /** Throws (429) while the backend has no room for uploads; called before a form is read. */
  ensureRoomForUploads(): void;
  /** Streams into a sealed temp file, hashing and keeping the plain first bytes as it goes. */
  receive(source: Readable & { truncated?: boolean }): Promise<TempFile>;
  /** A temp file's whole plain content (an image to check: at most one upload's size). */
  readTemp(temp: TempFile): Promise<Buffer>;
  /** Replaces a temp file by new content (a cleaned image); answers the new temp file. */
  rewrite(temp: TempFile, content: readonly Uint8Array[]): Promise<TempFile>;
  /** Moves a checked temp file into place; answers its storage key. */
  keep(temp: TempFile): Promise<string>;
  /** Opens a kept file, sealed or from before; rejects (ENOENT) when it is missing. */
  read(key: string): Promise<OpenedFile>;
  /** A kept file's plain bytes, checked as they stream (a shortcut for `read`). */
  open(key: string): Readable;
  /**
   * Seals in place a file kept plain before files were sealed: sealed aside, synced, renamed
   * over it. A sealed file is left as it is, so running it again does nothing.
   */
  sealLeftPlain(key: string): Promise<SealOutcome>;
  /**
   * Re-seals in place, with the keyring's current key, a file sealed with another key (or
   * kept plain): the same aside, sync and rename, so a reader sees the old file or the new one
   * whole. A key rotation does this to every file (docs/decisions/068-key-rotation.md).
   */
  resealWithCurrentKey(key: string): Promise<ResealOutcome>;
  remove(key: string): Promise<void>;
  discard(temp: TempFile): Promise<void>;
  /**
   * Start-up clean-up after a crash: removes from `tmp/` (the `.part` files of uploads cut off
   * mid-way) and from `uploads/` (files whose key is not in `referenced`: kept by an upload
   * whose row was never written) only what was last modified before `cutoffMs`, so an upload
   * in flight or a row about to be committed is never touched. Answers counts only.
   */
  sweep(referenced: ReadonlySet<string>, cutoffMs: number): SweepResult;
}

export interface SweepResult {
  /** Files removed from `tmp/`. */
  temp: number;
  /** Files removed from `uploads/` that no row references. */
  orphans: number;
}

const HEAD_BYTES = 16;

/** fsync of a file or a folder (Linux and macOS sync a folder opened read-only). */
async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** What a stored file's seal is bound to: a file moved to another key does not open. */
export function storedFileContext(key: string): string {
  return `seva stored file v1 ${key}`;
}

function newStorageKey(): string {
  const name = randomBytes(20).toString('hex');
  return `${name.slice(0, 2)}/${name}`;
}

export function createLocalStorage(
  dataDir: string,
  options: {
    keyring: Keyring;
    diskSpace?: Pick<DiskSpace, 'ensureRoomForUploads'>;
  },
): FileStorage {
  const { keyring } = options;
  const diskSpace = options.diskSpace ?? { ensureRoomForUploads() {} };
  const tmpDir = join(dataDir, 'tmp');
  const uploadsDir = join(dataDir, 'uploads');
  ensurePrivateDir(dataDir);
  ensurePrivateDir(tmpDir);
  ensurePrivateDir(uploadsDir);
  const pathOf = (key: string) => {
    if (!/^[a-f0-9]{2}\/[a-f0-9]{40}$/.test(key)) throw new Error('bad storage key');
    return join(uploadsDir, key);
  };
  const sealedReader = (raw: Readable, key: string): Readable =>
    pipeStreams(raw, openStream(keyring, storedFileContext(key)), () => {});

  const read = async (key: string): Promise<OpenedFile> => {
    const handle = await open(pathOf(key), 'r');
    try {
      // One open file for the size, the marker and the bytes: a file sealed in place meanwhile
      // (a new inode renamed over the old) cannot mix the two.
      const storedSize = (await handle.stat()).size;
      const head = Buffer.alloc(SEALED_HEAD_BYTES);
      const { bytesRead } = await handle.read(head, 0, head.length, 0);
      const sealed = isSealedHead(head.subarray(0, bytesRead));
      const raw = handle.createReadStream({ start: 0 });
      return {
        storedSize,
        sealed,
        keyId: sealedKeyId(head.subarray(0, bytesRead)),
        content: sealed ? sealedReader(raw, key) : raw,
      };
    } catch (error) {
      await handle.close();
      throw error;
    }
  };

  const readIfThere = async (key: string): Promise<OpenedFile | null> => {
    try {
      return await read(key);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  /**
   * Writes an opened file's plain bytes, sealed with the current key, aside; syncs it and
   * renames it over the file. False when the file went meanwhile (deleted with its row).
   */
  const sealInPlace = async (key: string, opened: OpenedFile): Promise<boolean> => {
    const path = pathOf(key);
    const aside = join(tmpDir, `${randomBytes(20).toString('hex')}.part`);
    try {
      await pipeline(
        opened.content,
        sealStream(keyring.current, storedFileContext(key)),
        createWriteStream(aside, { mode: 0o600 }),
      );
      await syncPath(aside);
      // Deleted with its row meanwhile: nothing to put back.
      if (!existsSync(path)) {
        await rm(aside, { force: true });
        return false;
      }
      await rename(aside, path);
      await syncPath(join(uploadsDir, key.slice(0, 2)));
      return true;
    } catch (error) {
      await rm(aside, { force: true });
      throw error;
    }
  };

  return {
    ensureRoomForUploads: () => diskSpace.ensureRoomForUploads(),

    async receive(source) {
      const key = newStorageKey();
      const path = join(tmpDir, `${key.slice(3)}.part`);
      const hash = createHash('sha256');
      const head = new Uint8Array(HEAD_BYTES);
      let size = 0;
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          if (size < HEAD_BYTES) head.set(chunk.subarray(0, HEAD_BYTES - size), size);
          size += chunk.length;
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      try {
        await pipeline(
          source,
          meter,
          sealStream(keyring.current, storedFileContext(key)),
          createWriteStream(path, { mode: 0o600 }),
        );
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return {
        path,
        key,
        size,
        sha256: hash.digest('hex'),
        head: head.subarray(0, Math.min(size, HEAD_BYTES)),
        truncated: Boolean(source.truncated),
      };
    },

    async readTemp(temp) {
      const parts: Buffer[] = [];
      const plain = openStream(keyring, storedFileContext(temp.key));
      await pipeline(createReadStream(temp.path), plain, async (chunks: AsyncIterable<Buffer>) => {
        for await (const chunk of chunks) parts.push(chunk);
      });
      return Buffer.concat(parts);
    },

    async rewrite(temp, content) {
      const fresh = await this.receive(Readable.from(content));
      await rm(temp.path, { force: true });
      return fresh;
    },

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

    read,

    open(key) {
      return Readable.from(
        (async function* () {
          const { content } = await read(key);
          yield* content;
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

    remove: (key) => rm(pathOf(key), { force: true }),
    discard: (temp) => rm(temp.path, { force: true }),

    sweep(referenced, cutoffMs) {
      const removeIfOld = (path: string) => {
        const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
        if (modified === undefined || modified >= cutoffMs) return false;
        rmSync(path, { recursive: true, force: true });
        return true;
      };
      let temp = 0;
      for (const entry of readdirSync(tmpDir, { withFileTypes: true })) {
        if (removeIfOld(join(tmpDir, entry.name))) temp++;
      }
      let orphans = 0;
      for (const folder of readdirSync(uploadsDir, { withFileTypes: true })) {
        if (!folder.isDirectory()) {
          // Keys always sit in a two-letter folder: anything else here belongs to no row.
          if (removeIfOld(join(uploadsDir, folder.name))) orphans++;
          continue;
        }
        for (const file of readdirSync(join(uploadsDir, folder.name), { withFileTypes: true })) {
          if (referenced.has(`${folder.name}/${file.name}`)) continue;
          if (removeIfOld(join(uploadsDir, folder.name, file.name))) orphans++;
        }
      }
      return { temp, orphans };
    },
  };
}
