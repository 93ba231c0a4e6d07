/**
 * The prerender build's entry (`vite build --ssr`, see scripts/prerender.mjs): each public page
 * and the login screens rendered to HTML with its title and description. Catalogue values are markers
 * (`%%seva:{slug}:{field}%%`) that the server fills with the current catalogue at each request
 * (apps/api/src/web.ts), so a price is never older than the page load.
 */
import type { ServiceType } from '@seva/schemas';
import { productSlugs } from '@seva/schemas/order-forms';
import { serviceTypeSlugs, serviceTypes } from '@seva/schemas/service-types';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { documentTitle } from '../../lib/document-title.ts';
import { trpc } from '../../lib/trpc.ts';
import { mac } from '../../messages/account-screens.ts';
import { type InfoPageSlug, mi } from '../../messages/information-pages.ts';
import { mml } from '../../messages/mobile-login.ts';
import { mpp } from '../../messages/product-pages.ts';
import { mp } from '../../messages/public-pages.ts';
import { routeTree } from '../../routeTree.gen.ts';
import { AppProviders } from '../../ui/AppProviders.tsx';
import { formatRupees } from './catalogue.ts';
import { fullTitle, type PageMeta } from './meta.ts';
import { INFO_PAGES } from './slugs.ts';

const marker = (slug: string, field: 'title' | 'description' | 'price' | 'unit' | 'days') =>
  `%%seva:${slug}:${field}%%`;

/** The catalogue entry of each application: `apply-` and its form's URL word. */
const applicationSlug = (type: ServiceType) => `apply-${serviceTypeSlugs[type].form}`;

/** A catalogue entry whose every value is its marker (a price too: it is only ever printed). */
const markedProduct = (slug: string) => ({
  slug,
  title: marker(slug, 'title'),
  description: marker(slug, 'description'),
  price: marker(slug, 'price') as unknown as number,
  unit: marker(slug, 'unit'),
});

export interface PrerenderedPage extends PageMeta {
  path: string;
  /**
   * A form to fill (the login screens): the app's scripts load with the page rather than after
   * its first paint, so the form takes input as soon as it would without the prerender.
   */
  formFirst?: boolean;
}

/** Every public page the build writes, with its head (the pages set the same on navigation). */
export const pages: PrerenderedPage[] = [
  { path: '/', title: mp.home.title, description: mp.home.description },
  { path: '/services', title: mpp.services.title, description: mpp.services.description },
  ...productSlugs.map((slug) => ({
    path: `/services/${slug}`,
    title: marker(slug, 'title'),
    description: mpp.product.description(
      marker(slug, 'title'),
      formatRupees(marker(slug, 'price')),
      marker(slug, 'unit'),
    ),
  })),
  ...serviceTypes.map((type) => ({
    path: `/apply/${serviceTypeSlugs[type].form}`,
    title: mpp.apply.kinds[type].title,
    description: mpp.apply.kinds[type].description,
  })),
  ...INFO_PAGES.map((page) => {
    const text = mi.pages[page as InfoPageSlug];
    return { path: `/${page}`, title: text.title, description: text.description };
  }),
]
  .map((page) => ({ ...page, title: fullTitle(page.title) }))
  .concat(
    // The login screens, which a slow phone otherwise shows blank until the app has loaded
    // (issue 16 item 5). Titled as the screens title themselves (AuthCard).
    [
      { path: '/login', title: mac.login.title, description: mac.login.subtitle },
      { path: '/login/mobile', title: mml.login.title, description: mml.login.subtitle },
    ].map((page) => ({ ...page, title: documentTitle(page.title), formFirst: true })),
  );

/** The app's markup for one path, signed out, with the marker catalogue. */
export async function render(path: string): Promise<string> {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(trpc.catalogue.products.queryKey(), productSlugs.map(markedProduct));
  queryClient.setQueryData(
    trpc.catalogue.applicationServices.queryKey(),
    serviceTypes.map((type) => ({
      ...markedProduct(applicationSlug(type)),
      serviceType: type,
      // The fee's parts are not on any prerendered page (only its total, the price marker):
      // the app fills them from the live catalogue after load.
      governmentFee: 0,
      serviceCharge: 0,
      days: marker(applicationSlug(type), 'days') as unknown as number,
    })),
  );
  queryClient.setQueryData(trpc.auth.me.queryKey(), { user: null });
  const router = createRouter({
    routeTree,
    context: { queryClient, trpc },
    history: createMemoryHistory({ initialEntries: [path] }),
    isServer: true,
  });
  await router.load();
  // The same tree as main.tsx.
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  return renderToString(app);
}
