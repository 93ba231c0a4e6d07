import type { Language } from '@seva/schemas/language';
import { currentLanguage } from './language.ts';

/**
 * Rupees with Indian digit grouping (₹1,00,000; docs/product.md, Languages), in the request's
 * language unless told: the web's `formatRupees` shows the same.
 */
export function formatRupees(amount: number, language: Language = currentLanguage()): string {
  return `₹${amount.toLocaleString(language === 'hi' ? 'hi-IN' : 'en-IN', { maximumFractionDigits: 2 })}`;
}
