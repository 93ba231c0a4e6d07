import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import accounts from '@20minutes/s3rver/lib/models/account.js';
import { AwsClient } from 'aws4fetch';
import type { S3Location } from '../lib/s3-storage.ts';

/** An S3-compatible store on a free loopback port, checking SigV4 against its own key pair. */
export interface S3Peer {
  endpoint: URL;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** A location under a prefix of its own (so tests sharing the peer never meet). */
  location(prefix: string, secretAccessKey?: string): S3Location;
  /** Signed requests with the right keys, to look at and change objects behind the storage. */
  client: AwsClient;
  /** An object's URL, path-style. */
  urlOf(name: string): string;
  close(): Promise<void>;
}

export async function startS3Peer(): Promise<S3Peer> {
  const directory = mkdtempSync(join(tmpdir(), 'seva-s3-'));
  const accessKeyId = `seva${randomBytes(8).toString('hex')}`;
  const secretAccessKey = randomBytes(30).toString('base64url');
  accounts.DUMMY_ACCOUNT.createKeyPair(accessKeyId, secretAccessKey);
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = new URL(`http://127.0.0.1:${port}`);
  const bucket = 'seva-test';
  const client = new AwsClient({
    accessKeyId,
    secretAccessKey,
    service: 's3',
    region: 'us-east-1',
    retries: 0,
  });
  const urlOf = (name: string) => `${endpoint.origin}/${bucket}/${name}`;
  const made = await client.fetch(`${endpoint.origin}/${bucket}`, { method: 'PUT' });
  if (!made.ok) throw new Error(`s3rver did not make the bucket: ${made.status}`);
  await made.body?.cancel();
  return {
    endpoint,
    bucket,
    accessKeyId,
    secretAccessKey,
    location: (prefix, secret) => ({
      bucket,
      prefix,
      endpoint,
      region: 'us-east-1',
      accessKeyId,
      secretAccessKey: secret ?? secretAccessKey,
    }),
    client,
    urlOf,
    async close() {
      await server.close();
      accounts.DUMMY_ACCOUNT.revokeAccessKey(accessKeyId);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
