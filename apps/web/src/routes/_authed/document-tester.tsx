import { createFileRoute } from '@tanstack/react-router';
import { LockerScreen } from '../../features/locker/LockerScreen.tsx';

/**
 * The document locker, "My Documents" (docs/product.md, Document locker). The old path, under the
 * citizen layout so that its login guard applies; `?id=` opens one document.
 */
export const Route = createFileRoute('/_authed/document-tester')({
  validateSearch: (search: Record<string, unknown>): { id?: string } =>
    typeof search.id === 'string' && search.id ? { id: search.id } : {},
  component: Locker,
});

function Locker() {
  const { id } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LockerScreen
      selectedId={id}
      onSelect={(next) => void navigate({ search: next ? { id: next } : {}, replace: !next })}
    />
  );
}
