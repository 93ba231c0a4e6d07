import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/public/HomePage.tsx';

export const Route = createFileRoute('/_public/')({
  component: HomePage,
});
