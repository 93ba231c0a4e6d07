import { describe, expect, it } from 'vitest';
import { currentCursor, firstPage, nextPage, previousPage } from './cursor-pages.ts';

describe('cursor stack', () => {
  it('starts on page 1 without a cursor', () => {
    expect(currentCursor(firstPage)).toBeUndefined();
  });
  it('pushes the next cursor and pops back', () => {
    const two = nextPage(firstPage, 'c2');
    const three = nextPage(two, 'c3');
    expect(currentCursor(three)).toBe('c3');
    expect(three).toHaveLength(3);
    expect(currentCursor(previousPage(three))).toBe('c2');
    expect(currentCursor(previousPage(previousPage(three)))).toBeUndefined();
  });
  it('stays put without a next cursor or before page 1', () => {
    expect(nextPage(firstPage, null)).toBe(firstPage);
    expect(previousPage(firstPage)).toBe(firstPage);
  });
});
