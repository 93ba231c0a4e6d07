import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Casts that throw a type away: data that has a schema keeps its type from the schema to the
 * answer (docs/decisions/036-declared-answers.md).
 */
const forbidden = [
  { name: 'as unknown as', pattern: /\bas unknown as\b/g },
  { name: 'as never', pattern: /\bas never\b/g },
  { name: 'as Record<string, unknown>', pattern: /\bas Record<string, unknown>/g },
];

/**
 * Where a cast stays for now, and why. A count, so a new cast in the same file still fails.
 * Tests are exempt: they reach into internals and send malformed data on purpose.
 */
const allowed: Record<string, { count: number; reason: string }> = {
  'apps/api/src/test/harness.ts': {
    count: 2,
    reason:
      "the tests' database handle and tables are typed as SQLite's on the PostgreSQL run too " +
      '(docs/decisions/084): the two dialects have the same row types (schema-parity test), ' +
      'and the tests use only the forms both share',
  },
  'packages/schemas/src/texts.ts': {
    count: 2,
    reason:
      'addHindi keeps each Translation<T> (checked against its English at the call) in one ' +
      'table of all catalogues, whose entries TypeScript cannot relate to Messages generically',
  },
  'apps/web/src/features/public/prerender.tsx': {
    count: 2,
    reason:
      'the build-time template puts a marker where the price and the working days go, which ' +
      "the server replaces with today's values (docs/decisions/013); the marker is a string " +
      'standing for a number',
  },
};

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const folders = ['apps/api/src', 'apps/web/src', 'packages/schemas/src', 'packages/db/src'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('casts in the source of the server, the web app and the packages', () => {
  it('throw no type away outside the allow-list', () => {
    const found: Record<string, string[]> = {};
    const files = folders.flatMap((folder) => sourceFiles(join(repo, folder)));
    expect(files.length).toBeGreaterThan(200);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const { name, pattern } of forbidden) {
        for (const _match of text.matchAll(pattern)) {
          const key = relative(repo, file).split('\\').join('/');
          found[key] ??= [];
          found[key].push(name);
        }
      }
    }
    const unexpected = Object.entries(found)
      .filter(([file, casts]) => casts.length > (allowed[file]?.count ?? 0))
      .map(([file, casts]) => `${file}: ${casts.join(', ')}`);
    expect(unexpected).toEqual([]);
    // An entry that is no longer needed goes, so the list stays true.
    const stale = Object.entries(allowed)
      .filter(([file, entry]) => (found[file]?.length ?? 0) < entry.count)
      .map(([file]) => file);
    expect(stale).toEqual([]);
  });

  it('finds a cast when there is one', () => {
    const sample = 'const x = value as unknown as Db; const y = z as never;';
    expect(forbidden.filter(({ pattern }) => sample.match(pattern)).map((f) => f.name)).toEqual([
      'as unknown as',
      'as never',
    ]);
  });
});
