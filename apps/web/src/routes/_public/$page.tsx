import { createFileRoute } from '@tanstack/react-router';
import { InfoRoute } from '../../features/public/InfoRoute.tsx';

/**
 * /how-it-works, /about, /contact, /privacy, /terms, /cookies, /refunds: one route for the
 * seven information pages (each route costs the entry chunk ~100 B, decision 011). Static
 * routes (/login, /services…) win over this one; the lazy component shows the not-found page
 * for any other path, so the slug table stays out of the entry chunk.
 */
export const Route = createFileRoute('/_public/$page')({
  component: function Info() {
    const { page } = Route.useParams();
    return <InfoRoute page={page} />;
  },
});
