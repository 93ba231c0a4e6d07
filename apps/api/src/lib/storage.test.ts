import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testKeyring } from '../test/keyring.ts';
import { CHUNK_BYTES, SealError, sealedSize } from './sealed-stream.ts';
import { createLocalStorage, type FileStorage } from './storage.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'seva-storage-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('keep', () => {
  // A real crash test (power cut between rename and row) is out of reach of a unit test; what
  // can be seen is which paths reach the disk with fsync, in which order, before keep() answers.
  // The real fsync still runs: the spy only notes the path behind each handle (Linux /proc).
  it.skipIf(process.platform !== 'linux')(
    'fsyncs the file, then its folder after the rename, before it answers',
    async () => {
      const storage = createLocalStorage(dataDir, { keyring: testKeyring() });
      const temp = await storage.receive(Readable.from([Buffer.from('%PDF-1.7 durable')]));

      const probe = await open(temp.path, 'r');
      const prototype = Object.getPrototypeOf(probe) as FileHandle;
      await probe.close();
      const realSync = prototype.sync;
      const synced: Array<{ path: string; tempStillThere: boolean }> = [];
      vi.spyOn(prototype, 'sync').mockImplementation(function (this: FileHandle) {
        synced.push({
          path: readlinkSync(`/proc/self/fd/${this.fd}`),
          tempStillThere: existsSync(temp.path),
        });
        return realSync.call(this);
      });

      const key = await storage.keep(temp);
      const kept = join(dataDir, 'uploads', key);
      expect(readFileSync(kept).includes('%PDF')).toBe(false);
      expect((await readAll(storage, key)).toString()).toBe('%PDF-1.7 durable');
      expect(synced.map((entry) => entry.path)).toEqual([
        temp.path,
        join(dataDir, 'uploads', key.slice(0, 2)),
        join(dataDir, 'uploads'),
      ]);
      // The content was synced before the rename, the folder after it.
      expect(synced.map((entry) => entry.tempStillThere)).toEqual([true, false, false]);
    },
  );
});

async function readAll(storage: FileStorage, key: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of storage.open(key)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

const PHRASE = 'Passbook of Ramesh Prasad, account 40221188';
/** A PDF-looking file of `size` bytes with a phrase in every 64 KiB chunk. */
function pdfWithPhrase(size: number): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  Buffer.from('%PDF-1.7\n').copy(bytes);
  for (let at = 16; at + PHRASE.length < size; at += 20_000) Buffer.from(PHRASE).copy(bytes, at);
  return bytes;
}

describe('files sealed at rest', () => {
  const sizes = [0, 1, 100, CHUNK_BYTES - 1, CHUNK_BYTES, CHUNK_BYTES + 1, 5 * 1024 * 1024];

  it('writes no plain byte, measures exactly sealedSize, and reads back the plain bytes', async () => {
    const storage = createLocalStorage(dataDir, { keyring: testKeyring() });
    for (const size of sizes) {
      const plain = pdfWithPhrase(size);
      const temp = await storage.receive(Readable.from([plain]));
      expect(temp.size).toBe(size);
      expect(temp.sha256).toBe(createHash('sha256').update(plain).digest('hex'));
      expect(Buffer.from(temp.head).equals(plain.subarray(0, 16))).toBe(true);
      // Sealed from the first byte: the temp file too.
      expect(readFileSync(temp.path).includes(PHRASE)).toBe(false);
      expect((await storage.readTemp(temp)).equals(plain)).toBe(true);
      const key = await storage.keep(temp);
      const onDisk = readFileSync(join(dataDir, 'uploads', key));
      expect(onDisk.length, `size ${size}`).toBe(sealedSize(size));
      expect(onDisk.includes(PHRASE)).toBe(false);
      expect(onDisk.includes('%PDF')).toBe(false);
      const opened = await storage.read(key);
      expect([opened.sealed, opened.storedSize]).toEqual([true, sealedSize(size)]);
      opened.content.destroy();
      expect((await readAll(storage, key)).equals(plain), `size ${size}`).toBe(true);
    }
  });

  it('refuses a flipped byte, a cut, and a file moved to another key', async () => {
    const storage = createLocalStorage(dataDir, { keyring: testKeyring() });
    const keep = async () =>
      storage.keep(await storage.receive(Readable.from([pdfWithPhrase(3 * CHUNK_BYTES)])));
    const pathOf = (key: string) => join(dataDir, 'uploads', key);

    const flipped = await keep();
    const bytes = readFileSync(pathOf(flipped));
    bytes[2 * CHUNK_BYTES] = (bytes[2 * CHUNK_BYTES] as number) ^ 0x01;
    writeFileSync(pathOf(flipped), bytes);
    await expect(readAll(storage, flipped)).rejects.toThrow(SealError);

    const cut = await keep();
    writeFileSync(pathOf(cut), readFileSync(pathOf(cut)).subarray(0, 2 * CHUNK_BYTES));
    await expect(readAll(storage, cut)).rejects.toThrow(SealError);

    const moved = await keep();
    const other = await keep();
    renameSync(pathOf(moved), pathOf(other));
    await expect(readAll(storage, other)).rejects.toThrow(SealError);
  });

  it('opens files sealed with an older key of the keyring', async () => {
    const keyring = testKeyring(2);
    const old = createLocalStorage(dataDir, {
      keyring: { ...keyring, current: keyring.keys[0] as (typeof keyring.keys)[0] },
    });
    const plain = pdfWithPhrase(1000);
    const key = await old.keep(await old.receive(Readable.from([plain])));
    const storage = createLocalStorage(dataDir, { keyring });
    expect((await readAll(storage, key)).equals(plain)).toBe(true);
  });

  it('reads a plain file kept before, seals it in place once, and leaves a sealed one be', async () => {
    const storage = createLocalStorage(dataDir, { keyring: testKeyring() });
    const plain = pdfWithPhrase(2 * CHUNK_BYTES + 5);
    // As an older server kept it: plain, under a key of the same shape.
    const key = `ab/ab${'3'.repeat(38)}`;
    const path = join(dataDir, 'uploads', key);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, plain, { mode: 0o600 });

    const before = await storage.read(key);
    expect([before.sealed, before.storedSize]).toEqual([false, plain.length]);
    before.content.destroy();
    expect((await readAll(storage, key)).equals(plain)).toBe(true);

    expect(await storage.sealLeftPlain(key)).toBe('sealed');
    const onDisk = readFileSync(path);
    expect(onDisk.length).toBe(sealedSize(plain.length));
    expect(onDisk.includes(PHRASE)).toBe(false);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect((await readAll(storage, key)).equals(plain)).toBe(true);

    expect(await storage.sealLeftPlain(key)).toBe('already-sealed');
    expect(readFileSync(path).equals(onDisk)).toBe(true);
    expect(await storage.sealLeftPlain(`ab/ab${'4'.repeat(38)}`)).toBe('missing');
    // Nothing left aside.
    expect(readdirSync(join(dataDir, 'tmp'))).toEqual([]);
  });
});
