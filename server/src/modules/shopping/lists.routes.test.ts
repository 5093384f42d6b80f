import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFood, createRecipe, createUnit, createUser, memberOfOtherHousehold, type TestUser } from '../../../test/factories.js';
import { setupTestApp, type TestContext } from '../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../test/responses.js';
import { addItem, caller, contents, createList, eventsAfter, lastEvent, readList, shown } from '../../../test/shopping.js';

let ctx: TestContext;
let owner: TestUser;
let housemate: TestUser;
let neighbour: TestUser;
let stranger: TestUser;
let call: ReturnType<typeof caller>;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const SHOPPING_TABLES = [
  'shopping_lists',
  'shopping_list_items',
  'shopping_list_item_recipe_reference',
  'shopping_list_recipe_reference',
  'shopping_lists_multi_purpose_labels',
] as const;

beforeAll(async () => {
  ctx = await setupTestApp();
  call = caller(ctx);
  owner = await createUser(ctx);
  housemate = await createUser(ctx, { beside: owner });
  neighbour = await memberOfOtherHousehold(ctx, owner);
  stranger = await createUser(ctx);
});
afterAll(() => ctx.close());

describe('POST /api/households/shopping/lists', () => {
  it('requires a signed-in user', async () => {
    const res = await call(null, 'POST', '/api/households/shopping/lists', { name: 'x' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorDto.unauthenticated);
  });

  it('refuses a name over 255 characters with 422 naming the field', async () => {
    await expectUnchanged(ctx, [...SHOPPING_TABLES], async () => {
      const res = await call(owner, 'POST', '/api/households/shopping/lists', { name: 'x'.repeat(256) });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(errorDto.invalidField('body', 'name'));
    });
  });

  it("creates the caller's list with the group's labels in name order, and tells the household once", async () => {
    const group = await createUser(ctx);
    for (const name of ['produce', 'Bakery', 'dairy'])
      expect((await call(group, 'POST', '/api/groups/labels', { name })).statusCode).toBe(200);
    const since = await lastEvent(ctx);
    const list = await createList(ctx, group, 'Week 1');
    expect(list).toMatchObject({ name: 'Week 1', extras: {}, userId: group.id, groupId: group.groupId, householdId: group.householdId });
    expect(list.listItems).toEqual([]);
    expect(list.labelSettings.map((s: { label: { name: string }; position: number }) => [s.label.name, s.position])).toEqual([
      ['Bakery', 0],
      ['dairy', 1],
      ['produce', 2],
    ]);
    expect(await eventsAfter(ctx, since)).toEqual([
      {
        eventType: 'shopping_list_created',
        householdId: group.householdId,
        documentData: { documentType: 'shopping_list', operation: 'create', shoppingListId: list.id },
      },
    ]);
  });
});

describe('label settings', () => {
  it('a new label goes last on every list of the group; a deleted label leaves every list', async () => {
    const cook = await createUser(ctx);
    const other = await memberOfOtherHousehold(ctx, cook);
    await call(cook, 'POST', '/api/groups/labels', { name: 'Zucchini corner' });
    const mine = await createList(ctx, cook);
    const theirs = await createList(ctx, other);
    const created = await call(cook, 'POST', '/api/groups/labels', { name: 'Aardvark' });
    for (const [user, list] of [
      [cook, mine],
      [other, theirs],
    ] as const) {
      const read = await readList(ctx, user, list.id);
      expect(read.labelSettings.map((s: { label: { name: string }; position: number }) => [s.label.name, s.position])).toEqual([
        ['Zucchini corner', 0],
        ['Aardvark', 1],
      ]);
    }
    expect((await call(cook, 'DELETE', `/api/groups/labels/${created.json().id}`)).statusCode).toBe(200);
    expect((await readList(ctx, other, theirs.id)).labelSettings).toHaveLength(1);
  });

  it('PUT label-settings reorders; an entry of another list is a 400 and changes nothing', async () => {
    const cook = await createUser(ctx);
    for (const name of ['A', 'B', 'C']) await call(cook, 'POST', '/api/groups/labels', { name });
    const list = await createList(ctx, cook);
    const reversed = [...list.labelSettings].reverse().map((s: Record<string, unknown>, position: number) => ({ ...s, position }));
    const res = await call(cook, 'PUT', `/api/households/shopping/lists/${list.id}/label-settings`, reversed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().labelSettings.map((s: { label: { name: string } }) => s.label.name)).toEqual(['C', 'B', 'A']);
    await expectUnchanged(ctx, ['shopping_lists_multi_purpose_labels'], async () => {
      const wrong = await call(cook, 'PUT', `/api/households/shopping/lists/${list.id}/label-settings`, [
        { ...reversed[0], shoppingListId: MISSING_ID, position: 7 },
      ]);
      expect(wrong.statusCode).toBe(400);
      const bad = await call(cook, 'PUT', `/api/households/shopping/lists/${list.id}/label-settings`, [{ ...reversed[0], position: 'x' }]);
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual(errorDto.invalidField('body', 0, 'position'));
    });
  });

  it("an item with a food takes the food's label; a note naming a labelled food takes that food's label", async () => {
    const cook = await createUser(ctx);
    const dairy = (await call(cook, 'POST', '/api/groups/labels', { name: 'Dairy' })).json();
    const produce = (await call(cook, 'POST', '/api/groups/labels', { name: 'Produce' })).json();
    const milk = await createFood(ctx, cook, { name: 'milk', labelId: dairy.id });
    await createFood(ctx, cook, { name: 'tomato', pluralName: 'tomatoes', labelId: produce.id });
    const list = await createList(ctx, cook);
    await addItem(ctx, cook, { shoppingListId: list.id, foodId: milk.id, isFood: true });
    await addItem(ctx, cook, { shoppingListId: list.id, note: '6 ripe tomatoes' });
    await addItem(ctx, cook, { shoppingListId: list.id, note: 'batteries' });
    await addItem(ctx, cook, { shoppingListId: list.id, note: 'tomatoes for Anna', labelId: dairy.id });
    const read = await readList(ctx, cook, list.id);
    expect(
      read.listItems.map((i: { display: string; labelId: string | null; label: { name: string } | null }) => [
        i.display,
        i.label?.name ?? null,
      ]),
    ).toEqual([
      ['1 milk', 'Dairy'],
      ['6 ripe tomatoes', 'Produce'],
      ['batteries', null],
      ['tomatoes for Anna', 'Dairy'],
    ]);
  });
});

describe('GET /api/households/shopping/lists', () => {
  it("pages the household's list summaries with Mealie's envelope, filter and order; the 1.x path answers the same", async () => {
    const cook = await createUser(ctx);
    const mate = await createUser(ctx, { beside: cook });
    const other = await memberOfOtherHousehold(ctx, cook);
    await createList(ctx, cook, 'b list');
    await createList(ctx, mate, 'A list');
    await createList(ctx, other, 'not ours');
    const res = await call(cook, 'GET', '/api/households/shopping/lists?orderBy=name&orderDirection=asc&perPage=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, per_page: 1, total: 2, total_pages: 2, previous: null });
    expect(res.json().items.map((l: { name: string }) => l.name)).toEqual(['A list']);
    expect(res.json().items[0].listItems).toBeUndefined();
    expect(res.json().next).toBe(
      '/api/households/shopping/lists?page=2&perPage=1&orderBy=name&orderDirection=asc&queryFilter=None&paginationSeed=None',
    );
    const filtered = await call(cook, 'GET', `/api/households/shopping/lists?queryFilter=${encodeURIComponent('name = "b list"')}`);
    expect(filtered.json().items.map((l: { name: string }) => l.name)).toEqual(['b list']);
    const alias = await call(cook, 'GET', '/api/groups/shopping/lists?orderBy=name&orderDirection=asc&perPage=-1');
    expect(alias.json().items.map((l: { name: string }) => l.name)).toEqual(['A list', 'b list']);
    expect(alias.json().per_page).toBe(2);
  });
});

describe('one list: GET, PUT, DELETE', () => {
  it("another household's or group's list is a 404 that changes nothing", async () => {
    const list = await createList(ctx, owner);
    await addItem(ctx, owner, { shoppingListId: list.id, note: 'eggs' });
    await expectUnchanged(ctx, [...SHOPPING_TABLES], async () => {
      for (const user of [neighbour, stranger]) {
        for (const [method, url, body] of [
          ['GET', `/api/households/shopping/lists/${list.id}`],
          ['PUT', `/api/households/shopping/lists/${list.id}`, { name: 'mine now' }],
          ['DELETE', `/api/households/shopping/lists/${list.id}`],
          ['PUT', `/api/households/shopping/lists/${list.id}/label-settings`, []],
          ['POST', `/api/households/shopping/lists/${list.id}/recipe`, []],
          ['GET', `/api/groups/shopping/lists/${list.id}`],
        ] as const) {
          const res = await call(user, method, url, body);
          expect(res.statusCode, `${method} ${url}`).toBe(404);
        }
      }
    });
    const missing = await call(owner, 'GET', `/api/households/shopping/lists/${MISSING_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(errorDto.errorResponse('Not found.'));
    expect((await call(owner, 'GET', '/api/households/shopping/lists/not-a-uuid')).json()).toEqual(errorDto.invalidField('path', 'itemId'));
  });

  it('a housemate reads and renames the list; PUT ignores listItems, so a rename never empties the list', async () => {
    const list = await createList(ctx, owner, 'Before');
    await addItem(ctx, owner, { shoppingListId: list.id, note: 'eggs' });
    // aiomealie renames with {id, name, groupId}; Mealie would delete every item here.
    const renamed = await call(housemate, 'PUT', `/api/households/shopping/lists/${list.id}`, {
      id: list.id,
      name: 'After',
      groupId: list.groupId,
      extras: { store: 'corner', aisles: 3 },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'After', extras: { store: 'corner', aisles: '3' } });
    expect(shown(renamed.json().listItems)).toEqual([['eggs', 1]]);
    const emptied = await call(owner, 'PUT', `/api/groups/shopping/lists/${list.id}`, { ...(renamed.json() as object), listItems: [] });
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().listItems).toHaveLength(1);
  });

  it('DELETE answers the list and removes it with its items', async () => {
    const list = await createList(ctx, owner);
    await addItem(ctx, owner, { shoppingListId: list.id, note: 'eggs' });
    const since = await lastEvent(ctx);
    const res = await call(owner, 'DELETE', `/api/households/shopping/lists/${list.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: list.id, listItems: [expect.objectContaining({ note: 'eggs' })] });
    expect((await call(owner, 'GET', `/api/households/shopping/lists/${list.id}`)).statusCode).toBe(404);
    expect(await ctx.database.db.selectFrom('shopping_list_items').select('id').where('shopping_list_id', '=', list.id).execute()).toEqual(
      [],
    );
    expect((await eventsAfter(ctx, since)).map((e) => e.eventType)).toEqual(['shopping_list_deleted']);
  });
});

describe('recipes on a list', () => {
  let cook: TestUser;
  let cup: { id: string };
  let gram: { id: string };
  let kilo: { id: string };
  let flour: { id: string };
  let milk: { id: string };
  let egg: { id: string };

  beforeAll(async () => {
    cook = await createUser(ctx);
    cup = await createUnit(ctx, cook, { name: 'cup', pluralName: 'cups' });
    gram = await createUnit(ctx, cook, { name: 'gram', abbreviation: 'g', useAbbreviation: true });
    kilo = await createUnit(ctx, cook, { name: 'Kilo', abbreviation: 'kg' });
    flour = await createFood(ctx, cook, { name: 'flour' });
    milk = await createFood(ctx, cook, { name: 'milk' });
    egg = await createFood(ctx, cook, { name: 'egg', pluralName: 'eggs' });
  });

  const cake = () =>
    createRecipe(ctx, cook, {
      name: `Cake ${Math.random()}`,
      recipeIngredient: [
        { quantity: 0.5, unit: { id: kilo.id }, food: { id: flour.id }, note: 'sifted' },
        { quantity: 1.5, unit: { id: cup.id }, food: { id: milk.id } },
        { quantity: 2, food: { id: egg.id } },
        { quantity: 0.25, unit: { id: kilo.id }, food: { id: flour.id } },
        { quantity: null, note: 'salt to taste' },
      ],
    } as never);

  it('adds a recipe ×2 with merged lines, scaled quantities and the display text; the bulk form adds several', async () => {
    const recipe = await cake();
    const list = await createList(ctx, cook);
    const since = await lastEvent(ctx);
    const res = await call(cook, 'POST', `/api/households/shopping/lists/${list.id}/recipe/${recipe.id}`, { recipeIncrementQuantity: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(shown(res.json().listItems)).toEqual([
      ['1 ¹/₂ Kilo flour sifted', 1.5],
      ['3 cups milk', 3],
      ['4 eggs', 4],
      ['salt to taste', 0],
    ]);
    expect(res.json().listItems[0].recipeReferences).toEqual([
      expect.objectContaining({ recipeId: recipe.id, recipeQuantity: 0.75, recipeScale: 2, recipeNote: 'sifted' }),
    ]);
    expect(res.json().recipeReferences).toEqual([
      expect.objectContaining({
        recipeId: recipe.id,
        recipeQuantity: 2,
        recipe: expect.objectContaining({ id: recipe.id, name: recipe.name }),
      }),
    ]);
    const events = await eventsAfter(ctx, since);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      eventType: 'shopping_list_updated',
      documentData: { documentType: 'shopping_list_item', operation: 'create', shoppingListId: list.id },
    });
    expect(events[0].documentData.shoppingListItemIds).toHaveLength(4);

    const other = await cake();
    const bulk = await call(cook, 'POST', `/api/households/shopping/lists/${list.id}/recipe`, [
      { recipeId: other.id },
      { recipeId: recipe.id, recipeIncrementQuantity: 1, recipeIngredients: [{ quantity: 1, food: { id: egg.id }, note: '' }] },
    ]);
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(shown(bulk.json().listItems)).toEqual([
      ['2 ¹/₄ Kilo flour sifted', 2.25],
      ['4 ¹/₂ cups milk', 4.5],
      ['7 eggs', 7],
      ['salt to taste', 0],
    ]);
  });

  it('adding a recipe N times and removing it N times leaves the list exactly as before, also with converted units', async () => {
    const recipe = await cake();
    const list = await createList(ctx, cook);
    await addItem(ctx, cook, {
      shoppingListId: list.id,
      foodId: flour.id,
      unitId: gram.id,
      quantity: 250,
      isFood: true,
      note: 'for bread',
    });
    await addItem(ctx, cook, { shoppingListId: list.id, note: 'coffee' });
    const before = contents(await readList(ctx, cook, list.id));
    for (const n of [1, 3]) {
      for (let i = 0; i < n; i++) {
        expect((await call(cook, 'POST', `/api/households/shopping/lists/${list.id}/recipe/${recipe.id}`)).statusCode).toBe(200);
      }
      const full = await readList(ctx, cook, list.id);
      expect(full.listItems[0]).toMatchObject({
        quantity: 250 + 750 * n,
        unitId: gram.id,
        display: `${250 + 750 * n} g flour for bread | sifted`,
      });
      for (let i = 0; i < n; i++) {
        const res = await call(cook, 'POST', `/api/households/shopping/lists/${list.id}/recipe/${recipe.id}/delete`, {
          recipeDecrementQuantity: 1,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      expect(contents(await readList(ctx, cook, list.id))).toEqual(before);
    }
    await call(cook, 'POST', `/api/households/shopping/lists/${list.id}/recipe/${recipe.id}`, { recipeIncrementQuantity: 4 });
    await call(cook, 'POST', `/api/households/shopping/lists/${list.id}/recipe/${recipe.id}/delete`, { recipeDecrementQuantity: 4 });
    expect(contents(await readList(ctx, cook, list.id))).toEqual(before);
  });

  it('two recipes sharing a food: removing one leaves the other’s part and the person’s', async () => {
    const list = await createList(ctx, cook);
    const pancakes = await createRecipe(ctx, cook, {
      recipeIngredient: [{ quantity: 1, unit: { id: cup.id }, food: { id: milk.id } }],
    } as never);
    const porridge = await createRecipe(ctx, cook, {
      recipeIngredient: [{ quantity: 2, unit: { id: cup.id }, food: { id: milk.id }, note: 'warm' }],
    } as never);
    await addItem(ctx, cook, { shoppingListId: list.id, foodId: milk.id, unitId: cup.id, quantity: 0.5, isFood: true });
    await call(cook, 'POST', `/api/households/shopping/lists/${list.id}/recipe/${pancakes.id}`, {});
    const both = await call(cook, 'POST', `/api/households/shopping/lists/${list.id}/recipe/${porridge.id}`, {});
    expect(shown(both.json().listItems)).toEqual([['3 ¹/₂ cups milk warm', 3.5]]);
    const res = await call(cook, 'POST', `/api/households/shopping/lists/${list.id}/recipe/${pancakes.id}/delete`);
    expect(res.statusCode).toBe(200);
    expect(shown(res.json().listItems)).toEqual([['2 ¹/₂ cups milk warm', 2.5]]);
    expect(res.json().listItems[0].recipeReferences.map((r: { recipeId: string }) => r.recipeId)).toEqual([porridge.id]);
    expect(res.json().recipeReferences.map((r: { recipeId: string }) => r.recipeId)).toEqual([porridge.id]);
    const last = await call(cook, 'POST', `/api/households/shopping/lists/${list.id}/recipe/${porridge.id}/delete`);
    expect(shown(last.json().listItems)).toEqual([['¹/₂ cup milk', 0.5]]);
    expect(last.json().recipeReferences).toEqual([]);
  });

  it('a recipe of another household needs its ingredients sent; a missing recipe is a 404; bad input is a 422 naming the field', async () => {
    const list = await createList(ctx, cook);
    const theirs = await createRecipe(ctx, await memberOfOtherHousehold(ctx, cook), {
      recipeIngredient: [{ quantity: 1, food: { id: egg.id } }],
    } as never);
    await expectUnchanged(ctx, [...SHOPPING_TABLES], async () => {
      expect((await call(cook, 'POST', `/api/households/shopping/lists/${list.id}/recipe/${theirs.id}`)).statusCode).toBe(404);
      expect(
        (await call(cook, 'POST', `/api/households/shopping/lists/${list.id}/recipe/${MISSING_ID}`, { recipeIngredients: [] })).statusCode,
      ).toBe(404);
      const zero = await call(cook, 'POST', `/api/households/shopping/lists/${list.id}/recipe/${theirs.id}`, {
        recipeIncrementQuantity: 0,
      });
      expect(zero.statusCode).toBe(422);
      expect(zero.json()).toEqual(errorDto.invalidField('body', 'recipeIncrementQuantity'));
      const bulk = await call(cook, 'POST', `/api/households/shopping/lists/${list.id}/recipe`, [{ recipeId: 'nope' }]);
      expect(bulk.json()).toEqual(errorDto.invalidField('body', 0, 'recipeId'));
    });
    const sent = await call(cook, 'POST', `/api/households/shopping/lists/${list.id}/recipe/${theirs.id}`, {
      recipeIngredients: [{ quantity: 3, food: { id: egg.id } }],
    });
    expect(shown(sent.json().listItems)).toEqual([['3 eggs', 3]]);
  });
});
