import { readFileSync } from 'node:fs';

interface Mail {
  to: string[];
  raw: string;
  at: number;
}

function inbox(): Mail[] {
  const file = process.env.SEVA_E2E_MAIL_LOG;
  if (!file) throw new Error('SEVA_E2E_MAIL_LOG is not set: run through playwright.config.ts');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Mail);
}

/** A body part's bytes as text, by its Content-Transfer-Encoding (quoted-printable or base64). */
function decodePart(headers: string, body: string): string {
  const encoding = headers.match(/content-transfer-encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes: number[] = [];
    const text = body.replace(/=\r?\n/g, '');
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
        bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return body;
}

/**
 * The readable text of a raw message: every leaf part decoded (nodemailer sends non-ASCII bodies
 * as quoted-printable or base64), enough to find a code or a sentence in English or Hindi.
 */
export function mailText(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const boundary = headers.match(/boundary="?([^";\r\n]+)"?/i)?.[1];
  if (!boundary) return decodePart(headers, body);
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .map((part) => mailText(part.replace(/^\r?\n/, '')))
    .join('\n');
}

/** The code line of a code mail, in English ('code: 12345678') or Hindi ('कोड: 12345678'). */
const CODE = /(?:code|कोड)\s*:?\s*(\d{8})\b/i;

/**
 * The 8-digit code in the newest message to `address` that arrived after `since`, waiting for it
 * as a person waits for their inbox.
 */
export async function codeFromMail(address: string, since = 0, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  const to = address.toLowerCase();
  while (Date.now() < deadline) {
    const mail = inbox()
      .filter((message) => message.to.includes(to) && message.at >= since)
      .at(-1);
    const code = mail ? mailText(mail.raw).match(CODE)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No code mailed to ${address} within ${timeoutMs} ms`);
}

/** The newest message to `address` after `since`, raw (headers and encoded body), waiting for it. */
export async function mailTo(address: string, since = 0, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const to = address.toLowerCase();
  while (Date.now() < deadline) {
    const mail = inbox()
      .filter((message) => message.to.includes(to) && message.at >= since)
      .at(-1);
    if (mail) return mail.raw;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
}
