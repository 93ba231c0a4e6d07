import { createFileRoute } from '@tanstack/react-router';
import { CounterScreen } from '../../../features/admin/CounterScreen.tsx';

/**
 * The counter (docs/product.md, The counter). Its `?citizen=&start=&product=` are read by the
 * screen itself (lazy code), not by a validateSearch here, which would sit in the entry chunk.
 */
export const Route = createFileRoute('/_admin/admin-dashboard/counter')({
  component: CounterScreen,
});
