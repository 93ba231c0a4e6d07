/**
 * Texts the signed-in screens share: the month names and meridiem of every date shown, the
 * status names, the sidebar's service words. Lazy route code only: no public page needs them.
 */
const commonScreens = {
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  meridiem: { am: 'AM', pm: 'PM' },
  bytes: (count: number) => `${count} bytes`,
  applications: {
    status: {
      pending: 'pending',
      in_progress: 'in progress',
      needs_documents: 'documents needed',
      completed: 'completed',
      rejected: 'rejected',
      cancelled: 'cancelled',
    },
    sidebar: {
      rtps: 'RTPS',
      jobCard: 'Job Card',
    },
  },
} as const;

export default commonScreens;
