import type { MouseEvent } from 'react';
import { m } from '../messages/index.ts';

/** The id of every layout's main landmark, the skip link's target. */
export const MAIN_ID = 'main';

/**
 * 'Skip to main content' (WCAG 2.4.1, docs/decisions/069): the first thing Tab reaches, shown
 * only while focused. It moves the focus into the main landmark without touching the URL (the
 * router owns it).
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${MAIN_ID}`} className="seva-skip-link" onClick={skip}>
      {m.a11y.skipToMain}
    </a>
  );
}

/**
 * After a move to another page inside the app, a focus left on nothing (the link or row that
 * was followed is gone with the old page) starts again in the new page's main landmark, as
 * after the skip link (WCAG 2.4.3): the next Tab goes into the new content, not from wherever
 * the removed element was. A focus still on something (a sidebar link, a field a page focused)
 * is left where it is. Answers the unsubscribe function.
 */
export function focusMainAfterNavigation(router: {
  subscribe: (
    type: 'onRendered',
    listener: (event: { fromLocation?: unknown; pathChanged: boolean }) => void,
  ) => () => void;
}) {
  return router.subscribe('onRendered', ({ fromLocation, pathChanged }) => {
    if (!fromLocation || !pathChanged) return;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  });
}
