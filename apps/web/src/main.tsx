// Mantine CSS per component (not styles.css) keeps the initial CSS small; core first, in
// dependency order (shared building blocks before the components built on them).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Flex.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/AppShell.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/notifications/styles.css';
import './ui/app.css';

import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { seedFromPage } from './lib/page-data.ts';
import { queryClient, setSessionLostHandler, trpc } from './lib/trpc.ts';
import { routeTree } from './routeTree.gen.ts';
import { AppProviders } from './ui/AppProviders.tsx';
import { replayFirstTap } from './ui/first-tap.ts';
import { Loading } from './ui/Loading.tsx';
import { NotFound } from './ui/NotFound.tsx';
import { focusMainAfterNavigation } from './ui/SkipLink.tsx';
import { colorSchemeManager } from './ui/theme.ts';

const router = createRouter({
  routeTree,
  context: { queryClient, trpc },
  defaultPreload: 'intent',
  // The query cache decides freshness; the router always asks it.
  defaultPreloadStaleTime: 0,
  defaultPendingComponent: Loading,
  defaultPendingMs: 300,
  defaultNotFoundComponent: NotFound,
  scrollRestoration: true,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// The server ended the session (idle timeout, password changed elsewhere): guards run again.
setSessionLostHandler(() => {
  queryClient.setQueryData(trpc.auth.me.queryKey(), { user: null });
  void router.invalidate();
});

focusMainAfterNavigation(router);

// Ask who is signed in now, in parallel with the route chunks: the navbar and guards need it.
void queryClient.prefetchQuery(trpc.auth.me.queryOptions());

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

seedFromPage(queryClient);

const start = (prerendered: boolean) => {
  const app = (
    <StrictMode>
      <AppProviders
        queryClient={queryClient}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Over a prerendered page, render as a transition: React yields to the browser every few ms
  // instead of one long task on a slow phone, and swaps the markup in one commit. (Hydrating
  // it instead failed: TanStack Router renders a different Suspense structure on the server
  // than in the browser; see docs/decisions/013.)
  if (prerendered) startTransition(() => createRoot(root).render(app));
  else createRoot(root).render(app);
};

// A prerendered public page (scripts/prerender.mjs) stays on screen until the route's code has
// loaded; then the app replaces it with the same markup in one commit (no loading flash).
if (root.hasAttribute('data-prerendered')) {
  // Once the app has drawn the page, a tap made on the inert markup meanwhile is replayed.
  const stop = router.subscribe('onRendered', () => {
    stop();
    replayFirstTap();
  });
  const go = () => start(true);
  router.load().then(go, go);
} else {
  start(false);
}
