import { createHash } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import { translateText } from '@seva/schemas/texts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, GENERIC_ERROR_MESSAGE } from '../errors.ts';
import { contentDisposition } from './content-disposition.ts';
import { cleanFileName, isDetectedType } from './file-types.ts';
import { SealError, sealedSize } from './sealed-stream.ts';
import type { FileStorage, OpenedFile } from './storage.ts';

export interface StoredFile {
  /** The row's id (with the image's name for a locker document), for the log. */
  id: string;
  key: string;
  contentType: string;
  size: number;
  /**
   * The SHA-256 (hex) recorded when the file was kept; null only for a locker row whose file
   * was missing when checksums were filled at start (then only the size is checked).
   */
  sha256: string | null;
  originalName: string;
}

/**
 * Sends a private file whose owner the caller has already been checked against: an attachment
 * by default, inline with `?inline=1`; never cached, never run as a page (sandboxed, nosniff
 * comes from the security headers). A row whose file is gone is a 404 and an error in the log.
 * A file that no longer matches its row is refused with a 500 before its headers go out: a
 * wrong size at once, a seal that fails its check or a wrong SHA-256 after a first pass over
 * the file (the whole file for small ones, streamed and dropped for larger ones); a file
 * changed between that pass and the transfer still aborts the transfer before its last bytes
 * (docs/decisions/023-honest-downloads.md). The row's size and SHA-256 are the plain file's;
 * on disk a sealed file must measure exactly `sealedSize` of that size
 * (docs/decisions/063-files-at-rest.md).
 */
export async function sendStoredFile(
  request: FastifyRequest<{ Querystring: { inline?: string } }>,
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFile,
  notFoundMessage: string,
) {
  const first = await openMatchingSize(storage, file, request.log, notFoundMessage);
  if (!first) return sendServerError(reply);
  let small: Buffer | undefined;
  try {
    small = await checkWhole(first.content, file, file.size <= WHOLE_READ_BYTES);
  } catch (error) {
    if (!(error instanceof SealError || error instanceof ChecksumError)) throw error;
    if (error instanceof SealError) logSealFailure(request.log, file);
    else logMismatch(request.log, file);
    return sendServerError(reply);
  }
  if (small) return withFileHeaders(request, reply, file).send(small);
  // A larger file was checked and dropped: it is read again as it is sent.
  const again = await openMatchingSize(storage, file, request.log, notFoundMessage);
  if (!again) return sendServerError(reply);
  return withFileHeaders(request, reply, file).send(
    pipeline(again.content, verifyingStream(file, request.log, reply, again.sealed), (error) => {
      if (!(error instanceof SealError)) return;
      // Damaged since the check: what went out was checked, the rest never goes (the last
      // chunk is held back), so the client sees a cut-off transfer.
      logSealFailure(request.log, file);
      reply.raw.destroy();
    }),
  );
}

function withFileHeaders(
  request: FastifyRequest<{ Querystring: { inline?: string } }>,
  reply: FastifyReply,
  file: StoredFile,
): FastifyReply {
  const inline = request.query.inline === '1';
  const name = isDetectedType(file.contentType)
    ? cleanFileName(file.originalName, file.contentType)
    : file.originalName;
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', name))
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; sandbox");
}

/** Files up to one read chunk are kept from the check and sent from memory. */
const WHOLE_READ_BYTES = 64 * 1024;

class ChecksumError extends Error {}

/**
 * Opens the row's file; null (logged) when its size on disk is not the one the row's size
 * gives, sealed or plain. A missing file is a 404.
 */
async function openMatchingSize(
  storage: FileStorage,
  file: StoredFile,
  log: FastifyBaseLogger,
  notFoundMessage: string,
): Promise<OpenedFile | null> {
  let opened: OpenedFile;
  try {
    opened = await storage.read(file.key);
  } catch (error) {
    log.error({ err: error, file: file.id }, 'stored file is missing');
    throw new AppError('NOT_FOUND', notFoundMessage);
  }
  const expectedSize = opened.sealed ? sealedSize(file.size) : file.size;
  if (opened.storedSize === expectedSize) return opened;
  opened.content.destroy();
  log.error(
    { file: file.id, sealed: opened.sealed, expectedSize, actualSize: opened.storedSize },
    'stored file does not match its row: size differs',
  );
  return null;
}

/**
 * Reads the whole file through its seal and hashes it; throws SealError or ChecksumError.
 * Answers the bytes when asked to keep them (small files), else drops them as they pass.
 */
async function checkWhole(
  content: NodeJS.ReadableStream,
  file: StoredFile,
  keep: boolean,
): Promise<Buffer | undefined> {
  const hash = createHash('sha256');
  const chunks: Buffer[] = [];
  for await (const chunk of content) {
    hash.update(chunk as Buffer);
    if (keep) chunks.push(chunk as Buffer);
  }
  if (file.sha256 !== null && hash.digest('hex') !== file.sha256) throw new ChecksumError();
  return keep ? Buffer.concat(chunks) : undefined;
}

function sendServerError(reply: FastifyReply) {
  // Not the client's fault, so not a 4xx; the generic message says nothing about the file.
  return reply
    .code(500)
    .removeHeader('content-disposition')
    .removeHeader('content-length')
    .type('application/json; charset=utf-8')
    .send({ message: translateText(GENERIC_ERROR_MESSAGE) });
}

function logSealFailure(log: FastifyBaseLogger, file: StoredFile) {
  log.error({ file: file.id }, 'stored file does not match its row: its seal fails');
}

function logMismatch(log: FastifyBaseLogger, file: StoredFile) {
  log.error({ file: file.id }, 'stored file does not match its row: SHA-256 differs');
}

/**
 * Passes a file through while hashing it, holding back the last chunk until the hash is
 * known: when it differs from the row's, the response is destroyed and the stream fails
 * instead of ending, so the client (expecting `content-length` bytes) sees a cut-off
 * transfer, never a complete 200. A sealed file, hashed in the check before, is not hashed
 * again: its seal already fails any change (and the held-back chunk waits for its end).
 */
function verifyingStream(
  file: StoredFile,
  log: FastifyBaseLogger,
  reply: FastifyReply,
  sealed: boolean,
): Transform {
  const hash = createHash('sha256');
  const expected = sealed ? null : file.sha256;
  let held: Buffer | null = null;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (expected !== null) hash.update(chunk);
      const previous = held;
      held = chunk;
      callback(null, previous ?? undefined);
    },
    flush(callback) {
      if (expected !== null && hash.digest('hex') !== expected) {
        logMismatch(log, file);
        // Destroyed here, not left to the stream's error: the headers may still be unsent,
        // and then nothing of a 200 must reach the client either.
        reply.raw.destroy();
        callback(new Error('stored file failed its checksum'));
        return;
      }
      callback(null, held ?? undefined);
    },
  });
}
