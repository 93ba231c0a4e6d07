import type { Db, Notices, Notify } from '@seva/db';
import type { NotificationKind } from '@seva/schemas';
import {
  type ApplicationStatus,
  type ServiceType,
  serviceTypeNames,
  serviceTypeSlugs,
  statusNames,
} from '@seva/schemas';
import { bilingual } from '@seva/schemas/texts';
import { composeNotice } from '../../lib/mail.ts';
import { mailTexts, nameInMail } from '../../lib/mail-texts.ts';
import { smsDate } from '../../lib/sms-templates.ts';
import type { NoticeParts, Recipients } from '../notifications/recipients.ts';

/** The send-back's e-mails (docs/decisions/066); the Hindi is in messages-hi.ts. */
export const sendBackMailTexts = bilingual({
  sentBackSubject: 'documents needed',
  sentBackIntro:
    'The service centre needs more documents before it can go on with your application.',
  messageLine: (message: string) => `Message from the centre: ${message}`,
  listIntro: 'Please send:',
  listItem: (label: string) => `• ${label}`,
  sentBackHint:
    'Upload them from your application page, or bring them to the centre. Your promised date is paused until they arrive.',
  receivedSubject: 'the documents asked for have arrived',
  receivedLine: (reference: string) =>
    `Every document asked for on ${reference} has arrived; it is back in progress.`,
  openInQueue: 'Open the application',
} as const);

/** What a notice needs of an application; the owner's address and switches are read with it. */
export interface NotifiedApplication {
  id: string;
  reference: string;
  serviceType: ServiceType;
  ownerId: string;
  /** The promised date (`YYYY-MM-DD`), for the SMS on filing. */
  dueOn?: string | null;
}

type Tx = Pick<Db, 'select' | 'insert'>;

/**
 * Notices to the citizen when an application is filed or staff act on it, put in the outbox in
 * the transaction of the change (docs/decisions/075): e-mail in the citizen's language whatever
 * the operator's is, and an SMS for the kinds DLT templates exist for.
 */
export function createApplicationNotifier(deps: { recipients: Recipients; publicUrl: URL }) {
  const { recipients, publicUrl } = deps;

  function tell(
    tx: Tx,
    application: NotifiedApplication,
    kind: NotificationKind,
    compose: (() => { subject: string; lines: string[] }) | null,
    sms?: NoticeParts['sms'],
  ) {
    recipients.tell(tx, application.ownerId, kind, partsOf(application, compose, sms));
  }

  /** What a notice about the application says on each channel. */
  function partsOf(
    application: NotifiedApplication,
    compose: (() => { subject: string; lines: string[] }) | null,
    sms?: NoticeParts['sms'],
  ): NoticeParts {
    const link = new URL(
      `/dashboard/services/${serviceTypeSlugs[application.serviceType].detail}/${application.id}`,
      publicUrl,
    ).href;
    return {
      ...(compose
        ? {
            email: (to) => {
              const { subject, lines } = compose();
              return composeNotice({
                to,
                subject: mailTexts.noticeSubject(application.reference, subject),
                title: mailTexts.applicationTitle(
                  nameInMail(serviceTypeNames[application.serviceType]),
                  application.reference,
                ),
                lines,
                link,
                linkLabel: mailTexts.openApplication,
              });
            },
          }
        : {}),
      ...(sms ? { sms } : {}),
    };
  }

  const statusChangedParts = (
    application: NotifiedApplication,
    status: ApplicationStatus,
    reason?: string,
  ) =>
    partsOf(
      application,
      () => ({
        subject: mailTexts.applicationStatusSubject(nameInMail(statusNames[status])),
        lines: [
          mailTexts.statusLine(nameInMail(statusNames[status])),
          ...(reason ? [mailTexts.reasonLine(reason)] : []),
        ],
      }),
      status === 'completed' || status === 'rejected'
        ? { kind: status, vars: [application.reference] }
        : undefined,
    );

  const sentBackParts = (
    application: NotifiedApplication,
    message: string,
    labels: readonly string[],
  ) =>
    partsOf(
      application,
      () => ({
        subject: sendBackMailTexts.sentBackSubject,
        lines: [
          sendBackMailTexts.sentBackIntro,
          sendBackMailTexts.messageLine(message),
          sendBackMailTexts.listIntro,
          ...labels.map((label) => sendBackMailTexts.listItem(label)),
          sendBackMailTexts.sentBackHint,
        ],
      }),
      { kind: 'sent_back', vars: [application.reference] },
    );

  return {
    /**
     * Filed, online or at the counter: an SMS with the reference and the promised date, as the
     * filing's repository unit writes it once it has taken them (docs/decisions/078).
     */
    received(
      application: Omit<NotifiedApplication, 'reference' | 'dueOn'>,
    ): Notify<{ reference: string; dueOn: string | null }> {
      return (owner, { reference, dueOn }) => {
        if (!dueOn) return [];
        const vars = [reference, smsDate(dueOn)];
        return recipients.notices(
          owner,
          'application_received',
          partsOf({ ...application, reference, dueOn }, null, {
            kind: 'application_received',
            vars,
          }),
        );
      };
    },
    statusChanged(
      tx: Tx,
      application: NotifiedApplication,
      status: ApplicationStatus,
      reason?: string,
    ) {
      recipients.tell(
        tx,
        application.ownerId,
        'status_changed',
        statusChangedParts(application, status, reason),
      );
    },
    /**
     * The notices of a status change as its repository unit writes them, for the owner as the
     * unit read them (docs/decisions/078): the same as `statusChanged` and `sentBack`.
     */
    statusChangeNotices(
      application: NotifiedApplication,
      change:
        | { status: 'needs_documents'; message: string; labels: readonly string[] }
        | { status: Exclude<ApplicationStatus, 'needs_documents'>; reason?: string },
    ): Notices {
      return (owner) =>
        change.status === 'needs_documents'
          ? recipients.notices(
              owner,
              'sent_back',
              sentBackParts(application, change.message, change.labels),
            )
          : recipients.notices(
              owner,
              'status_changed',
              statusChangedParts(application, change.status, change.reason),
            );
    },
    /** An operator's comment, as its repository unit writes the notice (docs/decisions/078). */
    commentAdded(application: NotifiedApplication, comment: string): Notices {
      const parts = partsOf(application, () => ({
        subject: mailTexts.commentSubject,
        lines: [mailTexts.commentIntro, comment],
      }));
      return (owner) => recipients.notices(owner, 'comment_added', parts);
    },
    /**
     * The operator who sent it back: every document has arrived, it is in progress again. As
     * the answer's repository unit writes the notice, for the sender as it read them.
     */
    documentsReceived(application: NotifiedApplication): Notices {
      const link = new URL(
        `/admin-dashboard/service/${serviceTypeSlugs[application.serviceType].detail}/${application.id}`,
        publicUrl,
      ).href;
      const parts: NoticeParts = {
        email: (to) =>
          composeNotice({
            to,
            subject: mailTexts.noticeSubject(
              application.reference,
              sendBackMailTexts.receivedSubject,
            ),
            title: mailTexts.applicationTitle(
              nameInMail(serviceTypeNames[application.serviceType]),
              application.reference,
            ),
            lines: [sendBackMailTexts.receivedLine(application.reference)],
            link,
            linkLabel: sendBackMailTexts.openInQueue,
          }),
      };
      return (operator) => recipients.notices(operator, 'documents_received', parts);
    },
    /** A fee taken at the counter: an SMS with the receipt number (the receipt itself is a PDF). */
    paymentReceived(tx: Tx, application: NotifiedApplication, receiptNumber: string) {
      tell(tx, application, 'payment_received', null, {
        kind: 'payment_received',
        vars: [application.reference, receiptNumber],
      });
    },
    /** The operator's result document, as its repository unit writes the notice. */
    resultReady(application: NotifiedApplication, fileName: string): Notices {
      const parts = partsOf(application, () => ({
        subject: mailTexts.resultSubject,
        lines: [mailTexts.resultLine(fileName), mailTexts.resultHint],
      }));
      return (owner) => recipients.notices(owner, 'result_ready', parts);
    },
  };
}

export type ApplicationNotifier = ReturnType<typeof createApplicationNotifier>;
