import type { DetectedType } from '@seva/schemas';

/** Decides a file's type from its first bytes. The name and the browser's type are ignored. */
export function detectFileType(head: Uint8Array): DetectedType | null {
  const starts = (...bytes: number[]) => bytes.every((byte, i) => head[i] === byte);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf'; // %PDF-
  if (
    starts(0x52, 0x49, 0x46, 0x46) && // RIFF....WEBP
    head[8] === 0x57 &&
    head[9] === 0x45 &&
    head[10] === 0x42 &&
    head[11] === 0x50
  ) {
    return 'image/webp';
  }
  return null;
}

export const extensionOf: Record<DetectedType, string> = {
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'application/pdf': '.pdf',
  'image/webp': '.webp',
};

/**
 * A display name from whatever the client called the file: no folders, no control
 * characters (CR/LF), no quotes games, at most 120 characters keeping the extension.
 */
export function cleanFileName(raw: string | undefined, type: DetectedType): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  let name = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '').trim();
  name = name.replace(/^\.+/, '');
  if (!name) name = `document${extensionOf[type]}`;
  if (name.length > 120) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, 120 - extension.length) + extension;
  }
  return name;
}
