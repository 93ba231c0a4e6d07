import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A newcomer reads the repository alone: comments, tests, migrations and docs point to documents
 * in it (docs/product.md for the product's rules, docs/decisions/ for how and why), never to the
 * specification and notes the project was started from, which a clone does not have.
 *
 * The two migrations whose comments once cited them (0002, 0006) were rewritten like any other
 * file: drizzle's migrator records a hash of each file but decides what to run by the journal's
 * timestamps alone, so an applied migration whose comment changes is not run again.
 */
const outside =
  /PRODUCT \d|\bin PRODUCT\b|PRODUCT\.md|ENGINEERING\.md|ENGINEERING \d|TOOLCHAIN\.md|seed 00\d|\.\.\/shared/;

const root = join(import.meta.dirname, '../../..');
const thisFile = 'apps/api/src/repo-references.test.ts';

function trackedFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((path) => path !== '' && path !== thisFile && existsSync(join(root, path)));
}

describe('the repository reads alone', () => {
  it('no tracked file points to a document outside the repository', () => {
    const files = trackedFiles();
    expect(files.length).toBeGreaterThan(300);
    const found: string[] = [];
    for (const path of files) {
      const text = readFileSync(join(root, path), 'utf8');
      if (text.includes('\0')) continue;
      text.split('\n').forEach((line, index) => {
        const match = outside.exec(line);
        if (match) found.push(`${path}:${index + 1} ${match[0]}`);
      });
    }
    expect(found).toEqual([]);
  });
});
