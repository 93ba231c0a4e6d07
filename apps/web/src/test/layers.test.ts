import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Vitest runs in apps/web.
const source = resolve(process.cwd(), 'src');

/** Shared pieces serve the features; a feature's code never hides inside them. */
function featureImportsIn(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(source, folder), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.(ts|tsx)$/.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/from\s+'([^']+)'/g)) {
      if (specifier?.includes('/features/')) found.push(`${relative(source, file)}: ${specifier}`);
    }
  }
  return found;
}

describe('the web app layers', () => {
  it('keeps ui/ and lib/ free of feature imports', () => {
    expect(featureImportsIn('ui')).toEqual([]);
    expect(featureImportsIn('lib')).toEqual([]);
  });
});
