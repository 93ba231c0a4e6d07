import { m } from '../messages/index.ts';

function toDate(value: Date | string | number | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `dd MMM yyyy, hh:mm a` in the browser's time zone (PRODUCT 19), or undefined if invalid. */
export function formatDateTime(value: Date | string | number | null | undefined) {
  const date = toDate(value);
  if (!date) return undefined;
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const meridiem = hours < 12 ? m.meridiem.am : m.meridiem.pm;
  return `${formatDate(date)}, ${pad(hour12)}:${pad(date.getMinutes())} ${meridiem}`;
}

/** `dd MMM yyyy` in the browser's time zone, or undefined if invalid. */
export function formatDate(value: Date | string | number | null | undefined) {
  const date = toDate(value);
  if (!date) return undefined;
  return `${pad(date.getDate())} ${m.months[date.getMonth()]} ${date.getFullYear()}`;
}
