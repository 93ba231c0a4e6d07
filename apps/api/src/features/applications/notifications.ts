import {
  type ApplicationStatus,
  type ServiceType,
  serviceTypeNames,
  serviceTypeSlugs,
  statusNames,
} from '@seva/schemas';
import type { Language } from '@seva/schemas/language';
import type { FastifyBaseLogger } from 'fastify';
import { withLanguage } from '../../lib/language.ts';
import { composeNotice, type Mailer } from '../../lib/mail.ts';
import { mailTexts, nameInMail } from '../../lib/mail-texts.ts';

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
    resultReady(application: NotifiedApplication, fileName: string) {
      send(application, () => ({
        subject: mailTexts.resultSubject,
        lines: [mailTexts.resultLine(fileName), mailTexts.resultHint],
      }));
    },
  };
}

export type ApplicationNotifier = ReturnType<typeof createApplicationNotifier>;
