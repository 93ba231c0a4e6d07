import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A random secret kept in a file readable by the server's user only, made on first use.
 * Written under a temporary name and linked into place, so a server and the CLI starting
 * together agree on one key and nobody ever reads a half-written file.
 */
export function loadOrCreateKeyFile(file: string, bytes = 32): Buffer {
  mkdirSync(dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temporary, randomBytes(bytes), { mode: 0o600 });
  try {
    linkSync(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(temporary);
  }
  const key = readFileSync(file);
  if (key.length !== bytes) {
    throw new Error(`${file} is not a ${bytes}-byte key; delete it and a new one is made at start`);
  }
  return key;
}
