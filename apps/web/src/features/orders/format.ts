const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Whole rupees with Indian digit grouping: 150 → ₹150, 125000 → ₹1,25,000. */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(amount)}`;
}
