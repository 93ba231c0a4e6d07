import { useDebouncedValue } from '@mantine/hooks';
import { useNavigate, useRouter, useSearch } from '@tanstack/react-router';
import { type MouseEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../ui/SearchField.tsx';

/** A list's state without undefined or empty values (shorter links). */
export function compactSearch<T extends object>(search: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(search).filter(
      ([, value]) =>
        value !== undefined && value !== '' && !(Array.isArray(value) && !value.length),
    ),
  ) as Partial<T>;
}

/**
 * A list's state read from and written to the URL (docs/decisions/070): `parse` reads the raw
 * search (dropping anything unreadable, never failing). A filter change replaces the history
 * entry; `push` (a page change, clearing the filters) adds one, so Back undoes it.
 */
export function useUrlState<T extends object>(parse: (raw: unknown) => T) {
  const raw = useSearch({ strict: false });
  const key = JSON.stringify(raw);
  // biome-ignore lint/correctness/useExhaustiveDependencies: parsed again only when the URL changes
  const state = useMemo(() => parse(raw), [key, parse]);
  const navigate = useNavigate();
  const setState = useCallback(
    (next: T, options: { push?: boolean } = {}) => {
      void navigate({ to: '.', search: compactSearch(next), replace: !options.push });
    },
    [navigate],
  );
  return [state, setState] as const;
}

/**
 * A search box whose debounced text lives in the URL (`q`): typing writes it (replacing, so
 * Back is not a trail of keystrokes); a URL changed from outside (Back, a shared link) refills
 * the box. Answers the box's value and setter.
 */
export function useUrlSearchBox(urlQ: string | undefined, write: (q: string | undefined) => void) {
  const [search, setSearch] = useState(urlQ ?? '');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const lastDebounced = useRef(debounced);
  // What this box last wrote to the URL and has not yet seen come back.
  const ownWrite = useRef<string | null>(null);
  useEffect(() => {
    if (lastDebounced.current === debounced) return;
    lastDebounced.current = debounced;
    if ((urlQ ?? '') !== debounced) {
      ownWrite.current = debounced;
      write(debounced || undefined);
    }
  }, [debounced, urlQ, write]);
  const lastQ = useRef(urlQ);
  useEffect(() => {
    if (lastQ.current === urlQ) return;
    lastQ.current = urlQ;
    // Our own debounced write coming back: the box may already hold more keystrokes, which
    // resetting it to the URL would throw away (seen: a reference typed fast found nothing).
    const own = ownWrite.current;
    ownWrite.current = null;
    if ((urlQ ?? '') === own) return;
    setSearch((box) => (box.trim() === (urlQ ?? '') ? box : (urlQ ?? '')));
  }, [urlQ]);
  return [search, setSearch] as const;
}

/**
 * Props for an anchor to `to` with a list's state in its search: a real href (open in a new
 * tab works) and, on a plain click, the router's navigation without a page load. For Mantine
 * buttons rendered as `a`, whose polymorphic props cannot carry the router's typed `search`.
 */
export function useSearchLink() {
  const router = useRouter();
  const navigate = useNavigate();
  return (to: string, search: Record<string, unknown>) => ({
    href: router.buildLocation({ to, search }).href,
    onClick: (event: MouseEvent<HTMLElement>) => {
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
      event.preventDefault();
      void navigate({ to, search });
    },
  });
}
