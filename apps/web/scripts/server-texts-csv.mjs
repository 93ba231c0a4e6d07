// The server's Hindi texts as one CSV for a translator, and back into their source files: the
// sibling of catalogue-csv.mjs for what the API says (docs/decisions/054 and 055).
//
//   node scripts/server-texts-csv.mjs export server-texts.csv   every English text beside its Hindi
//   node scripts/server-texts-csv.mjs import server-texts.csv   rewrites the Hindi in place
//   … --root <dir>   works on another copy of the repository (its test uses one)
//
// The files: apps/api/src/**/*-hi.ts (messages, mail texts) and packages/schemas/src/hi/*.ts.
// Their Hindi sits in three kinds of call, and a row names where it sits:
//   addHindi(authMessages, { loggedOut: '…' })  key `authMessages.loggedOut`, the English read
//                                                from the `bilingual({…})` it translates
//   addHindiTexts({ 'Not found': '…' })          key and English: the English text itself
//   addHindiPattern(/^(.+) is required$/, …)     key `pattern /^(.+) is required$/`
// A plain text travels as its words; a message with parameters as its source code, as in the
// web's CSV: a translator changes the words between the backticks and keeps the `${…}` parts.
// The import replaces only the texts whose cell changed (an empty cell keeps the file's), formats
// the files it wrote, and names rows it could not place. Then run the API's tests: the
// completeness tests fail on a text left in English, the typecheck on a broken message.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseAst, runnerImport } from 'vite';

const web = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const at = args.indexOf('--root');
const root = at >= 0 ? resolve(args.splice(at, 2)[1] ?? '') : resolve(web, '../..');
const [command, file] = args;
if (!['export', 'import'].includes(command ?? '') || !file) {
  console.error('usage: node scripts/server-texts-csv.mjs export|import <file.csv> [--root <dir>]');
  process.exit(2);
}

const csv = (await runnerImport(join(web, 'src/messages/csv.ts'), { root: web, logLevel: 'error' }))
  .module;

/** Every file under `dir` whose name passes `keep`, by path. */
function filesUnder(dir, keep) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : filesUnder(path, keep);
    return keep(name) ? [path] : [];
  });
}

const hindiFiles = [
  ...filesUnder(join(root, 'apps/api/src'), (name) => name.endsWith('-hi.ts')),
  ...filesUnder(join(root, 'packages/schemas/src/hi'), (name) => name.endsWith('.ts')),
]
  .filter((path) => !path.endsWith('.test.ts'))
  .sort();

const parsed = new Map();
/** A file's source and syntax tree (TypeScript, offsets in UTF-16 units like JS strings). */
function parse(path) {
  if (!parsed.has(path)) {
    const source = readFileSync(path, 'utf8');
    parsed.set(path, { source, ast: parseAst(source, { lang: 'ts' }) });
  }
  return parsed.get(path);
}

const unwrap = (node) =>
  node && (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression')
    ? unwrap(node.expression)
    : node;

/** A value as a row holds it: a string literal's words, anything else its source. */
function rowValueOf(node, source) {
  return node.type === 'Literal' && typeof node.value === 'string'
    ? { kind: 'text', value: node.value }
    : { kind: 'message', value: source.slice(node.start, node.end) };
}

/** Where a property's name comes from: a plain key, a string key, or `[CONSTANT]`. */
function keyOf(property, source) {
  if (property.computed) return { computed: source.slice(property.key.start, property.key.end) };
  return {
    name: property.key.type === 'Identifier' ? property.key.name : String(property.key.value),
  };
}

/** Each value of an object literal by dotted path (list entries as `key.0`), with its node. */
function leaves(object, source, prefix = '') {
  const out = [];
  for (const property of object.properties) {
    if (property.type !== 'Property') continue;
    const key = keyOf(property, source);
    const name = key.name ?? `[${key.computed}]`;
    const path = prefix ? `${prefix}.${name}` : name;
    const value = unwrap(property.value);
    if (value.type === 'ObjectExpression') out.push(...leaves(value, source, path));
    else if (value.type === 'ArrayExpression') {
      value.elements.forEach((element, index) => {
        out.push({ path: `${path}.${index}`, key, node: element });
      });
    } else out.push({ path, key, node: value });
  }
  return out;
}

/** The file an import of `name` in `path` comes from, and the name it has there. */
function importOf(path, name) {
  for (const statement of parse(path).ast.body) {
    if (statement.type !== 'ImportDeclaration') continue;
    for (const specifier of statement.specifiers) {
      if (specifier.local.name !== name) continue;
      const from = resolve(dirname(path), statement.source.value);
      if (!existsSync(from)) return undefined;
      return { path: from, name: specifier.imported?.name ?? specifier.imported?.value ?? name };
    }
  }
  return undefined;
}

/** The initialiser of `export const name = …` in `path`. */
function declared(path, name) {
  for (const statement of parse(path).ast.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type === 'Identifier' && declarator.id.name === name) {
        return unwrap(declarator.init);
      }
    }
  }
  return undefined;
}

/** The English of a `bilingual({…})` object imported into `path` as `target`, by dotted path. */
function englishOf(path, target) {
  const origin = importOf(path, target);
  const init = origin && declared(origin.path, origin.name);
  const object = init?.type === 'CallExpression' ? unwrap(init.arguments[0]) : undefined;
  if (object?.type !== 'ObjectExpression') return new Map();
  const { source } = parse(origin.path);
  return new Map(leaves(object, source).map((leaf) => [leaf.path, rowValueOf(leaf.node, source)]));
}

/** The English text a `[CONSTANT]` key of addHindiTexts stands for, if it is a plain string. */
function constantText(path, name) {
  const origin = importOf(path, name);
  const init = origin && declared(origin.path, origin.name);
  return init?.type === 'Literal' && typeof init.value === 'string' ? init.value : undefined;
}

/** Every Hindi text of one file: its row and the place in the source it came from. */
function textsOf(path) {
  const { source, ast } = parse(path);
  const catalogue = relative(root, path);
  const texts = [];
  const add = (key, english, node) => {
    const { kind, value } = rowValueOf(node, source);
    let unique = key;
    for (let n = 2; texts.some((text) => text.row.key === unique); n++) unique = `${key} #${n}`;
    texts.push({ row: { catalogue, key: unique, kind, english, hindi: value }, node });
  };
  for (const statement of ast.body) {
    const call = statement.type === 'ExpressionStatement' ? statement.expression : undefined;
    if (call?.type !== 'CallExpression' || call.callee.type !== 'Identifier') continue;
    const [first, second] = call.arguments.map(unwrap);
    if (call.callee.name === 'addHindi' && first?.type === 'Identifier') {
      const english = englishOf(path, first.name);
      if (second?.type !== 'ObjectExpression') continue;
      for (const leaf of leaves(second, source)) {
        add(`${first.name}.${leaf.path}`, english.get(leaf.path)?.value ?? '', leaf.node);
      }
    } else if (call.callee.name === 'addHindiTexts' && first?.type === 'ObjectExpression') {
      for (const leaf of leaves(first, source)) {
        const english = leaf.key.name ?? constantText(path, leaf.key.computed) ?? leaf.path;
        add(leaf.key.name ?? leaf.path, english, leaf.node);
      }
    } else if (call.callee.name === 'addHindiPattern' && first && second) {
      const pattern = source.slice(first.start, first.end);
      add(`pattern ${pattern}`, pattern, second);
    }
  }
  return texts;
}

/** A string literal in the files' style: single quotes, escaped as needed. */
const literal = (text) =>
  `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\r/g, '\\r').replace(/\n/g, '\\n')}'`;

if (command === 'export') {
  const rows = hindiFiles.flatMap((path) => textsOf(path).map((text) => text.row));
  writeFileSync(file, csv.toCsv(rows));
  const files = new Set(rows.map((row) => row.catalogue)).size;
  const missing = rows.filter((row) => row.english === '').length;
  console.log(
    `${rows.length} server texts in ${files} files to ${file} (${missing} without English found)`,
  );
} else {
  const wanted = new Map(
    csv.fromCsv(readFileSync(file, 'utf8')).map((row) => [`${row.catalogue}\n${row.key}`, row]),
  );
  const written = [];
  for (const path of hindiFiles) {
    const { source } = parse(path);
    const edits = [];
    for (const { row, node } of textsOf(path)) {
      const id = `${row.catalogue}\n${row.key}`;
      const cell = wanted.get(id);
      wanted.delete(id);
      if (!cell || cell.hindi.trim() === '' || cell.hindi === row.hindi) continue;
      const replacement = row.kind === 'text' ? literal(cell.hindi) : cell.hindi;
      edits.push({ start: node.start, end: node.end, replacement });
    }
    if (edits.length === 0) continue;
    let text = source;
    for (const edit of edits.sort((a, b) => b.start - a.start)) {
      text = text.slice(0, edit.start) + edit.replacement + text.slice(edit.end);
    }
    writeFileSync(path, text);
    written.push(path);
  }
  if (written.length > 0) {
    execFileSync('npx', ['biome', 'format', '--write', ...written], { cwd: web, stdio: 'ignore' });
  }
  for (const row of wanted.values()) {
    console.warn(`not placed (no such text now): ${row.catalogue} ${row.key}`);
  }
  console.log(`changed ${written.length} files; now run the API's and the schemas' tests`);
}
