/**
 * `attachment; filename="..."; filename*=UTF-8''...` (RFC 6266): an ASCII fallback with no
 * quotes or backslashes, and the exact name percent-encoded for browsers that read it.
 */
export function contentDisposition(kind: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
