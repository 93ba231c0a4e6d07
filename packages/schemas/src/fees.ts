/**
 * Fees, promised dates and what a printed slip may show (docs/product.md, Fees): Zod-free, so
 * the server's PDFs, the catalogue and the screens read the same facts.
 */
import type { ServiceType } from './service-types.ts';

export interface ServiceFee {
  /** Whole rupees paid on to the government. */
  governmentFee: number;
  /** Whole rupees the centre charges for its work. */
  serviceCharge: number;
  /** Working days promised (Sundays and the centre's holidays do not count). */
  days: number;
}

/**
 * The seeded fees and days (docs/product.md, The paper trail: fees); the migration that creates the
 * table inserts them.
 */
export const seededServiceFees: Readonly<Record<ServiceType, ServiceFee>> = {
  PanCard: { governmentFee: 107, serviceCharge: 50, days: 15 },
  RTPS: { governmentFee: 0, serviceCharge: 30, days: 10 },
  JobCard: { governmentFee: 0, serviceCharge: 20, days: 15 },
  ITR: { governmentFee: 0, serviceCharge: 300, days: 7 },
};

export function feeTotal(fee: Pick<ServiceFee, 'governmentFee' | 'serviceCharge'>): number {
  return fee.governmentFee + fee.serviceCharge;
}

/** India keeps one offset all year (no daylight saving): UTC+05:30. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar day in India (Asia/Kolkata) of an instant, `yyyy-mm-dd`. */
export function indiaDate(at: Date): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A `yyyy-mm-dd` that is a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The promised date: the filing day in India plus `days` working days, a working day being one
 * that is neither a Sunday nor in `holidays` (`yyyy-mm-dd`). Filed on a Monday with 1 day: the
 * Tuesday.
 */
export function promisedDate(filedAt: Date, days: number, holidays: readonly string[]): string {
  const closed = new Set(holidays);
  const day = new Date(`${indiaDate(filedAt)}T00:00:00Z`);
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const text = day.toISOString().slice(0, 10);
    if (day.getUTCDay() !== 0 && !closed.has(text)) left--;
  }
  return day.toISOString().slice(0, 10);
}

/** `ABCDE****F`: a PAN as a slip prints it. */
export function maskPan(value: string): string {
  return value.length === 10 ? `${value.slice(0, 5)}****${value.slice(9)}` : 'XXXXXXXXXX';
}

/** `XXXXXX1234`: a bank account as a slip prints it (six X whatever its length). */
export function maskAccount(value: string): string {
  return `XXXXXX${value.slice(-4)}`;
}

/**
 * `R*** K****`: a name as the public tracking page shows it — each word's first letter, a star
 * for every other letter. Letters are grapheme clusters, so a Hindi name masks by its akshara.
 */
export function maskName(name: string): string {
  const segmenter = new Intl.Segmenter('hi', { granularity: 'grapheme' });
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      const letters = [...segmenter.segment(word)].map((part) => part.segment);
      return `${letters[0] ?? ''}${'*'.repeat(Math.max(0, letters.length - 1))}`;
    })
    .join(' ');
}

/** A tracking code: 12 upper-case hex digits (48 random bits), typed or read from the QR. */
export const TRACKING_CODE_PATTERN = /^[0-9A-F]{12}$/;

/** `3F9A-12BC-77D0`: the code as printed, in groups a person can type. */
export function formatTrackingCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** A typed code back to its stored form: groups, spaces and case do not matter. */
export function normaliseTrackingCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toUpperCase();
}
