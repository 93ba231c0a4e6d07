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
      // Words, not codes (docs/product.md 52): as a value in a badge, a cell or a heading.
      pending: 'Pending',
      in_progress: 'In progress',
      needs_documents: 'Documents needed',
      completed: 'Completed',
      rejected: 'Rejected',
      cancelled: 'Cancelled',
    },
    sidebar: {
      rtps: 'RTPS',
      jobCard: 'Job Card',
    },
  },
} as const;

export default commonScreens;
