import { LOCALE } from '../../lib/language.ts';

const rupees = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/** Whole rupees with Indian digit grouping: 150 → ₹150, 125000 → ₹1,25,000. */
export function formatRupees(amount: number): string {
  return `₹${rupees.format(amount)}`;
}
