import type { AppRouter } from '@seva/api/router';
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import { httpStatusOf } from './api-errors.ts';
import { shouldRetryQuery } from './query-retry.ts';

export type { AppRouter };

const FIVE_MINUTES = 5 * 60 * 1000;

let onSessionLost: () => void = () => {};

/** Called when a query is answered 401: the session ended on the server (idle or cap). */
export function setSessionLostHandler(handler: () => void) {
  onSessionLost = handler;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error) => {
      if (httpStatusOf(error) === 401) onSessionLost();
    },
  }),
  defaultOptions: {
    queries: { staleTime: FIVE_MINUTES, retry: shouldRetryQuery },
  },
});

/** Same origin only: the server refuses cookie-authenticated cross-origin POSTs. */
export const trpcClient = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: '/trpc' })],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

export type Trpc = typeof trpc;
