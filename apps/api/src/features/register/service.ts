import type { RegisterRepository } from '@seva/db';
import type { DayRegister } from '@seva/schemas';
import { feeTotal, indiaDate } from '@seva/schemas/fees';
import { bilingual } from '@seva/schemas/texts';

/** The instants an India calendar day runs between (India keeps UTC+05:30 all year). */
export function indiaDayBounds(date: string): { from: Date; to: Date } {
  const from = new Date(`${date}T00:00:00+05:30`);
  const to = new Date(from.getTime() + 24 * 60 * 60 * 1000);
  return { from, to };
}

/**
 * The day register (docs/product.md, The day register): what was filed and paid on one India
 * calendar day, by whom, and the totals that balance the cash drawer. Reads only: every
 * figure comes from the rows that recorded it.
 */
export function createRegister(deps: { register: RegisterRepository; now?: () => number }) {
  const { register } = deps;
  const now = deps.now ?? Date.now;

  return {
    today(): string {
      return indiaDate(new Date(now()));
    },

    async day(date: string): Promise<DayRegister> {
      const {
        applications: filedApplications,
        orders: filedOrders,
        payments: dayPayments,
      } = await register.between(indiaDayBounds(date));

      const filed: DayRegister['filed'] = [
        ...filedApplications.map((row) => {
          const amount = feeTotal(row);
          return {
            kind: 'application' as const,
            reference: row.reference,
            serviceType: row.serviceType,
            product: null,
            citizen: row.citizen,
            at: row.createdAt.toISOString(),
            via: row.atCounter ? ('counter' as const) : ('online' as const),
            filedBy: row.filedBy,
            amount,
            paid: amount <= row.paid,
          };
        }),
        ...filedOrders.map((row) => ({
          kind: 'order' as const,
          reference: row.reference,
          serviceType: null,
          product: row.product,
          citizen: row.citizen,
          at: row.createdAt.toISOString(),
          via: row.atCounter ? ('counter' as const) : ('online' as const),
          filedBy: row.filedBy,
          amount: row.amount,
          paid: row.paid,
        })),
      ].sort((a, b) => a.at.localeCompare(b.at));

      const totals = { cash: 0, upi: 0, total: 0 };
      const byOperator = new Map<string, { cash: number; upi: number; total: number }>();
      for (const { payment, operator: name } of dayPayments) {
        const key = name ?? '—';
        const sums = byOperator.get(key) ?? { cash: 0, upi: 0, total: 0 };
        sums[payment.method] += payment.amount;
        sums.total += payment.amount;
        byOperator.set(key, sums);
        totals[payment.method] += payment.amount;
        totals.total += payment.amount;
      }

      return {
        date,
        filed,
        payments: dayPayments.map((row) => ({
          number: row.payment.receiptNumber,
          at: row.payment.createdAt.toISOString(),
          reference: row.applicationReference ?? row.orderReference ?? '',
          amount: row.payment.amount,
          method: row.payment.method,
          utr: row.payment.utr,
          reverses: row.reverses,
          reason: row.payment.reason,
          operator: row.operator,
        })),
        totals,
        byOperator: [...byOperator].map(([name, sums]) => ({ operator: name, ...sums })),
        unpaid: filed.filter((entry) => !entry.paid).length,
      };
    },
  };
}

export type Register = ReturnType<typeof createRegister>;

/** One CSV field: quoted when it holds a comma, quote or line break; formula starts defused. */
function field(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  // A spreadsheet runs a cell starting with = + - @ as a formula: a name cannot do that.
  if (/^[=+\-@]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The CSV's headers and words, in the caller's language (docs/decisions/054); Hindi in
 * messages-hi.ts. Names, references and amounts stay as recorded.
 */
export const registerCsvTexts = bilingual({
  columns: [
    'kind',
    'at',
    'reference',
    'what',
    'citizen',
    'amount',
    'paid or method',
    'utr',
    'receipt',
    'operator',
    'note',
  ],
  application: 'application',
  order: 'order',
  payment: 'payment',
  reversal: 'reversal',
  total: 'total',
  operatorTotal: 'operator total',
  paid: 'paid',
  unpaid: 'unpaid',
  cash: 'cash',
  upi: 'upi',
  counter: 'counter',
  online: 'online',
  reverses: (receipt: string, reason: string) => `reverses ${receipt}: ${reason}`,
  dayNote: (cash: number, upi: number, unpaid: number) =>
    `cash ${cash}; upi ${upi}; unpaid ${unpaid}`,
  operatorNote: (cash: number, upi: number) => `cash ${cash}; upi ${upi}`,
} as const);

/**
 * The register as CSV: UTF-8 with a byte-order mark (so spreadsheet programs read Hindi names),
 * one row per filing and per payment, then the totals; headers and words in the caller's
 * language.
 */
export function registerCsv(register: DayRegister): string {
  const t = registerCsvTexts;
  const rows: Array<Array<string | number | null>> = [[...t.columns]];
  for (const entry of register.filed) {
    rows.push([
      t[entry.kind],
      entry.at,
      entry.reference,
      entry.serviceType ?? entry.product,
      entry.citizen,
      entry.amount,
      entry.paid ? t.paid : t.unpaid,
      null,
      null,
      entry.filedBy,
      t[entry.via],
    ]);
  }
  for (const payment of register.payments) {
    rows.push([
      payment.reverses ? t.reversal : t.payment,
      payment.at,
      payment.reference,
      payment.reverses ? t.reverses(payment.reverses, payment.reason ?? '') : null,
      null,
      payment.amount,
      t[payment.method],
      payment.utr,
      payment.number,
      payment.operator,
      null,
    ]);
  }
  rows.push([
    t.total,
    register.date,
    null,
    null,
    null,
    register.totals.total,
    null,
    null,
    null,
    null,
    t.dayNote(register.totals.cash, register.totals.upi, register.unpaid),
  ]);
  for (const operator of register.byOperator) {
    rows.push([
      t.operatorTotal,
      register.date,
      null,
      null,
      null,
      operator.total,
      null,
      null,
      null,
      operator.operator,
      t.operatorNote(operator.cash, operator.upi),
    ]);
  }
  return `\uFEFF${rows.map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
