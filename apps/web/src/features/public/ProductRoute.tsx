import {
  type ProductSlug,
  productSlugAliases,
  productSlugs,
  retiredProductPage,
} from '@seva/schemas/order-forms';
import { Navigate } from '@tanstack/react-router';
import { NotFound } from '../../ui/NotFound.tsx';
import { ProductPage } from './ProductPage.tsx';

/**
 * /services/{slug}: a product page, a variant slug's or a retired product's redirect
 * (docs/product.md, Orders and the catalogue), or the not-found page. Decided here, in the lazy chunk, rather than in `beforeLoad`
 * (entry code).
 */
export function ProductRoute({ slug }: { slug: string }) {
  const target = Object.hasOwn(productSlugAliases, slug) ? productSlugAliases[slug] : undefined;
  if (target) return <Navigate to="/services/$slug" params={{ slug: target }} replace />;
  // docs/product.md, Orders and the catalogue: the old Pan Card product page leads to the PAN card application.
  const replacement = retiredProductPage(slug);
  if (replacement) return <Navigate to={replacement} replace />;
  if (!(productSlugs as readonly string[]).includes(slug)) return <NotFound />;
  return <ProductPage slug={slug as ProductSlug} />;
}
