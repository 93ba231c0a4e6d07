import { describe, expect, it } from 'vitest';
import {
  isValidAadhaar,
  isValidAccountNumber,
  isValidIfsc,
  isValidMobile,
  isValidPan,
  maskAadhaar,
  verhoeffCheckDigit,
  verhoeffValid,
} from './identity.ts';

describe('Verhoeff and Aadhaar', () => {
  it('accepts known-good Verhoeff numbers and catches single-digit and transposition errors', () => {
    expect(verhoeffValid('2363')).toBe(true); // the classic example: 236 + check digit 3
    expect(verhoeffCheckDigit('236')).toBe('3');
    expect(verhoeffValid('2364')).toBe(false);
    expect(verhoeffValid('3263')).toBe(false);
  });

  it('wants 12 digits, not starting with 0 or 1, with the check digit', () => {
    const base = '23456789012';
    const good = `${base}${verhoeffCheckDigit(base)}`;
    expect(isValidAadhaar(good)).toBe(true);
    const wrongCheck = `${base}${(Number(verhoeffCheckDigit(base)) + 1) % 10}`;
    expect(isValidAadhaar(wrongCheck)).toBe(false);
    const startsWithOne = `1${base.slice(1)}`;
    expect(isValidAadhaar(`${startsWithOne}${verhoeffCheckDigit(startsWithOne)}`)).toBe(false);
    expect(isValidAadhaar('23456789012')).toBe(false);
    expect(maskAadhaar(good)).toBe(`XXXX XXXX ${good.slice(-4)}`);
  });
});

describe('other numbers', () => {
  it('checks PAN, IFSC, mobile and account numbers', () => {
    expect(isValidPan('ABCDE1234F')).toBe(true);
    expect(isValidPan('ABCD1234F')).toBe(false);
    expect(isValidIfsc('SBIN0001234')).toBe(true);
    expect(isValidIfsc('SBIN1001234')).toBe(false);
    expect(isValidMobile('9876543210')).toBe(true);
    expect(isValidMobile('5876543210')).toBe(false);
    expect(isValidAccountNumber('123456789')).toBe(true);
    expect(isValidAccountNumber('12345678')).toBe(false);
    expect(isValidAccountNumber('1234567890123456789')).toBe(false);
  });
});
