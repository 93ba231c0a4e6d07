import type { Payment } from '@seva/db';
import { type ServiceType, serviceTypeNames } from '@seva/schemas';
import type { Language } from '@seva/schemas/language';
import { bilingual, translateText } from '@seva/schemas/texts';
import { withLanguage } from '../../lib/language.ts';
import { createPdf, write } from '../../lib/pdf.ts';
import type { CentreDetails } from '../applications/fees.ts';

/** The receipt's words, in the citizen's language (Hindi in messages-hi.ts). */
export const receiptTexts = bilingual({
  title: 'Receipt',
  reversalTitle: 'Reversal receipt',
  number: 'Receipt number',
  date: 'Date',
  citizen: 'Received from',
  mobile: 'Mobile',
  for: 'For',
  application: (service: string, reference: string) => `${service} application ${reference}`,
  order: (product: string, reference: string) => `Order ${reference} (${product})`,
  governmentFee: 'Government fee',
  serviceCharge: 'Service charge',
  total: 'Total fee',
  orderAmount: 'Order amount',
  received: 'Amount received',
  refunded: 'Amount returned',
  method: 'Paid by',
  cash: 'Cash',
  upi: (utr: string) => `UPI, UTR ${utr}`,
  operator: 'Received by',
  reverses: 'Reverses receipt',
  reason: 'Reason',
  phone: (phone: string) => `Phone: ${phone}`,
  gstin: (gstin: string) => `GSTIN: ${gstin}`,
  keep: 'Keep this receipt. A payment is never changed; a mistake is put right by a reversal.',
  fileName: (number: string) => `receipt-${number.replaceAll('/', '-')}.pdf`,
} as const);

export interface ReceiptFacts {
  row: Payment;
  application?: {
    reference: string;
    serviceType: ServiceType;
    governmentFee: number;
    serviceCharge: number;
  };
  order?: { reference: string; product: string; amount: number };
  citizen?: { name: string; language: Language; mobile: string | null };
  operator?: { name: string };
  reversedNumber: string | null;
  centre: CentreDetails;
}

function rupees(amount: number, language: Language): string {
  return `₹${amount.toLocaleString(language === 'hi' ? 'hi-IN' : 'en-IN')}`;
}

/**
 * A receipt: one A4 page in the citizen's language (docs/product.md, Payments and receipts).
 * No identity numbers are printed on it.
 */
export function renderReceipt(facts: ReceiptFacts): Promise<{ pdf: Buffer; fileName: string }> {
  const language = facts.citizen?.language ?? 'en';
  return withLanguage(language, async () => {
    const t = receiptTexts;
    const { row, centre } = facts;
    const reversal = row.amount < 0;
    const { doc, finish } = createPdf({
      title: `${t.title} ${row.receiptNumber}`,
      author: centre.name,
    });
    const left = 48;
    const width = 595.28 - 2 * left;

    write(doc, centre.name, { x: left, y: 48, size: 16, weight: 'bold', width });
    if (centre.address) write(doc, centre.address, { x: left, size: 10, color: '#444444', width });
    if (centre.phone) write(doc, t.phone(centre.phone), { x: left, size: 10, color: '#444444' });
    if (centre.gstin) write(doc, t.gstin(centre.gstin), { x: left, size: 10, color: '#444444' });
    const top = doc.y + 14;
    doc
      .moveTo(left, top)
      .lineTo(left + width, top)
      .lineWidth(1)
      .stroke('#999999');

    write(doc, reversal ? t.reversalTitle : t.title, {
      x: left,
      y: top + 14,
      size: 20,
      weight: 'bold',
    });
    write(doc, t.number, { x: left, size: 10, color: '#444444' });
    write(doc, row.receiptNumber, { x: left, size: 24, weight: 'bold' });
    doc.moveDown(0.6);

    const date = new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(row.createdAt);
    const rows: Array<[string, string]> = [[t.date, date]];
    if (facts.citizen) {
      rows.push([t.citizen, facts.citizen.name]);
      // The mobile number's last four digits only (docs/product.md, Payments and receipts).
      if (facts.citizen.mobile) rows.push([t.mobile, `XXXXXX${facts.citizen.mobile.slice(-4)}`]);
    }
    if (facts.application) {
      const { application } = facts;
      rows.push([
        t.for,
        t.application(
          translateText(serviceTypeNames[application.serviceType]),
          application.reference,
        ),
      ]);
      rows.push([t.governmentFee, rupees(application.governmentFee, language)]);
      rows.push([t.serviceCharge, rupees(application.serviceCharge, language)]);
      rows.push([t.total, rupees(application.governmentFee + application.serviceCharge, language)]);
    } else if (facts.order) {
      rows.push([t.for, t.order(facts.order.product, facts.order.reference)]);
      rows.push([t.orderAmount, rupees(facts.order.amount, language)]);
    }
    rows.push([reversal ? t.refunded : t.received, rupees(Math.abs(row.amount), language)]);
    rows.push([t.method, row.method === 'upi' && row.utr ? t.upi(row.utr) : t.cash]);
    if (facts.reversedNumber) rows.push([t.reverses, facts.reversedNumber]);
    if (row.reason) rows.push([t.reason, row.reason]);
    if (facts.operator) rows.push([t.operator, facts.operator.name]);

    const labelWidth = 150;
    for (const [label, value] of rows) {
      const y = doc.y + 6;
      write(doc, label, { x: left, y, size: 10, color: '#444444', width: labelWidth - 8 });
      const afterLabel = doc.y;
      write(doc, value, { x: left + labelWidth, y, size: 12, width: width - labelWidth });
      doc.y = Math.max(doc.y, afterLabel);
    }
    doc.moveDown(1.5);
    write(doc, t.keep, { x: left, size: 10, color: '#444444', width });

    const pdf = await finish();
    return { pdf, fileName: t.fileName(row.receiptNumber) };
  });
}
