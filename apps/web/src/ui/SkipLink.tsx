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
