import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';

/**
 * A folder only the server's user may enter, whatever the umask: mkdir's mode is masked by the
 * umask (and a folder made earlier keeps its mode), so the mode is set again explicitly.
 */
export function ensurePrivateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  chmodSync(path, 0o700);
}

/** Creates the file if missing and makes it readable and writable by the server's user only. */
export function ensurePrivateFile(path: string): void {
  closeSync(openSync(path, 'a', 0o600));
  chmodSync(path, 0o600);
}
