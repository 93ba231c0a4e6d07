// The parts of @20minutes/s3rver (a fake S3 server that checks SigV4, for tests) that the
// storage tests use; the package ships no types.
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    /** 0 for a free port. */
    port?: number;
    /** Where the buckets and objects are kept. */
    directory: string;
    /** No request log on the console. */
    silent?: boolean;
    configureBuckets?: Array<{ name: string }>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}

// Its accounts: the one account it knows, to which a test adds a key pair of its own.
declare module '@20minutes/s3rver/lib/models/account.js' {
  interface AWSAccount {
    createKeyPair(accessKeyId: string, secretAccessKey: string): void;
    revokeAccessKey(accessKeyId: string): void;
  }
  const account: { DUMMY_ACCOUNT: AWSAccount };
  export default account;
}
