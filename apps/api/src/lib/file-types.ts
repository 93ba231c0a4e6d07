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

/** Extensions that already tell the truth about a type (a JPEG may end .jpg or .jpeg). */
const honestExtensions: Record<DetectedType, readonly string[]> = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'application/pdf': ['.pdf'],
  'image/webp': ['.webp'],
};
const ourExtensions = new Set(Object.values(honestExtensions).flat());

export function isDetectedType(type: string): type is DetectedType {
  return type in extensionOf;
}

/**
 * Characters that never belong in a file name: C0/C1 controls, and format characters (Cf),
 * which include the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069),
 * the marks U+200E, U+200F, U+061C and the line/paragraph separators. A name such as
 * "invoice\u202Efdp.exe" would otherwise show as "invoiceexe.pdf". The zero-width joiner
 * and non-joiner (U+200C, U+200D) stay: Devanagari spelling needs them and they reorder nothing.
 */
const unsafeCharacters = /(?![\u200c\u200d])[\p{Cc}\p{Cf}\u2028\u2029"<>|:*?]/gu;

const MAX_NAME_LENGTH = 120;

/**
 * A display name from whatever the client called the file: no folders, no control or
 * bidirectional characters, no quotes games, at most 120 characters, and always ending with
 * the extension of the type read from the content (docs/decisions/023-honest-downloads.md):
 * a name that already ends with one keeps it; one ending with another of our types' extensions
 * has it replaced ("scan.png" of a JPEG becomes "scan.jpg"); any other gets it appended
 * ("invoice.pdf.exe" of a PDF becomes "invoice.pdf.exe.pdf"). Used when storing and again when
 * sending, so rows written before these rules are sent under honest names too.
 */
export function cleanFileName(raw: string | undefined, type: DetectedType): string {
  const base = (raw ?? '').split(/[/\\]/).pop() ?? '';
  let name = base.normalize('NFC').replace(unsafeCharacters, '').trim();
  name = name.replace(/[.\s]+$/, '');
  const dot = name.lastIndexOf('.');
  const extension = dot >= 0 ? name.slice(dot).toLowerCase() : '';
  let stem = name;
  let honest = extensionOf[type];
  if (honestExtensions[type].includes(extension)) {
    stem = name.slice(0, dot);
    honest = name.slice(dot);
  } else if (ourExtensions.has(extension)) {
    stem = name.slice(0, dot);
  }
  // No hidden dot-files: a leading dot goes.
  stem = stem.replace(/^[.\s]+/, '').trim() || 'document';
  return `${[...stem]
    .slice(0, MAX_NAME_LENGTH - honest.length)
    .join('')
    .trimEnd()}${honest}`;
}
