import { describe, expect, it } from 'vitest';
import {
  formatTrackingCode,
  indiaDate,
  maskAccount,
  maskName,
  maskPan,
  normaliseTrackingCode,
  promisedDate,
  TRACKING_CODE_PATTERN,
} from './fees.ts';

describe('indiaDate', () => {
  it('is the calendar day in India, not in UTC', () => {
    // 20:00 UTC on the 23rd is 01:30 on the 24th in India.
    expect(indiaDate(new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
    expect(indiaDate(new Date('2026-11-23T18:29:59Z'))).toBe('2026-11-23');
  });
});

describe('promisedDate', () => {
  // 2026-11-23 is a Monday.
  const monday = new Date('2026-11-23T06:00:00Z');
  it('counts working days after the filing day, skipping Sundays', () => {
    expect(promisedDate(monday, 1, [])).toBe('2026-11-24');
    expect(promisedDate(monday, 6, [])).toBe('2026-11-30'); // Tue–Sat, then Monday
    expect(promisedDate(monday, 15, [])).toBe('2026-12-10');
  });
  it('skips the holidays too', () => {
    expect(promisedDate(monday, 1, ['2026-11-24'])).toBe('2026-11-25');
    expect(promisedDate(monday, 6, ['2026-11-25', '2026-11-30'])).toBe('2026-12-02');
  });
  it('counts from the Indian day of filing', () => {
    // Saturday 19:00 UTC is already Sunday in India: the first working day is Monday.
    expect(promisedDate(new Date('2026-11-28T19:00:00Z'), 1, [])).toBe('2026-11-30');
  });
  it('is the filing day for zero days', () => {
    expect(promisedDate(monday, 0, [])).toBe('2026-11-23');
  });
});

describe('masks', () => {
  it('masks PAN, account and names as the slip and the tracking page print them', () => {
    expect(maskPan('ABCDE1234F')).toBe('ABCDE****F');
    expect(maskAccount('123456789012')).toBe('XXXXXX9012');
    expect(maskName('Ravi Kumar')).toBe('R*** K****');
    expect(maskName('  Sunita   Devi ')).toBe('S***** D***');
    // By akshara: 'सुनीता' is सु नी ता.
    expect(maskName('सुनीता देवी')).toBe('सु** दे*');
  });
});

describe('tracking codes', () => {
  it('print in groups and read back whatever the case and spacing', () => {
    expect(formatTrackingCode('3F9A12BC77D0')).toBe('3F9A-12BC-77D0');
    expect(normaliseTrackingCode(' 3f9a-12bc 77d0 ')).toBe('3F9A12BC77D0');
    expect(TRACKING_CODE_PATTERN.test('3F9A12BC77D0')).toBe(true);
    expect(TRACKING_CODE_PATTERN.test('3F9A12BC77D')).toBe(false);
  });
});
