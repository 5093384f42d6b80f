import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, type TestUser } from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../test/responses.js';
import { systemTenant } from '../../platform/access.js';
import { FOOD_FUZZY_THRESHOLD, SpellingMatcher } from '../parser/matching.js';
import { foodSpellings } from '../parser/queries.js';

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

const createFood = async (user: TestUser, payload: Json) => {
  const res = await call(user, 'POST', '/api/foods', payload);
  expect(res.statusCode).toBe(201);
  return res.json();
};

/** A recipe with one ingredient line per food/unit pair. */
async function recipeUsing(user: TestUser, lines: { foodId?: string; unitId?: string }[]): Promise<string> {
  const recipeIngredient = lines.map((line) => ({
    food: line.foodId ? { id: line.foodId } : null,
    unit: line.unitId ? { id: line.unitId } : null,
  }));
  return (await createRecipe(ctx, user, { recipeIngredient })).id;
}

const ingredientFoods = async (recipeId: string) =>
  (
    await ctx.database.db
      .selectFrom('recipes_ingredients')
      .select('food_id')
      .where('recipe_id', '=', recipeId)
      .orderBy('position')
      .execute()
  ).map((r) => r.food_id);

describe('POST /api/foods', () => {
  it('needs a user', async () => {
    const res = await call(null, 'POST', '/api/foods', { name: 'egg' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorDto.unauthenticated);
  });

  it("answers 201 with Mealie's IngredientFood shape", async () => {
    const food = await createFood(member, {
      name: '  tomato ',
      pluralName: 'tomatoes',
      description: 'red',
      aliases: [{ name: 'love apple' }],
    });
    expect(food).toEqual({
      id: expect.any(String),
      name: 'tomato',
      pluralName: 'tomatoes',
      description: 'red',
      extras: {},
      onHand: false,
      labelId: null,
      label: null,
      aliases: [{ name: 'love apple' }],
      householdsWithIngredientFood: [],
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
  });

  it('accepts snake_case fields and keeps the keys of extras as sent', async () => {
    const food = await createFood(member, { name: 'okra', plural_name: 'okras', extras: { shelf_life: '5 days', grams: 12 } });
    expect(food).toMatchObject({ pluralName: 'okras', extras: { shelf_life: '5 days', grams: '12' } });
  });

  it('refuses a duplicate name in the group with 400, but not in another group', async () => {
    await createFood(member, { name: 'basil' });
    await expectUnchanged(ctx, ['ingredient_foods'], async () => {
      const res = await call(member, 'POST', '/api/foods', { name: 'basil' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorDto.errorResponse('A food named "basil" already exists'));
    });
    await createFood(outsider, { name: 'basil' });
  });

  it('answers 400, never 500, to concurrent creates of one name', async () => {
    const results = await Promise.all(Array.from({ length: 5 }, () => call(member, 'POST', '/api/foods', { name: 'saffron' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
  });

  it('refuses a label of another group with 400 and an empty name with 422', async () => {
    const foreign = await call(outsider, 'POST', '/api/groups/labels', { name: 'Foreign' });
    await expectUnchanged(ctx, ['ingredient_foods'], async () => {
      const res = await call(member, 'POST', '/api/foods', { name: 'smuggled', labelId: foreign.json().id });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail.message).toMatch(/not a label of this group/);
      const empty = await call(member, 'POST', '/api/foods', { name: ' ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual(errorDto.invalidField('body', 'name'));
    });
  });
});

describe('GET /api/foods', () => {
  it("lists the group's foods and searches name, plural and aliases, normalised", async () => {
    const user = await createUser(ctx);
    await createFood(user, { name: 'crème fraîche' });
    await createFood(user, { name: 'egg', pluralName: 'eggs' });
    await createFood(user, { name: 'eggplant', aliases: [{ name: 'aubergine' }] });
    await createFood(user, { name: 'scallion', aliases: [{ name: 'spring onion' }] });
    await createFood(outsider, { name: 'egg white' });

    const list = await call(user, 'GET', '/api/foods?orderBy=name&orderDirection=asc');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, per_page: 50, total: 4, total_pages: 1 });
    expect(list.json().items.map((f: Json) => f.name)).toEqual(['crème fraîche', 'egg', 'eggplant', 'scallion']);

    const label = (await call(user, 'POST', '/api/groups/labels', { name: 'Dairy' })).json();
    await call(user, 'PUT', `/api/foods/${list.json().items[0].id}`, { name: 'crème fraîche', labelId: label.id, description: null });
    const byLabel = await call(user, 'GET', '/api/foods?orderBy=label.name&orderByNullPosition=first&orderDirection=asc');
    expect(
      byLabel
        .json()
        .items.map((f: Json) => f.name)
        .at(-1),
    ).toBe('crème fraîche');
    const dairy = await call(user, 'GET', `/api/foods?queryFilter=${encodeURIComponent(`label_id = "${label.id}"`)}`);
    expect(dairy.json().items.map((f: Json) => f.name)).toEqual(['crème fraîche']);

    const search = async (text: string) =>
      (await call(user, 'GET', `/api/foods?search=${encodeURIComponent(text)}`)).json().items.map((f: Json) => f.name);
    // The exact name ranks before a longer name that starts with it.
    expect(await search('Egg')).toEqual(['egg', 'eggplant']);
    expect(await search('eggs')).toEqual(['egg']);
    expect(await search('AUBERGINE')).toEqual(['eggplant']);
    expect(await search('creme')).toEqual(['crème fraîche']);
    expect(await search('onion')).toEqual(['scallion']);
    expect(await search('100%_')).toEqual([]);
  });
});

describe('GET · PUT · DELETE /api/foods/{id}', () => {
  it('reads one food with last-modified and no-cache headers', async () => {
    const food = await createFood(member, { name: 'leek' });
    const res = await call(member, 'GET', `/api/foods/${food.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(food);
    expect(res.headers['last-modified']).toBe(food.updatedAt);
    expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
  });

  it('updates fields, replaces aliases and extras and sets a label of the group', async () => {
    const label = (await call(member, 'POST', '/api/groups/labels', { name: 'Vegetables' })).json();
    const food = await createFood(member, { name: 'courgette', aliases: [{ name: 'zucchini' }], extras: { a: '1' } });
    const res = await call(member, 'PUT', `/api/foods/${food.id}`, {
      name: 'courgette',
      pluralName: 'courgettes',
      labelId: label.id,
      aliases: [{ name: 'summer squash' }, { name: 'marrow' }],
      extras: { b: '2' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      pluralName: 'courgettes',
      labelId: label.id,
      label,
      aliases: expect.arrayContaining([{ name: 'summer squash' }, { name: 'marrow' }]),
      extras: { b: '2' },
    });
    expect(res.json().aliases).toHaveLength(2);
    expect((await call(member, 'GET', `/api/foods?search=zucchini`)).json().total).toBe(0);
    expect((await call(member, 'GET', `/api/foods?search=marrow`)).json().items[0].id).toBe(food.id);

    const other = await createFood(member, { name: 'pumpkin' });
    const clash = await call(member, 'PUT', `/api/foods/${other.id}`, { name: 'courgette' });
    expect(clash.statusCode).toBe(400);
  });

  it('deletes a food and unlinks it from ingredients', async () => {
    const food = await createFood(member, { name: 'parsnip' });
    const recipeId = await recipeUsing(member, [{ foodId: food.id }]);
    const res = await call(member, 'DELETE', `/api/foods/${food.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(food);
    expect((await call(member, 'GET', `/api/foods/${food.id}`)).statusCode).toBe(404);
    expect(await ingredientFoods(recipeId)).toEqual([null]);
  });

  it('answers 404 to another group for every id route, and changes nothing', async () => {
    const food = await createFood(member, { name: 'truffle' });
    await expectUnchanged(ctx, ['ingredient_foods', 'ingredient_foods_aliases'], async () => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await call(outsider, method, `/api/foods/${food.id}`, method === 'PUT' ? { name: 'mine' } : undefined);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(errorDto.errorResponse('Food not found'));
      }
    });
    expect((await call(outsider, 'GET', '/api/foods?search=truffle')).json().total).toBe(0);
  });
});

describe('on hand per household', () => {
  it("is the caller's household's, set by onHand or by the household slugs", async () => {
    const owner = await createUser(ctx);
    const sameHousehold = await createUser(ctx, { beside: owner });
    const otherHousehold = await createUser(ctx, { beside: owner, household: 'Cottage' });

    const food = await createFood(owner, { name: 'flour', onHand: true });
    expect(food).toMatchObject({ onHand: true, householdsWithIngredientFood: ['family'] });
    expect((await call(sameHousehold, 'GET', `/api/foods/${food.id}`)).json().onHand).toBe(true);
    expect((await call(otherHousehold, 'GET', `/api/foods/${food.id}`)).json()).toMatchObject({
      onHand: false,
      householdsWithIngredientFood: ['family'],
    });

    const cottage = await call(otherHousehold, 'PUT', `/api/foods/${food.id}`, {
      name: 'flour',
      householdsWithIngredientFood: ['cottage'],
    });
    expect(cottage.json()).toMatchObject({ onHand: true, householdsWithIngredientFood: ['cottage', 'family'] });

    const off = await call(owner, 'PUT', `/api/foods/${food.id}`, { name: 'flour', onHand: false });
    expect(off.json()).toMatchObject({ onHand: false, householdsWithIngredientFood: ['cottage'] });
    // A body that says nothing about it leaves it alone.
    const rename = await call(otherHousehold, 'PUT', `/api/foods/${food.id}`, { name: 'plain flour' });
    expect(rename.json()).toMatchObject({ name: 'plain flour', onHand: true });

    // queryFilter sees the caller's household too.
    const onHand = async (user: TestUser) =>
      (await call(user, 'GET', `/api/foods?queryFilter=${encodeURIComponent('onHand = true')}`)).json().items.map((f: Json) => f.name);
    expect(await onHand(otherHousehold)).toEqual(['plain flour']);
    expect(await onHand(owner)).toEqual([]);
  });
});

describe('PUT /api/foods/merge', () => {
  it('repoints every ingredient and on-hand household to the kept food, then deletes the other', async () => {
    const from = await createFood(member, { name: 'spring onion', onHand: true });
    const to = await createFood(member, { name: 'green onion' });
    const untouched = await createFood(member, { name: 'shallot' });
    const first = await recipeUsing(member, [{ foodId: from.id }, { foodId: untouched.id }, { foodId: from.id }]);
    const second = await recipeUsing(member, [{ foodId: to.id }]);

    const res = await call(member, 'PUT', '/api/foods/merge', { fromFood: from.id, toFood: to.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String), error: false });
    expect(await ingredientFoods(first)).toEqual([to.id, untouched.id, to.id]);
    expect(await ingredientFoods(second)).toEqual([to.id]);
    expect((await call(member, 'GET', `/api/foods/${from.id}`)).statusCode).toBe(404);
    expect((await call(member, 'GET', `/api/foods/${to.id}`)).json().onHand).toBe(true);
  });

  it('accepts snake_case, refuses merging a food with itself (400) and foods of another group (404)', async () => {
    const mine = await createFood(member, { name: 'caster sugar' });
    const alsoMine = await createFood(member, { name: 'superfine sugar' });
    const theirs = await createFood(outsider, { name: 'icing sugar' });
    await expectUnchanged(ctx, ['ingredient_foods', 'recipes_ingredients'], async () => {
      const same = await call(member, 'PUT', '/api/foods/merge', { from_food: mine.id, to_food: mine.id });
      expect(same.statusCode).toBe(400);
      for (const body of [
        { fromFood: theirs.id, toFood: mine.id },
        { fromFood: mine.id, toFood: theirs.id },
      ]) {
        const res = await call(member, 'PUT', '/api/foods/merge', body);
        expect(res.statusCode).toBe(404);
      }
      const bad = await call(member, 'PUT', '/api/foods/merge', { fromFood: 'nope', toFood: alsoMine.id });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual(errorDto.invalidField('body', 'fromFood'));
    });
  });
});

describe("exact food matching (the ingredient parser's first step)", () => {
  it('finds a food by exact normalised name, plural or alias within the group only', async () => {
    const user = await createUser(ctx);
    const food = await createFood(user, { name: 'Jalapeño', pluralName: 'jalapeños', aliases: [{ name: 'chile jalapeno' }] });
    const matcherOf = async (groupId: string) =>
      new SpellingMatcher(await foodSpellings(ctx.database.db, systemTenant(groupId)), FOOD_FUZZY_THRESHOLD);
    const mine = await matcherOf(user.groupId);
    for (const text of ['jalapeno', ' JALAPEÑOS ', 'Chile Jalapeño']) {
      expect(mine.exactMatch(text)).toBe(food.id);
    }
    expect(mine.exactMatch('jalap')).toBeNull();
    expect((await matcherOf(outsider.groupId)).exactMatch('jalapeno')).toBeNull();
  });
});
