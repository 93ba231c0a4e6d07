import { createFileRoute } from '@tanstack/react-router';
import { DayRegister } from '../../../features/admin/DayRegister.tsx';

/** The day register (docs/product.md, The day register): `?date=yyyy-mm-dd`, today without. */
export const Route = createFileRoute('/_admin/admin-dashboard/register')({
  validateSearch: (search: Record<string, unknown>): { date?: string } =>
    typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date)
      ? { date: search.date }
      : {},
  component: RegisterPage,
});

function RegisterPage() {
  const { date } = Route.useSearch();
  return <DayRegister date={date} />;
}
