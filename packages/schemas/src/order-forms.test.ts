import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Every module a source file imports, followed through relative imports. */
function importsOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  for (const [, specifier] of source.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)) {
    if (specifier?.startsWith('./')) importsOf(specifier, seen);
    else if (specifier) seen.add(specifier);
  }
  return seen;
}

describe('the order forms module', () => {
  it('brings no Zod with it: product pages render their form before Zod loads', () => {
    const imports = importsOf('./order-forms.ts');
    expect(imports).toContain('./uploads.ts');
    expect([...imports].filter((name) => !name.startsWith('./'))).toEqual([]);
  });
});
