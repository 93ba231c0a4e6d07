import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from '../ui/AppProviders.tsx';
import { rendered } from './mounted.ts';

// React's act() environment flag for a non-RTL test setup.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Renders `ui` inside Mantine, React Query and a memory router (for Links), at `path`.
 * Returns the container and an unmount function.
 */
export async function render(ui: ReactNode, path = '/') {
  const rootRoute = createRootRoute();
  const catchAll = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => ui });
  const index = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([index, catchAll]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <AppProviders queryClient={queryClient} env="test" notifications={false}>
        <RouterProvider router={router as any} />
      </AppProviders>,
    );
  });
  let mounted = true;
  const unmount = () => {
    if (!mounted) return;
    mounted = false;
    rendered.delete(unmount);
    act(() => root.unmount());
    container.remove();
  };
  // Unmounted after the test by setup.ts if the test does not (it failed first).
  rendered.add(unmount);
  return { container, router, unmount };
}

/** Types into an input the way a user does, so React's onChange fires. */
export async function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function submit(form: HTMLFormElement) {
  await act(async () => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });
}

/**
 * Waits until `check` stops throwing (React updates after async work). It returns as soon as
 * the check holds, so the long limit costs nothing on an idle machine and keeps a busy one
 * (the suite must pass beside a CPU-heavy process) from failing on speed alone.
 */
export async function waitFor<T>(check: () => T, timeoutMs = 20_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
    }
  }
}

export function inputByLabel(container: HTMLElement, label: string): HTMLInputElement {
  const labelElement = [...container.querySelectorAll('label')].find((element) =>
    element.textContent?.startsWith(label),
  );
  const id = labelElement?.getAttribute('for');
  const input = id ? container.querySelector<HTMLInputElement>(`#${CSS.escape(id)}`) : null;
  if (!input) throw new Error(`No input labelled ${label}`);
  return input;
}
