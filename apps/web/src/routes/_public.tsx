import { createFileRoute, Outlet } from '@tanstack/react-router';
import { TopBar } from '../ui/TopBar.tsx';

/** Public pages: the top navigation bar above the page. */
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});

function PublicLayout() {
  return (
    <>
      <TopBar />
      <main>
        <Outlet />
      </main>
    </>
  );
}
