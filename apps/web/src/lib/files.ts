import { mc } from '../messages/common-screens.ts';
import { shownText } from './schemas.ts';

/** What a file picker accepts: MIME types and the matching extensions. */
export interface AcceptRule {
  types: readonly string[];
  typeMessage: string;
}

const extensionTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
};

/** `accept` attribute for a picker: the MIME types and their extensions. */
export function acceptAttribute(types: readonly string[]): string {
  const extensions = Object.entries(extensionTypes)
    .filter(([, type]) => types.includes(type))
    .map(([extension]) => `.${extension}`);
  return [...types, ...extensions].join(',');
}

/** The file's type by its MIME type, else by its extension (some phones send none). */
export function typeOf(file: Pick<File, 'name' | 'type'>): string | undefined {
  if (file.type) return file.type === 'image/jpg' ? 'image/jpeg' : file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return extensionTypes[extension];
}

/**
 * The client-side check before upload (the server checks the bytes again): the rule's type
 * message for a wrong type, else the size message above `maxBytes`, as this build shows them
 * (the rules are the schemas' English data; the Hindi build looks their Hindi up).
 */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  rule: AcceptRule,
  maxBytes: number,
  tooLarge: string,
): string | undefined {
  const type = typeOf(file);
  if (!type || !rule.types.includes(type)) return shownText(rule.typeMessage);
  if (file.size > maxBytes) return shownText(tooLarge);
  return undefined;
}

/** Bytes, KB or MB, as a citizen reads them (the PAN form shows each file's size). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return mc.bytes(bytes);
  if (bytes < 1024 * 1024) return `${trim(bytes / 1024)} KB`;
  return `${trim(bytes / (1024 * 1024))} MB`;
}

function trim(value: number): string {
  return value.toFixed(2).replace(/\.?0+$/, '');
}

export function isPdf(document: { contentType?: string | null; originalName?: string | null }) {
  return (
    document.contentType === 'application/pdf' ||
    (document.originalName ?? '').toLowerCase().endsWith('.pdf')
  );
}

/** The inline URL shows a private file in the page or a tab; the bare one downloads it. */
export function inlineUrl(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}inline=1`;
}
