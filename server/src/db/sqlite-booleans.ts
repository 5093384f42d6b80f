import type { Statement } from 'better-sqlite3';
import type { SqliteStatement } from 'kysely';

// better-sqlite3 refuses to bind JavaScript booleans; SQLite has no boolean type and stores 0/1.
const bindable = (parameters: ReadonlyArray<unknown>): ReadonlyArray<unknown> =>
  parameters.some((v) => typeof v === 'boolean') ? parameters.map((v) => (typeof v === 'boolean' ? Number(v) : v)) : parameters;

/**
 * A statement as Kysely's SQLite driver runs it, with booleans bound as 0/1. Done where the
 * values are bound rather than by a plugin rewriting every query's tree before it is compiled
 * (a tenth of a list page's statement building).
 */
export function withBooleanParameters(statement: Statement): SqliteStatement {
  return {
    get reader() {
      return statement.reader;
    },
    all: (parameters) => statement.all(bindable(parameters)),
    run: (parameters) => statement.run(bindable(parameters)),
    iterate: (parameters) => statement.iterate(bindable(parameters)),
  };
}
