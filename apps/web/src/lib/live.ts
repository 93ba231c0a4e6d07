/**
 * The operator's lists follow new work by polling (docs/decisions/070-operator-queue.md):
 * every 8 seconds while the tab is visible, not at all in a background tab (TanStack Query
 * skips the interval then), and at once when the tab comes back (refetch on focus).
 */
export const OPERATOR_POLL_MS = 8_000;

export const live = {
  refetchInterval: OPERATOR_POLL_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
} as const;
