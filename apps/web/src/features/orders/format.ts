/** The money formatter, kept in the entry chunk with the locale (lib/language.ts). */
export { formatRupees } from '../../lib/language.ts';
