import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Types end to end: data that has a
 * schema or an output type is never cast on the web. Test files may fake what they need.
 */
// Vitest runs in apps/web.
const source = resolve(process.cwd(), 'src');

const casts = [/\bas unknown as\b/, /\bas never\b/, /\bas Record<string, unknown>/];

/** Casts that stay, and why. */
const allowed = new Map<string, string>([
  [
    'features/public/prerender.tsx',
    'a marker string stands where the price goes, so the build can fill it in (decision 013)',
  ],
  [
    'lib/upload.ts',
    'the raw body of an upload answer (XMLHttpRequest, for progress), read field by field',
  ],
]);

function sourceFiles(): string[] {
  return readdirSync(source, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes('/test/'))
    .filter((file) => !file.endsWith('routeTree.gen.ts'));
}

describe('the web app keeps its types', () => {
  it('casts no data that has a type', () => {
    const found: string[] = [];
    const files = sourceFiles();
    for (const file of files) {
      const path = relative(source, file);
      if (allowed.has(path)) continue;
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (casts.some((cast) => cast.test(line)))
            found.push(`${path}:${index + 1}: ${line.trim()}`);
        });
    }
    expect(files.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });
});
