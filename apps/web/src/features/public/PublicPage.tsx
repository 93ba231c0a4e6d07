import './public.css';
import type { ReactNode } from 'react';
import { Footer } from './Footer.tsx';
import { type PageMeta, usePageMeta } from './meta.ts';

/** A public page: its own title and description, the content, the footer. */
export function PublicPage({ meta, children }: { meta: PageMeta; children: ReactNode }) {
  usePageMeta(meta);
  return (
    <>
      <div className="seva-public-content">{children}</div>
      <Footer />
    </>
  );
}
