import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { verhoeffCheckDigit } from '@seva/schemas';

/** Bytes that start like real files: detection reads only the first bytes. */
export function fakeFile(
  kind: 'jpeg' | 'png' | 'pdf' | 'webp' | 'exe' | 'html',
  size = 2048,
): Buffer {
  const heads: Record<typeof kind, number[]> = {
    jpeg: [0xff, 0xd8, 0xff, 0xe0],
    png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pdf: [...Buffer.from('%PDF-1.7\n')],
    webp: [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBP')],
    exe: [0x4d, 0x5a, 0x90, 0x00],
    html: [...Buffer.from('<!doctype html><script>alert(1)</script>')],
  };
  const buffer = Buffer.alloc(size, 0x20);
  Buffer.from(heads[kind]).copy(buffer);
  // Something that varies, so checksums differ from file to file.
  buffer.writeUInt32BE(Math.floor(Math.random() * 2 ** 32), Math.max(0, size - 8));
  return buffer;
}

export function validAadhaar(seed = '23456789012'): string {
  return `${seed}${verhoeffCheckDigit(seed)}`;
}

/** Every file under a folder, for "nothing was left behind" checks. */
export function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    let entries: string[];
    try {
      entries = readdirSync(current);
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(current, entry);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(path);
    }
  };
  walk(dir);
  return found;
}
