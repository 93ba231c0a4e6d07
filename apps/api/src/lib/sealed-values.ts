import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { DataKey, Keyring } from './keyring.ts';

/**
 * Short values sealed one by one (Aadhaar, PAN and bank account numbers), with AES-256-GCM
 * (docs/decisions/060-identity-numbers-at-rest.md):
 *
 *   sealed = "v1." · key id · "." · base64url(IV (12) · ciphertext · tag (16))
 *   AAD    = "v1" · key id · table · column · row id
 *
 * The key id rides in front of the value, so an older key still opens what it sealed. The
 * table, column and row id are bound in: a value copied to another row or column is refused.
 * The keyring's keys are never used directly: HKDF derives one key for values and another for
 * the blind index, so neither can stand in for the other or for the stream key.
 */
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const SEALED = /^v1\.(\d{1,10})\.([A-Za-z0-9_-]+)$/;

/** Where a sealed value lives: it opens only there. */
export interface SealedPlace {
  table: string;
  column: string;
  rowId: string;
}

export class SealedValueError extends Error {}

/** What a caller is told when a stored value fails its check (the details go to the log). */
export const UNREADABLE_SEALED_VALUE =
  "This record's identity numbers fail their integrity check and cannot be shown. Ask the centre to restore them from a backup.";

function derive(key: DataKey, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', key.key, Buffer.alloc(0), `seva ${purpose} v1`, 32));
}

function aadOf(keyId: number, place: SealedPlace): Buffer {
  // NUL-separated: none of the parts may contain one, so no two places share an AAD.
  return Buffer.from([VERSION, String(keyId), place.table, place.column, place.rowId].join('\0'));
}

/** The plain value's length in bytes, which GCM does not hide (lists mask to that length). */
export function sealedLength(sealed: string): number {
  const match = SEALED.exec(sealed);
  if (!match) throw new SealedValueError('not a sealed value');
  return Buffer.from(match[2] ?? '', 'base64url').length - IV_BYTES - TAG_BYTES;
}

/**
 * How full numbers are written for the blind index: without spaces or hyphens, in capitals,
 * so `2345 6789 0124` and `abcde1234f` find what was typed as `234567890124` and `ABCDE1234F`.
 */
export function normalizeIdentityNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Whether a search box holds what could be one whole identity number: 8 to 20 letters and
 * digits (spaces and hyphens aside) with at least four digits in a row — Aadhaar, PAN, a bank
 * or demat account, a voter ID; never a name.
 */
export function looksLikeIdentityNumber(query: string): boolean {
  return /^(?=.*\d{4})[A-Z0-9]{8,20}$/.test(normalizeIdentityNumber(query.trim()));
}

export interface SealedValues {
  /** The value sealed with the current key for `place`. */
  seal(value: string, place: SealedPlace): string;
  /** The value back; a value altered, moved or sealed with a missing key throws SealedValueError. */
  open(sealed: string, place: SealedPlace): string;
  /**
   * Keyed HMAC-SHA-256 of the normalized number (base64url): equal numbers give equal hashes,
   * so an exact search finds them by index without opening anything. Searches use this one: the
   * hash under the keyring's oldest key, which every stored row carries while a rotation runs
   * (docs/decisions/068-key-rotation.md).
   */
  blindIndex(value: string): string;
  /**
   * The hashes to store for a number: one under each key the keyring holds (one key, except
   * while a rotation runs), so a search finds the row before and after the old key retires.
   */
  blindIndexes(value: string): string[];
  /** The id of the key new values are sealed with. */
  readonly currentKeyId: number;
}

export function createSealedValues(keyring: Keyring): SealedValues {
  const valueKeys = new Map<number, Buffer>();
  const valueKeyOf = (key: DataKey) => {
    let derived = valueKeys.get(key.id);
    if (!derived) {
      derived = derive(key, 'sealed values');
      valueKeys.set(key.id, derived);
    }
    return derived;
  };
  const indexKeys = new Map<number, Buffer>();
  const indexKeyOf = (key: DataKey) => {
    let derived = indexKeys.get(key.id);
    if (!derived) {
      derived = derive(key, 'identity blind index');
      indexKeys.set(key.id, derived);
    }
    return derived;
  };
  const hashWith = (id: number, value: string) => {
    const key = keyring.byId(id);
    if (!key) throw new SealedValueError(`key ${id} left the keyring`);
    return createHmac('sha256', indexKeyOf(key))
      .update(normalizeIdentityNumber(value), 'utf8')
      .digest('base64url');
  };

  return {
    get currentKeyId() {
      return keyring.current.id;
    },
    seal(value, place) {
      const key = keyring.current;
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', valueKeyOf(key), iv);
      cipher.setAAD(aadOf(key.id, place));
      const body = Buffer.concat([
        cipher.update(value, 'utf8'),
        cipher.final(),
        cipher.getAuthTag(),
      ]);
      return `${VERSION}.${key.id}.${Buffer.concat([iv, body]).toString('base64url')}`;
    },
    open(sealed, place) {
      const match = SEALED.exec(sealed);
      if (!match) throw new SealedValueError(`${place.table}.${place.column}: not a sealed value`);
      const keyId = Number(match[1]);
      const key = keyring.byId(keyId);
      if (!key) {
        throw new SealedValueError(
          `${place.table}.${place.column}: sealed with key ${keyId}, which the keyring does not have`,
        );
      }
      const bytes = Buffer.from(match[2] ?? '', 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) {
        throw new SealedValueError(`${place.table}.${place.column}: sealed value too short`);
      }
      const decipher = createDecipheriv(
        'aes-256-gcm',
        valueKeyOf(key),
        bytes.subarray(0, IV_BYTES),
      );
      decipher.setAAD(aadOf(keyId, place));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      try {
        return Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new SealedValueError(
          `${place.table}.${place.column} of ${place.rowId} fails its integrity check`,
        );
      }
    },
    blindIndex(value) {
      return hashWith(keyring.ids()[0] ?? keyring.current.id, value);
    },
    blindIndexes(value) {
      return keyring.ids().map((id) => hashWith(id, value));
    },
  };
}
