/**
 * Citizen application screens (issue 3). `status` is shared (StatusBadge, admin screens) and
 * lives in the entry catalogue as `m.applications.status`; the screens' own texts are in
 * `enApplicationScreens`, reached through `messages/applications.ts` from the lazy route chunks
 * only, so they cost the /login budget nothing.
 */
export const enApplications = {
  status: {
    pending: 'pending',
    in_progress: 'in progress',
    completed: 'completed',
    rejected: 'rejected',
    cancelled: 'cancelled',
  },
  sidebar: {
    rtps: 'RTPS',
    jobCard: 'Job Card',
  },
} as const;
