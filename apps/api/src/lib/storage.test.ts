import { existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { type FileHandle, open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalStorage } from './storage.ts';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'seva-storage-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('keep', () => {
  // A real crash test (power cut between rename and row) is out of reach of a unit test; what
  // can be seen is which paths reach the disk with fsync, in which order, before keep() answers.
  // The real fsync still runs: the spy only notes the path behind each handle (Linux /proc).
  it.skipIf(process.platform !== 'linux')(
    'fsyncs the file, then its folder after the rename, before it answers',
    async () => {
      const storage = createLocalStorage(dataDir);
      const temp = await storage.receive(Readable.from([Buffer.from('%PDF-1.7 durable')]));

      const probe = await open(temp.path, 'r');
      const prototype = Object.getPrototypeOf(probe) as FileHandle;
      await probe.close();
      const realSync = prototype.sync;
      const synced: Array<{ path: string; tempStillThere: boolean }> = [];
      vi.spyOn(prototype, 'sync').mockImplementation(function (this: FileHandle) {
        synced.push({
          path: readlinkSync(`/proc/self/fd/${this.fd}`),
          tempStillThere: existsSync(temp.path),
        });
        return realSync.call(this);
      });

      const key = await storage.keep(temp);
      const kept = join(dataDir, 'uploads', key);
      expect(readFileSync(kept, 'utf8')).toBe('%PDF-1.7 durable');
      expect(synced.map((entry) => entry.path)).toEqual([
        temp.path,
        join(dataDir, 'uploads', key.slice(0, 2)),
        join(dataDir, 'uploads'),
      ]);
      // The content was synced before the rename, the folder after it.
      expect(synced.map((entry) => entry.tempStillThere)).toEqual([true, false, false]);
    },
  );
});
