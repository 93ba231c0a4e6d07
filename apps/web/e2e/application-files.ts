import type { Page } from '@playwright/test';

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/**
 * A real JPEG or PNG drawn by the browser's canvas (the server checks magic bytes, and the
 * previews and detail pages must be able to show it).
 */
export async function makeImage(
  page: Page,
  name: string,
  mimeType: 'image/jpeg' | 'image/png',
  { width = 160, height = 200, text = name } = {},
): Promise<FilePayload> {
  const base64 = await page.evaluate(
    ({ mimeType, width, height, text }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, '#3b82f6');
      gradient.addColorStop(1, '#f97316');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      context.fillStyle = '#ffffff';
      context.font = '16px sans-serif';
      context.fillText(text, 10, height / 2);
      return canvas.toDataURL(mimeType, 0.8).split(',')[1] ?? '';
    },
    { mimeType, width, height, text },
  );
  return { name, mimeType, buffer: Buffer.from(base64, 'base64') };
}

/** A small, valid one-page PDF. */
export function makePdf(name: string, text = 'Test document'): FilePayload {
  const stream = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body, 'latin1') };
}

/** Valid test identity numbers (Aadhaar with a Verhoeff check digit, PAN, IFSC). */
export const IDENTITY = {
  aadhaar: '234567890124',
  otherAadhaar: '987654321096',
  pan: 'ABCDE1234F',
  ifsc: 'SBIN0001234',
  account: '123456789012',
  mobile: '9876543210',
} as const;
