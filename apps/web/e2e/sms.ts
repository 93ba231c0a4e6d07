import { readFileSync } from 'node:fs';

/** One SMS as the loopback gateway took it (global-setup.ts writes them, one JSON a line). */
interface Sms {
  templateId: string;
  /** 10 digits, without the 91 in front. */
  mobile: string;
  vars: string[];
  at: number;
}

/**
 * The template id global setup gives each SMS kind (SMS_TEMPLATE_<KIND>), so a spec can tell a
 * code from a status message as the gateway sees them.
 */
export function smsTemplateId(kind: string): string {
  return `e2e-${kind}`;
}

/** A mobile number no other test uses: 9, six digits of the clock, three random digits. */
export function freshMobile(): string {
  return `9${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 900 + 100)}`;
}

function phone(): Sms[] {
  const file = process.env.SEVA_E2E_SMS_LOG;
  if (!file) throw new Error('SEVA_E2E_SMS_LOG is not set: run through playwright.config.ts');
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Sms);
}

/** Every SMS to `mobile` that arrived after `since`. */
export function smsTo(mobile: string, since = 0): Sms[] {
  return phone().filter((sms) => sms.mobile === mobile && sms.at >= since);
}

/**
 * The code in the newest code SMS to `mobile` after `since` ('12345678 is your Seva code…',
 * the code its first variable), waiting for it as a person waits for their phone.
 */
export async function codeFromSms(mobile: string, since = 0, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const sms = smsTo(mobile, since)
      .filter((message) => message.templateId === smsTemplateId('code'))
      .at(-1);
    const code = sms?.vars[0];
    if (code && /^\d{8}$/.test(code)) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No code by SMS to ${mobile} within ${timeoutMs} ms`);
}
