import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Keyring } from './keyring.ts';
import {
  createSealedValues,
  normalizeIdentityNumber,
  SealedValueError,
  sealedLength,
} from './sealed-values.ts';

const key1 = { id: 1, key: randomBytes(32) };
const key2 = { id: 2, key: randomBytes(32) };
const ring = (current: typeof key1, ...others: Array<typeof key1>): Keyring => ({
  current,
  byId: (id) => [current, ...others].find((key) => key.id === id),
  ids: () => [current, ...others].map((key) => key.id).sort((a, b) => a - b),
  source: 'test',
});

const place = { table: 'itr_details', column: 'account_no', rowId: 'app-1' };
const AADHAAR = '234567890124';

describe('sealed values', () => {
  it('round-trip, with a fresh IV each time and the key id in front', () => {
    const values = createSealedValues(ring(key2, key1));
    for (const plain of [AADHAAR, 'ABCDE1234F', '123456789012345678', '', 'रवि']) {
      const sealed = values.seal(plain, place);
      expect(sealed.startsWith('v1.2.')).toBe(true);
      expect(sealed).not.toContain(plain || 'never');
      expect(values.open(sealed, place)).toBe(plain);
      expect(sealedLength(sealed)).toBe(Buffer.byteLength(plain));
    }
    expect(values.seal(AADHAAR, place)).not.toBe(values.seal(AADHAAR, place));
  });

  it('refuse a value moved to another table, column or row', () => {
    const values = createSealedValues(ring(key1));
    const sealed = values.seal(AADHAAR, place);
    for (const other of [
      { ...place, table: 'pan_card_details' },
      { ...place, column: 'pan_card_no' },
      { ...place, rowId: 'app-2' },
    ]) {
      expect(() => values.open(sealed, other)).toThrow(SealedValueError);
    }
  });

  it('refuse a tampered value: a flipped byte, a cut, a changed key id, garbage', () => {
    const values = createSealedValues(ring(key2, key1));
    const sealed = values.seal(AADHAAR, place);
    const [version, id, body] = sealed.split('.') as [string, string, string];
    const bytes = Buffer.from(body, 'base64url');
    for (const at of [0, 12, bytes.length - 1]) {
      const flipped = Buffer.from(bytes);
      flipped[at] = (flipped[at] ?? 0) ^ 1;
      expect(() => values.open(`${version}.${id}.${flipped.toString('base64url')}`, place)).toThrow(
        /fails its integrity check/,
      );
    }
    const cut = bytes.subarray(0, bytes.length - 1).toString('base64url');
    expect(() => values.open(`${version}.${id}.${cut}`, place)).toThrow(SealedValueError);
    // Key 1 exists but did not seal it: the id is bound into the AAD as well as choosing the key.
    expect(() => values.open(`${version}.1.${body}`, place)).toThrow(SealedValueError);
    expect(() => values.open(AADHAAR, place)).toThrow(/not a sealed value/);
    expect(() => values.open('v1.2.', place)).toThrow(SealedValueError);
  });

  it('honour the key id: an older key still opens what it sealed, a missing one is named', () => {
    const old = createSealedValues(ring(key1));
    const sealed = old.seal(AADHAAR, place);
    const rotated = createSealedValues(ring(key2, key1));
    expect(rotated.currentKeyId).toBe(2);
    expect(rotated.open(sealed, place)).toBe(AADHAAR);
    expect(rotated.seal(AADHAAR, place).startsWith('v1.2.')).toBe(true);
    const without = createSealedValues(ring(key2));
    expect(() => without.open(sealed, place)).toThrow(/key 1, which the keyring does not have/);
  });

  it('give a keyed blind index: same number same hash, another key another hash', () => {
    const values = createSealedValues(ring(key1));
    const hash = values.blindIndex(AADHAAR);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(values.blindIndex('2345 6789 0124')).toBe(hash);
    expect(values.blindIndex('abcde-1234f')).toBe(values.blindIndex('ABCDE1234F'));
    expect(values.blindIndex('234567890125')).not.toBe(hash);
    expect(createSealedValues(ring(key2)).blindIndex(AADHAAR)).not.toBe(hash);
    // Not the plain SHA-256 of the number, which anyone could work out for all 10^12 of them.
    expect(hash).not.toContain(AADHAAR);
    expect(normalizeIdentityNumber(' ab 12-3 ')).toBe('AB123');
  });

  it('while a rotation runs, store a hash per key and search with the oldest', () => {
    const before = createSealedValues(ring(key1)).blindIndex(AADHAAR);
    const after = createSealedValues(ring(key2)).blindIndex(AADHAAR);
    const rotating = createSealedValues(ring(key2, key1));
    // Every row written before the rotation carries key 1's hash: the search keeps using it.
    expect(rotating.blindIndex(AADHAAR)).toBe(before);
    expect(rotating.blindIndexes(AADHAAR)).toEqual([before, after]);
    expect(createSealedValues(ring(key2)).blindIndexes(AADHAAR)).toEqual([after]);
  });
});
