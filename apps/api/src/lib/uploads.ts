import type { MultipartFile } from '@fastify/multipart';
import {
  type DetectedType,
  type FileRule,
  MAX_IMAGE_PIXELS,
  MAX_UPLOAD_BYTES,
  uploadMessages,
} from '@seva/schemas';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { cleanFileName, detectFileType } from './file-types.ts';
import { isImageType, readImage, UnreadableImage } from './images/index.ts';
import { Semaphore } from './semaphore.ts';
import type { FileStorage, TempFile } from './storage.ts';

export interface Upload {
  field: string;
  temp: TempFile;
  /** As the client named it; cleaned before it is stored. */
  clientName: string;
  detectedType: DetectedType | null;
}

export interface ReceivedForm {
  fields: Record<string, string>;
  files: Record<string, Upload>;
}

export interface MultipartLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
  headerPairs: number;
}

export const multipartLimits: MultipartLimits = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 4,
  fields: 12,
  fieldSize: 2048,
  parts: 16,
  headerPairs: 100,
};

export interface ReceiveOptions {
  /** A form's own limits; each form states its own counts (default: the application forms'). */
  limits?: MultipartLimits;
  /** The answer to a file over `limits.fileSize` (default: the application forms' text). */
  tooLargeMessage?: string;
}

/**
 * Reads a multipart form: text fields into memory (small, limited), each expected file
 * streamed to a temp file. Any failure discards every temp file before it throws, so a
 * refused upload leaves nothing behind. The caller owns (and must discard) what it returns.
 */
export async function receiveForm(
  request: FastifyRequest,
  storage: FileStorage,
  fileFields: readonly string[],
  options: ReceiveOptions = {},
): Promise<ReceivedForm> {
  const limits = options.limits ?? multipartLimits;
  const tooLarge = options.tooLargeMessage ?? uploadMessages.tooLarge;
  if (!request.isMultipart()) {
    throw new AppError('INVALID', 'Expected a multipart/form-data upload');
  }
  // Before a byte is read, so a refused upload stores nothing (docs/decisions/020).
  storage.ensureRoomForUploads();
  const form: ReceivedForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (part.valueTruncated) {
          throw new AppError('INVALID', `${part.fieldname.slice(0, 40)} is too long`);
        }
        if (typeof part.value === 'string' && !(part.fieldname in form.fields)) {
          form.fields[part.fieldname] = part.value;
        }
        continue;
      }
      await receiveFile(part, form, storage, fileFields, tooLarge);
    }
  } catch (error) {
    await discardForm(form, storage);
    throw translateMultipartError(error, tooLarge);
  }
  return form;
}

async function receiveFile(
  part: MultipartFile,
  form: ReceivedForm,
  storage: FileStorage,
  fileFields: readonly string[],
  tooLarge: string,
) {
  if (!fileFields.includes(part.fieldname) || form.files[part.fieldname]) {
    part.file.resume();
    throw new AppError('INVALID', `Unexpected file field: ${part.fieldname.slice(0, 40)}`);
  }
  const temp = await storage.receive(part.file);
  const upload: Upload = {
    field: part.fieldname,
    temp,
    clientName: part.filename,
    detectedType: detectFileType(temp.head),
  };
  form.files[part.fieldname] = upload;
  if (temp.truncated) throw new AppError('TOO_LARGE', tooLarge);
}

function translateMultipartError(error: unknown, tooLarge: string): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code ?? '';
  const message = (error as { message?: string }).message ?? '';
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('TOO_LARGE', 'Too many files or fields in this form');
  }
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('TOO_LARGE', tooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new AppError('INVALID', 'Expected a multipart/form-data upload');
  }
  // A cut connection or a malformed body: busboy says so in plain words.
  if (
    /Unexpected end of (form|multipart data)|Malformed|boundary|aborted|premature close/i.test(
      message,
    ) ||
    code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    code === 'ECONNRESET'
  ) {
    return new AppError('INVALID', 'The upload was interrupted or malformed. Please try again.');
  }
  return error;
}

export async function discardForm(form: ReceivedForm, storage: FileStorage): Promise<void> {
  await Promise.all(Object.values(form.files).map((upload) => storage.discard(upload.temp)));
}

/** Refuses an upload whose content (not its name) is none of the rule's types. */
export function checkFileType(
  upload: Upload | undefined,
  rule: FileRule,
): asserts upload is Upload & { detectedType: DetectedType } {
  if (!upload?.detectedType || !rule.types.includes(upload.detectedType)) {
    throw new AppError('INVALID', rule.typeMessage);
  }
}

/** An upload moved into storage: what its row records. */
export interface KeptUpload {
  field: string;
  key: string;
  originalName: string;
  contentType: DetectedType;
  size: number;
  sha256: string;
}

/**
 * Every JPEG, PNG and WebP upload, whatever its field: refused above MAX_IMAGE_PIXELS (read
 * from the headers, nothing decoded) or when its structure is broken, and rewritten without
 * its metadata (docs/decisions/024-image-limits-and-metadata.md). The upload's temp file is
 * replaced, so what is kept, measured and hashed is the cleaned file.
 */
async function checkAndCleanImage(storage: FileStorage, upload: Upload): Promise<void> {
  const type = upload.detectedType;
  if (!type || !isImageType(type)) return;
  await imageWork.run(() => cleanImage(storage, upload, type));
}

/** Each check holds the whole file (up to 5 MB) in memory: two at a time bound that. */
const imageWork = new Semaphore(2);

async function cleanImage(storage: FileStorage, upload: Upload, type: DetectedType) {
  let image: ReturnType<typeof readImage>;
  try {
    // Checked and cleaned on the plain bytes, in memory; only the cleaned image is kept.
    image = readImage(await storage.readTemp(upload.temp), type);
  } catch (error) {
    if (error instanceof UnreadableImage) {
      throw new AppError('INVALID', uploadMessages.unreadableImage);
    }
    throw error;
  }
  if (image.width * image.height > MAX_IMAGE_PIXELS) {
    throw new AppError('TOO_LARGE', uploadMessages.tooManyPixels);
  }
  if (image.cleaned) upload.temp = await storage.rewrite(upload.temp, image.cleaned);
}

/**
 * Checks and cleans images, moves the uploads into storage, then runs `write` (the rows, in
 * one transaction). If anything fails, the files already moved are removed: no file without
 * its row. (The temp files stay the caller's to discard.)
 */
export async function keepUploads<T>(
  storage: FileStorage,
  uploads: readonly Upload[],
  write: (kept: KeptUpload[]) => T | Promise<T>,
): Promise<T> {
  for (const upload of uploads) await checkAndCleanImage(storage, upload);
  const kept: KeptUpload[] = [];
  try {
    for (const upload of uploads) {
      const contentType = upload.detectedType;
      if (!contentType) throw new Error(`upload ${upload.field} was not checked`);
      const key = await storage.keep(upload.temp);
      kept.push({
        field: upload.field,
        key,
        originalName: cleanFileName(upload.clientName, contentType),
        contentType,
        size: upload.temp.size,
        sha256: upload.temp.sha256,
      });
    }
    // Awaited here: a unit of work that refuses (async) removes the files too.
    return await write(kept);
  } catch (error) {
    // The unit's refusal stays the answer. A file the store will not remove now has no row,
    // and the storage sweep removes it within the hour (lib/storage-sweep.ts).
    await Promise.allSettled(kept.map((file) => storage.remove(file.key)));
    throw error;
  }
}
