import { createHash } from 'node:crypto';
import { pipeline, Transform } from 'node:stream';
import { translateText } from '@seva/schemas/texts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, GENERIC_ERROR_MESSAGE } from '../errors.ts';
import { contentDisposition } from './content-disposition.ts';
import { cleanFileName, isDetectedType } from './file-types.ts';
import type { FileStorage } from './storage.ts';

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
 * A file that no longer matches its row is never a complete 200: a wrong size is refused
 * before sending, a wrong SHA-256 aborts the transfer before its last bytes
 * (docs/decisions/023-honest-downloads.md).
 */
export async function sendStoredFile(
  request: FastifyRequest<{ Querystring: { inline?: string } }>,
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFile,
  notFoundMessage: string,
) {
  let size: number;
  try {
    size = await storage.size(file.key);
  } catch (error) {
    request.log.error({ err: error, file: file.id }, 'stored file is missing');
    throw new AppError('NOT_FOUND', notFoundMessage);
  }
  if (size !== file.size) {
    request.log.error(
      { file: file.id, expectedSize: file.size, actualSize: size },
      'stored file does not match its row: size differs',
    );
    return sendServerError(reply);
  }
  const inline = request.query.inline === '1';
  const name = isDetectedType(file.contentType)
    ? cleanFileName(file.originalName, file.contentType)
    : file.originalName;
  reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', name))
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; sandbox");
  if (file.size > WHOLE_READ_BYTES) {
    return reply.send(
      pipeline(storage.open(file.key), verifyingStream(file, request.log, reply), () => {}),
    );
  }
  // A small file is read and checked whole, so a mismatch is still a clean error answer.
  const bytes = await readWhole(storage, file.key);
  if (!matches(file, bytes)) {
    logMismatch(request.log, file);
    return sendServerError(reply);
  }
  return reply.send(bytes);
}

/** Files up to one read chunk are checked before their headers go out. */
const WHOLE_READ_BYTES = 64 * 1024;

function sendServerError(reply: FastifyReply) {
  // Not the client's fault, so not a 4xx; the generic message says nothing about the file.
  return reply
    .code(500)
    .removeHeader('content-disposition')
    .removeHeader('content-length')
    .type('application/json; charset=utf-8')
    .send({ message: translateText(GENERIC_ERROR_MESSAGE) });
}

async function readWhole(storage: FileStorage, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of storage.open(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function matches(file: StoredFile, bytes: Buffer): boolean {
  return file.sha256 === null || createHash('sha256').update(bytes).digest('hex') === file.sha256;
}

function logMismatch(log: FastifyBaseLogger, file: StoredFile) {
  log.error({ file: file.id }, 'stored file does not match its row: SHA-256 differs');
}

/**
 * Passes a file through while hashing it, holding back the last chunk until the hash is
 * known: when it differs from the row's, the response is destroyed and the stream fails
 * instead of ending, so the client (expecting `content-length` bytes) sees a cut-off
 * transfer, never a complete 200.
 */
function verifyingStream(file: StoredFile, log: FastifyBaseLogger, reply: FastifyReply): Transform {
  const hash = createHash('sha256');
  let held: Buffer | null = null;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      const previous = held;
      held = chunk;
      callback(null, previous ?? undefined);
    },
    flush(callback) {
      const actual = hash.digest('hex');
      if (file.sha256 !== null && actual !== file.sha256) {
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
