import { createFileRoute } from '@tanstack/react-router';
import { ApplyPanPage } from '../../../features/public/ApplyPanPage.tsx';

/** The public face of the PAN card application (seed §2): what is needed, the price. */
export const Route = createFileRoute('/_public/apply/pan-card')({
  component: ApplyPanPage,
});
