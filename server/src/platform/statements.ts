import type { Compilable, CompiledQuery } from 'kysely';
import type { Engine } from '../db/database.js';
import type { Db } from './transactions.js';

/** What a template's statement is built with in place of each value (a parameter, never SQL text). */
const PLACEHOLDER = '\u0000larder-value:';

/**
 * A statement built and compiled once per engine and shape, then run with each call's values.
 * Kysely builds a statement object by object and compiles it to SQL on every call; for a big
 * statement read on every request (a recipe with all its parts) that costs more than running it.
 *
 * `build` receives placeholders for the values and must use them only as values (bound
 * parameters), never to decide what the statement looks like: whatever changes the statement's
 * shape (an id or a slug, a viewer with or without a household) is `shape`, the key it is kept
 * under. Values are strings (undefined ones are left out of the build); the first build of a
 * shape checks that every placeholder became a parameter.
 */
export function statementTemplate<Values extends Record<string, string | undefined>, Row>(
  build: (db: Db, values: Values, shape: string, engine: Engine) => Compilable<Row>,
) {
  const compiled = new Map<string, { query: CompiledQuery<Row>; slots: (keyof Values | null)[]; keys: Set<keyof Values> }>();

  function compile(db: Db, engine: Engine, shape: string, keys: (keyof Values)[]) {
    const key = `${engine}\u0000${shape}`;
    const known = compiled.get(key);
    if (known) {
      if (known.keys.size !== keys.length || keys.some((k) => !known.keys.has(k)))
        throw new Error(`statement template (${shape}): called with ${keys.map(String).join(', ')}, built with others`);
      return known;
    }
    const placeholders = Object.fromEntries(keys.map((k) => [k, `${PLACEHOLDER}${String(k)}`])) as Values;
    const query = build(db, placeholders, shape, engine).compile();
    const slots = query.parameters.map((p) =>
      typeof p === 'string' && p.startsWith(PLACEHOLDER) ? (p.slice(PLACEHOLDER.length) as keyof Values) : null,
    );
    const missing = keys.filter((k) => !slots.includes(k));
    if (query.sql.includes(PLACEHOLDER) || missing.length)
      throw new Error(
        `statement template (${shape}): values used other than as parameters: ${missing.map(String).join(', ') || 'in the SQL text'}`,
      );
    const entry = { query, slots, keys: new Set(keys) };
    compiled.set(key, entry);
    return entry;
  }

  /** The rows of the statement of `shape` with `values` (the same ones set on every call of a shape). */
  return async function run(db: Db, engine: Engine, shape: string, values: Values): Promise<Row[]> {
    const keys = Object.keys(values).filter((k) => values[k] !== undefined);
    const { query, slots } = compile(db, engine, shape, keys);
    const parameters = query.parameters.map((p, i) => {
      const slot = slots[i];
      return slot === null ? p : values[slot];
    });
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
