import { mc } from '../messages/common-screens.ts';

function toDate(value: Date | string | number | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The centre's clock: times are shown in India's time zone whatever the device's setting, so a
 * citizen's phone, the operator's desk and the e-mails agree on when something happened.
 */
export const TIME_ZONE = 'Asia/Kolkata';

let parts: Intl.DateTimeFormat | undefined;

/** Day, month (0-11), year, hour (0-23) and minute of `date` in India. */
function inIndia(date: Date) {
  parts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const value = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts?.formatToParts(date).find((part) => part.type === type)?.value);
  return {
    day: value('day'),
    month: value('month') - 1,
    year: value('year'),
    hour: value('hour'),
    minute: value('minute'),
  };
}

/** The words of a date: this build's catalogue, or another language's (its unit tests). */
type DateWords = Pick<typeof mc, 'months' | 'meridiem'>;

/** `dd MMM yyyy, hh:mm a` in India's time zone, month names from the catalogue. */
export function formatDateTime(
  value: Date | string | number | null | undefined,
  words: DateWords = mc,
) {
  const date = toDate(value);
  if (!date) return undefined;
  const { hour, minute } = inIndia(date);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  const meridiem = hour < 12 ? words.meridiem.am : words.meridiem.pm;
  return `${formatDate(date, words)}, ${pad(hour12)}:${pad(minute)} ${meridiem}`;
}

/** `dd MMM yyyy` in India's time zone, or undefined if invalid. */
export function formatDate(
  value: Date | string | number | null | undefined,
  words: Pick<DateWords, 'months'> = mc,
) {
  const date = toDate(value);
  if (!date) return undefined;
  const { day, month, year } = inIndia(date);
  return `${pad(day)} ${words.months[month]} ${year}`;
}
