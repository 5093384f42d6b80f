import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({ ALLOW_SIGNUP: 'true' });
});
afterAll(async () => {
  await ctx.close();
});

/**
 * A real database failure in the last table seeding writes (foods): the trigger's DDL is the only
 * thing that differs between the engines.
 */
async function breakFoodInserts(): Promise<() => Promise<void>> {
  const { db, engine } = ctx.database;
  if (engine === 'postgres') {
    await sql
      .raw(`CREATE FUNCTION disk_on_fire() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$`)
      .execute(db);
    await sql.raw('CREATE TRIGGER disk_on_fire BEFORE INSERT ON ingredient_foods FOR EACH ROW EXECUTE FUNCTION disk_on_fire()').execute(db);
    return async () => {
      await sql.raw('DROP TRIGGER disk_on_fire ON ingredient_foods').execute(db);
      await sql.raw('DROP FUNCTION disk_on_fire()').execute(db);
    };
  }
  await sql.raw(`CREATE TRIGGER disk_on_fire BEFORE INSERT ON ingredient_foods BEGIN SELECT RAISE(ABORT, 'disk on fire'); END`).execute(db);
  return async () => {
    await sql.raw('DROP TRIGGER disk_on_fire').execute(db);
  };
}

const registration = {
  email: 'doomed@larder.test',
  username: 'doomed',
  fullName: 'Doomed Founder',
  password: 'register-password',
  passwordConfirm: 'register-password',
  group: 'Doomed Club',
  household: 'Doomed Home',
  seedData: true,
  locale: 'en-US',
};

const TABLES = ['users', 'groups', 'households', 'ingredient_foods', 'ingredient_units', 'multi_purpose_labels'] as const;

/** How many rows each table a registration with seeding writes holds, counted straight from the database. */
async function footprint(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await ctx.database.db.selectFrom(table).select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe('POST /api/users/register with seedData', () => {
  it('leaves nothing behind when the database fails half-way through seeding', async () => {
    const before = await footprint();
    const repair = await breakFoodInserts();
    try {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: registration });
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await repair();
    }

    const { db } = ctx.database;
    expect(await db.selectFrom('users').select('id').where('username', '=', 'doomed').executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('users').select('id').where('email', '=', 'doomed@larder.test').executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('groups').select('id').where('name', '=', 'Doomed Club').executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom('households').select('id').where('name', '=', 'Doomed Home').executeTakeFirst()).toBeUndefined();
    // Labels and units were written before the foods failed; they went with the rest.
    expect(await footprint()).toEqual(before);
  });

  it('registers and seeds everything once the database works again', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/users/register', payload: registration });
    expect(res.statusCode).toBe(201);
    const { groupId } = res.json();
    const { db } = ctx.database;
    const inGroup = async (table: 'ingredient_foods' | 'ingredient_units' | 'multi_purpose_labels') =>
      (await db.selectFrom(table).select('id').where('group_id', '=', groupId).execute()).length;
    expect([await inGroup('ingredient_foods'), await inGroup('ingredient_units'), await inGroup('multi_purpose_labels')]).toEqual([
      214, 23, 21,
    ]);
  });
});
