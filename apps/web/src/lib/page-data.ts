import type { QueryClient } from '@tanstack/react-query';
import { trpc } from './trpc.ts';

/**
 * A page the server filled carries the data it was drawn from (apps/api/src/web.ts): a
 * prerendered public page its catalogue, a signed-in deep link the answers of its queries
 * (lib/server-render.tsx). The app starts from them instead of asking again, so its first
 * render matches the HTML.
 */
export function seedFromPage(queryClient: QueryClient) {
  const element = document.getElementById('seva-data');
  if (!element?.textContent) return;
  // Read once: a signed-in page's answers are not left lying in the document.
  element.remove();
  try {
    const data = JSON.parse(element.textContent) as {
      products?: unknown;
      applicationServices?: unknown;
      queries?: unknown;
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
    if (Array.isArray(data.queries)) {
      for (const entry of data.queries) {
        if (Array.isArray(entry) && entry.length === 2 && Array.isArray(entry[0])) {
          queryClient.setQueryData(entry[0], entry[1]);
        }
      }
    }
  } catch {
    // Unreadable: the pages ask the server as usual.
  }
}
