import { type MantineColorSchemeManager, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useFocusFirstInvalidOnSubmit } from '../lib/form-focus.ts';
import { DeferredNotifications } from './DeferredNotifications.tsx';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * The one provider tree around the app: Mantine with the portal's theme, the toast container
 * and React Query (the tRPC client needs no provider of its own). The browser, the prerender
 * build (docs/decisions/013) and the component tests all render inside it.
 */
export function AppProviders({
  queryClient,
  children,
  colorSchemeManager,
  defaultColorScheme = 'light',
  env,
  notifications = true,
}: {
  queryClient: QueryClient;
  children: ReactNode;
  /**
   * The browser keeps the reader's choice (docs/product.md, Public site); the prerender and tests
   * do not.
   */
  colorSchemeManager?: MantineColorSchemeManager;
  defaultColorScheme?: 'light' | 'dark' | 'auto';
  /** 'test' turns off Mantine's transitions and portals, for component tests. */
  env?: 'default' | 'test';
  /** The toast container (tests look at the screen they render, not at toasts). */
  notifications?: boolean;
}) {
  useFocusFirstInvalidOnSubmit();
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme={defaultColorScheme}
      env={env}
    >
      {notifications ? <DeferredNotifications /> : null}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
