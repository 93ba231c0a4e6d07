import { useEffect } from 'react';
import { m } from '../messages/index.ts';

/**
 * The document title of a signed-in or form screen: 'My Services — Seva'; a detail page names
 * its item first: 'SEVA-2026-000123 · PAN Card — Seva' (docs/decisions/069, WCAG 2.4.2). Public
 * pages keep their prerendered 'About Us | Seva' (features/public/meta.ts).
 */
export function documentTitle(...parts: (string | undefined | null | false)[]): string {
  const named = parts.filter((part): part is string => Boolean(part));
  return m.a11y.title(named.join(' · '));
}

let serverTitle: string | undefined;

/** The title the screen drawn on the server asked for (and forgets it for the next render). */
export function takeServerTitle(): string | undefined {
  const title = serverTitle;
  serverTitle = undefined;
  return title;
}

/**
 * Sets the document title while the screen is shown. Parts still loading (`undefined`) are left
 * out, so a detail page says 'PAN Card — Seva' until its reference arrives. Screen readers
 * announce the new title after a client-side navigation.
 */
export function useDocumentTitle(...parts: (string | undefined | null | false)[]) {
  const title = documentTitle(...parts);
  // Drawn on the server (a signed-in deep link, lib/server-render.tsx): effects do not run
  // there, so the title is kept for the page's <title>. One render at a time (renderToString
  // is synchronous), and the render clears it first.
  if (typeof document === 'undefined') serverTitle = title;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
