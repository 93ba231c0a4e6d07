import { describe, expect, it } from 'vitest';
import hindi from '../messages/hi/common-screens.ts';
import { formatDate, formatDateTime } from './dates.ts';

/** An instant given as India's wall-clock time (UTC+05:30, no daylight saving). */
const ist = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(Date.UTC(year, month, day, hour, minute) - 330 * 60_000);

describe('formatDateTime (dd MMM yyyy, hh:mm a, India time)', () => {
  it('formats morning, afternoon, midnight and noon', () => {
    expect(formatDateTime(ist(2026, 0, 5, 9, 7))).toBe('05 Jan 2026, 09:07 AM');
    expect(formatDateTime(ist(2026, 10, 22, 14, 30))).toBe('22 Nov 2026, 02:30 PM');
    expect(formatDateTime(ist(2026, 11, 31, 0, 0))).toBe('31 Dec 2026, 12:00 AM');
    expect(formatDateTime(ist(2026, 5, 1, 12, 5))).toBe('01 Jun 2026, 12:05 PM');
  });

  it('shows India’s date and time whatever the instant’s UTC day', () => {
    // 20:00 UTC on 31 March is 01:30 on 1 April in India.
    expect(formatDateTime(new Date(Date.UTC(2026, 2, 31, 20, 0)))).toBe('01 Apr 2026, 01:30 AM');
    expect(formatDate('2026-03-31T20:00:00Z')).toBe('01 Apr 2026');
  });

  it('speaks Hindi with the Hindi catalogue, in India time', () => {
    expect(formatDate(ist(2026, 10, 25, 9, 0), hindi)).toBe('25 नव॰ 2026');
    expect(formatDateTime(ist(2026, 2, 3, 18, 45), hindi)).toBe('03 मार्च 2026, 06:45 अपराह्न');
    expect(formatDateTime(ist(2026, 0, 5, 9, 7), hindi)).toBe('05 जन॰ 2026, 09:07 पूर्वाह्न');
  });

  it('accepts ISO strings and timestamps', () => {
    const instant = ist(2026, 2, 3, 18, 45);
    expect(formatDateTime(instant.toISOString())).toBe('03 Mar 2026, 06:45 PM');
    expect(formatDateTime(instant.getTime())).toBe('03 Mar 2026, 06:45 PM');
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
    expect(formatDate(ist(2026, 7, 15, 23, 59))).toBe('15 Aug 2026');
  });
});
