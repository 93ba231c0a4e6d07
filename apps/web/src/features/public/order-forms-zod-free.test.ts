import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest runs in apps/web.
const schemasSource = resolve(process.cwd(), '../../packages/schemas/src');

/** Every module a file of '@seva/schemas' imports, followed through relative imports. */
function importsOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(schemasSource, file), 'utf8');
  for (const [, specifier] of source.matchAll(/^import\s[^'"]*['"]([^'"]+)['"]/gm)) {
    if (specifier?.startsWith('./')) importsOf(specifier, seen);
    else if (specifier) seen.add(specifier);
  }
  return seen;
}

describe('@seva/schemas/order-forms, which the product pages import', () => {
  it('brings no Zod with it: product pages render their form before Zod loads', () => {
    const imports = importsOf('./order-forms.ts');
    expect(imports).toContain('./uploads.ts');
    expect([...imports].filter((name) => !name.startsWith('./'))).toEqual([]);
  });
});

describe('@seva/schemas/application-kinds, which routes, sidebars and lists import', () => {
  it('brings no Zod with it: the routes check their URL words before Zod loads', () => {
    const imports = importsOf('./application-kinds.ts');
    expect(imports).toContain('./service-types.ts');
    expect(imports).toContain('./uploads.ts');
    expect([...imports].filter((name) => !name.startsWith('./'))).toEqual([]);
  });
});
