import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './dates.ts';

describe('formatDateTime (dd MMM yyyy, hh:mm a, local time)', () => {
  it('formats morning, afternoon, midnight and noon', () => {
    expect(formatDateTime(new Date(2026, 0, 5, 9, 7))).toBe('05 Jan 2026, 09:07 AM');
    expect(formatDateTime(new Date(2026, 10, 22, 14, 30))).toBe('22 Nov 2026, 02:30 PM');
    expect(formatDateTime(new Date(2026, 11, 31, 0, 0))).toBe('31 Dec 2026, 12:00 AM');
    expect(formatDateTime(new Date(2026, 5, 1, 12, 5))).toBe('01 Jun 2026, 12:05 PM');
  });

  it('accepts ISO strings and timestamps, read in the local time zone', () => {
    const local = new Date(2026, 2, 3, 18, 45);
    expect(formatDateTime(local.toISOString())).toBe('03 Mar 2026, 06:45 PM');
    expect(formatDateTime(local.getTime())).toBe('03 Mar 2026, 06:45 PM');
  });

  it('returns undefined for missing or invalid input', () => {
    expect(formatDateTime(undefined)).toBeUndefined();
    expect(formatDateTime(null)).toBeUndefined();
    expect(formatDateTime('')).toBeUndefined();
    expect(formatDateTime('not a date')).toBeUndefined();
  });
});

describe('formatDate', () => {
  it('formats dd MMM yyyy', () => {
    expect(formatDate(new Date(2026, 7, 15, 23, 59))).toBe('15 Aug 2026');
  });
});
