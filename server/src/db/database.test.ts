import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../test/harness.js';

// The statements the database handle sends: the same answers whether a statement is sent for the
// first time or again (prepared on PostgreSQL, cached compiled on SQLite).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(() => ctx.close());

describe('statements sent again', () => {
  it('answer as the first time, with new values each time', async () => {
    const { db } = ctx.database;
    const names: string[] = [];
    for (let i = 0; i < 5; i++) {
      const row = await db.selectFrom('groups').select('name').where('name', '=', `Home`).where(sql<boolean>`${i} >= 0`).executeTakeFirst();
      names.push(row?.name ?? '');
    }
    expect(names).toEqual(['Home', 'Home', 'Home', 'Home', 'Home']);
    const missing = await db.selectFrom('groups').select('name').where('name', '=', 'No such group').executeTakeFirst();
    expect(missing).toBeUndefined();
  });

  it.runIf(process.env.DB_ENGINE === 'postgres')('are prepared once per connection on PostgreSQL, after their second use', async () => {
    const { db } = ctx.database;
    // One connection: a transaction keeps its statements on one.
    const prepared = await db.transaction().execute(async (trx) => {
      const statement = (value: number) => sql<{ n: number }>`select ${value}::int + 1 as n`.execute(trx);
      expect((await statement(1)).rows[0].n).toBe(2);
      const before = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
      expect(before.rows.map((r) => r.statement)).not.toContain('select $1::int + 1 as n');
      expect((await statement(2)).rows[0].n).toBe(3);
      expect((await statement(41)).rows[0].n).toBe(42);
      return sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx);
    });
    expect(prepared.rows.filter((r) => r.statement === 'select $1::int + 1 as n')).toHaveLength(1);
  });

  it('fail as the first time and leave later statements unharmed', async () => {
    const { db } = ctx.database;
    for (let i = 0; i < 3; i++) {
      await expect(sql`select * from no_such_table where id = ${i}`.execute(db)).rejects.toThrow(/no_such_table/);
    }
    const row = await db.selectFrom('groups').select('name').executeTakeFirst();
    expect(row?.name).toBe('Home');
  });
});
