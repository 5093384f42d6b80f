import { AsyncLocalStorage } from 'node:async_hooks';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/types.js';

/** A database handle: the process's pool, or the transaction of the current unit of work. */
export type Db = Kysely<Database> | Transaction<Database>;

interface UnitOfWork {
  trx: Transaction<Database>;
  /** Set once the transaction has committed or rolled back; work started inside it then uses the pool. */
  done: boolean;
  afterCommit: { callback: () => unknown; onError: (error: unknown) => void }[];
}

const current = new AsyncLocalStorage<UnitOfWork>();

/**
 * Units of work open right now. On Node 20 an enabled AsyncLocalStorage hooks every promise in the
 * process, which cost a fifth of the throughput of concurrent reads (bench/recipes.mjs, recipe by
 * slug); so the storage is switched off whenever no unit is open, and reads outside a transaction
 * pay nothing. `run` switches it on again.
 */
let openUnits = 0;

const activeUnit = (): UnitOfWork | undefined => {
  const unit = current.getStore();
  return unit && !unit.done ? unit : undefined;
};

/** True while the caller runs inside a unit of work. */
export const inTransaction = (): boolean => activeUnit() !== undefined;

/**
 * Runs `work` as one unit of work. Called inside another unit, it joins that unit's transaction
 * (no savepoint: the outermost caller commits or rolls back everything); otherwise it opens one.
 * The `trx` handed to `work` is the same object the ambient handle (`ambientDb`) routes to, so a
 * service may pass it on or simply keep using its own `db`.
 */
export async function withTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  const joined = activeUnit();
  if (joined) return work(joined.trx);
  const root = rootOf(db);
  let unit: UnitOfWork | undefined;
  openUnits += 1;
  let result: T;
  try {
    result = await root
      .transaction()
      .execute((trx) => {
        unit = { trx, done: false, afterCommit: [] };
        return current.run(unit, () => work(trx));
      })
      .finally(() => {
        if (unit) unit.done = true;
      });
  } finally {
    openUnits -= 1;
    if (openUnits === 0) current.disable();
  }
  // Committed: run what waited for it outside the finished unit, in order, never failing the caller.
  for (const { callback, onError } of unit!.afterCommit) {
    try {
      await current.exit(callback);
    } catch (error) {
      onError(error);
    }
  }
  return result;
}

/**
 * Runs `callback` once the current unit of work has committed (dropped if it rolls back), or at
 * once outside a unit. Events are delivered this way, so nobody hears of a change that was undone.
 */
export async function afterCommit(callback: () => unknown, onError: (error: unknown) => void = () => undefined): Promise<void> {
  const unit = activeUnit();
  if (unit) {
    unit.afterCommit.push({ callback, onError });
    return;
  }
  try {
    await callback();
  } catch (error) {
    onError(error);
  }
}

const ROOT = Symbol('larder.rootDb');

function rootOf(db: Kysely<Database>): Kysely<Database> {
  return (db as unknown as { [ROOT]?: Kysely<Database> })[ROOT] ?? db;
}

/**
 * The handle every service and query receives: a Kysely instance that runs each statement on the
 * current unit of work's transaction when there is one, and on the pool otherwise. So a query
 * called by a service inside another service's transaction joins it, and on SQLite (one
 * connection) nothing waits on itself. `transaction()` on it joins the current unit as well.
 */
export function ambientDb(root: Kysely<Database>): Kysely<Database> {
  return new Proxy(root, {
    get(target, property, receiver) {
      if (property === ROOT) return target;
      if (property === 'transaction') {
        return () => ({
          execute: <T>(work: (trx: Transaction<Database>) => Promise<T>) => withTransaction(target, work),
        });
      }
      const unit = activeUnit();
      const handle: object = unit ? unit.trx : target;
      const value = Reflect.get(handle, property, unit ? handle : receiver);
      return typeof value === 'function' ? value.bind(handle) : value;
    },
  });
}
