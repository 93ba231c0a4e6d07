import { createFileRoute } from '@tanstack/react-router';
import { ProductRoute } from '../../../features/public/ProductRoute.tsx';

/**
 * docs/product.md, Orders and the catalogue: the ten product pages; the catalogue's variant slugs
 * redirect to them.
 */
export const Route = createFileRoute('/_public/services/$slug')({
  component: function Product() {
    const { slug } = Route.useParams();
    return <ProductRoute slug={slug} />;
  },
});
