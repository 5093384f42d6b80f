import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFood, createRecipe, createUnit, createUser, memberOfOtherHousehold, type TestUser } from '../../../test/factories.js';
import { setupTestApp, type TestContext } from '../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../test/responses.js';
import { addItem, caller, createList, eventsAfter, lastEvent, readList, shown } from '../../../test/shopping.js';

let ctx: TestContext;
let cook: TestUser;
let neighbour: TestUser;
let stranger: TestUser;
let call: ReturnType<typeof caller>;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const ITEM_TABLES = ['shopping_list_items', 'shopping_list_item_recipe_reference', 'shopping_list_recipe_reference'] as const;

beforeAll(async () => {
  ctx = await setupTestApp();
  call = caller(ctx);
  cook = await createUser(ctx);
  neighbour = await memberOfOtherHousehold(ctx, cook);
  stranger = await createUser(ctx);
});
afterAll(() => ctx.close());

describe('POST /api/households/shopping/items', () => {
  it('creates an item from a snake_case body (Mealient) and answers the collection, keeping extras keys as sent', async () => {
    const list = await createList(ctx, cook);
    const since = await lastEvent(ctx);
    const res = await call(cook, 'POST', '/api/households/shopping/items', {
      shopping_list_id: list.id,
      note: 'coffee beans',
      quantity: 2,
      position: 3,
      is_food: false,
      checked: false,
      extras: { brand_name: 'Blue' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.updatedItems).toEqual([]);
    expect(body.deletedItems).toEqual([]);
    expect(body.createdItems).toEqual([
      expect.objectContaining({
        shoppingListId: list.id,
        note: 'coffee beans',
        display: '2 coffee beans',
        quantity: 2,
        position: 3,
        checked: false,
        isFood: false,
        extras: { brand_name: 'Blue' },
        groupId: cook.groupId,
        householdId: cook.householdId,
        recipeReferences: [],
        label: null,
      }),
    ]);
    expect(await eventsAfter(ctx, since)).toEqual([
      {
        eventType: 'shopping_list_updated',
        householdId: cook.householdId,
        documentData: {
          documentType: 'shopping_list_item',
          operation: 'create',
          shoppingListId: list.id,
          shoppingListItemIds: [body.createdItems[0].id],
        },
      },
    ]);
  });

  it('merges into an existing unchecked item of the same food, converting units, and into an equal note without food', async () => {
    const list = await createList(ctx, cook);
    const flour = await createFood(ctx, cook, { name: `flour ${Math.random()}` });
    const gram = await createUnit(ctx, cook, { name: 'gram', abbreviation: 'g', useAbbreviation: true });
    const pound = await createUnit(ctx, cook, { name: 'pound', abbreviation: 'lb' });
    const first = await addItem(ctx, cook, { shoppingListId: list.id, foodId: flour.id, unitId: gram.id, quantity: 500, isFood: true });
    const merged = await addItem(ctx, cook, { shoppingListId: list.id, foodId: flour.id, unitId: pound.id, quantity: 1, isFood: true });
    expect(merged.createdItems).toEqual([]);
    expect(merged.updatedItems).toEqual([
      expect.objectContaining({
        id: first.createdItems[0].id,
        quantity: 953.59237,
        unitId: gram.id,
        display: expect.stringContaining('g flour'),
      }),
    ]);
    await addItem(ctx, cook, { shoppingListId: list.id, note: 'bread' });
    const again = await addItem(ctx, cook, { shoppingListId: list.id, note: 'bread', quantity: 2 });
    expect(again.updatedItems).toEqual([expect.objectContaining({ note: 'bread', quantity: 3 })]);
    const other = await addItem(ctx, cook, { shoppingListId: list.id, note: 'rolls' });
    expect(other.createdItems).toHaveLength(1);
    expect((await readList(ctx, cook, list.id)).listItems).toHaveLength(3);
  });

  it('keeps a client-chosen id, refuses one that exists, and refuses bad input with 422 naming the field', async () => {
    const list = await createList(ctx, cook);
    const id = crypto.randomUUID();
    const res = await addItem(ctx, cook, { id, shoppingListId: list.id, note: 'tea' });
    expect(res.createdItems[0].id).toBe(id);
    await expectUnchanged(ctx, [...ITEM_TABLES], async () => {
      expect((await call(cook, 'POST', '/api/households/shopping/items', { id, shoppingListId: list.id, note: 'again' })).statusCode).toBe(
        400,
      );
      const noList = await call(cook, 'POST', '/api/households/shopping/items', { note: 'x' });
      expect(noList.statusCode).toBe(422);
      expect(noList.json()).toEqual(errorDto.invalidField('body', 'shoppingListId'));
      const badQuantity = await call(cook, 'POST', '/api/households/shopping/items', { shoppingListId: list.id, quantity: 'lots' });
      expect(badQuantity.json()).toEqual(errorDto.invalidField('body', 'quantity'));
      const foreignFood = await createFood(ctx, stranger);
      const notOurs = await call(cook, 'POST', '/api/households/shopping/items/create-bulk', [
        { shoppingListId: list.id, note: 'fine' },
        { shoppingListId: list.id, foodId: foreignFood.id },
      ]);
      expect(notOurs.statusCode).toBe(422);
      expect(notOurs.json()).toEqual(errorDto.invalidField('body', 1, 'foodId'));
    });
  });

  it("another household's or group's list is a 404 and nothing is created", async () => {
    const list = await createList(ctx, cook);
    await expectUnchanged(ctx, [...ITEM_TABLES], async () => {
      for (const user of [neighbour, stranger]) {
        const res = await call(user, 'POST', '/api/households/shopping/items', { shoppingListId: list.id, note: 'sneaky' });
        expect(res.statusCode).toBe(404);
        const bulk = await call(user, 'POST', '/api/groups/shopping/items/create-bulk', [{ shoppingListId: list.id, note: 'sneaky' }]);
        expect(bulk.statusCode).toBe(404);
      }
    });
  });
});

describe('POST /api/households/shopping/items/create-bulk', () => {
  it('merges mergeable items of the request among themselves and answers created and updated items', async () => {
    const list = await createList(ctx, cook);
    const existing = await addItem(ctx, cook, { shoppingListId: list.id, note: 'apples', quantity: 2 });
    const res = await call(cook, 'POST', '/api/households/shopping/items/create-bulk', [
      { shoppingListId: list.id, note: 'pears' },
      { shoppingListId: list.id, note: 'pears', quantity: 2 },
      { shoppingListId: list.id, note: 'apples' },
      { shoppingListId: list.id, note: 'owed', quantity: -1 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(shown(res.json().createdItems)).toEqual([['3 pears', 3]]);
    expect(res.json().updatedItems).toEqual([expect.objectContaining({ id: existing.createdItems[0].id, quantity: 3 })]);
  });
});

describe('GET /api/households/shopping/items', () => {
  it("filters by list and orders by position as Home Assistant asks; other households' items never show", async () => {
    const list = await createList(ctx, cook);
    await call(cook, 'POST', '/api/households/shopping/items/create-bulk', [
      { shoppingListId: list.id, note: 'c', position: 2 },
      { shoppingListId: list.id, note: 'a', position: 0 },
      { shoppingListId: list.id, note: 'b', position: 1 },
    ]);
    const theirs = await createList(ctx, neighbour);
    await addItem(ctx, neighbour, { shoppingListId: theirs.id, note: 'theirs' });
    const query = `queryFilter=${encodeURIComponent(`shoppingListId=${list.id}`)}&orderBy=position&orderDirection=asc&perPage=-1`;
    const res = await call(cook, 'GET', `/api/households/shopping/items?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items.map((i: { note: string }) => i.note)).toEqual(['a', 'b', 'c']);
    expect(res.json()).toMatchObject({ total: 3, per_page: 3, page: 1, total_pages: 1 });
    const theirsSeen = await call(
      cook,
      'GET',
      `/api/households/shopping/items?queryFilter=${encodeURIComponent(`shoppingListId=${theirs.id}`)}`,
    );
    expect(theirsSeen.json().total).toBe(0);
    const one = res.json().items[0];
    expect((await call(cook, 'GET', `/api/groups/shopping/items/${one.id}`)).json()).toEqual(one);
    expect((await call(neighbour, 'GET', `/api/households/shopping/items/${one.id}`)).statusCode).toBe(404);
  });
});

describe('PUT /api/households/shopping/items/{id} and PUT /api/households/shopping/items', () => {
  it('checks an item (Home Assistant), clearing its recipe references; a field left out keeps its value', async () => {
    const list = await createList(ctx, cook);
    const recipe = await createRecipe(ctx, cook, { recipeIngredient: [{ quantity: 2, note: 'limes' }] } as never);
    const added = await call(cook, 'POST', `/api/households/shopping/lists/${list.id}/recipe/${recipe.id}`, {});
    const item = added.json().listItems[0];
    const since = await lastEvent(ctx);
    const res = await call(cook, 'PUT', `/api/households/shopping/items/${item.id}`, { shoppingListId: list.id, checked: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().updatedItems).toEqual([
      expect.objectContaining({ id: item.id, checked: true, note: 'limes', quantity: 2, recipeReferences: [] }),
    ]);
    expect((await readList(ctx, cook, list.id)).recipeReferences).toEqual([]);
    expect((await eventsAfter(ctx, since)).map((e) => [e.eventType, e.documentData.operation, e.documentData.shoppingListItemIds])).toEqual(
      [['shopping_list_updated', 'update', [item.id]]],
    );
  });

  it('an edit that makes an item mergeable merges it into the other, which answers updated, the edited one deleted', async () => {
    const list = await createList(ctx, cook);
    const a = (await addItem(ctx, cook, { shoppingListId: list.id, note: 'milk', quantity: 1 })).createdItems[0];
    const b = (await addItem(ctx, cook, { shoppingListId: list.id, note: 'mlik', quantity: 2 })).createdItems[0];
    const res = await call(cook, 'PUT', `/api/households/shopping/items/${b.id}`, { ...b, note: 'milk' });
    expect(res.json().updatedItems).toEqual([expect.objectContaining({ id: a.id, quantity: 3 })]);
    expect(res.json().deletedItems).toEqual([expect.objectContaining({ id: b.id })]);
    expect(shown((await readList(ctx, cook, list.id)).listItems)).toEqual([['3 milk', 3]]);
  });

  it('bulk: reorders several items, the first of duplicate ids wins, a negative quantity deletes', async () => {
    const list = await createList(ctx, cook);
    const created = (
      await call(cook, 'POST', '/api/households/shopping/items/create-bulk', [
        { shoppingListId: list.id, note: 'x', position: 0 },
        { shoppingListId: list.id, note: 'y', position: 1 },
        { shoppingListId: list.id, note: 'z', position: 2 },
      ])
    ).json().createdItems;
    const [x, y, z] = created;
    const res = await call(cook, 'PUT', '/api/households/shopping/items', [
      { ...x, position: 2 },
      { ...z, position: 0 },
      { ...x, position: 9 },
      { ...y, quantity: -1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().updatedItems.map((i: { note: string; position: number }) => [i.note, i.position])).toEqual([
      ['x', 2],
      ['z', 0],
    ]);
    expect(res.json().deletedItems.map((i: { note: string }) => i.note)).toEqual(['y']);
    expect((await readList(ctx, cook, list.id)).listItems.map((i: { note: string }) => i.note)).toEqual(['z', 'x']);
  });

  it("another household's item is a 404 for single and bulk updates, and nothing changes; bad input names the field", async () => {
    const list = await createList(ctx, cook);
    const item = (await addItem(ctx, cook, { shoppingListId: list.id, note: 'mine' })).createdItems[0];
    await expectUnchanged(ctx, [...ITEM_TABLES], async () => {
      for (const user of [neighbour, stranger]) {
        expect((await call(user, 'PUT', `/api/households/shopping/items/${item.id}`, { ...item, note: 'theirs' })).statusCode).toBe(404);
        expect((await call(user, 'PUT', '/api/groups/shopping/items', [{ ...item, checked: true }])).statusCode).toBe(404);
      }
      const bad = await call(cook, 'PUT', '/api/households/shopping/items', [{ ...item, position: 1.5 }]);
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual(errorDto.invalidField('body', 0, 'position'));
      const missing = await call(cook, 'PUT', '/api/households/shopping/items', [{ ...item }, { ...item, id: MISSING_ID }]);
      expect(missing.statusCode).toBe(404);
    });
  });
});

describe('DELETE /api/households/shopping/items', () => {
  it('deletes by ids (repeated query parameter) and one by path; answers a SuccessResponse; emits once', async () => {
    const list = await createList(ctx, cook);
    const items = (
      await call(cook, 'POST', '/api/households/shopping/items/create-bulk', [
        { shoppingListId: list.id, note: 'p' },
        { shoppingListId: list.id, note: 'q' },
        { shoppingListId: list.id, note: 'r' },
      ])
    ).json().createdItems;
    const since = await lastEvent(ctx);
    const res = await call(cook, 'DELETE', `/api/households/shopping/items?ids=${items[0].id}&ids=${items[1].id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: '', error: false });
    expect((await eventsAfter(ctx, since)).map((e) => [e.documentData.operation, e.documentData.shoppingListItemIds.length])).toEqual([
      ['delete', 2],
    ]);
    expect((await call(cook, 'DELETE', `/api/groups/shopping/items/${items[2].id}`)).statusCode).toBe(200);
    expect((await readList(ctx, cook, list.id)).listItems).toEqual([]);
  });

  it("another household's item is a 404 and stays; an unknown id anywhere deletes nothing", async () => {
    const list = await createList(ctx, cook);
    const item = (await addItem(ctx, cook, { shoppingListId: list.id, note: 'keep' })).createdItems[0];
    await expectUnchanged(ctx, [...ITEM_TABLES], async () => {
      expect((await call(neighbour, 'DELETE', `/api/households/shopping/items/${item.id}`)).statusCode).toBe(404);
      expect((await call(stranger, 'DELETE', `/api/households/shopping/items?ids=${item.id}`)).statusCode).toBe(404);
      expect((await call(cook, 'DELETE', `/api/households/shopping/items?ids=${item.id}&ids=${MISSING_ID}`)).statusCode).toBe(404);
      expect((await call(cook, 'DELETE', '/api/households/shopping/items?ids=nope')).json()).toEqual(
        errorDto.invalidField('query', 'ids', 0),
      );
    });
  });
});

describe('the daily checked-item trim (rule 13)', () => {
  it('keeps the most recently updated checked items of each list and deletes the older ones', async () => {
    const list = await createList(ctx, cook);
    const created = (
      await call(
        cook,
        'POST',
        '/api/households/shopping/items/create-bulk',
        Array.from({ length: 5 }, (_, i) => ({ shoppingListId: list.id, note: `item ${i}`, position: i })),
      )
    ).json().createdItems;
    for (const item of created.slice(0, 4)) {
      await call(cook, 'PUT', `/api/households/shopping/items/${item.id}`, { shoppingListId: list.id, checked: true });
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(await ctx.app.services.shopping.trimCheckedItems(2)).toBeGreaterThanOrEqual(2);
    const left = (await readList(ctx, cook, list.id)).listItems.map((i: { note: string; checked: boolean }) => [i.note, i.checked]);
    expect(left).toEqual([
      ['item 2', true],
      ['item 3', true],
      ['item 4', false],
    ]);
  });
});
