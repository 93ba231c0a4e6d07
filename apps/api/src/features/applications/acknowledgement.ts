import type { Application, User } from '@seva/db';
import { maskAadhaar, serviceTypeNames } from '@seva/schemas';
import {
  feeTotal,
  formatTrackingCode,
  maskAccount,
  maskPan,
  promisedDate,
} from '@seva/schemas/fees';
import type { Language } from '@seva/schemas/language';
import { bilingual, translateText } from '@seva/schemas/texts';
import { withLanguage } from '../../lib/language.ts';
import { createPdf, drawQr, write } from '../../lib/pdf.ts';
import type { CentreDetails } from './fees.ts';
import type { Details } from './shapes.ts';

/** The slip's words, in the applicant's language (Hindi in slip-texts-hi.ts). */
export const slipTexts = bilingual({
  title: 'Acknowledgement',
  reference: 'Reference number',
  filedAt: 'Filed on',
  service: 'Service',
  applicant: 'Applicant',
  aadhaar: 'Aadhaar number',
  pan: 'PAN',
  account: 'Bank account',
  documents: 'Documents received',
  noDocuments: 'None',
  fee: 'Fee',
  feeLine: (total: string, government: string, charge: string) =>
    `${total} (government fee ${government} + service charge ${charge})`,
  payment: 'Payment',
  noFee: 'No fee',
  due: 'Due at the counter',
  paid: 'Paid',
  partlyPaid: (due: string) => `Part paid: ${due} still due`,
  promisedBy: 'Promised by',
  follow: 'Follow your application',
  followHint: 'Scan the code, or open the link and enter the tracking code.',
  trackingCode: 'Tracking code',
  keep: 'Keep this slip. Give the reference number at the counter or on the phone.',
  phone: (phone: string) => `Phone: ${phone}`,
  gstin: (gstin: string) => `GSTIN: ${gstin}`,
  fileName: (reference: string) => `acknowledgement-${reference}.pdf`,
} as const);

/** What each received file is, as the slip lists it. */
export const slipDocumentNames = bilingual({
  photo: 'Photo',
  signature: 'Signature',
  aadharFile: 'Aadhaar card',
  passbookFile: 'Bank passbook',
  panCardFile: 'PAN card',
} as const);

export interface SlipFacts {
  application: Application;
  owner: Pick<User, 'name' | 'language'>;
  details: Details;
  /** The citizen's files (not the operator's results), by document type. */
  documentTypes: string[];
  centre: CentreDetails;
  holidays: readonly string[];
  /** What its payments add up to (reversals subtract). */
  paidSoFar: number;
}

/** The public tracking link the slip's QR code holds (docs/product.md, Public tracking). */
export function trackingUrl(publicUrl: URL, reference: string, code: string): string {
  const url = new URL(`/track/${encodeURIComponent(reference)}`, publicUrl);
  url.searchParams.set('code', code);
  return url.toString();
}

function rupees(amount: number, language: Language): string {
  return `₹${amount.toLocaleString(language === 'hi' ? 'hi-IN' : 'en-IN')}`;
}

function dateTime(at: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(at);
}

function calendarDate(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'hi' ? 'hi-IN' : 'en-IN', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** The identity numbers an application carries, masked as the slip prints them. */
function maskedNumbers(details: Details): Array<[string, string]> {
  switch (details.serviceType) {
    case 'PanCard':
      return [[slipTexts.aadhaar, maskAadhaar(details.aadharNumber)]];
    case 'ITR':
      return [
        [slipTexts.aadhaar, maskAadhaar(details.aadharCardNo)],
        [slipTexts.pan, maskPan(details.panCardNo)],
        [slipTexts.account, maskAccount(details.accountNo)],
      ];
    case 'RTPS':
    case 'JobCard':
      return [];
  }
}

function documentName(type: string): string {
  const names: Readonly<Record<string, string>> = slipDocumentNames;
  return names[type] ?? type;
}

/**
 * The acknowledgement slip: one A4 page in the applicant's language (docs/product.md,
 * Acknowledgement slip). Identity numbers are masked; the QR code holds the tracking link.
 */
export function renderAcknowledgement(
  facts: SlipFacts,
  publicUrl: URL,
): Promise<{ pdf: Buffer; fileName: string }> {
  const language = facts.owner.language;
  return withLanguage(language, async () => {
    const { application, centre } = facts;
    const t = slipTexts;
    const link = trackingUrl(publicUrl, application.reference, application.trackingCode);
    const { doc, finish } = createPdf({
      title: `${t.title} ${application.reference}`,
      author: centre.name,
    });
    const left = 48;
    const width = 595.28 - 2 * left;

    write(doc, centre.name, { x: left, y: 48, size: 16, weight: 'bold', width: width - 150 });
    if (centre.address)
      write(doc, centre.address, { size: 10, color: '#444444', width: width - 150 });
    if (centre.phone) write(doc, t.phone(centre.phone), { size: 10, color: '#444444' });
    if (centre.gstin) write(doc, t.gstin(centre.gstin), { size: 10, color: '#444444' });

    // The QR code and its link, top right, where a phone held over the page finds it.
    const qrSize = 132;
    const qrX = left + width - qrSize;
    drawQr(doc, link, qrX, 40, qrSize);

    const top = Math.max(doc.y + 16, 48 + qrSize + 4);
    doc
      .moveTo(left, top)
      .lineTo(left + width, top)
      .lineWidth(1)
      .stroke('#999999');

    write(doc, t.title, { x: left, y: top + 14, size: 20, weight: 'bold' });
    write(doc, t.reference, { size: 10, color: '#444444' });
    write(doc, application.reference, { size: 30, weight: 'bold', characterSpacing: 1 });
    doc.moveDown(0.6);

    const fee = {
      governmentFee: application.governmentFee,
      serviceCharge: application.serviceCharge,
    };
    const total = feeTotal(fee);
    const rows: Array<[string, string]> = [
      [t.filedAt, dateTime(application.createdAt, language)],
      [t.service, translateText(serviceTypeNames[application.serviceType])],
      [t.applicant, application.applicantName ?? facts.owner.name],
      ...maskedNumbers(facts.details),
      [
        t.documents,
        facts.documentTypes.length > 0
          ? facts.documentTypes.map(documentName).join(', ')
          : t.noDocuments,
      ],
      [
        t.fee,
        t.feeLine(
          rupees(total, language),
          rupees(fee.governmentFee, language),
          rupees(fee.serviceCharge, language),
        ),
      ],
      [
        t.payment,
        total === 0
          ? t.noFee
          : facts.paidSoFar >= total
            ? t.paid
            : facts.paidSoFar > 0
              ? t.partlyPaid(rupees(total - facts.paidSoFar, language))
              : t.due,
      ],
      [
        t.promisedBy,
        calendarDate(
          promisedDate(application.createdAt, application.workingDays, facts.holidays),
          language,
        ),
      ],
    ];
    const labelWidth = 150;
    for (const [label, value] of rows) {
      const y = doc.y + 6;
      write(doc, label, { x: left, y, size: 10, color: '#444444', width: labelWidth - 8 });
      const afterLabel = doc.y;
      write(doc, value, { x: left + labelWidth, y, size: 12, width: width - labelWidth });
      doc.y = Math.max(doc.y, afterLabel);
    }

    doc.moveDown(1.2);
    const boxTop = doc.y;
    write(doc, t.follow, { x: left + 12, y: boxTop + 10, size: 12, weight: 'bold' });
    write(doc, t.followHint, { x: left + 12, size: 10, color: '#444444', width: width - 24 });
    write(doc, link, { x: left + 12, size: 9, width: width - 24, link });
    write(doc, `${t.trackingCode}: ${formatTrackingCode(application.trackingCode)}`, {
      x: left + 12,
      size: 12,
      weight: 'bold',
    });
    const boxBottom = doc.y + 10;
    doc
      .rect(left, boxTop, width, boxBottom - boxTop)
      .lineWidth(1)
      .stroke('#999999');

    write(doc, t.keep, { x: left, y: boxBottom + 16, size: 10, color: '#444444', width });

    const pdf = await finish();
    return { pdf, fileName: t.fileName(application.reference) };
  });
}
