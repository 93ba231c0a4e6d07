import { createHash, randomBytes } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  readdirSync,
  rmSync,
  statSync,
  type WriteStream,
} from 'node:fs';
import { open, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Keyring } from './keyring.ts';
import { ensurePrivateDir } from './private-paths.ts';
import { openStream, sealStream } from './sealed-stream.ts';

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

const HEAD_BYTES = 16;

/** What a stored file's seal is bound to: a file moved to another key does not open. */
export function storedFileContext(key: string): string {
  return `seva stored file v1 ${key}`;
}

function newStorageKey(): string {
  const name = randomBytes(20).toString('hex');
  return `${name.slice(0, 2)}/${name}`;
}

/** fsync of a file or a folder (Linux and macOS sync a folder opened read-only). */
export async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Removes what `path` holds if it was last modified before `cutoffMs`; true if it did. */
export function removeIfOlderThan(path: string, cutoffMs: number): boolean {
  const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
  if (modified === undefined || modified >= cutoffMs) return false;
  rmSync(path, { recursive: true, force: true });
  return true;
}

/**
 * Removes a failed write's file once its stream has closed: a stream cut off before its file
 * was open still opens (creates) it on its way to closing, and a removal before that would
 * leave the file behind.
 */
async function removeClosed(sink: WriteStream, path: string): Promise<void> {
  if (!sink.closed) await new Promise<void>((resolve) => sink.once('close', () => resolve()));
  await rm(path, { force: true });
}

/**
 * DATA_DIR/tmp, the half of file storage every backend shares: an upload is received, sealed
 * from its first byte (bound to the storage key chosen now), hashed and checked here on the
 * local disk, and only then kept by the backend (docs/decisions/063-files-at-rest.md).
 */
export function createTempFiles(dataDir: string, keyring: Keyring) {
  const dir = join(dataDir, 'tmp');
  ensurePrivateDir(dataDir);
  ensurePrivateDir(dir);

  /** Streams into a sealed temp file, hashing and keeping the plain first bytes as it goes. */
  async function receive(source: Readable & { truncated?: boolean }): Promise<TempFile> {
    const key = newStorageKey();
    const path = join(dir, `${key.slice(3)}.part`);
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
    const sink = createWriteStream(path, { mode: 0o600 });
    try {
      await pipeline(source, meter, sealStream(keyring.current, storedFileContext(key)), sink);
    } catch (error) {
      await removeClosed(sink, path);
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
  }

  return {
    dir,
    receive,

    /** A temp file's whole plain content (an image to check: at most one upload's size). */
    async readTemp(temp: TempFile): Promise<Buffer> {
      const parts: Buffer[] = [];
      const plain = openStream(keyring, storedFileContext(temp.key));
      await pipeline(createReadStream(temp.path), plain, async (chunks: AsyncIterable<Buffer>) => {
        for await (const chunk of chunks) parts.push(chunk);
      });
      return Buffer.concat(parts);
    },

    /** Replaces a temp file by new content (a cleaned image); answers the new temp file. */
    async rewrite(temp: TempFile, content: readonly Uint8Array[]): Promise<TempFile> {
      const fresh = await receive(Readable.from(content));
      await rm(temp.path, { force: true });
      return fresh;
    },

    discard: (temp: TempFile) => rm(temp.path, { force: true }),

    /**
     * Writes plain bytes, sealed with the current key for `key`, to a new temp file, synced;
     * answers its path (the caller moves it into place). Nothing is left on failure.
     */
    async sealAside(content: Readable, key: string): Promise<string> {
      const aside = join(dir, `${randomBytes(20).toString('hex')}.part`);
      const sink = createWriteStream(aside, { mode: 0o600 });
      try {
        await pipeline(content, sealStream(keyring.current, storedFileContext(key)), sink);
        await syncPath(aside);
        return aside;
      } catch (error) {
        await removeClosed(sink, aside);
        throw error;
      }
    },

    /** Removes what was last modified before `cutoffMs` (uploads cut off mid-way); a count. */
    sweep(cutoffMs: number): number {
      let removed = 0;
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (removeIfOlderThan(join(dir, entry.name), cutoffMs)) removed++;
      }
      return removed;
    },
  };
}

export type TempFiles = ReturnType<typeof createTempFiles>;
