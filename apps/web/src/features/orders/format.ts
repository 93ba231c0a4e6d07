import { LOCALE } from '../../lib/language.ts';

const rupees = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

/**
 * Rupees with Indian digit grouping in this build's locale: 150 → ₹150, 125000 → ₹1,25,000.
 * `locale` is for unit tests, which run as English (docs/decisions/053).
 */
export function formatRupees(amount: number, locale?: string): string {
  const format = locale ? new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }) : rupees;
  return `₹${format.format(amount)}`;
}
