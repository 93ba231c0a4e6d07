import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { Trpc } from '../lib/trpc.ts';
import { ErrorPage } from '../ui/ErrorPage.tsx';
import { NotFound } from '../ui/NotFound.tsx';
import { MAIN_ID } from '../ui/SkipLink.tsx';
import { TopBar } from '../ui/TopBar.tsx';

export interface RouterContext {
  queryClient: QueryClient;
  trpc: Trpc;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: () => (
    <>
      <TopBar />
      <main id={MAIN_ID} tabIndex={-1}>
        <NotFound />
      </main>
    </>
  ),
  errorComponent: ({ error }) => <ErrorPage error={error} />,
});
