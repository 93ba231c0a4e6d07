import { mc } from '../../messages/common-screens.ts';

/** `1990-04-15` as `15 Apr 1990`: a calendar date, so no time zone may shift it. */
export function formatBirthDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const month = match ? mc.months[Number(match[2]) - 1] : undefined;
  return match && month ? `${match[3]} ${month} ${match[1]}` : value;
}
