import { type Db, findNoticeRecipient, type NewNotification, type NoticeRecipient } from '@seva/db';
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
  outbox: Pick<Outbox, 'enqueue' | 'rowOf' | 'smsEnabled'>,
  logger: FastifyBaseLogger,
) {
  function find(tx: Tx, userId: string) {
    return findNoticeRecipient(tx, userId);
  }

  function put(
    emit: (job: OutboxJob) => void,
    user: Recipient,
    kind: NotificationKind,
    parts: NoticeParts,
    channels: { email: boolean; sms: boolean },
    code?: { expiresAt: Date },
  ) {
    const { email, mobile } = user;
    const urgent = code !== undefined;
    if (parts.email && email && channels.email) {
      const compose = parts.email;
      const mail = withLanguage(user.language, () => compose({ ...user, email }));
      emit({
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
        return;
      }
      emit({
        kind,
        userId: user.id,
        message: { channel: 'sms', sms },
        urgent,
        ...(code ? { expiresAt: code.expiresAt } : {}),
      });
    }
  }

  return {
    /** A notice about one of the account's records, on the channels it keeps on. */
    tell(tx: Tx, userId: string, kind: NotificationKind, parts: NoticeParts): void {
      const user = find(tx, userId);
      if (!user || user.disabledAt) return;
      put((job) => outbox.enqueue(tx, job), user, kind, parts, {
        email: user.notifyByEmail,
        sms: user.notifyBySms,
      });
    },

    /**
     * The rows of a notice to `user` as a repository's unit read them (docs/decisions/078): the
     * unit writes them in its own transaction. The same rules as `tell`.
     */
    noticesFor(
      user: NoticeRecipient | null,
      kind: NotificationKind,
      parts: NoticeParts,
    ): NewNotification[] {
      if (!user || user.disabledAt) return [];
      const rows: NewNotification[] = [];
      put((job) => rows.push(outbox.rowOf(job)), user, kind, parts, {
        email: user.notifyByEmail,
        sms: user.notifyBySms,
      });
      return rows;
    },

    /**
     * A code someone is waiting for: on the channels named, whatever the switches say; tried at
     * once and never after `expiresAt`.
     */
    code(
      tx: Tx,
      user: Recipient,
      kind: NotificationKind,
      parts: NoticeParts,
      expiresAt: Date,
    ): void {
      put(
        (job) => outbox.enqueue(tx, job),
        user,
        kind,
        parts,
        { email: true, sms: true },
        { expiresAt },
      );
    },
  };
}

export type Recipients = ReturnType<typeof createRecipients>;
