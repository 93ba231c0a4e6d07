import { createHash } from 'node:crypto';
import { type Column, is, Placeholder, sql } from 'drizzle-orm';

/**
 * One call's values, bound to placeholders named in the order they are bound (p0, p1, …).
 * The same code on a query of the same shape binds the same names in the same order, so a
 * statement prepared for one call serves every call of its shape (`Statements`).
 */
export class Binds {
  readonly values: Record<string, unknown> = {};
  #next = 0;

  /**
   * A placeholder for `value`, encoded for `column` as Drizzle encodes a value it binds
   * (a Date into SQLite's milliseconds or PostgreSQL's timestamp text).
   */
  of(value: unknown, column?: Column): Placeholder {
    const name = `p${this.#next++}`;
    this.values[name] = column && value !== null ? column.mapToDriverValue(value) : value;
    return sql.placeholder(name);
  }
}

/** A statement's text and its parameters: constants, or placeholders by name. */
export interface StatementText {
  sql: string;
  params: unknown[];
}

/** What `Statements` keeps of a statement: the prepared one and the text it was prepared from. */
interface Kept<P> {
  prepared: P;
  text: StatementText;
}

/** Parameters comparable across builds: placeholders by name, constants as they are. */
function paramsOf(text: StatementText): unknown[] {
  return text.params.map((param) => (is(param, Placeholder) ? `:${param.name}` : param));
}

/**
 * Statements prepared once per shape of a query (which filters, how many words, which order,
 * a cursor or not), then run with each call's `Binds` (docs/decisions/088). Each call still
 * builds its statement with Drizzle, binding its values as it goes, which is cheap; turning
 * that into text, which Drizzle does by walking the whole statement, and having the database
 * parse it, is done once per shape. Past `capacity` shapes the oldest is let go.
 *
 * `check` (the repositories' contract tests) turns every call's statement into text as well
 * and fails when the text or its constants differ from the kept one's: a shape key that
 * misses a difference, or a value left out of `Binds`.
 */
export class Statements {
  readonly #kept = new Map<string, Kept<unknown>>();

  constructor(private readonly options: { capacity?: number; check?: boolean } = {}) {}

  /** The statement of `shape`, prepared from `builder` the first time. */
  of<B extends { toSQL(): StatementText }, P>(
    shape: string,
    builder: B,
    prepare: (builder: B, text: StatementText) => P,
  ): P {
    const kept = this.#kept.get(shape) as Kept<P> | undefined;
    if (kept) {
      if (this.options.check) {
        const text = builder.toSQL();
        if (
          text.sql !== kept.text.sql ||
          JSON.stringify(paramsOf(text)) !== JSON.stringify(paramsOf(kept.text))
        ) {
          throw new Error(`The statement kept for "${shape}" is not this call's`);
        }
      }
      return kept.prepared;
    }
    const text = builder.toSQL();
    const prepared = prepare(builder, text);
    const oldest = this.#kept.keys().next();
    if (this.#kept.size >= (this.options.capacity ?? 512) && !oldest.done) {
      this.#kept.delete(oldest.value);
    }
    this.#kept.set(shape, { prepared, text });
    return prepared;
  }
}

/**
 * A PostgreSQL statement's name from its text: the same text gets the same name on every
 * connection of the pool and from every repository, so a connection never sees one name for
 * two texts.
 */
export function statementName(prefix: string, text: StatementText): string {
  return `${prefix}_${createHash('sha256').update(text.sql).digest('hex').slice(0, 24)}`;
}
