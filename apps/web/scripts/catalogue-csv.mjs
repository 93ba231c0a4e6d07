// The message catalogues as one CSV for a translator, and back into the Hindi catalogues.
//
//   node scripts/catalogue-csv.mjs export catalogues.csv   every English text beside its Hindi
//   node scripts/catalogue-csv.mjs import catalogues.csv   rewrites src/messages/hi/*.ts
//   … --messages <dir>   works on another copy of src/messages (its test uses one)
//
// Then run `pnpm --filter @seva/web typecheck`: it fails on a message whose parameters changed.
// The rules of the format are in src/messages/csv.ts.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runnerImport } from 'vite';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const at = args.indexOf('--messages');
const messages = at >= 0 ? resolve(args.splice(at, 2)[1] ?? '') : join(root, 'src/messages');
const [command, file] = args;
if (!['export', 'import'].includes(command ?? '') || !file) {
  console.error('usage: node scripts/catalogue-csv.mjs export|import <file.csv>');
  process.exit(2);
}

const load = async (path) => (await runnerImport(path, { root, logLevel: 'error' })).module;
const csv = await load(join(messages, 'csv.ts'));
const names = readdirSync(join(messages, 'en'))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .map((name) => name.slice(0, -3));
const pascal = (name) => name.replace(/(^|-)([a-z])/g, (_all, _dash, char) => char.toUpperCase());

if (command === 'export') {
  const rows = [];
  for (const name of names) {
    const english = (await load(join(messages, 'en', `${name}.ts`))).default;
    const hindiFile = join(messages, 'hi', `${name}.ts`);
    const hindi = existsSync(hindiFile) ? (await load(hindiFile)).default : undefined;
    rows.push(...csv.rowsOf(name, english, hindi));
  }
  writeFileSync(file, csv.toCsv(rows));
  const missing = rows.filter((row) => row.hindi === '').length;
  console.log(
    `${rows.length} texts in ${names.length} catalogues to ${file} (${missing} without Hindi)`,
  );
} else {
  const rows = csv.fromCsv(readFileSync(file, 'utf8'));
  const written = [];
  for (const name of names) {
    const english = (await load(join(messages, 'en', `${name}.ts`))).default;
    const target = join(messages, 'hi', `${name}.ts`);
    writeFileSync(target, csv.hindiSource(name, `hi${pascal(name)}`, english, rows));
    written.push(target);
  }
  const unknown = [...new Set(rows.map((row) => row.catalogue))].filter((n) => !names.includes(n));
  if (unknown.length > 0) console.warn(`ignored unknown catalogues: ${unknown.join(', ')}`);
  execFileSync('npx', ['biome', 'format', '--write', ...written], { cwd: root, stdio: 'ignore' });
  console.log(`wrote ${written.length} Hindi catalogues; now run the web typecheck`);
}
