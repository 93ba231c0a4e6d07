import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { escapeHtml } from './html.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
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
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  } as SMTPTransport.Options);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close() {
      transport.close();
    },
  };
}

/**
 * A notice to a citizen about one of their records, as plain text and HTML with the same
 * words: greeting, a bold title (which carries the reference), the lines, a link back.
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
  const text = [
    `Hello ${to.name},`,
    '',
    `${title}:`,
    ...lines,
    '',
    `${linkLabel}: ${link}`,
    '',
    '— Seva',
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e">
<p>Hello ${escapeHtml(to.name)},</p>
<p><strong>${escapeHtml(title)}</strong></p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>
<p>— Seva</p></body></html>`;
  return { to: to.email, subject: notice.subject, text, html };
}
