import { PassThrough, type Readable } from 'node:stream';
import type { PrivacyRepository, User } from '@seva/db';
import { indiaDate } from '@seva/schemas/fees';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import type { FileStorage } from '../../lib/storage.ts';
import type { createApplicationsService } from '../applications/service.ts';
import type { createLockerService } from '../locker/service.ts';
import type { createOrdersService } from '../orders/service.ts';
import { receiptView } from '../payments/service.ts';

/** A stored file as the export names it in the ZIP. */
interface ExportedFile {
  path: string;
  key: string;
}

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** A name safe in any unzip program: the stored names are the citizen's, so never used raw. */
function zipPath(folder: string, stem: string, contentType: string): string {
  const safe = stem.replace(/[^A-Za-z0-9_-]+/g, '_');
  return `files/${folder}/${safe}.${EXTENSIONS[contentType] ?? 'bin'}`;
}

export const EXPORT_DATA_FILE = 'seva-my-data.json';

/** `seva-my-data-2026-11-25.zip`: the India date of the export. */
export function exportFileName(at: Date): string {
  return `seva-my-data-${indiaDate(at)}.zip`;
}

/** One after the other, in the list's order: the ZIP's entries keep the order they always had. */
async function inOrder<T, R>(items: readonly T[], each: (item: T) => Promise<R>): Promise<R[]> {
  const done: R[] = [];
  for (const item of items) done.push(await each(item));
  return done;
}

/**
 * Everything kept about one citizen (docs/decisions/062-export-and-erasure.md), read through the
 * owning features' own functions as the citizen reading it: their account, consents, each
 * application's detail (full identity numbers, comments, status history, receipts), each order
 * (full identity numbers, history, receipts) and their locker, with each stored file named by
 * its path in the ZIP; and every time an operator opened their identity documents or numbers
 * (docs/decisions/064-identity-access-log.md).
 */
export function createDataExport(deps: {
  /** The consents, the orders' receipts and the identity access log, read in one step. */
  privacy: PrivacyRepository;
  storage: FileStorage;
  applications: ReturnType<typeof createApplicationsService>;
  orders: ReturnType<typeof createOrdersService>;
  locker: ReturnType<typeof createLockerService>;
  logger: FastifyBaseLogger;
  now: () => number;
}) {
  const { privacy, storage, applications, orders, locker, logger, now } = deps;

  async function collect(user: User, at: Date) {
    const files: ExportedFile[] = [];
    const fileAt = (path: string, key: string) => {
      files.push({ path, key });
      return path;
    };

    const rows = await privacy.exportRows(user.id);

    const applicationData = await inOrder(await applications.listMine(user), async (summary) => {
      const detail = await applications.get(user, summary._id);
      return {
        ...detail,
        documents: await inOrder(detail.documents, async (document) => {
          const { storageKey } = await applications.findDocument(user, detail._id, document._id);
          return {
            ...document,
            file: fileAt(
              zipPath(
                `applications/${detail.referenceNumber}`,
                `${document.documentType}-${document._id}`,
                document.contentType,
              ),
              storageKey,
            ),
          };
        }),
      };
    });

    const orderData = await inOrder((await orders.listMine(user)).data, async (summary) => {
      const { data: order } = await orders.get(user, summary._id);
      return {
        ...order,
        receipts: rows.orderPayments
          .filter((row) => row.orderId === order._id)
          .map((row) => receiptView(row)),
        files: await inOrder(order.files, async (file) => ({
          ...file,
          file: fileAt(
            zipPath(`orders/${order.reference}`, `${file.field}-${file._id}`, file.contentType),
            (await orders.findFile(user, order._id, file._id)).storageKey,
          ),
        })),
      };
    });

    const lockerData = await inOrder((await locker.list(user)).data, async (document) => {
      const photo = await locker.image(user, document._id, 'photo');
      const signature = await locker.image(user, document._id, 'signature');
      return {
        ...document,
        photoFile: fileAt(zipPath(`locker/${document._id}`, 'photo', photo.contentType), photo.key),
        signatureFile: fileAt(
          zipPath(`locker/${document._id}`, 'signature', signature.contentType),
          signature.key,
        ),
      };
    });

    const data = {
      exportedAt: at.toISOString(),
      // No password hash, session or code: only what the account is.
      account: {
        id: user.id,
        name: user.name,
        email: user.email,
        mobile: user.mobile,
        language: user.language,
        emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
      },
      consents: rows.consents.map((row) => ({
        noticeVersion: row.noticeVersion,
        purpose: row.purpose,
        channel: row.channel,
        createdAt: row.createdAt.toISOString(),
      })),
      applications: applicationData,
      orders: orderData,
      locker: lockerData,
      // Newest first; who at the centre opened what, never a number.
      identityAccess: rows.identityAccess.map((entry) => ({
        at: entry.createdAt.toISOString(),
        operator: entry.operatorName,
        applicationId: entry.applicationId,
        orderId: entry.orderId,
        subject: entry.subject,
        documentType: entry.documentType,
        action: entry.action,
      })),
    };
    return { data, files };
  }

  return {
    /**
     * The citizen's ZIP as a stream: the JSON first, then each file read from storage only when
     * its turn comes (never all of them in memory, never all open at once). A file that cannot be
     * read ends the download with an error instead of a ZIP that looks whole.
     */
    async zipOf(user: User): Promise<{ fileName: string; stream: Readable }> {
      const at = new Date(now());
      const { data, files } = await collect(user, at);
      const zip = new ZipFile();
      zip.addBuffer(Buffer.from(JSON.stringify(data, null, 2), 'utf8'), EXPORT_DATA_FILE, {
        mtime: at,
      });
      for (const file of files) {
        // Scans and PDFs are compressed already: stored as they are, to spare the CPU.
        zip.addReadStreamLazy(file.path, { mtime: at, compress: false }, (done) => {
          try {
            done(null, storage.open(file.key));
          } catch (error) {
            done(error, new PassThrough());
          }
        });
      }
      zip.end();
      const out = new PassThrough();
      zip.on('error', (error: unknown) => {
        logger.error(
          { err: error, userId: user.id },
          'data export stopped: a file could not be read',
        );
        out.destroy(error instanceof Error ? error : new Error('export failed'));
      });
      zip.outputStream.pipe(out);
      return { fileName: exportFileName(at), stream: out };
    },
  };
}

export type DataExport = ReturnType<typeof createDataExport>;
