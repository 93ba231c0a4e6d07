import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
]);

function sourceFiles(): string[] {
  return readdirSync(source, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.includes('/test/'))
    .filter((file) => !file.endsWith('routeTree.gen.ts'));
}

/** The lines of a file that cast. */
function castLines(file: string): string[] {
  const path = relative(source, file);
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, index) =>
      casts.some((cast) => cast.test(line)) ? [`${path}:${index + 1}: ${line.trim()}`] : [],
    );
}

describe('the web app keeps its types', () => {
  it('casts no data that has a type', () => {
    const found: string[] = [];
    const files = sourceFiles();
    for (const file of files) {
      if (allowed.has(relative(source, file))) continue;
      found.push(...castLines(file));
    }
    expect(files.length).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  it('allows no file that no longer casts', () => {
    const stale = [...allowed.keys()].filter((path) => {
      const file = join(source, path);
      return !existsSync(file) || castLines(file).length === 0;
    });
    expect(stale).toEqual([]);
  });
});
