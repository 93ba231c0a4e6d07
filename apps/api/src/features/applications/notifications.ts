import {
  type ApplicationStatus,
  type ServiceType,
  serviceTypeNames,
  serviceTypeSlugs,
  statusNames,
} from '@seva/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { composeNotice, type Mailer } from '../../lib/mail.ts';

export interface NotifiedApplication {
  id: string;
  reference: string;
  serviceType: ServiceType;
  owner: { name: string; email: string };
}

/** E-mails to the citizen when staff act on an application; sent after answering. */
export function createApplicationNotifier(deps: {
  mailer: Mailer;
  publicUrl: URL;
  logger: FastifyBaseLogger;
}) {
  const { mailer, publicUrl, logger } = deps;

  function send(application: NotifiedApplication, subject: string, lines: string[]) {
    const link = new URL(
      `/dashboard/services/${serviceTypeSlugs[application.serviceType].detail}/${application.id}`,
      publicUrl,
    ).href;
    const title = `${serviceTypeNames[application.serviceType]} application ${application.reference}`;
    mailer
      .send(
        composeNotice({
          to: application.owner,
          subject: `Seva ${application.reference}: ${subject}`,
          title,
          lines,
          link,
          linkLabel: 'Open your application',
        }),
      )
      .catch((error: unknown) =>
        logger.error({ err: error, kind: 'application-update' }, 'e-mail could not be sent'),
      );
  }

  return {
    statusChanged(application: NotifiedApplication, status: ApplicationStatus, reason?: string) {
      send(application, `status is now ${statusNames[status]}`, [
        `Its status is now: ${statusNames[status]}.`,
        ...(reason ? [`Reason: ${reason}`] : []),
      ]);
    },
    commentAdded(application: NotifiedApplication, comment: string) {
      send(application, 'a new comment from the service centre', [
        'The service centre wrote:',
        comment,
      ]);
    },
    resultReady(application: NotifiedApplication, fileName: string) {
      send(application, 'your document is ready', [
        `A document has been added for you: ${fileName}.`,
        'You can download it from your dashboard.',
      ]);
    },
  };
}

export type ApplicationNotifier = ReturnType<typeof createApplicationNotifier>;
