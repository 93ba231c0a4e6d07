import { useEffect } from 'react';
import { mp } from '../../messages/public-pages.ts';

export interface PageMeta {
  title: string;
  description: string;
}

/** `About Us` → `About Us | Seva`; the home page's title stands alone. */
export function fullTitle(title: string): string {
  return title.includes(mp.siteName) ? title : `${title}${mp.titleSuffix}`;
}

function setMeta(selector: string, attribute: 'name' | 'property', key: string, value: string) {
  let tag = document.head.querySelector<HTMLMetaElement>(selector);
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.append(tag);
  }
  tag.content = value;
}

/**
 * The page's title and description when the app moves between pages (the prerendered HTML
 * carries them for search engines and link previews, see scripts/prerender.mjs).
 */
export function usePageMeta({ title, description }: PageMeta) {
  useEffect(() => {
    const full = fullTitle(title);
    document.title = full;
    setMeta('meta[name="description"]', 'name', 'description', description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', full);
    setMeta('meta[property="og:description"]', 'property', 'og:description', description);
  }, [title, description]);
}
