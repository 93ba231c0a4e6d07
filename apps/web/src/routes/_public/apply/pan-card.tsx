import { createFileRoute } from '@tanstack/react-router';
import { ApplyPanPage } from '../../../features/public/ApplyPanPage.tsx';

/**
 * The public face of the PAN card application (docs/product.md, Public site): what is needed, the
 * price.
 */
export const Route = createFileRoute('/_public/apply/pan-card')({
  component: ApplyPanPage,
});
