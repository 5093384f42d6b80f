import { type SqlBool, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../test/harness.js';
import { statementTemplate } from './statements.js';
import { withTransaction } from './transactions.js';

// Statements compiled once per shape, run on a real database of both engines. Rows come from
// `groups`, which first start fills.
let ctx: TestContext;
let groups: { id: string; name: string }[];

beforeAll(async () => {
  ctx = await setupTestApp();
  groups = await ctx.database.db.selectFrom('groups').select(['id', 'name']).orderBy('name').execute();
});
afterAll(() => ctx?.close());

describe('statementTemplate', () => {
  it("runs one compiled statement with each call's values, and each shape apart", async () => {
    let builds = 0;
    const byName = statementTemplate((db, values: { name: string; id?: string }, shape) => {
      builds++;
      let query = db.selectFrom('groups').select(['id', 'name']).where('name', '=', values.name);
      if (shape === 'with id') query = query.where('id', '=', values.id ?? '');
      return query;
    });
    const { db, engine } = ctx.database;
    const [first] = groups;
    expect(await byName(db, engine, 'name', { name: first.name })).toEqual([first]);
    expect(await byName(db, engine, 'name', { name: 'no such group' })).toEqual([]);
    expect(await byName(db, engine, 'with id', { name: first.name, id: first.id })).toEqual([first]);
    expect(await byName(db, engine, 'with id', { name: first.name, id: crypto.randomUUID() })).toEqual([]);
    expect(builds).toBe(2);
    // A shape is one set of values.
    await expect(byName(db, engine, 'name', { name: first.name, id: first.id })).rejects.toThrow('called with name, id, built with others');
  });

  it('sees what its transaction wrote', async () => {
    const byName = statementTemplate((db, values: { name: string }) =>
      db.selectFrom('groups').select('name').where('name', '=', values.name),
    );
    const { db, engine } = ctx.database;
    const name = `Template ${crypto.randomUUID()}`;
    const seen = await withTransaction(db, async (trx) => {
      await trx.updateTable('groups').set({ name }).where('id', '=', groups[0].id).execute();
      const rows = await byName(trx, engine, 'name', { name });
      throw Object.assign(new Error('roll back'), { rows });
    }).catch((error: { rows: unknown }) => error.rows);
    expect(seen).toEqual([{ name }]);
    expect(await byName(db, engine, 'name', { name })).toEqual([]);
  });

  it('refuses a statement that writes a value into its SQL text or leaves one out', async () => {
    const { db, engine } = ctx.database;
    const inText = statementTemplate((db, values: { name: string }) =>
      db
        .selectFrom('groups')
        .select('id')
        .where(sql<SqlBool>`name = ${sql.lit(values.name)}`),
    );
    await expect(inText(db, engine, 'name', { name: 'x' })).rejects.toThrow('values used other than as parameters: name');
    const unused = statementTemplate((db, _values: { name: string }) => db.selectFrom('groups').select('id'));
    await expect(unused(db, engine, 'all', { name: 'x' })).rejects.toThrow('values used other than as parameters: name');
  });
});
