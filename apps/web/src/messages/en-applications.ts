/** Citizen application screens (issue 3): forms, My Services, per-type lists, detail pages. */
export const enApplications = {
  status: {
    pending: 'pending',
    in_progress: 'in progress',
    completed: 'completed',
    rejected: 'rejected',
  },
} as const;
