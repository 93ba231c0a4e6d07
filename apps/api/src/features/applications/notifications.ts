import {
  type ApplicationStatus,
  type ServiceType,
  serviceTypeNames,
  serviceTypeSlugs,
  statusNames,
} from '@seva/schemas';
import type { Language } from '@seva/schemas/language';
import { bilingual } from '@seva/schemas/texts';
import type { FastifyBaseLogger } from 'fastify';
import { withLanguage } from '../../lib/language.ts';
import { composeNotice, type Mailer } from '../../lib/mail.ts';
import { mailTexts, nameInMail } from '../../lib/mail-texts.ts';

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

/** An operator told about an application they sent back (their own language). */
export interface NotifiedOperator {
  name: string;
  email: string | null;
  language: Language;
}

export interface NotifiedApplication {
  id: string;
  reference: string;
  serviceType: ServiceType;
  /** `email` is null for a counter account without one: such a citizen gets no e-mail. */
  owner: { name: string; email: string | null; language: Language };
}

/**
 * E-mails to the citizen when staff act on an application; sent after answering, in the
 * citizen's language whatever the operator's is.
 */
export function createApplicationNotifier(deps: {
  mailer: Mailer;
  publicUrl: URL;
  logger: FastifyBaseLogger;
}) {
  const { mailer, publicUrl, logger } = deps;

  function send(
    application: NotifiedApplication,
    compose: () => { subject: string; lines: string[] },
  ) {
    const { email } = application.owner;
    if (!email) return;
    const link = new URL(
      `/dashboard/services/${serviceTypeSlugs[application.serviceType].detail}/${application.id}`,
      publicUrl,
    ).href;
    const mail = withLanguage(application.owner.language, () => {
      const { subject, lines } = compose();
      return composeNotice({
        to: { name: application.owner.name, email },
        subject: mailTexts.noticeSubject(application.reference, subject),
        title: mailTexts.applicationTitle(
          nameInMail(serviceTypeNames[application.serviceType]),
          application.reference,
        ),
        lines,
        link,
        linkLabel: mailTexts.openApplication,
      });
    });
    mailer
      .send(mail)
      .catch((error: unknown) =>
        logger.error({ err: error, kind: 'application-update' }, 'e-mail could not be sent'),
      );
  }

  return {
    statusChanged(application: NotifiedApplication, status: ApplicationStatus, reason?: string) {
      send(application, () => ({
        subject: mailTexts.applicationStatusSubject(nameInMail(statusNames[status])),
        lines: [
          mailTexts.statusLine(nameInMail(statusNames[status])),
          ...(reason ? [mailTexts.reasonLine(reason)] : []),
        ],
      }));
    },
    commentAdded(application: NotifiedApplication, comment: string) {
      send(application, () => ({
        subject: mailTexts.commentSubject,
        lines: [mailTexts.commentIntro, comment],
      }));
    },
    /** The citizen is asked for documents: the operator's message and the list. */
    sentBack(application: NotifiedApplication, message: string, labels: readonly string[]) {
      send(application, () => ({
        subject: sendBackMailTexts.sentBackSubject,
        lines: [
          sendBackMailTexts.sentBackIntro,
          sendBackMailTexts.messageLine(message),
          sendBackMailTexts.listIntro,
          ...labels.map((label) => sendBackMailTexts.listItem(label)),
          sendBackMailTexts.sentBackHint,
        ],
      }));
    },
    /** The operator who sent it back: every document has arrived, it is in progress again. */
    documentsReceived(application: NotifiedApplication, operator: NotifiedOperator) {
      const { email } = operator;
      if (!email) return;
      const link = new URL(
        `/admin-dashboard/service/${serviceTypeSlugs[application.serviceType].detail}/${application.id}`,
        publicUrl,
      ).href;
      const mail = withLanguage(operator.language, () =>
        composeNotice({
          to: { name: operator.name, email },
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
      );
      mailer
        .send(mail)
        .catch((error: unknown) =>
          logger.error({ err: error, kind: 'documents-received' }, 'e-mail could not be sent'),
        );
    },
    resultReady(application: NotifiedApplication, fileName: string) {
      send(application, () => ({
        subject: mailTexts.resultSubject,
        lines: [mailTexts.resultLine(fileName), mailTexts.resultHint],
      }));
    },
  };
}

export type ApplicationNotifier = ReturnType<typeof createApplicationNotifier>;
