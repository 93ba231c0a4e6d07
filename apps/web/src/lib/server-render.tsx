/**
 * A signed-in screen drawn on the server at request time (docs/decisions/077): an e-mail's deep
 * link to an application (/dashboard/services/{type}/{id}) on a slow phone shows the application
 * with the page's HTML instead of after 300 kB of script. The server (apps/api/src/web.ts) asks
 * its own tRPC procedures for what the screen needs, as the browser would, with the caller's
 * session; this renders the app over exactly that data, and the same data goes into the page
 * for the app to start from (lib/page-data.ts), so the first render in the browser matches.
 *
 * Built into the server bundle with the prerender (src/server-entry.ts). Every render has its
 * own query cache and router: nothing of one citizen's page is left for the next.
 */
import type { AppRouter } from '@seva/api/router';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import type { inferRouterOutputs } from '@trpc/server';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { routeTree } from '../routeTree.gen.ts';
import { AppProviders } from '../ui/AppProviders.tsx';
import { takeServerTitle } from './document-title.ts';
import { trpc } from './trpc.ts';

type Outputs = inferRouterOutputs<AppRouter>;

/** What the server read for an application's deep link, with the caller's own session. */
export interface ApplicationPageData {
  me: Outputs['auth']['me'];
  id: string;
  detail: Outputs['applications']['byId'];
}

export interface SignedInPage {
  /** The app's markup, its forms and buttons inert until the app runs. */
  markup: string;
  /** The screen's document title ('SEVA-2026-000123 · RTPS — Seva'). */
  title: string | undefined;
  /** The query cache the markup was drawn from: key and answer, for the app to start from. */
  queries: [QueryKey, unknown][];
}

/**
 * Controls answer only once the app runs and replaces the markup (as on /login): forms and
 * buttons, and every field outside a form too, such as a send-back's file picker, whose file
 * would otherwise be chosen into markup about to be replaced.
 */
export const inertControls = (markup: string) =>
  markup.replace(/<(form|button|input|select|textarea)\b/g, '<$1 inert');

/** Draws an application's detail page, signed in, over the data the server read. */
export async function renderApplicationPage(
  path: string,
  data: ApplicationPageData,
): Promise<SignedInPage> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  const meKey = trpc.auth.me.queryKey();
  const detailKey = trpc.applications.byId.queryKey({ id: data.id });
  queryClient.setQueryData(meKey, data.me);
  queryClient.setQueryData(detailKey, data.detail);
  const router = createRouter({
    routeTree,
    context: { queryClient, trpc },
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  });
  await router.load();
  takeServerTitle();
  // The same tree as main.tsx.
  const markup = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
  return {
    markup: inertControls(markup),
    title: takeServerTitle(),
    queries: [
      [meKey, data.me],
      [detailKey, data.detail],
    ],
  };
}
