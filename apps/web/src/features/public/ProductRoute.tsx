import type { ProductSlug } from '@seva/schemas';
import { Navigate } from '@tanstack/react-router';
import { NotFound } from '../../ui/NotFound.tsx';
import { ProductPage } from './ProductPage.tsx';
import { PRODUCT_ALIASES, PRODUCT_SLUGS } from './slugs.ts';

/**
 * /services/{slug}: a product page, a variant slug's redirect (PRODUCT 2), or the not-found
 * page. Decided here, in the lazy chunk, rather than in `beforeLoad` (entry code).
 */
export function ProductRoute({ slug }: { slug: string }) {
  const target = Object.hasOwn(PRODUCT_ALIASES, slug) ? PRODUCT_ALIASES[slug] : undefined;
  if (target) return <Navigate to="/services/$slug" params={{ slug: target }} replace />;
  if (!PRODUCT_SLUGS.includes(slug)) return <NotFound />;
  return <ProductPage slug={slug as ProductSlug} />;
}
