import { createFileRoute, Outlet } from '@tanstack/react-router';
import { MAIN_ID } from '../ui/SkipLink.tsx';
import { TopBar } from '../ui/TopBar.tsx';

/** Public pages: the top navigation bar above the page. */
export const Route = createFileRoute('/_public')({
  component: PublicLayout,
});

function PublicLayout() {
  return (
    <>
      <TopBar />
      <main id={MAIN_ID} tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}
