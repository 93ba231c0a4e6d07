/**
 * The path to return to after login, or undefined when the value could lead off the site.
 * Only same-site absolute paths are accepted: '/x' yes; '//evil', '/\evil', 'https://…' no.
 */
export function safeRedirect(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Control characters and backslashes let browsers reinterpret the path as another origin.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  try {
    const base = 'http://seva.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return undefined;
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}
