import { describe, expect, it } from 'vitest';
import { formatBirthDate } from './format.ts';

describe('formatBirthDate', () => {
  it('reads the calendar date without a time zone', () => {
    expect(formatBirthDate('1990-04-15')).toBe('15 Apr 1990');
    expect(formatBirthDate('2001-12-01')).toBe('01 Dec 2001');
  });
  it('leaves anything else as it is', () => {
    expect(formatBirthDate('N/A')).toBe('N/A');
    expect(formatBirthDate('1990-13-01')).toBe('1990-13-01');
  });
});
