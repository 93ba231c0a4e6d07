import { type Db, findNoticeRecipient, type NewNotification } from '@seva/db';
import type { NotificationKind } from '@seva/schemas';
import type { Language } from '@seva/schemas/language';
import type { FastifyBaseLogger } from 'fastify';
import { withLanguage } from '../../lib/language.ts';
import type { MailMessage } from '../../lib/mail.ts';
import type { SmsMessage } from '../../lib/sms.ts';
import { renderSms, type SmsKind } from '../../lib/sms-templates.ts';
import type { Outbox, OutboxJob } from './outbox.ts';

type Tx = Pick<Db, 'select' | 'insert'>;

/** Whom a notice goes to, read in the transaction that causes it (so its switches are current). */
export interface Recipient {
  id: string;
  name: string;
  email: string | null;
  mobile: string | null;
  language: Language;
}

/** What a notice says on each channel; a channel left out is not used for it. */
export interface NoticeParts {
  /** Composed in the recipient's language. */
  email?: (to: Recipient & { email: string }) => MailMessage;
  /** A DLT template and its short variables (never an identity number or a long name). */
  sms?: { kind: SmsKind; vars: readonly string[] };
}

/**
 * Puts notices in the outbox on the channels each person keeps (docs/product.md 38): e-mail to
 * an account with an address, SMS to one with a mobile number, each unless turned off on the
 * Profile. Disabled and erased accounts are told nothing. Codes go out whatever the switches say.
 */
export function createRecipients(
  outbox: Pick<Outbox, 'enqueue' | 'prepare' | 'nudge' | 'smsEnabled'>,
  logger: FastifyBaseLogger,
) {
  function find(tx: Tx, userId: string) {
    return findNoticeRecipient(tx, userId);
  }

  /** The jobs a notice makes: one per channel the person has and keeps on. */
  function jobs(
    user: Recipient,
    kind: NotificationKind,
    parts: NoticeParts,
    channels: { email: boolean; sms: boolean },
    code?: { expiresAt: Date },
  ): OutboxJob[] {
    const { email, mobile } = user;
    const urgent = code !== undefined;
    const found: OutboxJob[] = [];
    if (parts.email && email && channels.email) {
      const compose = parts.email;
      const mail = withLanguage(user.language, () => compose({ ...user, email }));
      found.push({
        kind,
        userId: user.id,
        message: { channel: 'email', mail },
        urgent,
        ...(code ? { expiresAt: code.expiresAt } : {}),
      });
    }
    if (parts.sms && mobile && channels.sms && outbox.smsEnabled) {
      const sms: SmsMessage = {
        to: mobile,
        kind: parts.sms.kind,
        language: user.language,
        vars: [...parts.sms.vars],
      };
      // A variable the DLT template cannot carry (too long, an identity number) is a fault of
      // ours: the change still commits, the e-mail still goes, the SMS is left out and logged.
      try {
        renderSms(sms.kind, sms.language, sms.vars);
      } catch (error) {
        logger.error(
          { err: error, kind, userId: user.id },
          'SMS left out: its variables do not fit',
        );
        return found;
      }
      found.push({
        kind,
        userId: user.id,
        message: { channel: 'sms', sms },
        urgent,
        ...(code ? { expiresAt: code.expiresAt } : {}),
      });
    }
    return found;
  }

  return {
    /** A notice about one of the account's records, on the channels it keeps on. */
    tell(tx: Tx, userId: string, kind: NotificationKind, parts: NoticeParts): void {
      const user = find(tx, userId);
      if (!user || user.disabledAt) return;
      const channels = { email: user.notifyByEmail, sms: user.notifyBySms };
      for (const job of jobs(user, kind, parts, channels)) outbox.enqueue(tx, job);
    },

    /**
     * The rows of a notice to an account a repository's unit of work writes with the change
     * that causes it (a new account's invitation, a payment, an order's move), on the channels
     * it keeps on; `queued()`
     * once that unit commits (docs/decisions/078-repositories.md, parts).
     */
    notices(
      user:
        | (Recipient & { notifyByEmail: boolean; notifyBySms: boolean; disabledAt?: Date | null })
        | null,
      kind: NotificationKind,
      parts: NoticeParts,
    ): NewNotification[] {
      // The recipient the unit read: none (no such account) or disabled is told nothing.
      if (!user || user.disabledAt) return [];
      const channels = { email: user.notifyByEmail, sms: user.notifyBySms };
      return jobs(user, kind, parts, channels).map(outbox.prepare);
    },

    /**
     * The rows of a code someone is waiting for, on the channels named whatever the switches
     * say, tried at once and never after `expiresAt`; written by the unit that issues the code.
     */
    codeNotices(
      user: Recipient,
      kind: NotificationKind,
      parts: NoticeParts,
      expiresAt: Date,
    ): NewNotification[] {
      return jobs(user, kind, parts, { email: true, sms: true }, { expiresAt }).map(outbox.prepare);
    },

    /** Notices written by a unit of work go out now that it has committed. */
    queued(): void {
      outbox.nudge();
    },
  };
}

export type Recipients = ReturnType<typeof createRecipients>;
