import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import type { Keyring } from './keyring.ts';
import { CHUNK_BYTES, openStream, SealError, sealStream } from './sealed-stream.ts';

const key1 = { id: 1, key: randomBytes(32) };
const key2 = { id: 2, key: randomBytes(32) };
const keyring: Keyring = {
  current: key2,
  byId: (id) => [key1, key2].find((key) => key.id === id),
  ids: () => [1, 2],
  source: 'test',
};

async function collect(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Buffer));
  return Buffer.concat(parts);
}

async function seal(plain: Buffer, key = key2, context = 'backup'): Promise<Buffer> {
  // Fed in uneven pieces, as a file or a socket would.
  const pieces: Buffer[] = [];
  for (let at = 0; at < plain.length; at += 7777) pieces.push(plain.subarray(at, at + 7777));
  return collect(Readable.from(pieces).pipe(sealStream(key, context)));
}

async function open(sealed: Buffer, context = 'backup'): Promise<Buffer> {
  const parts: Buffer[] = [];
  await pipeline(Readable.from([sealed]), openStream(keyring, context), async (source) => {
    for await (const part of source) parts.push(part as Buffer);
  });
  return Buffer.concat(parts);
}

describe('sealed streams', () => {
  it('round-trip empty, small, exactly-one-chunk and many-chunk contents', async () => {
    for (const size of [0, 1, 1000, CHUNK_BYTES, CHUNK_BYTES + 1, 3 * CHUNK_BYTES + 17]) {
      const plain = randomBytes(size);
      const sealed = await seal(plain);
      expect(sealed.length).toBeGreaterThan(size);
      expect(await open(sealed)).toEqual(plain);
    }
  });

  it('never hold the plain text: a known phrase is nowhere in the sealed bytes', async () => {
    const phrase = Buffer.from('Aadhaar 2345 6789 0123 of Sunita Devi');
    const sealed = await seal(Buffer.concat([randomBytes(100_000), phrase, randomBytes(100)]));
    expect(sealed.includes(phrase)).toBe(false);
  });

  it('decrypt with an older key of the keyring', async () => {
    const plain = randomBytes(5000);
    expect(await open(await seal(plain, key1))).toEqual(plain);
  });

  it('refuse a flipped byte, a cut, a dropped chunk, extra bytes, another context or key', async () => {
    const plain = randomBytes(2 * CHUNK_BYTES + 500);
    const sealed = await seal(plain);
    const flipped = Buffer.from(sealed);
    flipped[100_000] = (flipped[100_000] ?? 0) ^ 1;
    await expect(open(flipped)).rejects.toThrow(SealError);
    // Cut at a chunk boundary: every chunk left is intact, but none says it is the last.
    const firstFrame = 17 + 5 + CHUNK_BYTES + 16;
    await expect(open(sealed.subarray(0, firstFrame))).rejects.toThrow('cut short');
    await expect(open(sealed.subarray(0, sealed.length - 3))).rejects.toThrow(SealError);
    // The second chunk dropped: the third is read at index 1 and fails.
    const dropped = Buffer.concat([
      sealed.subarray(0, firstFrame),
      sealed.subarray(firstFrame + 5 + CHUNK_BYTES + 16),
    ]);
    await expect(open(dropped)).rejects.toThrow(SealError);
    await expect(open(Buffer.concat([sealed, Buffer.from('more')]))).rejects.toThrow(SealError);
    await expect(open(sealed, 'locker')).rejects.toThrow(SealError);
    const stranger = await seal(plain, { id: 2, key: randomBytes(32) });
    await expect(open(stranger)).rejects.toThrow(SealError);
    const unknown = await seal(plain, { id: 9, key: randomBytes(32) });
    await expect(open(unknown)).rejects.toThrow('key 9');
  });
});
