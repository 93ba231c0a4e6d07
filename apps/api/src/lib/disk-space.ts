import { statfsSync } from 'node:fs';
import { AppError } from '../errors.ts';

export const lowDiskMessage =
  'Uploads are paused: the server is low on disk space. Please try again later.';

/** Freeing space takes an operator a while; clients should not come back sooner. */
export const LOW_DISK_RETRY_AFTER_SECONDS = 300;

export interface DiskSpaceStatus {
  freeBytes: number;
  minFreeBytes: number;
  /** Below the floor: uploads are refused and /api/ready answers 503. */
  low: boolean;
}

export interface DiskSpace {
  status(): DiskSpaceStatus;
  /** Throws the 429 that every upload door answers while space is below the floor. */
  ensureRoomForUploads(): void;
}

/** Bytes an unprivileged process may still write on the file system that holds `dir`. */
export function freeDiskBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

/**
 * The floor of free space under DATA_DIR (docs/decisions/015, docs/product.md, Security and privacy: quotas): below it uploads pause, so the database
 * keeps room for logins and small writes. A statfs call is cheap enough to make per upload.
 */
export function createDiskSpace(dir: string, minFreeBytes: number): DiskSpace {
  const status = (): DiskSpaceStatus => {
    const freeBytes = freeDiskBytes(dir);
    return { freeBytes, minFreeBytes, low: freeBytes < minFreeBytes };
  };
  return {
    status,
    ensureRoomForUploads() {
      if (status().low) {
        // 429, not 507: a 4xx says "not now, and not the server's crash"; Retry-After says when.
        throw new AppError(
          'RATE_LIMITED',
          lowDiskMessage,
          'LOW_DISK_SPACE',
          LOW_DISK_RETRY_AFTER_SECONDS,
        );
      }
    },
  };
}
