import { describe, expect, it } from 'vitest';
import { financialYear, receiptNumber } from '../features/payments/service.ts';
import {
  renderSms,
  SMS_VAR,
  SMS_VAR_MAX_LENGTH,
  type SmsKind,
  smsDate,
  smsKinds,
  smsSize,
  smsTemplates,
} from './sms-templates.ts';

const reference = 'SEVA-2026-000123'; // referenceOf (packages/db's references repository)
const receipt = receiptNumber(financialYear(new Date('2026-12-01T10:00:00Z')), 1);

/** Realistic variables for each kind. */
const examples: Record<SmsKind, string[]> = {
  application_received: [reference, smsDate('2026-12-12')],
  sent_back: [reference],
  completed: [reference],
  rejected: [reference],
  order_ready: ['SEVA-2026-000124'],
  payment_received: [reference, receipt],
  code: ['12345678', '10'],
};

/** Every variable at DLT's 30-character limit: the longest each message can be. */
const longest = (kind: SmsKind) =>
  smsTemplates[kind].vars.map((_, index) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcd'.slice(0, 30 - index));

describe('SMS templates (docs/decisions/074-sms-gateway.md)', () => {
  it('has one template per kind in English and Hindi, each variable a {#var#}', () => {
    expect(Object.keys(smsTemplates).sort()).toEqual([...smsKinds].sort());
    for (const kind of smsKinds) {
      const template = smsTemplates[kind];
      for (const language of ['en', 'hi'] as const) {
        expect(template[language].split(SMS_VAR).length - 1, `${kind} ${language}`).toBe(
          template.vars.length,
        );
        expect(template[language], `${kind} ${language}`).toMatch(/ - Seva$/);
      }
      expect(template.hi, kind).toMatch(/[\u0900-\u097f]/);
    }
  });

  it('keeps English in one GSM-7 part and Hindi within two UCS-2 parts at the longest', () => {
    for (const kind of smsKinds) {
      const english = smsSize(renderSms(kind, 'en', longest(kind)));
      expect(english, kind).toMatchObject({ encoding: 'GSM-7', parts: 1 });
      expect(english.units, kind).toBeLessThanOrEqual(160);
      const hindi = smsSize(renderSms(kind, 'hi', longest(kind)));
      expect(hindi.encoding, kind).toBe('UCS-2');
      expect(hindi.units, kind).toBeLessThanOrEqual(2 * 67);
    }
  });

  it('renders realistic messages; in Hindi a code and an application received fit one part', () => {
    for (const kind of smsKinds) {
      for (const language of ['en', 'hi'] as const) {
        const text = renderSms(kind, language, examples[kind]);
        for (const value of examples[kind]) expect(text).toContain(value);
        expect(text).not.toContain(SMS_VAR);
      }
    }
    expect(smsSize(renderSms('code', 'hi', examples.code)).parts).toBe(1);
    expect(smsSize(renderSms('application_received', 'hi', examples.application_received))).toEqual(
      expect.objectContaining({ parts: 1 }),
    );
    expect(renderSms('application_received', 'en', examples.application_received)).toBe(
      'Your application SEVA-2026-000123 is received. Expected by 12 Dec 2026. Track it on the Seva portal. - Seva',
    );
    expect(renderSms('payment_received', 'hi', examples.payment_received)).toBe(
      'SEVA-2026-000123 का भुगतान मिल गया। रसीद SEVA/2026-27/000001। धन्यवाद। - Seva',
    );
  });

  it('refuses a wrong number of variables, naming the kind and what it takes', () => {
    expect(() => renderSms('code', 'en', ['12345678'])).toThrow(
      'SMS code takes 2 variables (code, minutes valid), got 1',
    );
    expect(() => renderSms('completed', 'hi', [reference, 'extra'])).toThrow(
      'SMS completed takes 1 variables (reference), got 2',
    );
    expect(() => renderSms('sent_back', 'en', [])).toThrow(/takes 1 variables/);
  });

  it('refuses a variable over 30 characters, empty, or with a line break', () => {
    const long = 'A'.repeat(SMS_VAR_MAX_LENGTH + 1);
    expect(() => renderSms('completed', 'en', [long])).toThrow(
      'SMS completed: reference (variable 1) is longer than 30 characters',
    );
    expect(() => renderSms('completed', 'en', ['A'.repeat(SMS_VAR_MAX_LENGTH)])).not.toThrow();
    expect(() => renderSms('completed', 'en', ['  '])).toThrow(/reference \(variable 1\) is empty/);
    expect(() => renderSms('completed', 'en', ['SEVA\nX'])).toThrow(/line break/);
  });

  it.each([
    ['an Aadhaar number', '234567890124'],
    ['an Aadhaar number in groups', '2345 6789 0124'],
    ['an Aadhaar number with hyphens', '2345-6789-0124'],
    ['a PAN', 'ABCDE1234F'],
    ['a PAN in small letters', 'abcde1234f'],
    ['a PAN inside words', 'PAN ABCDE1234F'],
    ['a 9-digit bank account', '123456789'],
    ['an 18-digit bank account', '123456789012345678'],
    ['an account inside words', 'A/C 00112233445566'],
    ['a mobile number', '9876543210'],
    ['a voter ID', 'ABC1234567'],
  ])('refuses %s as a variable, without repeating it', (_, value) => {
    let message = '';
    try {
      renderSms('completed', 'en', [value]);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe('SMS completed: reference (variable 1) looks like an identity number');
    expect(message).not.toContain(value);
  });

  it("passes Seva's references, receipt numbers, dates and a code in its own place", () => {
    expect(receipt).toBe('SEVA/2026-27/000001');
    expect(() => renderSms('completed', 'en', ['SEVA-2026-999999'])).not.toThrow();
    expect(() => renderSms('completed', 'en', ['SEVA-2027-1234567'])).not.toThrow();
    expect(() => renderSms('payment_received', 'hi', [reference, receipt])).not.toThrow();
    expect(() =>
      renderSms('payment_received', 'en', [reference, 'SEVA/2030-31/123456']),
    ).not.toThrow();
    expect(() => renderSms('application_received', 'en', [reference, '1 Jan 2027'])).not.toThrow();
    expect(() =>
      renderSms('application_received', 'hi', [reference, '12 Sept 2026']),
    ).not.toThrow();
    expect(() => renderSms('code', 'en', ['123456', '10'])).not.toThrow();
    expect(() => renderSms('code', 'hi', ['12345678', '15'])).not.toThrow();
    // Eight digits are a code only where the template puts one.
    expect(() => renderSms('completed', 'en', ['12345678'])).toThrow(/identity number/);
    expect(() => renderSms('code', 'en', ['10', '12345678'])).toThrow(/identity number/);
    // A code of 9 digits is a bank account as far as anyone can tell.
    expect(() => renderSms('code', 'en', ['123456789', '10'])).toThrow(/identity number/);
  });

  it('writes a day as 12 Dec 2026, in ASCII for both languages', () => {
    expect(smsDate('2026-12-12')).toBe('12 Dec 2026');
    expect(smsDate('2027-01-05')).toBe('5 Jan 2027');
    expect(() => smsDate('12/12/2026')).toThrow('YYYY-MM-DD');
    expect(() => smsDate('2026-13-01')).toThrow('YYYY-MM-DD');
  });

  it('counts parts as phones do: GSM-7 extension characters twice, Devanagari as UCS-2', () => {
    expect(smsSize('a'.repeat(160))).toEqual({ encoding: 'GSM-7', units: 160, parts: 1 });
    expect(smsSize('a'.repeat(161))).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 });
    expect(smsSize(`${'a'.repeat(159)}€`)).toEqual({ encoding: 'GSM-7', units: 161, parts: 2 });
    expect(smsSize('क'.repeat(70))).toEqual({ encoding: 'UCS-2', units: 70, parts: 1 });
    expect(smsSize('क'.repeat(71))).toEqual({ encoding: 'UCS-2', units: 71, parts: 2 });
    expect(smsSize(`${'a'.repeat(20)}’`).encoding).toBe('UCS-2');
  });
});
