import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFood, createRecipe, createUser, memberOfOtherHousehold, type TestUser } from '../../../test/factories.js';
import { setupTestApp, type TestContext } from '../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../test/responses.js';
import { caller, createList, eventsAfter, lastEvent, readList } from '../../../test/shopping.js';

let ctx: TestContext;
let cook: TestUser;
let housemate: TestUser;
let neighbour: TestUser;
let stranger: TestUser;
let call: ReturnType<typeof caller>;

const TABLES = ['shopping_list_items', 'shopping_list_item_recipe_reference', 'shopping_list_recipe_reference'] as const;
const op = (type: 'create' | 'update' | 'delete', itemId: string, fields?: Record<string, unknown>) => ({
  opId: crypto.randomUUID(),
  itemId,
  type,
  ...(fields ? { fields } : {}),
});
const url = (listId: string) => `/api/households/shopping/lists/${listId}/operations`;

async function apply(user: TestUser, listId: string, operations: unknown[]) {
  const res = await call(user, 'POST', url(listId), { operations });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The operation log rows of a list, in applied order. */
const opLog = (listId: string) =>
  ctx.database.db.selectFrom('shopping_list_operations').selectAll().where('shopping_list_id', '=', listId).orderBy('seq').execute();

beforeAll(async () => {
  ctx = await setupTestApp();
  call = caller(ctx);
  cook = await createUser(ctx);
  housemate = await createUser(ctx, { beside: cook });
  neighbour = await memberOfOtherHousehold(ctx, cook);
  stranger = await createUser(ctx);
});
afterAll(() => ctx.close());

describe('POST /api/households/shopping/lists/{id}/operations', () => {
  it('creates items with the client ids, without merging, and tells the household once with the item ids', async () => {
    const list = await createList(ctx, cook);
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    const since = await lastEvent(ctx);
    const body = await apply(cook, list.id, [
      op('create', a, { note: 'oat milk', position: 0 }),
      op('create', b, { note: 'oat milk', position: 1, quantity: 2, extras: { aisle: 4 } }),
    ]);
    expect(body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'applied']);
    expect(body.list.listItems.map((i: { id: string; display: string; extras: object }) => [i.id, i.display, i.extras])).toEqual([
      [a, 'oat milk', {}],
      [b, '2 oat milk', { aisle: '4' }],
    ]);
    expect(await eventsAfter(ctx, since)).toEqual([
      {
        eventType: 'shopping_list_updated',
        householdId: cook.householdId,
        documentData: { documentType: 'shopping_list_item', operation: 'create', shoppingListId: list.id, shoppingListItemIds: [a, b] },
      },
    ]);
  });

  it('a replayed request is answered duplicate and changes nothing', async () => {
    const list = await createList(ctx, cook);
    const id = crypto.randomUUID();
    const operations = [op('create', id, { note: 'eggs' }), op('update', id, { quantity: 12 })];
    await apply(cook, list.id, operations);
    const since = await lastEvent(ctx);
    await expectUnchanged(ctx, [...TABLES], async () => {
      const replay = await apply(housemate, list.id, operations);
      expect(replay.results).toEqual(operations.map((o) => ({ opId: o.opId, status: 'duplicate' })));
      expect(replay.list.listItems.map((i: { quantity: number }) => i.quantity)).toEqual([12]);
    });
    expect(await eventsAfter(ctx, since)).toEqual([]);
    // The same operation twice in one request applies once.
    const twice = op('update', id, { quantity: 6 });
    const body = await apply(cook, list.id, [twice, twice]);
    expect(body.results.map((r: { status: string }) => r.status)).toEqual(['applied', 'duplicate']);
  });

  it('an operation id is the list’s own: the same id sent to two lists at once applies on each', async () => {
    const [first, second] = [await createList(ctx, cook), await createList(ctx, cook)];
    const opId = crypto.randomUUID();
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    const bodies = await Promise.all([
      apply(cook, first.id, [{ opId, itemId: a, type: 'create', fields: { note: 'milk' } }]),
      apply(housemate, second.id, [{ opId, itemId: b, type: 'create', fields: { note: 'tea' } }]),
    ]);
    expect(bodies.map((body) => body.results[0].status)).toEqual(['applied', 'applied']);
    expect((await readList(ctx, cook, first.id)).listItems.map((i: { id: string }) => i.id)).toEqual([a]);
    expect((await readList(ctx, cook, second.id)).listItems.map((i: { id: string }) => i.id)).toEqual([b]);
  });

  it('an update sets only the fields it names: per field, the later-applied operation wins', async () => {
    const list = await createList(ctx, cook);
    const id = crypto.randomUUID();
    await apply(cook, list.id, [op('create', id, { note: 'bread', quantity: 1, position: 5 })]);
    // Two phones: one checks the item, the other (later) edits its note; then a late quantity edit.
    await apply(cook, list.id, [op('update', id, { checked: true })]);
    await apply(housemate, list.id, [op('update', id, { note: 'sourdough bread' })]);
    const body = await apply(cook, list.id, [op('update', id, { quantity: 2 }), op('update', id, { note: 'rye bread' })]);
    expect(body.list.listItems).toEqual([expect.objectContaining({ id, checked: true, note: 'rye bread', quantity: 2, position: 5 })]);
  });

  it('a deleted item never comes back: later updates and creates of it are ignored', async () => {
    const list = await createList(ctx, cook);
    const id = crypto.randomUUID();
    await apply(cook, list.id, [op('create', id, { note: 'chips' })]);
    const deleted = await apply(housemate, list.id, [op('delete', id)]);
    expect(deleted.results[0].status).toBe('applied');
    const late = await apply(cook, list.id, [op('update', id, { checked: true }), op('create', id, { note: 'chips' }), op('delete', id)]);
    expect(late.results.map((r: { status: string; reason?: string }) => [r.status, r.reason])).toEqual([
      ['ignored', 'deleted'],
      ['duplicate', 'deleted'],
      ['ignored', 'deleted'],
    ]);
    expect(late.list.listItems).toEqual([]);
    // Also an item deleted through Mealie's endpoint.
    const other = crypto.randomUUID();
    await apply(cook, list.id, [op('create', other, { note: 'dip' })]);
    expect((await call(cook, 'DELETE', `/api/households/shopping/items/${other}`)).statusCode).toBe(200);
    const again = await apply(cook, list.id, [op('create', other, { note: 'dip' }), op('update', other, { note: 'salsa' })]);
    expect(again.results.map((r: { status: string }) => r.status)).toEqual(['duplicate', 'ignored']);
    expect(again.list.listItems).toEqual([]);
    // An unknown item is ignored too.
    const missing = await apply(cook, list.id, [op('update', crypto.randomUUID(), { checked: true })]);
    expect(missing.results[0]).toMatchObject({ status: 'ignored', reason: 'missing' });
  });

  it('logs applied operations in applied order; checking an item clears its recipe references', async () => {
    const list = await createList(ctx, cook);
    const recipe = await createRecipe(ctx, cook, { recipeIngredient: [{ quantity: 3, note: 'lemons' }] } as never);
    const added = await call(cook, 'POST', `/api/households/shopping/lists/${list.id}/recipe/${recipe.id}`, {});
    const lemons = added.json().listItems[0];
    const fresh = crypto.randomUUID();
    const operations = [op('update', lemons.id, { checked: true }), op('create', fresh, { note: 'ice' }), op('delete', fresh)];
    const body = await apply(cook, list.id, operations);
    expect(body.list.listItems).toEqual([expect.objectContaining({ id: lemons.id, checked: true, recipeReferences: [] })]);
    expect(body.list.recipeReferences).toEqual([]);
    expect((await opLog(list.id)).map((r) => [r.op_id, r.item_id, r.type])).toEqual(operations.map((o) => [o.opId, o.itemId, o.type]));
  });

  it('labels a created item from its food, and refuses fields the group does not hold with 422 naming the field', async () => {
    const list = await createList(ctx, cook);
    const label = (await call(cook, 'POST', '/api/groups/labels', { name: `Dairy ${Math.random()}` })).json();
    const milk = await createFood(ctx, cook, { name: `milk ${Math.random()}`, labelId: label.id });
    const id = crypto.randomUUID();
    const body = await apply(cook, list.id, [op('create', id, { foodId: milk.id, isFood: true })]);
    expect(body.list.listItems[0]).toMatchObject({ labelId: label.id, label: { id: label.id } });
    const foreign = await createFood(ctx, stranger);
    await expectUnchanged(ctx, [...TABLES], async () => {
      const res = await call(cook, 'POST', url(list.id), {
        operations: [op('update', id, { note: 'fine' }), op('update', id, { foodId: foreign.id })],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(errorDto.invalidField('body', 'operations', 1, 'fields', 'foodId'));
      const wrongType = await call(cook, 'POST', url(list.id), { operations: [op('update', id, { checked: 'yes' })] });
      expect(wrongType.json()).toEqual(errorDto.invalidField('body', 'operations', 0, 'fields', 'checked'));
      const wrongKind = await call(cook, 'POST', url(list.id), { operations: [{ ...op('update', id), type: 'move' }] });
      expect(wrongKind.json()).toEqual(errorDto.invalidField('body', 'operations', 0, 'type'));
      const none = await call(cook, 'POST', url(list.id), { operations: [] });
      expect(none.json()).toEqual(errorDto.invalidField('body', 'operations'));
      const tooMany = await call(cook, 'POST', url(list.id), {
        operations: Array.from({ length: 501 }, () => op('create', crypto.randomUUID())),
      });
      expect(tooMany.json()).toEqual(errorDto.invalidField('body', 'operations'));
    });
    expect((await readList(ctx, cook, list.id)).listItems[0].note).toBe('');
  });

  it("another household's or group's list is a 404 and nothing changes", async () => {
    const list = await createList(ctx, cook);
    const id = crypto.randomUUID();
    await apply(cook, list.id, [op('create', id, { note: 'mine' })]);
    await expectUnchanged(ctx, [...TABLES], async () => {
      for (const user of [neighbour, stranger]) {
        const res = await call(user, 'POST', url(list.id), {
          operations: [op('update', id, { checked: true }), op('create', crypto.randomUUID())],
        });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual(errorDto.errorResponse('Not found.'));
      }
    });
    expect(await opLog(list.id)).toHaveLength(1);
  });
});
