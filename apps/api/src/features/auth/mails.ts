import { escapeHtml } from '../../lib/html.ts';
import type { MailMessage } from '../../lib/mail.ts';

const BRAND = 'Seva';

/**
 * The code is in the body only: a subject shows on lock screens and in notification previews,
 * where anyone beside the phone could read it (docs/decisions/016-codes-out-of-mail-subjects.md).
 */
function codeMail(options: {
  to: string;
  name: string;
  subject: string;
  intro: string;
  code: string;
  minutes: number;
}): MailMessage {
  const { to, name, subject, intro, code, minutes } = options;
  const text = [
    `Hello ${name},`,
    '',
    intro,
    '',
    `Your code: ${code}`,
    '',
    `It works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
    '',
    `— ${BRAND}`,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${code}</p>
<p>It works once and expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.</p>
<p>— ${BRAND}</p>
</body></html>`;
  return { to, subject, text, html };
}

export function verificationMail(to: string, name: string, code: string, minutes: number) {
  return codeMail({
    to,
    name,
    code,
    minutes,
    subject: `${BRAND}: your verification code`,
    intro: `Use this code to verify your e-mail address and finish creating your ${BRAND} account.`,
  });
}

export function passwordResetMail(to: string, name: string, code: string, minutes: number) {
  return codeMail({
    to,
    name,
    code,
    minutes,
    subject: `${BRAND}: your password reset code`,
    intro: `Someone asked to reset the password of your ${BRAND} account. Use this code to set a new one.`,
  });
}
