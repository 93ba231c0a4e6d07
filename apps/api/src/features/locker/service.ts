import { createHash } from 'node:crypto';
import type { LockerDocument, LockerRepository, User } from '@seva/db';
import {
  createLockerDocumentInput,
  fromLockerFields,
  type LockerDocumentView,
  lockerFileRule,
  lockerImageMessages,
  lockerMessages,
  MAX_UPLOAD_BYTES,
} from '@seva/schemas';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, firstIssueMessage } from '../../errors.ts';
import { detectFileType } from '../../lib/file-types.ts';
import { newId } from '../../lib/ids.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { DEFAULT_STORAGE_QUOTA_BYTES, storageRefused } from '../../lib/storage-quota.ts';
import {
  checkFileType,
  keepUploads,
  type ReceivedForm,
  type ReceiveOptions,
} from '../../lib/uploads.ts';
import { accountClosed } from '../auth/erasure.ts';

export const lockerFileFields = ['photo', 'signature'] as const;
export type LockerImage = (typeof lockerFileFields)[number];

/** A name and two images, 5 MB each, with the locker's own size message. */
export const lockerUploadOptions: ReceiveOptions = {
  limits: {
    fileSize: MAX_UPLOAD_BYTES,
    files: 2,
    fields: 2,
    fieldSize: 1024,
    parts: 4,
    headerPairs: 100,
  },
  tooLargeMessage: lockerMessages.tooLarge,
};

export function lockerImagePath(id: string, image: LockerImage) {
  return `/api/document/${id}/${image}`;
}

function viewOf(document: LockerDocument): LockerDocumentView {
  return {
    _id: document.id,
    name: document.name,
    photoPath: lockerImagePath(document.id, 'photo'),
    signaturePath: lockerImagePath(document.id, 'signature'),
    photoOriginalName: document.photoOriginalName,
    signatureOriginalName: document.signatureOriginalName,
    createdAt: document.createdAt.toISOString(),
  };
}

/** A locker document's photo or signature as a stored file. */
function imageOf(document: LockerDocument, image: LockerImage) {
  return image === 'photo'
    ? {
        id: `${document.id}/photo`,
        key: document.photoStorageKey,
        contentType: document.photoContentType,
        size: document.photoSize,
        sha256: document.photoSha256,
        originalName: document.photoOriginalName,
      }
    : {
        id: `${document.id}/signature`,
        key: document.signatureStorageKey,
        contentType: document.signatureContentType,
        size: document.signatureSize,
        sha256: document.signatureSha256,
        originalName: document.signatureOriginalName,
      };
}

/** The document locker (docs/product.md, Document locker): every document belongs to its owner alone. */
export function createLockerService(deps: {
  /** The locker's rows (docs/decisions/078-repositories.md). */
  locker: LockerRepository;
  storage: FileStorage;
  logger: FastifyBaseLogger;
  now?: () => number;
}) {
  const { locker, storage, logger } = deps;
  const now = deps.now ?? Date.now;

  async function findOwn(user: User, id: string): Promise<LockerDocument> {
    const document = await locker.findOwn(user.id, id);
    if (!document) throw new AppError('NOT_FOUND', lockerMessages.notFound);
    return document;
  }

  return {
    /**
     * Name, photo, signature in the original portal's order (docs/product.md); then the images'
     * content; then one row.
     */
    async create(user: User, form: ReceivedForm) {
      const parsed = createLockerDocumentInput.safeParse({
        name: form.fields.name,
        photo: form.files.photo,
        signature: form.files.signature,
      });
      if (!parsed.success) throw new AppError('INVALID', firstIssueMessage(parsed.error.issues));
      const { photo, signature } = form.files;
      checkFileType(photo, lockerFileRule);
      checkFileType(signature, lockerFileRule);
      const document = await keepUploads(storage, [photo, signature], async ([p, s]) => {
        if (!p || !s) throw new Error('locker images were not kept');
        // One unit: the owner's space checked and the row written (docs/decisions/020).
        const kept = await locker.create(
          {
            id: newId(),
            userId: user.id,
            name: parsed.data.name,
            photoStorageKey: p.key,
            photoOriginalName: p.originalName,
            photoContentType: p.contentType,
            photoSize: p.size,
            photoSha256: p.sha256,
            signatureStorageKey: s.key,
            signatureOriginalName: s.originalName,
            signatureContentType: s.contentType,
            signatureSize: s.size,
            signatureSha256: s.sha256,
            createdAt: new Date(now()),
          },
          DEFAULT_STORAGE_QUOTA_BYTES,
        );
        if ('refused' in kept) throw accountClosed(user.id, user.id);
        if ('full' in kept) throw storageRefused(kept.full);
        return kept.document;
      });
      return { message: lockerMessages.created, data: viewOf(document) };
    },

    async list(user: User) {
      return { data: (await locker.ofOwner(user.id)).map(viewOf) };
    },

    async get(user: User, id: string) {
      return { data: viewOf(await findOwn(user, id)) };
    },

    /** The row goes first, then its two files. */
    async remove(user: User, id: string) {
      const document = await locker.removeOwn(user.id, id);
      if (!document) throw new AppError('NOT_FOUND', lockerMessages.notFound);
      const results = await Promise.allSettled([
        storage.remove(document.photoStorageKey),
        storage.remove(document.signatureStorageKey),
      ]);
      if (results.some((result) => result.status === 'rejected')) {
        logger.error({ document: document.id }, 'files of a deleted locker document remain');
      }
      return { message: lockerMessages.deleted };
    },

    /** One of the owner's images, as a stored file to send. */
    async image(user: User, id: string, image: LockerImage) {
      return imageOf(await findOwn(user, id), image);
    },

    /**
     * Where an application form names a locker document instead of sending its photo or
     * signature (`photoFromLocker`, `signatureFromLocker`; issue 16 item 13), the owner's image
     * is copied into a new temp file as if it had just been uploaded: the form's own checks,
     * quota and storage then follow unchanged, and the application keeps its own copy (the
     * locker document may be deleted later). Another citizen's document is not found.
     */
    async fillFromLocker(owner: User, form: ReceivedForm, fileFields: readonly string[]) {
      for (const image of lockerFileFields) {
        const id = form.fields[fromLockerFields[image]];
        if (id === undefined || id.trim() === '') continue;
        if (!fileFields.includes(image)) {
          throw new AppError('INVALID', `Unexpected field: ${fromLockerFields[image]}`);
        }
        if (form.files[image]) throw new AppError('INVALID', lockerImageMessages.fileOrLocker);
        const file = imageOf(await findOwn(owner, id.trim()), image);
        const temp = await storage.receive(storage.open(file.key));
        form.files[image] = {
          field: image,
          temp,
          clientName: file.originalName,
          detectedType: detectFileType(temp.head),
        };
      }
    },

    /**
     * Rows kept before locker checksums existed (migration 0005) get the SHA-256 of their files
     * as they are now; a file that is gone is logged and its row left for the download's 404.
     */
    async fillMissingChecksums() {
      const rows = await locker.withoutChecksums();
      for (const row of rows) {
        try {
          const [photoSha256, signatureSha256] = await Promise.all([
            row.photoSha256 ?? checksumOf(storage, row.photoStorageKey),
            row.signatureSha256 ?? checksumOf(storage, row.signatureStorageKey),
          ]);
          await locker.setChecksums(row.id, { photoSha256, signatureSha256 });
        } catch (error) {
          logger.error({ err: error, document: row.id }, 'locker document checksum not filled');
        }
      }
      if (rows.length > 0) logger.info({ documents: rows.length }, 'locker checksums filled');
    },
  };
}

async function checksumOf(storage: FileStorage, key: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of storage.open(key)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export type LockerService = ReturnType<typeof createLockerService>;
