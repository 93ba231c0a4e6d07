import { escapeHtml } from '../../lib/html.ts';
import { currentLanguage } from '../../lib/language.ts';
import { type MailMessage, mailHtml } from '../../lib/mail.ts';
import { mailTexts } from '../../lib/mail-texts.ts';

/**
 * The code is in the body only: a subject shows on lock screens and in notification previews,
 * where anyone beside the phone could read it (docs/decisions/016-codes-out-of-mail-subjects.md).
 * In the language it is composed in: the caller runs it in the account's (`withLanguage`).
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
  const language = currentLanguage();
  const text = [
    mailTexts.hello(name),
    '',
    intro,
    '',
    mailTexts.codeLine(code),
    '',
    mailTexts.codeExpiry(minutes),
    '',
    mailTexts.signature,
  ].join('\n');
  const html = mailHtml(
    language,
    `<p>${escapeHtml(mailTexts.hello(name))}</p>
<p>${escapeHtml(intro)}</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${code}</p>
<p>${escapeHtml(mailTexts.codeExpiry(minutes))}</p>
<p>${escapeHtml(mailTexts.signature)}</p>`,
  );
  return { to, subject, text, html, language };
}

export function verificationMail(to: string, name: string, code: string, minutes: number) {
  return codeMail({
    to,
    name,
    code,
    minutes,
    subject: mailTexts.verificationSubject,
    intro: mailTexts.verificationIntro,
  });
}

export function passwordResetMail(to: string, name: string, code: string, minutes: number) {
  return codeMail({
    to,
    name,
    code,
    minutes,
    subject: mailTexts.resetSubject,
    intro: mailTexts.resetIntro,
  });
}

/**
 * A counter account's invitation: a link (its token in the fragment) to set a first password.
 * Composed in the citizen's language (the caller runs it in `withLanguage`).
 */
export function invitationMail(to: string, name: string, link: string, days: number): MailMessage {
  const language = currentLanguage();
  const text = [
    mailTexts.hello(name),
    '',
    mailTexts.invitationIntro,
    '',
    `${mailTexts.invitationLink}: ${link}`,
    '',
    mailTexts.invitationExpiry(days),
    '',
    mailTexts.signature,
  ].join('\n');
  const html = mailHtml(
    language,
    `<p>${escapeHtml(mailTexts.hello(name))}</p>
<p>${escapeHtml(mailTexts.invitationIntro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(mailTexts.invitationLink)}</a></p>
<p>${escapeHtml(mailTexts.invitationExpiry(days))}</p>
<p>${escapeHtml(mailTexts.signature)}</p>`,
  );
  return { to, subject: mailTexts.invitationSubject, text, html, language };
}
