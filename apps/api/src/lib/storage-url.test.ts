import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { parseStorageUrl, StorageUrlError } from './storage-url.ts';

const keys = { S3_ACCESS_KEY_ID: 'AKIDSEVA', S3_SECRET_ACCESS_KEY: 'very-secret-key' };

function problems(variables: Parameters<typeof parseStorageUrl>[0]): string[] {
  try {
    parseStorageUrl(variables);
  } catch (error) {
    if (error instanceof StorageUrlError) return error.problems;
    throw error;
  }
  throw new Error('parsed');
}

describe('STORAGE_URL', () => {
  it('is the local disk when unset or blank', () => {
    expect(parseStorageUrl({})).toEqual({ kind: 'local' });
    expect(parseStorageUrl({ STORAGE_URL: '  ', ...keys })).toEqual({ kind: 'local' });
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
  });

  it('reads the bucket, prefix, endpoint and region of an s3:// URL, with the S3_ keys', () => {
    expect(
      parseStorageUrl({
        STORAGE_URL:
          's3://seva-files/prod/uploads/?endpoint=http://127.0.0.1:9000&region=ap-south-1',
        ...keys,
      }),
    ).toEqual({
      kind: 's3',
      bucket: 'seva-files',
      prefix: 'prod/uploads',
      endpoint: new URL('http://127.0.0.1:9000'),
      region: 'ap-south-1',
      accessKeyId: 'AKIDSEVA',
      secretAccessKey: 'very-secret-key',
    });
  });

  it("defaults to us-east-1 and AWS's endpoint for the region, and takes the AWS_ keys", () => {
    const aws = { AWS_ACCESS_KEY_ID: 'AKIDAWS', AWS_SECRET_ACCESS_KEY: 'aws-secret' };
    expect(parseStorageUrl({ STORAGE_URL: 's3://seva-files', ...aws })).toMatchObject({
      bucket: 'seva-files',
      prefix: '',
      region: 'us-east-1',
      endpoint: new URL('https://s3.us-east-1.amazonaws.com'),
      accessKeyId: 'AKIDAWS',
    });
    expect(
      parseStorageUrl({ STORAGE_URL: 's3://seva-files/x?region=eu-west-1', ...aws }),
    ).toMatchObject({ endpoint: new URL('https://s3.eu-west-1.amazonaws.com') });
    // The S3_ pair wins over the AWS_ one.
    expect(parseStorageUrl({ STORAGE_URL: 's3://seva-files', ...aws, ...keys })).toMatchObject({
      accessKeyId: 'AKIDSEVA',
    });
  });

  it('names what is wrong, never repeating a secret', () => {
    expect(problems({ STORAGE_URL: 'https://bucket/x', ...keys })).toEqual([
      'STORAGE_URL: must be an s3:// URL such as s3://bucket/prefix?endpoint=https://s3.example.in&region=us-east-1 (got "https://bucket/x")',
    ]);
    expect(problems({ STORAGE_URL: 's3://AKID:hunter2@bucket/x', ...keys })).toEqual([
      'STORAGE_URL: must not carry keys: put them in S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    ]);
    expect(problems({ STORAGE_URL: 'not a url with hunter2@', ...keys }).join()).not.toContain(
      'hunter2',
    );
    expect(
      problems({ STORAGE_URL: 's3://Bad_Bucket/a/../b?endpoint=ftp://x&colour=blue&region=Mars' }),
    ).toEqual([
      'STORAGE_URL: the bucket must be 3 to 63 lowercase letters, digits, dots or hyphens (got "Bad_Bucket")',
      'STORAGE_URL: unknown parameter "colour": only endpoint and region',
      'STORAGE_URL: region must be a name such as us-east-1 (got "Mars")',
      'STORAGE_URL: endpoint must be an http(s) URL such as https://s3.example.in (got "ftp://x")',
      'S3_ACCESS_KEY_ID: an s3:// STORAGE_URL needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY)',
    ]);
    expect(problems({ STORAGE_URL: 's3://bucket', S3_ACCESS_KEY_ID: 'AKID' })).toEqual([
      'S3_SECRET_ACCESS_KEY: must be set with S3_ACCESS_KEY_ID',
    ]);
    expect(
      problems({
        STORAGE_URL: 's3://bucket',
        S3_SECRET_ACCESS_KEY: 'very-secret-key',
        AWS_ACCESS_KEY_ID: 'AKIDAWS',
      }),
    ).toEqual(['S3_ACCESS_KEY_ID: must be set with S3_SECRET_ACCESS_KEY']);
  });

  it('stops the start with a configuration error that holds no secret', () => {
    const start = () =>
      loadConfig({
        STORAGE_URL: 's3://bucket?endpoint=nowhere',
        S3_ACCESS_KEY_ID: 'AKIDSEVA',
        S3_SECRET_ACCESS_KEY: 'very-secret-key',
      });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(
      'Invalid configuration:\n  STORAGE_URL: endpoint must be an http(s) URL such as https://s3.example.in (got "nowhere")',
    );
    try {
      start();
    } catch (error) {
      expect(String(error)).not.toContain('very-secret-key');
    }
  });
});
