import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { verhoeffCheckDigit } from '../../../packages/schemas/src/identity.ts';

/** Logs the page's context in through the API (same origin, as the app's own calls are). */
export async function apiLogin(page: Page, email: string, password: string) {
  if (page.url() === 'about:blank') await page.goto('/login');
  const response = await page.request.post('/trpc/auth.login', {
    data: { email, password },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A separate browser (its own cookies) logged in as `email`. */
export async function sessionFor(
  browser: Browser,
  email: string,
  password: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await apiLogin(page, email, password);
  return { context, page };
}

/** The subjects of messages to `address` since `since`, as the SMTP peer received them. */
export function subjectsTo(address: string, since = 0): string[] {
  const file = process.env.SEVA_E2E_MAIL_LOG;
  if (!file) throw new Error('SEVA_E2E_MAIL_LOG is not set: run through playwright.config.ts');
  const to = address.toLowerCase();
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { to: string[]; raw: string; at: number })
    .filter((mail) => mail.to.includes(to) && mail.at >= since)
    .map((mail) => mail.raw.replace(/\r?\n[ \t]+/g, ' ').match(/^Subject: (.*)$/im)?.[1] ?? '');
}

/** A small valid PDF (one empty page), as an operator's result document. */
export function tinyPdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

function crc32(bytes: Buffer): number {
  let crc = -1;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ -1) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of one colour with a darker band, so a preview has something to show. */
export function solidPng(width: number, height: number, [r, g, b]: [number, number, number]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const band = y > height / 3 && y < (height * 2) / 3;
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      row.set(band ? [r >> 1, g >> 1, b >> 1] : [r, g, b], 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PAN card application with real files, as the citizen's form would send it. */
export async function applyPanCard(page: Page, fullName: string) {
  const seed = '23456789012';
  const response = await page.request.post('/api/services/apply/pan-card', {
    headers: { origin: new URL(page.url()).origin },
    multipart: {
      fullName,
      dateOfBirth: '1990-05-17',
      fatherName: 'Ramesh Prasad',
      mobileNumber: '9876543210',
      aadharNumber: `${seed}${verhoeffCheckDigit(seed)}`,
      address: 'Ward 4, Goh, Aurangabad, Bihar',
      photo: {
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: solidPng(120, 150, [70, 130, 180]),
      },
      signature: {
        name: 'sign.png',
        mimeType: 'image/png',
        buffer: solidPng(200, 60, [240, 240, 240]),
      },
      aadharFile: { name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: tinyPdf() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { service: { _id: string; referenceNumber: string } }).service;
}
