import { createFileRoute } from '@tanstack/react-router';
import { TrackPage } from '../../../features/tracking/TrackPage.tsx';

/** Public tracking by reference and mobile number or e-mail (docs/product.md, Public tracking). */
export const Route = createFileRoute('/_public/track/')({
  component: () => <TrackPage />,
});
