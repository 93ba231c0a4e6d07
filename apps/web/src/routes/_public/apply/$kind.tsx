import { createFileRoute } from '@tanstack/react-router';
import { ApplyServiceRoute } from '../../../features/public/ApplyServicePage.tsx';

/**
 * The public face of each application (docs/product.md, Public site; issue 16 item 9): what is
 * needed, the fee and the usual time, at `/apply/{the form's URL word}`.
 */
export const Route = createFileRoute('/_public/apply/$kind')({
  component: function Apply() {
    const { kind } = Route.useParams();
    return <ApplyServiceRoute kind={kind} />;
  },
});
