import type { FeeView } from '@seva/schemas';
import { formatDate } from '../../../lib/dates.ts';
import { formatRupees } from '../../orders/format.ts';

/** `₹157 (government fee ₹107 + service charge ₹50)`, in the page's words. */
export function feeText(
  fee: FeeView,
  words: { feeLine: (total: string, government: string, charge: string) => string; noFee: string },
): string {
  if (fee.total === 0) return words.noFee;
  return words.feeLine(
    formatRupees(fee.total),
    formatRupees(fee.governmentFee),
    formatRupees(fee.serviceCharge),
  );
}

/** A promised day (`yyyy-mm-dd` in India) as the screens write dates. */
export function promisedDay(day: string): string {
  return formatDate(`${day}T00:00:00+05:30`) ?? day;
}

/** The slip's address: `?inline=1` opens it in the browser's viewer, to print. */
export function acknowledgementUrl(applicationId: string, inline = false): string {
  const path = `/api/services/${encodeURIComponent(applicationId)}/acknowledgement.pdf`;
  return inline ? `${path}?inline=1` : path;
}
