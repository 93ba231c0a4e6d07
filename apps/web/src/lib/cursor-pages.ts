import { useCallback, useState } from 'react';

/**
 * Keyset paging with Next/Previous: a stack of the cursors that opened each page seen so far
 * (page 1 has none). Going back pops; going forward pushes the page's `nextCursor`.
 */
export type CursorStack = readonly (string | undefined)[];

export const firstPage: CursorStack = [undefined];

export function currentCursor(stack: CursorStack): string | undefined {
  return stack.at(-1);
}

export function nextPage(stack: CursorStack, nextCursor: string | null | undefined): CursorStack {
  return nextCursor ? [...stack, nextCursor] : stack;
}

export function previousPage(stack: CursorStack): CursorStack {
  return stack.length > 1 ? stack.slice(0, -1) : stack;
}

/** The stack in React state, back to page 1 whenever `resetKey` (the filters) changes. */
export function useCursorPages(resetKey: string) {
  const [state, setState] = useState({ key: resetKey, stack: firstPage });
  const stack = state.key === resetKey ? state.stack : firstPage;
  const next = useCallback(
    (cursor: string | null | undefined) =>
      setState((s) => ({
        key: resetKey,
        stack: nextPage(s.key === resetKey ? s.stack : firstPage, cursor),
      })),
    [resetKey],
  );
  const previous = useCallback(
    () =>
      setState((s) => ({
        key: resetKey,
        stack: previousPage(s.key === resetKey ? s.stack : firstPage),
      })),
    [resetKey],
  );
  return { cursor: currentCursor(stack), page: stack.length, next, previous };
}
