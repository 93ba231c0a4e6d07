import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { flatten, fromCsv, toCsv } from './csv.ts';

// A translator's round trip through scripts/catalogue-csv.mjs, on a copy of the catalogues:
// export, change one text in the spreadsheet, import, and every Hindi catalogue reads as
// before but for that text.
const app = join(import.meta.dirname, '../..');
const work = mkdtempSync(join(app, '.csv-roundtrip-'));
const messages = join(work, 'messages');
cpSync(join(app, 'src/messages'), messages, { recursive: true });
afterAll(() => rmSync(work, { recursive: true, force: true }));

const script = (...args: string[]) =>
  execFileSync(process.execPath, ['scripts/catalogue-csv.mjs', ...args, '--messages', messages], {
    cwd: app,
    encoding: 'utf8',
  });
const names = readdirSync(join(app, 'src/messages/en'))
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.slice(0, -3));
/** A message's source with its spacing evened out (the import formats the files). */
const even = (value: string) => value.replace(/\s+/g, ' ').replace(/\(\s/g, '(').trim();

describe('scripts/catalogue-csv.mjs', () => {
  it('exports every text to CSV and imports a translator’s change back', async () => {
    const csv = join(work, 'catalogues.csv');
    expect(script('export', csv)).toMatch(/texts in \d+ catalogues .*\(0 without Hindi\)/);
    const rows = fromCsv(readFileSync(csv, 'utf8'));
    expect(new Set(rows.map((row) => row.catalogue))).toEqual(new Set(names));
    expect(rows.length).toBeGreaterThan(500);

    const edited = rows.find((row) => row.catalogue === 'entry' && row.key === 'nav.home');
    if (!edited) throw new Error('nav.home is not in the CSV');
    edited.hindi = 'मुखपृष्ठ';
    writeFileSync(csv, toCsv(rows));
    expect(script('import', csv)).toContain(`wrote ${names.length} Hindi catalogues`);

    for (const name of names) {
      const before = flatten((await import(`./hi/${name}.ts`)).default);
      const after = flatten((await import(join(messages, 'hi', `${name}.ts`))).default);
      expect([...after.keys()], name).toEqual([...before.keys()]);
      for (const [key, entry] of before) {
        const expected = name === 'entry' && key === 'nav.home' ? 'मुखपृष्ठ' : entry.value;
        expect(even(after.get(key)?.value ?? ''), `${name}.${key}`).toBe(even(expected));
      }
    }
  }, 120_000);
});
