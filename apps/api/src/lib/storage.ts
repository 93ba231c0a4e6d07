import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  type ReadStream,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DiskSpace } from './disk-space.ts';
import { ensurePrivateDir } from './private-paths.ts';

/** What a finished temp file knows about itself. */
export interface TempFile {
  path: string;
  size: number;
  sha256: string;
  /** The first bytes, for the magic-byte check. */
  head: Uint8Array;
  /** The stream ended early: more bytes than the limit were sent. */
  truncated: boolean;
}

/**
 * Private file storage under DATA_DIR: `tmp/` for uploads in progress, `uploads/` for kept
 * files under random names in two-level folders. Nothing here is ever served directly.
 */
export interface FileStorage {
  /** Throws (429) while the backend has no room for uploads; called before a form is read. */
  ensureRoomForUploads(): void;
  /** Streams into a temp file, hashing and keeping the first bytes as it goes. */
  receive(source: Readable & { truncated?: boolean }): Promise<TempFile>;
  /** Replaces a temp file by new content (a cleaned image); answers the new temp file. */
  rewrite(temp: TempFile, content: readonly Uint8Array[]): Promise<TempFile>;
  /** Moves a checked temp file into place; answers its storage key. */
  keep(temp: TempFile): Promise<string>;
  open(key: string): ReadStream;
  size(key: string): Promise<number>;
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

export function createLocalStorage(
  dataDir: string,
  diskSpace: Pick<DiskSpace, 'ensureRoomForUploads'> = { ensureRoomForUploads() {} },
): FileStorage {
  const tmpDir = join(dataDir, 'tmp');
  const uploadsDir = join(dataDir, 'uploads');
  ensurePrivateDir(dataDir);
  ensurePrivateDir(tmpDir);
  ensurePrivateDir(uploadsDir);
  const pathOf = (key: string) => {
    if (!/^[a-f0-9]{2}\/[a-f0-9]{40}$/.test(key)) throw new Error('bad storage key');
    return join(uploadsDir, key);
  };

  return {
    ensureRoomForUploads: () => diskSpace.ensureRoomForUploads(),

    async receive(source) {
      const path = join(tmpDir, `${randomBytes(20).toString('hex')}.part`);
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
        await pipeline(source, meter, createWriteStream(path, { mode: 0o600 }));
      } catch (error) {
        await rm(path, { force: true });
        throw error;
      }
      return {
        path,
        size,
        sha256: hash.digest('hex'),
        head: head.subarray(0, Math.min(size, HEAD_BYTES)),
        truncated: Boolean(source.truncated),
      };
    },

    async rewrite(temp, content) {
      const fresh = await this.receive(Readable.from(content));
      await rm(temp.path, { force: true });
      return fresh;
    },

    // Durable before the row commits: the content reaches the disk, then the rename, then the
    // folder entries, so a power cut never leaves a row pointing at an empty or missing file.
    async keep(temp) {
      const name = randomBytes(20).toString('hex');
      const key = `${name.slice(0, 2)}/${name}`;
      const folder = join(uploadsDir, name.slice(0, 2));
      const madeFolder = !existsSync(folder);
      ensurePrivateDir(folder);
      await syncPath(temp.path);
      await rename(temp.path, pathOf(key));
      await syncPath(folder);
      if (madeFolder) await syncPath(uploadsDir);
      return key;
    },

    open: (key) => createReadStream(pathOf(key)),
    size: async (key) => (await stat(pathOf(key))).size,
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
