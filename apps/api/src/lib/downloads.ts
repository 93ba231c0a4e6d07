import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { contentDisposition } from './content-disposition.ts';
import type { FileStorage } from './storage.ts';

export interface StoredFile {
  key: string;
  contentType: string;
  size: number;
  originalName: string;
}

/**
 * Sends a private file whose owner the caller has already been checked against: an attachment
 * by default, inline with `?inline=1`; never cached, never run as a page (sandboxed, nosniff
 * comes from the security headers). A row whose file is gone is a 404 and an error in the log.
 */
export async function sendStoredFile(
  request: FastifyRequest<{ Querystring: { inline?: string } }>,
  reply: FastifyReply,
  storage: FileStorage,
  file: StoredFile,
  notFoundMessage: string,
) {
  try {
    await storage.size(file.key);
  } catch (error) {
    request.log.error({ err: error, key: file.key }, 'stored file is missing');
    throw new AppError('NOT_FOUND', notFoundMessage);
  }
  const inline = request.query.inline === '1';
  return reply
    .header('content-type', file.contentType)
    .header('content-length', String(file.size))
    .header(
      'content-disposition',
      contentDisposition(inline ? 'inline' : 'attachment', file.originalName),
    )
    .header('cache-control', 'no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(storage.open(file.key));
}
