import type { QueryClient } from '@tanstack/react-query';
import { trpc } from './trpc.ts';

/**
 * A prerendered public page carries the catalogue it was filled with (apps/api/src/web.ts):
 * the app starts from it instead of asking again, so the first render matches the HTML.
 */
export function seedFromPage(queryClient: QueryClient) {
  const element = document.getElementById('seva-data');
  if (!element?.textContent) return;
  try {
    const data = JSON.parse(element.textContent) as {
      products?: unknown;
      applicationServices?: unknown;
    };
    if (Array.isArray(data.products)) {
      queryClient.setQueryData(trpc.catalogue.products.queryKey(), data.products);
    }
    if (Array.isArray(data.applicationServices)) {
      queryClient.setQueryData(
        trpc.catalogue.applicationServices.queryKey(),
        data.applicationServices,
      );
    }
  } catch {
    // Unreadable: the pages ask the server as usual.
  }
}
