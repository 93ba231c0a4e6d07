import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('keeps same-site paths with their search and hash', () => {
    expect(safeRedirect('/dashboard/profile')).toBe('/dashboard/profile');
    expect(safeRedirect('/dashboard/services?status=pending#top')).toBe(
      '/dashboard/services?status=pending#top',
    );
  });

  it.each([
    ['protocol-relative', '//evil.example/x'],
    ['backslash trick', '/\\evil.example'],
    ['backslash later', '/foo\\bar'],
    ['absolute URL', 'https://evil.example/'],
    ['javascript URL', 'javascript:alert(1)'],
    ['relative path', 'dashboard'],
    ['empty', ''],
    ['tab inside', '/\t/evil.example'],
    ['newline inside', '/\n/evil.example'],
  ])('rejects %s', (_name, value) => {
    expect(safeRedirect(value)).toBeUndefined();
  });

  it('rejects what is not a string', () => {
    expect(safeRedirect(undefined)).toBeUndefined();
    expect(safeRedirect(['/a'])).toBeUndefined();
    expect(safeRedirect(42)).toBeUndefined();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeRedirect('/a/../b')).toBe('/b');
    expect(safeRedirect('/../../etc')).toBe('/etc');
  });
});
