import { LOCALE } from '../../lib/language.ts';
import { mo } from '../../messages/operator-screens.ts';

const numberFormat = new Intl.NumberFormat(LOCALE);

/** A list total, or "1,000+" when the server stopped counting (a broad search). */
export function formatTotal(total: number, capped = false): string {
  return capped ? mo.list.cappedTotal : numberFormat.format(total);
}
