/**
 * The catalogues as a spreadsheet for translators, and back (scripts/catalogue-csv.mjs).
 * One row per text: the catalogue's name, the key's dotted path, its kind, the English and the
 * Hindi. A message that takes parameters travels as its source code (`(name) => \`…${name}…\``):
 * a translator changes the words between the backticks and keeps the `${…}` parts. A list (the
 * months) has one row per entry. The import rebuilds each Hindi file from the English one's
 * shape, so a key can be neither lost nor invented; the typecheck then checks parameters.
 */

export type Kind = 'text' | 'message' | 'list';

export interface Row {
  catalogue: string;
  key: string;
  kind: Kind;
  english: string;
  hindi: string;
}

type Catalogue = { readonly [key: string]: unknown };

/**
 * A message's source as written: the script loads catalogues through Vite, which rewrites an
 * imported helper (`plural(…)`) as `(0, __vite_ssr_import_0__.plural)(…)`.
 */
function sourceOf(message: unknown): string {
  return String(message)
    .replace(/\(0,\s*__vite_ssr_import_\d+__\.(\w+)\)/g, '$1')
    .replace(/__vite_ssr_import_\d+__\.(\w+)/g, '$1');
}

/** Each text and message of a catalogue by dotted key (list entries as `key.0`, `key.1`…). */
export function flatten(
  catalogue: Catalogue,
  prefix = '',
): Map<string, { kind: Kind; value: string }> {
  const out = new Map<string, { kind: Kind; value: string }>();
  for (const [name, value] of Object.entries(catalogue)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') out.set(key, { kind: 'text', value });
    else if (typeof value === 'function') out.set(key, { kind: 'message', value: sourceOf(value) });
    else if (Array.isArray(value)) {
      value.forEach((entry, index) => {
        out.set(`${key}.${index}`, { kind: 'list', value: String(entry) });
      });
    } else if (value && typeof value === 'object') {
      for (const [inner, entry] of flatten(value as Catalogue, key)) out.set(inner, entry);
    } else throw new Error(`catalogue key ${key}: not a text, message, list or group`);
  }
  return out;
}

/** The rows of one catalogue pair, in the English catalogue's order. */
export function rowsOf(name: string, english: Catalogue, hindi: Catalogue | undefined): Row[] {
  const translated = hindi ? flatten(hindi) : new Map();
  return [...flatten(english)].map(([key, { kind, value }]) => ({
    catalogue: name,
    key,
    kind,
    english: value,
    hindi: translated.get(key)?.value ?? '',
  }));
}

const HEADER = ['catalogue', 'key', 'kind', 'english', 'hindi'] as const;

function quote(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** RFC 4180 CSV with a byte-order mark, so spreadsheet programs read the Devanagari as UTF-8. */
export function toCsv(rows: Row[]): string {
  const lines = [
    HEADER.join(','),
    ...rows.map((row) => HEADER.map((h) => quote(row[h])).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Parses what `toCsv` wrote (and what a spreadsheet saves back), quoted cells included. */
export function fromCsv(text: string): Row[] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      record.push(cell);
      records.push(record);
      record = [];
      cell = '';
    } else cell += char;
  }
  if (quoted) throw new Error('CSV: a quoted cell is not closed');
  if (cell !== '' || record.length > 0) records.push([...record, cell]);
  const [header, ...body] = records.filter((r) => r.length > 1 || r[0] !== '');
  if (!header || HEADER.some((name, index) => header[index] !== name)) {
    throw new Error(`CSV: the first line must be ${HEADER.join(',')}`);
  }
  return body.map((cells, index) => {
    const [catalogue = '', key = '', kind = '', english = '', hindi = ''] = cells;
    if (kind !== 'text' && kind !== 'message' && kind !== 'list') {
      throw new Error(`CSV line ${index + 2}: kind must be text, message or list`);
    }
    return { catalogue, key, kind, english, hindi };
  });
}

const identifier = /^[A-Za-z_$][\w$]*$/;

/**
 * The TypeScript source of a Hindi catalogue: the English catalogue's shape with the rows'
 * Hindi. Fails on a missing, untranslated or unknown key, or a message that is not a function.
 */
export function hindiSource(
  name: string,
  exportName: string,
  english: Catalogue,
  rows: Row[],
): string {
  const hindi = new Map(rows.filter((row) => row.catalogue === name).map((row) => [row.key, row]));
  const known = flatten(english);
  for (const key of hindi.keys()) {
    if (!known.has(key)) throw new Error(`${name}: ${key} is not in the English catalogue`);
  }
  const value = (key: string): string => {
    const row = hindi.get(key);
    const kind = known.get(key)?.kind;
    if (!row || row.hindi.trim() === '') throw new Error(`${name}: ${key} has no Hindi`);
    if (kind !== 'message') return JSON.stringify(row.hindi);
    if (!/^(async\s+)?(\([^)]*\)|[A-Za-z_$][\w$]*)\s*=>/.test(row.hindi.trim())) {
      throw new Error(`${name}: ${key} must stay a message like (name) => \`…\``);
    }
    return row.hindi.trim();
  };
  const render = (node: Catalogue, prefix: string, indent: string): string => {
    const lines = Object.entries(node).map(([inner, child]) => {
      const key = prefix ? `${prefix}.${inner}` : inner;
      const property = identifier.test(inner) ? inner : JSON.stringify(inner);
      if (Array.isArray(child)) {
        const entries = child.map((_, index) => value(`${key}.${index}`)).join(', ');
        return `${indent}  ${property}: [${entries}],`;
      }
      if (typeof child === 'object' && child !== null) {
        return `${indent}  ${property}: ${render(child as Catalogue, key, `${indent}  `)},`;
      }
      return `${indent}  ${property}: ${value(key)},`;
    });
    return `{\n${lines.join('\n')}\n${indent}}`;
  };
  const body = render(english, '', '');
  const usesPlural = /\bplural\(/.test(body);
  return [
    `// Imported from a translators' CSV by scripts/catalogue-csv.mjs; edit here or in the CSV.`,
    `import type english from '../en/${name}.ts';`,
    `import { ${usesPlural ? 'plural, ' : ''}type SameParameters, type Translation } from '../translation.ts';`,
    '',
    `const ${exportName} = ${body} satisfies Translation<typeof english>;`,
    '',
    `const checked: SameParameters<typeof ${exportName}, typeof english> = true;`,
    'void checked;',
    '',
    `export default ${exportName};`,
    '',
  ].join('\n');
}
