import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { holdExclusiveLock, type Repositories } from '@seva/db';
import {
  pruneApplicationTermsBatch,
  resealApplicationsBatch,
} from './features/applications/identity-numbers.ts';
import { pruneOrderHashesBatch, resealOrdersBatch } from './features/orders/identity-numbers.ts';
import {
  type DataKey,
  KEY_FILE_POLL_MS,
  KeyringError,
  keyFileJson,
  loadKeyring,
  writeKeyFile,
} from './lib/keyring.ts';
import { ensurePrivateDir, ensurePrivateFile } from './lib/private-paths.ts';
import { createSealedValues } from './lib/sealed-values.ts';
import { createFileStorage, type StorageLocation } from './lib/storage-url.ts';

/**
 * `pnpm cli rotate-key` (docs/decisions/068-key-rotation.md), while the server runs:
 *
 * 1. adds a new key to the key file and makes it current (the server, following the file,
 *    seals with it within a second, and stores a blind-index hash under each key);
 * 2. re-seals every identity number and every stored file still sealed with an older key, in
 *    small batches, pass after pass, until a pass finds none and the longest request the server
 *    allows (REQUEST_TIMEOUT_SECONDS) has passed since the key was added: an upload begun
 *    under the old key has then either landed (and been re-sealed) or failed;
 * 3. retires the old keys: they move to a separate file beside the key file (backups made
 *    before the rotation need them), and the key file keeps only the new key;
 * 4. once the server has dropped the old keys, removes the blind-index hashes made with them.
 *
 * Every step is safe to repeat: a crash at any point is resumed by running it again (a key
 * file with more than one key means a rotation is under way; a finished one is recorded).
 */
export interface RotationReport {
  from: number[];
  to: number;
  values: number;
  files: number;
  pruned: number;
  retiredFile: string | null;
  resumed: boolean;
}

export class RotationError extends Error {}

const recordName = (keyId: number) => `key-rotation-${keyId}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function rotateKey(options: {
  /** The identity numbers' batch units, the rows' stored files and the record, on either database. */
  repositories: Pick<
    Repositories,
    'applicationsMaintenance' | 'ordersMaintenance' | 'dataMigrations' | 'storedFiles'
  >;
  dataDir: string;
  /** Where the server keeps files (STORAGE_URL); the local disk under dataDir if not given. */
  storage?: StorageLocation;
  keyFile: string;
  fromEnv: string | undefined;
  /** How long an upload begun under the old key may still be running: the request timeout. */
  inFlightMs: number;
  /** How long the server takes to see a change of the key file. */
  settleMs?: number;
  batch?: number;
  say: (line: string) => void;
  now?: () => number;
}): Promise<RotationReport> {
  const { keyFile, say } = options;
  const { applicationsMaintenance, ordersMaintenance, dataMigrations, storedFiles } =
    options.repositories;
  const referencedKeys = async () => new Set((await storedFiles.rows()).map((row) => row.key));
  const now = options.now ?? Date.now;
  const settleMs = options.settleMs ?? 3 * KEY_FILE_POLL_MS;
  const batch = options.batch ?? 200;
  if (options.fromEnv) {
    throw new RotationError(
      'the keys come from SEVA_KEYRING: rotate-key works on a key file (KEY_FILE), which the server follows while it runs',
    );
  }
  ensurePrivateDir(options.dataDir);
  const lockFile = join(options.dataDir, 'rotate-key.lock');
  ensurePrivateFile(lockFile);
  const lock = holdExclusiveLock(lockFile);
  if (!lock) throw new RotationError('another rotate-key is already running on this DATA_DIR');
  try {
    let { keyring } = loadKeyring({ file: keyFile, create: false });
    const ids = keyring.ids();
    let resumed = true;
    let addedAt: number;
    if (ids.length > 1) {
      say(
        `Resuming the rotation to key ${keyring.current.id} (keys ${ids.join(', ')} in the file).`,
      );
      addedAt = statSync(keyFile).mtimeMs;
    } else if (
      keyring.current.id > 1 &&
      !(await dataMigrations.done(recordName(keyring.current.id)))
    ) {
      say(`Resuming the rotation to key ${keyring.current.id}: the old keys are already retired.`);
      addedAt = 0;
    } else {
      resumed = false;
      const next: DataKey = { id: Math.max(...ids) + 1, key: randomBytes(32) };
      const keys = ids.map((id) => keyring.byId(id) as DataKey);
      writeKeyFile(keyFile, keyFileJson(next.id, [...keys, next]));
      addedAt = now();
      ({ keyring } = loadKeyring({ file: keyFile, create: false }));
      say(`Added key ${next.id} to ${keyFile}; the server seals with it from now on.`);
    }
    const to = keyring.current.id;
    const from = keyring.ids().filter((id) => id !== to);
    const values = createSealedValues(keyring);
    const storage = createFileStorage(options.dataDir, options.storage ?? { kind: 'local' }, {
      keyring,
    });
    let valuesDone = 0;
    let filesDone = 0;

    if (from.length > 0) {
      // The server reads the key file about once a second: until it has, it may still seal with
      // the old key, which the passes below would have to find again.
      await sleep(Math.max(0, addedAt + settleMs - now()));
      for (let pass = 1; ; pass++) {
        let found = 0;
        for (;;) {
          const n =
            (await resealApplicationsBatch(applicationsMaintenance, values, batch)) +
            (await resealOrdersBatch(ordersMaintenance, values, batch));
          if (n === 0) break;
          found += n;
          valuesDone += n;
          say(`Re-sealed ${valuesDone} records' identity numbers with key ${to}.`);
          await sleep(0);
        }
        const keys = [...(await referencedKeys())].sort();
        const resealed: string[] = [];
        for (const key of keys) {
          if ((await storage.resealWithCurrentKey(key)) !== 'resealed') continue;
          found++;
          filesDone++;
          resealed.push(key);
          if (filesDone % batch === 0) say(`Re-sealed ${filesDone} files with key ${to}.`);
        }
        // A row that went while its file was re-sealed (an erasure, a withdrawal): its file,
        // written again by the re-seal, must not stay. One read of the rows for the pass.
        if (resealed.length > 0) {
          const still = await referencedKeys();
          for (const key of resealed) if (!still.has(key)) await storage.remove(key);
        }
        const waited = now() - addedAt;
        if (found === 0 && waited >= options.inFlightMs + settleMs) break;
        if (found === 0) {
          say(
            `Pass ${pass} found nothing left; waiting ${Math.ceil((options.inFlightMs + settleMs - waited) / 1000)} s more for uploads begun under the old key.`,
          );
          await sleep(Math.min(5000, options.inFlightMs + settleMs - waited));
        }
      }
      say(
        `Every identity number (${valuesDone}) and file (${filesDone}) is sealed with key ${to}.`,
      );
    }

    let retiredFile: string | null = null;
    if (from.length > 0) {
      retiredFile = `${keyFile}.retired-${from.join('-')}`;
      const old = from.map((id) => keyring.byId(id) as DataKey);
      writeKeyFile(retiredFile, keyFileJson(Math.max(...from), old));
      writeKeyFile(keyFile, keyFileJson(to, [keyring.current]));
      say(
        `Retired key ${from.join(', ')}: ${keyFile} now holds key ${to} only. Backups made before now need the old key: it is in ${retiredFile} (restore with KEY_FILE pointing at it). Keep it apart from the data, or delete it once those backups are gone.`,
      );
      // The server searches with the oldest key's hashes until it sees the retirement.
      await sleep(settleMs);
      ({ keyring } = loadKeyring({ file: keyFile, create: false }));
    }

    const current = createSealedValues(keyring);
    let pruned = 0;
    const prunes = [
      (after: string) => pruneApplicationTermsBatch(applicationsMaintenance, current, after, batch),
      (after: string) => pruneOrderHashesBatch(ordersMaintenance, current, after, batch),
    ];
    for (const prune of prunes) {
      let after = '';
      for (;;) {
        const result = await prune(after);
        pruned += result.removed;
        if (result.lastId === null) break;
        after = result.lastId;
        await sleep(0);
      }
    }
    await dataMigrations.record(recordName(to), new Date(now()));
    say(`Removed ${pruned} search hashes of the retired key. The rotation to key ${to} is done.`);
    return { from, to, values: valuesDone, files: filesDone, pruned, retiredFile, resumed };
  } catch (error) {
    if (error instanceof KeyringError) throw new RotationError(error.message);
    throw error;
  } finally {
    lock.release();
  }
}
