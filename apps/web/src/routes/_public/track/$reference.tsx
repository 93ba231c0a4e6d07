import { createFileRoute } from '@tanstack/react-router';
import { TrackPage } from '../../../features/tracking/TrackPage.tsx';

/** The slip's QR code opens this: `/track/{reference}?code={trackingCode}`, looked up at once. */
export const Route = createFileRoute('/_public/track/$reference')({
  validateSearch: (search: Record<string, unknown>): { code?: string } =>
    typeof search.code === 'string' && search.code ? { code: search.code } : {},
  component: TrackFromSlip,
});

function TrackFromSlip() {
  const { reference } = Route.useParams();
  const { code } = Route.useSearch();
  return <TrackPage key={reference} reference={reference} code={code} />;
}
