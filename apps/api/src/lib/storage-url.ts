import type { DiskSpace } from './disk-space.ts';
import type { Keyring } from './keyring.ts';
import { createS3Storage, type S3Location } from './s3-storage.ts';
import { createLocalStorage, type FileStorage } from './storage.ts';

/** Where kept files live: the local disk under DATA_DIR, or an S3-compatible store. */
export type StorageLocation = { kind: 'local' } | ({ kind: 's3' } & S3Location);

/** The variables STORAGE_URL is read with (config.ts reads the environment). */
export interface StorageVariables {
  STORAGE_URL?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  AWS_ACCESS_KEY_ID?: string;
  AWS_SECRET_ACCESS_KEY?: string;
}

/** What is wrong with the storage variables, one line each, as `NAME: problem`. */
export class StorageUrlError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
  }
}

const EXAMPLE = 's3://bucket/prefix?endpoint=https://s3.example.in&region=us-east-1';
/** S3's rules for a bucket's name (path-style requests carry it as is). */
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** Folders of plain names: no `..`, nothing that would need escaping in a request. */
const PREFIX = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;
const REGION = /^[a-z0-9-]{2,32}$/;
const PARAMETERS = new Set(['endpoint', 'region']);

/**
 * Reads STORAGE_URL: unset, the local disk under DATA_DIR; `s3://bucket/prefix?endpoint=…&region=…`
 * an S3-compatible store, path-style, SigV4. The region defaults to us-east-1 (what MinIO and
 * most other stores expect) and the endpoint to AWS's own for the region,
 * `https://s3.<region>.amazonaws.com`. The keys come from S3_ACCESS_KEY_ID and
 * S3_SECRET_ACCESS_KEY, else from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY; never from the
 * URL, and no message here repeats a secret.
 */
export function parseStorageUrl(variables: StorageVariables): StorageLocation {
  const text = variables.STORAGE_URL?.trim();
  if (!text) return { kind: 'local' };
  const problems: string[] = [];
  const problem = (line: string) => problems.push(`STORAGE_URL: ${line}`);
  const url = URL.canParse(text) ? new URL(text) : null;
  if (url?.protocol !== 's3:') {
    // A value with an @ may carry a key before it: it is not repeated.
    const shown = text.includes('@') ? '' : ` (got ${JSON.stringify(text)})`;
    throw new StorageUrlError([`STORAGE_URL: must be an s3:// URL such as ${EXAMPLE}${shown}`]);
  }
  if (url.username || url.password) {
    throw new StorageUrlError([
      'STORAGE_URL: must not carry keys: put them in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    ]);
  }
  const bucket = url.hostname;
  if (!BUCKET.test(bucket)) {
    problem(
      `the bucket must be 3 to 63 lowercase letters, digits, dots or hyphens (got ${JSON.stringify(bucket)})`,
    );
  }
  if (url.port) problem('the bucket is followed by a port: put the address in ?endpoint=');
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  if (prefix !== '' && (!PREFIX.test(prefix) || prefix.split('/').includes('..'))) {
    problem(
      `the prefix must be folder names of letters, digits, dots, hyphens and underscores (got ${JSON.stringify(prefix)})`,
    );
  }
  if (url.hash) problem('must not have a #fragment');
  for (const name of url.searchParams.keys()) {
    if (!PARAMETERS.has(name))
      problem(`unknown parameter ${JSON.stringify(name)}: only endpoint and region`);
  }
  const region = url.searchParams.get('region') || 'us-east-1';
  if (!REGION.test(region))
    problem(`region must be a name such as us-east-1 (got ${JSON.stringify(region)})`);
  const endpoint = endpointOf(
    url.searchParams.get('endpoint') || `https://s3.${region}.amazonaws.com`,
  );
  if (typeof endpoint === 'string') problem(endpoint);
  const keys = keysOf(variables);
  if (typeof keys === 'string') problems.push(keys);
  if (problems.length > 0 || typeof endpoint === 'string' || typeof keys === 'string') {
    throw new StorageUrlError(problems);
  }
  return { kind: 's3', bucket, prefix, endpoint, region, ...keys };
}

/**
 * The endpoint as a URL, or what is wrong with it. Plain http is allowed (a store on the same
 * network): the keys never cross the wire (SigV4 sends signatures), and every object is sealed
 * and bound to its name, so a changed byte fails its read.
 */
function endpointOf(text: string): URL | string {
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return `endpoint must be an http(s) URL such as https://s3.example.in (got ${JSON.stringify(text)})`;
  }
  if (url.username || url.password || url.search || url.hash) {
    return 'endpoint must be a plain address: no keys, ?query or #fragment';
  }
  return url;
}

/** The key pair: both S3_ variables, else both AWS_ ones; or what is missing. */
function keysOf(
  variables: StorageVariables,
): { accessKeyId: string; secretAccessKey: string } | string {
  const s3Id = variables.S3_ACCESS_KEY_ID?.trim();
  const s3Secret = variables.S3_SECRET_ACCESS_KEY?.trim();
  if (s3Id || s3Secret) {
    if (s3Id && s3Secret) return { accessKeyId: s3Id, secretAccessKey: s3Secret };
    return s3Id
      ? 'S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID'
      : 'S3_ACCESS_KEY_ID: must be set with S3_SECRET_ACCESS_KEY';
  }
  const awsId = variables.AWS_ACCESS_KEY_ID?.trim();
  const awsSecret = variables.AWS_SECRET_ACCESS_KEY?.trim();
  if (awsId && awsSecret) return { accessKeyId: awsId, secretAccessKey: awsSecret };
  return 'S3_ACCESS_KEY_ID: an s3:// STORAGE_URL needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)';
}

/** The storage STORAGE_URL chose; unset, the local disk under DATA_DIR as always. */
export function createFileStorage(
  dataDir: string,
  location: StorageLocation,
  options: { keyring: Keyring; diskSpace?: Pick<DiskSpace, 'ensureRoomForUploads'> },
): FileStorage {
  if (location.kind === 'local') return createLocalStorage(dataDir, options);
  return createS3Storage(dataDir, location, options);
}
