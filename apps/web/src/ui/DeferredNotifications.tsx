import { lazy, Suspense, useEffect, useState } from 'react';

const NotificationsHost = lazy(() => import('./NotificationsHost.tsx'));

/**
 * The toast container, loaded once the app has mounted: not part of the first render, so a
 * prerendered page (apps/web/scripts/prerender.mjs) hydrates without it and matches exactly.
 */
export function DeferredNotifications() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <NotificationsHost />
    </Suspense>
  ) : null;
}
