import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, type TestUser } from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../test/responses.js';
import { systemTenant } from '../../platform/access.js';
import { SpellingMatcher, UNIT_FUZZY_THRESHOLD } from '../parser/matching.js';
import { unitSpellings } from '../parser/queries.js';

let ctx: TestContext;
let member: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  ctx = await setupTestApp();
  member = await createUser(ctx);
  outsider = await createUser(ctx);
});
afterAll(() => ctx.close());

type Json = Record<string, unknown>;
const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
  ctx.app.inject({ method, url, ...(user ? { headers: bearer(user.token) } : {}), ...(payload ? { payload } : {}) });

const createUnit = async (user: TestUser, payload: Json) => {
  const res = await call(user, 'POST', '/api/units', payload);
  expect(res.statusCode).toBe(201);
  return res.json();
};

/** A recipe whose ingredient lines use the given units. */
async function recipeUsing(user: TestUser, unitIds: string[]): Promise<string> {
  const recipeIngredient = unitIds.map((id) => ({ quantity: 1, unit: { id } }));
  return (await createRecipe(ctx, user, { recipeIngredient })).id;
}

const ingredientUnits = async (recipeId: string) =>
  (
    await ctx.database.db
      .selectFrom('recipes_ingredients')
      .select('unit_id')
      .where('recipe_id', '=', recipeId)
      .orderBy('position')
      .execute()
  ).map((r) => r.unit_id);

describe('POST /api/units', () => {
  it('needs a user', async () => {
    expect((await call(null, 'POST', '/api/units', { name: 'cup' })).statusCode).toBe(401);
  });

  it("answers 201 with Mealie's IngredientUnit shape and its defaults", async () => {
    const unit = await createUnit(member, { name: 'teaspoon' });
    expect(unit).toEqual({
      id: expect.any(String),
      name: 'teaspoon',
      pluralName: null,
      description: '',
      extras: {},
      onHand: false,
      fraction: true,
      abbreviation: '',
      pluralAbbreviation: '',
      useAbbreviation: false,
      aliases: [],
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
  });

  it('stores every field, snake_case accepted', async () => {
    const unit = await createUnit(member, {
      name: 'tablespoon',
      plural_name: 'tablespoons',
      abbreviation: 'tbsp',
      plural_abbreviation: 'tbsps',
      use_abbreviation: true,
      fraction: false,
      description: 'a big spoon',
      aliases: [{ name: 'Tbs' }],
    });
    expect(unit).toMatchObject({
      pluralName: 'tablespoons',
      abbreviation: 'tbsp',
      pluralAbbreviation: 'tbsps',
      useAbbreviation: true,
      fraction: false,
      description: 'a big spoon',
      aliases: [{ name: 'Tbs' }],
    });
  });

  it('refuses a duplicate name in the group with 400 and bad input with 422', async () => {
    await createUnit(member, { name: 'pinch' });
    await expectUnchanged(ctx, ['ingredient_units'], async () => {
      const dup = await call(member, 'POST', '/api/units', { name: 'pinch' });
      expect(dup.statusCode).toBe(400);
      expect(dup.json()).toEqual(errorDto.errorResponse('A unit named "pinch" already exists'));
      const bad = await call(member, 'POST', '/api/units', { name: 'dash', fraction: 'often' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual(errorDto.invalidField('body', 'fraction'));
    });
    await createUnit(outsider, { name: 'pinch' });
  });
});

describe('GET /api/units', () => {
  it('lists the group units and searches names, abbreviations and aliases', async () => {
    const user = await createUser(ctx);
    await createUnit(user, { name: 'gram', pluralName: 'grams', abbreviation: 'g' });
    await createUnit(user, { name: 'kilogram', abbreviation: 'kg' });
    await createUnit(user, { name: 'fluid ounce', abbreviation: 'fl oz', aliases: [{ name: 'fluid oz' }] });
    await createUnit(outsider, { name: 'gramme' });

    const list = await call(user, 'GET', '/api/units?orderBy=name&orderDirection=asc');
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(list.json().items.map((u: Json) => u.name)).toEqual(['fluid ounce', 'gram', 'kilogram']);

    const search = async (text: string) =>
      (await call(user, 'GET', `/api/units?search=${encodeURIComponent(text)}`)).json().items.map((u: Json) => u.name);
    expect(await search('gram')).toEqual(['gram', 'kilogram']);
    expect(await search('KG')).toEqual(['kilogram']);
    expect(await search('oz')).toEqual(['fluid ounce']);
    expect(await search('litre')).toEqual([]);
  });
});

describe('GET · PUT · DELETE /api/units/{id}', () => {
  it('reads with cache headers, updates (aliases replaced) and deletes', async () => {
    const unit = await createUnit(member, { name: 'clove', aliases: [{ name: 'cloves' }] });
    const get = await call(member, 'GET', `/api/units/${unit.id}`);
    expect(get.json()).toEqual(unit);
    expect(get.headers['last-modified']).toBe(unit.updatedAt);
    expect(get.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');

    const put = await call(member, 'PUT', `/api/units/${unit.id}`, {
      name: 'clove',
      abbreviation: 'cl',
      aliases: [{ name: 'garlic clove' }],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ abbreviation: 'cl', aliases: [{ name: 'garlic clove' }], fraction: true });

    const recipeId = await recipeUsing(member, [unit.id]);
    const del = await call(member, 'DELETE', `/api/units/${unit.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().id).toBe(unit.id);
    expect((await call(member, 'GET', `/api/units/${unit.id}`)).statusCode).toBe(404);
    expect(await ingredientUnits(recipeId)).toEqual([null]);
  });

  it('answers 404 to another group for every id route, and changes nothing', async () => {
    const unit = await createUnit(member, { name: 'sprig' });
    await expectUnchanged(ctx, ['ingredient_units'], async () => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await call(outsider, method, `/api/units/${unit.id}`, method === 'PUT' ? { name: 'mine' } : undefined);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(errorDto.errorResponse('Unit not found'));
      }
    });
  });
});

describe('PUT /api/units/merge', () => {
  it('repoints every ingredient to the kept unit and deletes the other', async () => {
    const from = await createUnit(member, { name: 'tbs' });
    const to = await createUnit(member, { name: 'tbsp' });
    const other = await createUnit(member, { name: 'cup' });
    const recipeId = await recipeUsing(member, [from.id, other.id, from.id]);
    const res = await call(member, 'PUT', '/api/units/merge', { fromUnit: from.id, toUnit: to.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String), error: false });
    expect(await ingredientUnits(recipeId)).toEqual([to.id, other.id, to.id]);
    expect((await call(member, 'GET', `/api/units/${from.id}`)).statusCode).toBe(404);
  });

  it('refuses the same unit twice (400) and a unit of another group (404)', async () => {
    const mine = await createUnit(member, { name: 'bunch' });
    const theirs = await createUnit(outsider, { name: 'bunch' });
    await expectUnchanged(ctx, ['ingredient_units'], async () => {
      expect((await call(member, 'PUT', '/api/units/merge', { fromUnit: mine.id, toUnit: mine.id })).statusCode).toBe(400);
      expect((await call(member, 'PUT', '/api/units/merge', { fromUnit: theirs.id, toUnit: mine.id })).statusCode).toBe(404);
      expect((await call(member, 'PUT', '/api/units/merge', { fromUnit: mine.id, toUnit: theirs.id })).statusCode).toBe(404);
    });
  });
});

describe("exact unit matching (the ingredient parser's first step)", () => {
  it('finds a unit by exact normalised name, plural, abbreviation or alias', async () => {
    const user = await createUser(ctx);
    const unit = await createUnit(user, {
      name: 'tablespoon',
      pluralName: 'tablespoons',
      abbreviation: 'tbsp',
      pluralAbbreviation: 'tbsps',
      aliases: [{ name: 'Tbs' }],
    });
    const matcherOf = async (groupId: string) =>
      new SpellingMatcher(await unitSpellings(ctx.database.db, systemTenant(groupId)), UNIT_FUZZY_THRESHOLD);
    const mine = await matcherOf(user.groupId);
    for (const text of ['Tablespoon', 'tablespoons', 'TBSP', 'tbsps', 'tbs']) {
      expect(mine.exactMatch(text)).toBe(unit.id);
    }
    expect(mine.exactMatch('table')).toBeNull();
    expect((await matcherOf(outsider.groupId)).exactMatch('tbsp')).toBeNull();
  });
});
