import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, type ReadStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

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
  /** Streams into a temp file, hashing and keeping the first bytes as it goes. */
  receive(source: Readable & { truncated?: boolean }): Promise<TempFile>;
  /** Moves a checked temp file into place; answers its storage key. */
  keep(temp: TempFile): Promise<string>;
  open(key: string): ReadStream;
  size(key: string): Promise<number>;
  remove(key: string): Promise<void>;
  discard(temp: TempFile): Promise<void>;
}

const HEAD_BYTES = 16;

export function createLocalStorage(dataDir: string): FileStorage {
  const tmpDir = join(dataDir, 'tmp');
  const uploadsDir = join(dataDir, 'uploads');
  mkdirSync(tmpDir, { recursive: true, mode: 0o700 });
  mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
  const pathOf = (key: string) => {
    if (!/^[a-f0-9]{2}\/[a-f0-9]{40}$/.test(key)) throw new Error('bad storage key');
    return join(uploadsDir, key);
  };

  return {
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

    async keep(temp) {
      const name = randomBytes(20).toString('hex');
      const key = `${name.slice(0, 2)}/${name}`;
      mkdirSync(join(uploadsDir, name.slice(0, 2)), { recursive: true, mode: 0o700 });
      await rename(temp.path, pathOf(key));
      return key;
    },

    open: (key) => createReadStream(pathOf(key)),
    size: async (key) => (await stat(pathOf(key))).size,
    remove: (key) => rm(pathOf(key), { force: true }),
    discard: (temp) => rm(temp.path, { force: true }),
  };
}
