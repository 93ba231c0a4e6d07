import type { Language } from '@seva/schemas/language';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { escapeHtml } from './html.ts';
import { currentLanguage } from './language.ts';
import { mailTexts } from './mail-texts.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The language it is written in: said in Content-Language, so mail apps pick a font. */
  language: Language;
}

export interface Mailer {
  /**
   * `idempotencyKey` (the outbox row's id) becomes the Message-ID, so a retry after a timeout
   * carries the same id and a mail store that deduplicates by it keeps one copy.
   */
  send(message: MailMessage, options?: { idempotencyKey?: string }): Promise<void>;
  close(): void;
}

/**
 * Mail over SMTP_URL. Without it (a laptop, a first start) each message is written to the
 * server log instead, so sign-up still works and the code can be read there.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  logger: FastifyBaseLogger;
}): Mailer {
  const { smtpUrl, from, logger } = options;
  if (!smtpUrl) {
    return {
      async send(message) {
        logger.info(
          { mail: { to: message.to, subject: message.subject } },
          `SMTP_URL is not set; e-mail not sent. Its text:\n${message.text}`,
        );
      },
      close() {},
    };
  }
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'seva.invalid';
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // The outbox sends several at once: a few connections are kept open between them.
    pool: true,
    maxConnections: 4,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as SMTPTransport.Options);
  return {
    async send(message, options) {
      const { language, ...content } = message;
      // nodemailer declares charset=utf-8 on each part and encodes a non-ASCII subject (RFC 2047).
      await transport.sendMail({
        from,
        ...content,
        ...(options?.idempotencyKey ? { messageId: `<${options.idempotencyKey}@${domain}>` } : {}),
        textEncoding: 'quoted-printable',
        headers: { 'Content-Language': language },
      });
    },
    close() {
      transport.close();
    },
  };
}

/** A mail's HTML body: its language declared, so a mail app picks a Devanagari font for Hindi. */
export function mailHtml(language: Language, body: string): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head><body style="font-family:Arial,'Noto Sans Devanagari','Nirmala UI',sans-serif;color:#1a1b1e">
${body}
</body></html>`;
}

/**
 * A notice to a citizen about one of their records, as plain text and HTML with the same
 * words: greeting, a bold title (which carries the reference), the lines, a link back. In the
 * language it is composed in (`withLanguage` of the recipient).
 */
export function composeNotice(notice: {
  to: { name: string; email: string };
  subject: string;
  title: string;
  lines: readonly string[];
  link: string;
  linkLabel: string;
}): MailMessage {
  const { to, title, lines, link, linkLabel } = notice;
  const language = currentLanguage();
  const text = [
    mailTexts.hello(to.name),
    '',
    `${title}:`,
    ...lines,
    '',
    `${linkLabel}: ${link}`,
    '',
    mailTexts.signature,
  ].join('\n');
  const html = mailHtml(
    language,
    `<p>${escapeHtml(mailTexts.hello(to.name))}</p>
<p><strong>${escapeHtml(title)}</strong></p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>
<p>${escapeHtml(mailTexts.signature)}</p>`,
  );
  return { to: to.email, subject: notice.subject, text, html, language };
}
