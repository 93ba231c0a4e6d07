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

/** Undoes quoted-printable soft breaks and escapes, enough to find a code in the text. */
function decode(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/**
 * The 8-digit code in the newest message to `address` that arrived after `since`, waiting for it
 * as a person waits for their inbox.
 */
export async function codeFromMail(address: string, since = 0, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  const to = address.toLowerCase();
  while (Date.now() < deadline) {
    const mail = inbox()
      .filter((message) => message.to.includes(to) && message.at >= since)
      .at(-1);
    const code = mail ? decode(mail.raw).match(/code:\s*(\d{8})\b/i)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No code mailed to ${address} within ${timeoutMs} ms`);
}
