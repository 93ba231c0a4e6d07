import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fromCsv, toCsv } from './csv.ts';

// A translator's round trip through scripts/server-texts-csv.mjs on a copy of the server's
// sources: export, change a text and a message in the spreadsheet, import, and only those two
// change, in place; an unchanged spreadsheet changes nothing.
const app = join(import.meta.dirname, '../..');
const repo = join(app, '../..');
const work = mkdtempSync(join(app, '.server-texts-roundtrip-'));
const onlySources = (path: string) => !/node_modules|\.(ttf|otf|png|jpe?g|pdf)$/.test(path);
cpSync(join(repo, 'apps/api/src'), join(work, 'apps/api/src'), {
  recursive: true,
  filter: onlySources,
});
cpSync(join(repo, 'packages/schemas/src'), join(work, 'packages/schemas/src'), {
  recursive: true,
  filter: onlySources,
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const script = (...args: string[]) =>
  execFileSync(process.execPath, ['scripts/server-texts-csv.mjs', ...args, '--root', work], {
    cwd: app,
    encoding: 'utf8',
  });
const read = (path: string) => readFileSync(join(work, path), 'utf8');

// A message's parameter as its source code says it (and a translator types it).
// biome-ignore lint/suspicious/noTemplateCurlyInString: source code, not a template.
const CODE = '${code}';
const AUTH = 'apps/api/src/features/auth/messages-hi.ts';
const MAIL = 'apps/api/src/lib/mail-texts-hi.ts';
const TEXTS = 'packages/schemas/src/hi/texts.ts';

describe('scripts/server-texts-csv.mjs', () => {
  it('exports every server text with its English and imports a translator’s change back', () => {
    const file = join(work, 'server-texts.csv');
    expect(script('export', file)).toMatch(/^\d+ server texts in \d+ files .*\(0 without English/);
    const rows = fromCsv(readFileSync(file, 'utf8'));
    expect(rows.length).toBeGreaterThan(300);
    // Every kind of place: a bilingual object, the schemas' dictionary, a pattern, the mails.
    const row = (catalogue: string, key: string) => {
      const found = rows.find((r) => r.catalogue === catalogue && r.key === key);
      if (!found) throw new Error(`${catalogue} ${key} is not in the CSV`);
      return found;
    };
    expect(row(AUTH, 'authMessages.loggedOut')).toMatchObject({
      kind: 'text',
      english: 'Logged out successfully',
    });
    expect(row(TEXTS, 'Name is required')).toMatchObject({ english: 'Name is required' });
    expect(row(TEXTS, 'pattern /^(.+) is required$/').hindi).toContain('आवश्यक है');
    const codeLine = row(MAIL, 'mailTexts.codeLine');
    expect(codeLine).toMatchObject({ kind: 'message' });
    expect(codeLine.english).toContain(`Your code: ${CODE}`);
    expect(new Set(rows.map((r) => r.catalogue))).toContain(
      'apps/api/src/features/payments/messages-hi.ts',
    );

    // Unchanged: nothing is written.
    const before = new Map([AUTH, MAIL, TEXTS].map((path) => [path, read(path)]));
    expect(script('import', file)).toContain('changed 0 files');
    for (const [path, text] of before) expect(read(path), path).toBe(text);

    // A text with a quote in it, and a message's words around its parameter.
    row(AUTH, 'authMessages.loggedOut').hindi = "आप लॉग आउट हो गए ('बाहर')";
    row(MAIL, 'mailTexts.codeLine').hindi = `(code) => \`आपका कोड यह है: ${CODE}\``;
    writeFileSync(file, toCsv(rows));
    expect(script('import', file)).toContain('changed 2 files');
    expect(read(AUTH)).toContain('loggedOut: "आप लॉग आउट हो गए (\'बाहर\')"');
    expect(read(AUTH).replace(/loggedOut: .*\n/, '')).toBe(
      before.get(AUTH)?.replace(/loggedOut: .*\n/, ''),
    );
    expect(read(MAIL)).toContain(`codeLine: (code) => \`आपका कोड यह है: ${CODE}\``);
    expect(read(TEXTS)).toBe(before.get(TEXTS));

    // The new words export as they were typed.
    script('export', file);
    const again = fromCsv(readFileSync(file, 'utf8'));
    expect(again.find((r) => r.key === 'authMessages.loggedOut')?.hindi).toBe(
      "आप लॉग आउट हो गए ('बाहर')",
    );
  }, 120_000);
});
