import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import type { DataKey, Keyring } from './keyring.ts';

/**
 * Streamed, chunked AES-256-GCM: nothing is ever held whole in memory, every 64 KiB chunk is
 * authenticated on its own, and the order, the end and the context are bound in:
 *
 *   header  = "SEVA" · version (1) · key id (uint32) · nonce prefix (8 random bytes)
 *   chunk i = last (1: 0 or 1) · length (uint32) · ciphertext · tag (16)
 *   IV      = nonce prefix · i (uint32)
 *   AAD     = header · context · i (uint32) · last
 *
 * A flipped byte, chunks swapped or dropped, a file cut short (no chunk marked last) or bytes
 * after the last chunk all fail. `context` names what is sealed (e.g. `backup`), so a sealed
 * value cannot be passed off as another kind.
 */
export const CHUNK_BYTES = 64 * 1024;
const MAGIC = Buffer.from('SEVA');
const VERSION = 1;
const HEADER_BYTES = MAGIC.length + 1 + 4 + 8;
const FRAME_HEAD_BYTES = 1 + 4;
const TAG_BYTES = 16;

export class SealError extends Error {}

/** Whether bytes start as a sealed stream does (the magic and the version): a stored file's marker. */
export function isSealedHead(head: Uint8Array): boolean {
  return (
    head.length >= MAGIC.length + 1 &&
    MAGIC.equals(head.subarray(0, MAGIC.length)) &&
    head[MAGIC.length] === VERSION
  );
}

/** The bytes to read from a file's start to tell `isSealedHead` and `sealedKeyId`. */
export const SEALED_HEAD_BYTES = MAGIC.length + 1 + 4;

/** The id of the key a sealed stream's header names (its head read by `SEALED_HEAD_BYTES`). */
export function sealedKeyId(head: Uint8Array): number | null {
  if (!isSealedHead(head) || head.length < SEALED_HEAD_BYTES) return null;
  return Buffer.from(head.buffer, head.byteOffset, head.length).readUInt32BE(MAGIC.length + 1);
}

/**
 * The exact size of `plainBytes` once sealed: the header, then one chunk per started 64 KiB
 * (at least one, empty for an empty stream), each with its frame head and tag.
 */
export function sealedSize(plainBytes: number): number {
  const chunks = Math.max(1, Math.ceil(plainBytes / CHUNK_BYTES));
  return HEADER_BYTES + chunks * (FRAME_HEAD_BYTES + TAG_BYTES) + plainBytes;
}

function aadOf(header: Buffer, context: Buffer, index: number, last: boolean): Buffer {
  const tail = Buffer.alloc(5);
  tail.writeUInt32BE(index, 0);
  tail.writeUInt8(last ? 1 : 0, 4);
  return Buffer.concat([header, context, tail]);
}

function ivOf(prefix: Buffer, index: number): Buffer {
  const iv = Buffer.alloc(12);
  prefix.copy(iv, 0);
  iv.writeUInt32BE(index, 8);
  return iv;
}

/** Encrypts what flows through it with `key`. */
export function sealStream(key: DataKey, context: string): Transform {
  const prefix = randomBytes(8);
  const header = Buffer.alloc(HEADER_BYTES);
  MAGIC.copy(header, 0);
  header.writeUInt8(VERSION, 4);
  header.writeUInt32BE(key.id, 5);
  prefix.copy(header, 9);
  const contextBytes = Buffer.from(context);
  let index = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let started = false;

  const frame = (plain: Buffer[], length: number, last: boolean): Buffer => {
    if (index >= 0xffffffff) throw new SealError('stream too long');
    const cipher = createCipheriv('aes-256-gcm', key.key, ivOf(prefix, index));
    cipher.setAAD(aadOf(header, contextBytes, index, last));
    const head = Buffer.alloc(FRAME_HEAD_BYTES);
    head.writeUInt8(last ? 1 : 0, 0);
    head.writeUInt32BE(length, 1);
    const body = plain.map((piece) => cipher.update(piece));
    body.push(cipher.final());
    index++;
    return Buffer.concat([head, ...body, cipher.getAuthTag()]);
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!started) {
        this.push(header);
        started = true;
      }
      // Pieces of the input, never copied whole: a large write costs no more than small ones.
      let offset = 0;
      while (offset < chunk.length) {
        // A full chunk goes out only once more data follows it: the last one must say it is.
        if (pendingBytes === CHUNK_BYTES) {
          this.push(frame(pending, pendingBytes, false));
          pending = [];
          pendingBytes = 0;
        }
        const take = Math.min(CHUNK_BYTES - pendingBytes, chunk.length - offset);
        pending.push(chunk.subarray(offset, offset + take));
        pendingBytes += take;
        offset += take;
      }
      callback();
    },
    flush(callback: TransformCallback) {
      if (!started) this.push(header);
      this.push(frame(pending, pendingBytes, true));
      callback();
    },
  });
}

/** Decrypts a sealed stream with the keyring's key of the id in its header. */
export function openStream(keyring: Keyring, context: string): Transform {
  const contextBytes = Buffer.from(context);
  let buffered: Buffer = Buffer.alloc(0);
  let header: Buffer | undefined;
  let key: DataKey | undefined;
  let prefix: Buffer | undefined;
  let index = 0;
  let ended = false;

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      buffered = buffered.length === 0 ? chunk : Buffer.concat([buffered, chunk]);
      try {
        if (!header) {
          if (buffered.length < HEADER_BYTES) return callback();
          header = Buffer.from(buffered.subarray(0, HEADER_BYTES));
          if (!header.subarray(0, 4).equals(MAGIC) || header.readUInt8(4) !== VERSION) {
            throw new SealError('not a sealed Seva stream');
          }
          const id = header.readUInt32BE(5);
          key = keyring.byId(id);
          if (!key) throw new SealError(`sealed with key ${id}, which the keyring does not have`);
          prefix = header.subarray(9, 17);
          buffered = buffered.subarray(HEADER_BYTES);
        }
        while (buffered.length >= FRAME_HEAD_BYTES) {
          if (ended) throw new SealError('data after the last chunk');
          const last = buffered.readUInt8(0);
          const length = buffered.readUInt32BE(1);
          if (last > 1 || length > CHUNK_BYTES) throw new SealError('damaged chunk header');
          const size = FRAME_HEAD_BYTES + length + TAG_BYTES;
          if (buffered.length < size) break;
          const decipher = createDecipheriv(
            'aes-256-gcm',
            (key as DataKey).key,
            ivOf(prefix as Buffer, index),
          );
          decipher.setAAD(aadOf(header, contextBytes, index, last === 1));
          decipher.setAuthTag(buffered.subarray(FRAME_HEAD_BYTES + length, size));
          const plain = decipher.update(
            buffered.subarray(FRAME_HEAD_BYTES, FRAME_HEAD_BYTES + length),
          );
          decipher.final(); // GCM gives nothing more here; it throws when the tag differs.
          buffered = buffered.subarray(size);
          index++;
          if (last === 1) ended = true;
          if (plain.length > 0) this.push(plain);
        }
        callback();
      } catch (error) {
        callback(
          error instanceof SealError
            ? error
            : new SealError('sealed stream failed its check: damaged, cut or wrong key'),
        );
      }
    },
    flush(callback: TransformCallback) {
      if (!ended || buffered.length > 0) {
        callback(new SealError('sealed stream is cut short'));
        return;
      }
      callback();
    },
  });
}
