import { expect } from 'vitest';
import type { TestUser } from './factories.js';
import { bearer, type TestContext } from './harness.js';

/** Shared steps of the shopping tests: calls as a user, lists and items through the API, the events written. */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export const caller = (ctx: TestContext) => (user: TestUser | null, method: Method, url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: user ? bearer(user.token) : {}, payload: payload as object });

/** A new list of `user`'s household through the API. */
export async function createList(ctx: TestContext, user: TestUser, name = 'Groceries') {
  const res = await caller(ctx)(user, 'POST', '/api/households/shopping/lists', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** POST items: answers the collection. */
export async function addItem(ctx: TestContext, user: TestUser, body: Record<string, unknown>) {
  const res = await caller(ctx)(user, 'POST', '/api/households/shopping/items', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

export async function readList(ctx: TestContext, user: TestUser, id: string) {
  const res = await caller(ctx)(user, 'GET', `/api/households/shopping/lists/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** The newest outbox id, to read what one request emitted afterwards. */
export async function lastEvent(ctx: TestContext): Promise<number> {
  const row = await ctx.database.db
    .selectFrom('events')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** Events written after `since`: type, household and document data. */
export async function eventsAfter(ctx: TestContext, since: number) {
  const rows = await ctx.database.db.selectFrom('events').selectAll().where('id', '>', since).orderBy('id').execute();
  return rows.map((r) => ({ eventType: r.event_type, householdId: r.household_id, documentData: JSON.parse(r.document_data) }));
}

/** An item's `display` and quantity, the pair a list is compared by. */
export const shown = (items: { display: string; quantity: number; checked?: boolean }[]) => items.map((i) => [i.display, i.quantity]);

/** What a list holds for a client, without the ids and times that change. */
export const contents = (list: {
  listItems: Record<string, unknown>[];
  recipeReferences: { recipeId: string; recipeQuantity: number }[];
}) => ({
  items: list.listItems.map(({ updatedAt: _u, createdAt: _c, ...rest }) => rest),
  recipes: list.recipeReferences.map((r) => [r.recipeId, r.recipeQuantity]),
});
