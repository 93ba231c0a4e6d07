import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { AwsClient } from 'aws4fetch';
import type { DiskSpace } from './disk-space.ts';
import type { Keyring } from './keyring.ts';
import { SEALED_HEAD_BYTES } from './sealed-stream.ts';
import {
  checkedStorageKey,
  type FileStorage,
  isStorageKey,
  MissingStoredFileError,
  openedFile,
  storageOf,
} from './storage.ts';
import { createTempFiles } from './temp-files.ts';

/** Where kept files live in an S3-compatible store, and the keys to it (lib/storage-url.ts). */
export interface S3Location {
  bucket: string;
  /** Folders inside the bucket, without a slash at either end; '' for the bucket's root. */
  prefix: string;
  /** The store's address; requests go path-style to `<endpoint>/<bucket>/<prefix>/<key>`. */
  endpoint: URL;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The object store refused a request, could not be reached, or answered something unreadable. */
export class ObjectStoreError extends Error {}

/** ListObjectsV2 answers at most this many names a page (S3's own limit). */
const LIST_PAGE_SIZE = 1000;

/**
 * Kept files as objects named `<prefix>/<key>` in an S3-compatible store, requests signed with
 * SigV4 (aws4fetch). Uploads are received, sealed and checked in `DATA_DIR/tmp` exactly as
 * with the local disk (lib/temp-files.ts); `keep` puts the sealed temp file's bytes, and the
 * row is written after it answers, so a row never points at half an object (a PUT is whole or
 * not at all). Reads stream the object through the server and its seal; nothing is ever served
 * from the store directly (no presigned links). Every request is sent once: a failure is an
 * error for the caller (an upload refused, a download failed), never an empty file.
 */
export function createS3Storage(
  dataDir: string,
  location: S3Location,
  options: {
    keyring: Keyring;
    /** The floor of free space under DATA_DIR: uploads still pass through `tmp/` there. */
    diskSpace?: Pick<DiskSpace, 'ensureRoomForUploads'>;
    /** Names a listing page asks for (tests make it small to cross pages). */
    listPageSize?: number;
  },
): FileStorage {
  const { keyring } = options;
  const diskSpace = options.diskSpace ?? { ensureRoomForUploads() {} };
  const temps = createTempFiles(dataDir, keyring);
  const store = objectStore(location, options.listPageSize ?? LIST_PAGE_SIZE);

  return storageOf(keyring, temps, {
    backend: 's3',
    // Only tmp/ on the local disk; the store itself is asked by `storeProblem` below.
    localFolders: [],
    // The store reports no free space; what runs out first is the local disk under tmp/.
    ensureRoomForUploads: () => diskSpace.ensureRoomForUploads(),

    // No fsync here: the store answers a PUT only once the object is durable. The temp file
    // goes only after that answer, so a failed PUT leaves it for the caller to discard.
    async keep(temp) {
      const key = checkedStorageKey(temp.key);
      await store.put(key, temp.path);
      await rm(temp.path, { force: true });
      return key;
    },

    async read(key) {
      const object = await store.get(checkedStorageKey(key));
      const { head, raw } = await splitHead(object.body, SEALED_HEAD_BYTES);
      return openedFile(keyring, key, { size: object.size, head, raw });
    },

    // A PUT replaces an object whole, so a reader gets the old bytes or the new ones. A file
    // deleted between the look and the PUT comes back without a row: the sweep removes it.
    async replace(key, aside) {
      if (!(await store.exists(checkedStorageKey(key)))) return false;
      await store.put(key, aside);
      return true;
    },

    remove: (key) => store.remove(checkedStorageKey(key)),

    // Only names shaped like storage keys are touched: the bucket may hold other things. The
    // age is the store's own LastModified, an hour of margin against clocks that differ.
    async sweep(referenced, cutoffMs) {
      const stale: string[] = [];
      for await (const object of store.list()) {
        if (!isStorageKey(object.key) || referenced.has(object.key)) continue;
        if (object.lastModifiedMs < cutoffMs) stale.push(object.key);
      }
      for (const key of stale) await store.remove(key);
      return stale.length;
    },

    async *list() {
      for await (const object of store.list()) {
        if (isStorageKey(object.key)) yield object;
      }
    },

    async readStored(key) {
      const object = await store.get(checkedStorageKey(key));
      return (await splitHead(object.body, 0)).raw;
    },

    // A HEAD of the bucket with a short timeout, cheap enough for every /api/ready probe (which
    // repeats an answer for a second). A store that is down, slow or refuses the keys is a
    // line, not a throw.
    async storeProblem(timeoutMs) {
      try {
        await store.probe(timeoutMs);
        return null;
      } catch (error) {
        return `storage: the object store does not answer: ${error instanceof Error ? error.message : String(error)}`;
      }
    },
  });
}

/**
 * A file's bytes as a stream body for fetch, read as the request is sent. Built on the global
 * ReadableStream so that it is a body under Node's types and the browser's alike (the web app
 * typechecks this code through the router's types).
 */
function fileBody(path: string): ReadableStream<Uint8Array> {
  const file = createReadStream(path);
  const chunks = file[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(next.value);
    },
    cancel() {
      file.destroy();
    },
  });
}

/** An object's bytes as the store sends them, and the length it declared. */
interface StoredObject {
  size: number;
  body: ReadableStream<Uint8Array>;
}

/** The few S3 requests the storage needs, for keys under the location's prefix. */
function objectStore(location: S3Location, pageSize: number) {
  // aws4fetch's own retries are off: a PUT's body is a stream that cannot be sent twice, and
  // a failure must reach the caller rather than wait out ten attempts (`send` tries a request
  // without a body once more when its connection failed).
  const client = new AwsClient({
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    service: 's3',
    region: location.region,
    retries: 0,
  });
  const bucketUrl = `${location.endpoint.href.replace(/\/+$/, '')}/${location.bucket}`;
  const namePrefix = location.prefix === '' ? '' : `${location.prefix}/`;
  // Keys and the prefix are made of letters, digits and `._-/` only: nothing to escape.
  const urlOf = (key: string) => `${bucketUrl}/${namePrefix}${key}`;

  const send = async (method: string, url: string, init: RequestInit = {}) => {
    const once = () => client.fetch(url, { ...init, method });
    try {
      try {
        return await once();
      } catch (error) {
        // A request without a body (GET, HEAD, DELETE) is sent once more when the connection
        // failed before any answer: typically a kept-alive connection the store closed as it
        // was reused, which a busy process notices late. A PUT's stream cannot be sent twice.
        if (init.body !== undefined || init.signal?.aborted) throw error;
        return await once();
      }
    } catch (error) {
      if (init.signal?.aborted) {
        throw new ObjectStoreError(`the object store did not answer in time (${method})`, {
          cause: error,
        });
      }
      throw new ObjectStoreError(`the object store could not be reached (${method})`, {
        cause: error,
      });
    }
  };

  return {
    async get(key: string): Promise<StoredObject> {
      const response = await send('GET', urlOf(key));
      if (!response.ok) throw await refusal(response, 'read a stored file');
      const length = response.headers.get('content-length');
      const size = Number(length);
      if (!response.body || length === null || !Number.isSafeInteger(size)) {
        await response.body?.cancel();
        throw new ObjectStoreError('the object store sent a stored file without its length');
      }
      return { size, body: response.body };
    },

    async exists(key: string): Promise<boolean> {
      const response = await send('HEAD', urlOf(key));
      await response.body?.cancel();
      if (response.ok) return true;
      // A HEAD answer has no body to say which 404 it is: the bucket is checked by every
      // other request, so a missing bucket does not go unseen.
      if (response.status === 404) return false;
      throw new ObjectStoreError(
        `the object store refused to look up a stored file: ${response.status}`,
      );
    },

    /** Puts a local file's bytes under `key`, streamed, with its length declared. */
    async put(key: string, path: string): Promise<void> {
      const { size } = await stat(path);
      // Node's fetch sends a stream body only when told it may read the answer meanwhile
      // (`duplex`, which the browser's RequestInit type does not list: hence the variable).
      const init: RequestInit & { duplex: 'half' } = {
        body: fileBody(path),
        headers: {
          'content-length': String(size),
          'content-type': 'application/octet-stream',
        },
        duplex: 'half',
      };
      const response = await send('PUT', urlOf(key), init);
      if (!response.ok) throw await refusal(response, 'keep a file');
      await response.body?.cancel();
    },

    /** Deletes the object; one already gone is fine (S3 answers 204 for it too). */
    async remove(key: string): Promise<void> {
      const response = await send('DELETE', urlOf(key));
      if (!response.ok && response.status !== 404) {
        throw await refusal(response, 'delete a stored file');
      }
      await response.body?.cancel();
    },

    /**
     * A signed HEAD of the bucket (HeadBucket: the same s3:ListBucket permission the sweep's
     * listing needs); throws unless the store answers 2xx within `timeoutMs`.
     */
    async probe(timeoutMs: number): Promise<void> {
      const signal = AbortSignal.timeout(timeoutMs);
      const response = await send('HEAD', bucketUrl, { signal });
      await response.body?.cancel();
      // A HEAD answer has no body, so no S3 code: the status says enough (403 keys, 404 bucket).
      if (!response.ok) {
        throw new ObjectStoreError(
          `the object store refused to look up the bucket: ${response.status}`,
        );
      }
    },

    /** Every object under the prefix (ListObjectsV2, page after page): its key, size and age. */
    async *list(): AsyncGenerator<{ key: string; size: number; lastModifiedMs: number }> {
      let token: string | undefined;
      do {
        const query = new URLSearchParams({ 'list-type': '2', 'max-keys': String(pageSize) });
        if (namePrefix) query.set('prefix', namePrefix);
        if (token) query.set('continuation-token', token);
        const response = await send('GET', `${bucketUrl}?${query}`);
        if (!response.ok) throw await refusal(response, 'list the stored files');
        const page = parseListing(await response.text());
        for (const object of page.objects) {
          yield {
            key: object.name.slice(namePrefix.length),
            size: object.size,
            lastModifiedMs: object.lastModifiedMs,
          };
        }
        token = page.nextToken;
      } while (token !== undefined);
    },
  };
}

/**
 * The error for an answer that is not a 2xx: a missing object (S3's NoSuchKey) is the same
 * ENOENT the local disk gives, so callers' 404 paths work; anything else (a signature refused,
 * a missing bucket, a 5xx) is an ObjectStoreError with S3's code, never a file's name or a key.
 * (AWS answers a missing object 403, not 404, to keys without s3:ListBucket on the bucket: the
 * keys need it, as the sweep's listing does.)
 */
async function refusal(response: Response, action: string): Promise<Error> {
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]*)<\/Code>/.exec(text)?.[1];
  if (response.status === 404 && code === 'NoSuchKey') {
    return new MissingStoredFileError('the stored file is not in the object store');
  }
  return new ObjectStoreError(
    `the object store refused to ${action}: ${response.status}${code ? ` ${code}` : ''}`,
  );
}

/**
 * One page of a ListObjectsV2 answer: the objects' names, sizes and ages, and the next page's
 * token.
 */
export function parseListing(xml: string): {
  objects: Array<{ name: string; size: number; lastModifiedMs: number }>;
  nextToken: string | undefined;
} {
  const unreadable = () =>
    new ObjectStoreError('the object store sent a listing it could not read');
  if (!/<ListBucketResult[\s>]/.test(xml)) throw unreadable();
  const objects: Array<{ name: string; size: number; lastModifiedMs: number }> = [];
  for (const [, contents = ''] of xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)) {
    const name = /<Key>([^<]*)<\/Key>/.exec(contents)?.[1];
    const lastModifiedMs = Date.parse(
      /<LastModified>([^<]*)<\/LastModified>/.exec(contents)?.[1] ?? '',
    );
    const size = Number(/<Size>([0-9]+)<\/Size>/.exec(contents)?.[1] ?? Number.NaN);
    if (name === undefined || Number.isNaN(lastModifiedMs) || !Number.isSafeInteger(size)) {
      throw unreadable();
    }
    objects.push({ name: xmlText(name), size, lastModifiedMs });
  }
  if (!/<IsTruncated>true<\/IsTruncated>/.test(xml)) return { objects, nextToken: undefined };
  const token = /<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1];
  if (token === undefined) throw unreadable();
  return { objects, nextToken: xmlText(token) };
}

const XML_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/** An XML element's text: the five named entities and numeric references decoded. */
function xmlText(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return XML_ENTITIES[entity] ?? whole;
  });
}

/**
 * Reads a body's first `bytes` (the sealed header, to tell the format before a byte is
 * passed on) and answers them with a stream of the whole body, those bytes included. Each
 * read of the stream reads the body on; destroying it cancels the body, so an answer dropped
 * half-way (a download cut off) frees its connection.
 */
async function splitHead(
  body: ReadableStream<Uint8Array>,
  bytes: number,
): Promise<{ head: Buffer; raw: Readable }> {
  const reader = body.getReader();
  const buffered: Uint8Array[] = [];
  let length = 0;
  try {
    while (length < bytes) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered.push(value);
      length += value.byteLength;
    }
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw new ObjectStoreError('the object store stopped sending a stored file', {
      cause: error,
    });
  }
  const head = Buffer.concat(buffered).subarray(0, bytes);
  const raw = new Readable({
    read() {
      const next = buffered.shift();
      if (next) {
        this.push(next);
        return;
      }
      reader.read().then(
        ({ done, value }) => this.push(done ? null : value),
        (error: unknown) =>
          this.destroy(
            new ObjectStoreError('the object store stopped sending a stored file', {
              cause: error,
            }),
          ),
      );
    },
    destroy(error, callback) {
      reader.cancel().catch(() => {});
      callback(error);
    },
  });
  return { head, raw };
}
