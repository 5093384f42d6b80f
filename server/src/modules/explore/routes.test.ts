import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, setHouseholdPreferences, type TestUser } from '../../../test/factories.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, setupTestApp, signIn, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
let publisher: TestUser;
let hidden: TestUser;
let stranger: TestUser;
let groupSlug: string;
const ids: Record<string, string> = {};

const base = () => `/api/explore/groups/${groupSlug}`;

async function as(token: string | null, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({ method, url, headers: token ? bearer(token) : {}, payload: payload as object });
}
const get = (url: string) => as(null, 'GET', url);

const recipe = async (user: TestUser, name: string, isPublic: boolean) =>
  (await createRecipe(ctx, user, { name, settings: { public: isPublic } })).slug;

beforeAll(async () => {
  ctx = await setupTestApp();
  publisher = await createUser(ctx, { flags: { canOrganize: true } });
  hidden = await createUser(ctx, { beside: publisher, household: 'Hidden House' });
  stranger = await createUser(ctx);
  const adminToken = await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
  const group = (await as(adminToken, 'GET', `/api/admin/groups/${publisher.groupId}`)).json();
  groupSlug = group.slug;
  ids.groupId = group.id;
  const open = await as(adminToken, 'PUT', `/api/admin/groups/${group.id}`, { name: group.name, preferences: { privateGroup: false } });
  expect(open.statusCode).toBe(200);
  await setHouseholdPreferences(ctx, hidden, { privateHousehold: true });
  await setHouseholdPreferences(ctx, publisher, { privateHousehold: false });

  ids.publicRecipe = await recipe(publisher, 'Public Pie', true);
  ids.privateRecipe = await recipe(publisher, 'Secret Stew', false);
  ids.hiddenRecipe = await recipe(hidden, 'Hidden Cake', true);
  ids.food = (await as(publisher.token, 'POST', '/api/foods', { name: 'flour' })).json().id;
  ids.tag = (await as(publisher.token, 'POST', '/api/organizers/tags', { name: 'Sweet' })).json().id;
  ids.category = (await as(publisher.token, 'POST', '/api/organizers/categories', { name: 'Dessert' })).json().id;
  ids.tool = (await as(publisher.token, 'POST', '/api/organizers/tools', { name: 'Oven' })).json().id;
  ids.openBook = (await as(publisher.token, 'POST', '/api/households/cookbooks', { name: 'Open Book', public: true })).json().id;
  await as(publisher.token, 'POST', '/api/households/cookbooks', { name: 'Closed Book', public: false });
  await as(hidden.token, 'POST', '/api/households/cookbooks', { name: 'Hidden Book', public: true });
});
afterAll(() => ctx.close());

describe('GET /api/explore/groups/{group_slug}/…', () => {
  it('answers 404 "group not found" for a private or unknown group, on every page', async () => {
    const privateSlug = (await as(stranger.token, 'GET', '/api/users/self')).json().groupSlug;
    for (const slug of [privateSlug, 'no-such-group']) {
      for (const path of ['foods', 'households', 'organizers/tags', 'organizers/categories', 'organizers/tools', 'cookbooks', 'recipes']) {
        const res = await get(`/api/explore/groups/${slug}/${path}`);
        expect(res.statusCode, path).toBe(404);
        expect(res.json()).toEqual({ detail: 'group not found' });
      }
    }
  });

  it('lists only public recipes of households that are not private, by group slug or id', async () => {
    const res = await get(`${base()}/recipes?perPage=-1`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((r: { name: string }) => r.name)).toEqual(['Public Pie']);
    const group = (await as(publisher.token, 'GET', '/api/users/self')).json();
    const byId = await get(`/api/explore/groups/${group.groupId}/recipes?perPage=-1`);
    expect(byId.json().items.map((r: { name: string }) => r.name)).toEqual(['Public Pie']);
  });

  it("refuses to filter public recipes by their owners' names, which a visitor could guess with LIKE", async () => {
    for (const filter of ['user.username LIKE "%a%"', 'user.fullName LIKE "%a%"']) {
      const res = await get(`${base()}/recipes?queryFilter=${encodeURIComponent(filter)}`);
      expect(res.statusCode).toBe(400);
    }
    const byOwnerId = await get(`${base()}/recipes?queryFilter=${encodeURIComponent(`user.id = "${publisher.id}"`)}`);
    expect(byOwnerId.statusCode).toBe(200);
  });

  it('shows a public recipe, and 404 "recipe not found" for a private one or one of a private household', async () => {
    const res = await get(`${base()}/recipes/${ids.publicRecipe}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Public Pie', slug: ids.publicRecipe, recipeIngredient: expect.any(Array) });
    for (const slug of [ids.privateRecipe, ids.hiddenRecipe, 'nothing']) {
      const missing = await get(`${base()}/recipes/${slug}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ detail: 'recipe not found' });
    }
  });

  it('lists households that are not private, and 404 for a private one', async () => {
    const list = await get(`${base()}/households`);
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: publisher.householdId, preferences: expect.objectContaining({ privateHousehold: false }) }),
    ]);
    const one = await get(`${base()}/households/${list.json().items[0].slug}`);
    expect(one.json()).toEqual(list.json().items[0]);
    const undashedId = publisher.householdId.replace(/-/g, '').toUpperCase();
    expect((await get(`${base()}/households/${undashedId}`)).json()).toEqual(list.json().items[0]);
    const hiddenOne = await get(`${base()}/households/hidden-house`);
    expect([hiddenOne.statusCode, hiddenOne.json()]).toEqual([404, { detail: 'Household not found' }]);
  });

  it('lists foods and organizers of a public group with single reads', async () => {
    const foods = await get(`${base()}/foods`);
    expect(foods.json().items).toEqual([expect.objectContaining({ id: ids.food, name: 'flour', onHand: false })]);
    expect((await get(`${base()}/foods/${ids.food}`)).json()).toMatchObject({ id: ids.food, name: 'flour' });
    for (const [kind, id, name] of [
      ['tags', ids.tag, 'Sweet'],
      ['categories', ids.category, 'Dessert'],
      ['tools', ids.tool, 'Oven'],
    ]) {
      const list = await get(`${base()}/organizers/${kind}`);
      expect(list.statusCode).toBe(200);
      expect(list.json().items).toEqual([expect.objectContaining({ id, name })]);
      expect((await get(`${base()}/organizers/${kind}/${id}`)).json()).toMatchObject({ id, name });
    }
    await as(publisher.token, 'POST', '/api/foods', { name: 'sugar' });
    const firstPage = (await get(`${base()}/foods?perPage=1&orderBy=name&orderDirection=asc`)).json();
    expect(firstPage).toMatchObject({ total: 2, total_pages: 2, items: [expect.objectContaining({ name: 'flour' })] });
    expect(firstPage.next).toMatch(new RegExp(`^${base()}/foods\\?page=2&`));
    const secondPage = (await get(firstPage.next)).json();
    expect(secondPage.items).toEqual([expect.objectContaining({ name: 'sugar' })]);
    expect(secondPage.previous).toMatch(new RegExp(`^${base()}/foods\\?page=1&`));

    const other = await createUser(ctx, { flags: { canOrganize: true } });
    const foreignTag = (await as(other.token, 'POST', '/api/organizers/tags', { name: 'Foreign' })).json().id;
    expect((await get(`${base()}/organizers/tags/${foreignTag}`)).statusCode).toBe(404);
  });

  it("never names a private household among a food's on-hand households", async () => {
    const food = (await as(publisher.token, 'POST', '/api/foods', { name: 'saffron', onHand: true })).json();
    const hiddenSlug = (await as(hidden.token, 'GET', '/api/users/self')).json().householdSlug;
    const publicSlug = (await as(publisher.token, 'GET', '/api/users/self')).json().householdSlug;
    const marked = await as(hidden.token, 'PUT', `/api/foods/${food.id}`, { name: 'saffron', onHand: true });
    expect(marked.json().householdsWithIngredientFood).toEqual(expect.arrayContaining([hiddenSlug, publicSlug]));

    const one = await get(`${base()}/foods/${food.id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().householdsWithIngredientFood).toEqual([publicSlug]);
    const listed = (await get(`${base()}/foods?perPage=-1`)).json().items.find((f: { id: string }) => f.id === food.id);
    expect(listed.householdsWithIngredientFood).toEqual([publicSlug]);
    expect(JSON.stringify((await get(`${base()}/foods?perPage=-1`)).json())).not.toContain(hiddenSlug);
  });

  it("never names a private household among a tool's on-hand households", async () => {
    const hiddenSlug = (await as(hidden.token, 'GET', '/api/users/self')).json().householdSlug;
    const publicSlug = (await as(publisher.token, 'GET', '/api/users/self')).json().householdSlug;
    const tool = await as(publisher.token, 'POST', '/api/organizers/tools', { name: 'Mortar', onHand: true });
    const hiddenOrganizer = await createUser(ctx, { beside: hidden, flags: { canOrganize: true } });
    const marked = await as(hiddenOrganizer.token, 'PUT', `/api/organizers/tools/${tool.json().id}`, { name: 'Mortar', onHand: true });
    expect(marked.json().householdsWithTool).toEqual(expect.arrayContaining([hiddenSlug, publicSlug]));

    const one = await get(`${base()}/organizers/tools/${tool.json().id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().householdsWithTool).toEqual([publicSlug]);
    const list = await get(`${base()}/organizers/tools?perPage=-1`);
    expect(list.json().items.find((t: { id: string }) => t.id === tool.json().id).householdsWithTool).toEqual([publicSlug]);
    expect(list.body).not.toContain(hiddenSlug);
  });

  it("never names a private household in a public recipe's ingredient foods", async () => {
    const hiddenSlug = (await as(hidden.token, 'GET', '/api/users/self')).json().householdSlug;
    const food = (await as(publisher.token, 'POST', '/api/foods', { name: 'vanilla', onHand: true })).json();
    await as(hidden.token, 'PUT', `/api/foods/${food.id}`, { name: 'vanilla', onHand: true });
    const slug = await recipe(publisher, 'Vanilla Custard', true);
    const patched = await as(publisher.token, 'PATCH', `/api/recipes/${slug}`, { recipeIngredient: [{ note: 'pod', food }] });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(JSON.stringify(patched.json().recipeIngredient)).toContain(hiddenSlug);

    const res = await get(`${base()}/recipes/${slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().recipeIngredient[0].food).toMatchObject({ id: food.id, householdsWithIngredientFood: [expect.any(String)] });
    expect(res.body).not.toContain(hiddenSlug);
    expect((await as(publisher.token, 'DELETE', `/api/recipes/${slug}`)).statusCode).toBe(200);
  });

  it('lists public cookbooks of public households; a cookbook shows only public recipes', async () => {
    const list = await get(`${base()}/cookbooks`);
    expect(list.json().items.map((c: { name: string }) => c.name)).toEqual(['Open Book']);
    const book = await get(`${base()}/cookbooks/open-book`);
    expect(book.statusCode).toBe(200);
    expect(book.json()).toMatchObject({ id: ids.openBook, public: true });
    expect(book.json().recipes.map((r: { name: string }) => r.name)).toEqual(['Public Pie']);
    expect((await get(`${base()}/cookbooks/${ids.openBook}`)).json()).toEqual(book.json());
    for (const slug of ['closed-book', 'hidden-book']) {
      const res = await get(`${base()}/cookbooks/${slug}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'cookbook not found' });
      expect((await get(`${base()}/recipes?cookbook=${slug}`)).statusCode).toBe(404);
    }
    const viaCookbook = await get(`${base()}/recipes?cookbook=open-book`);
    expect(viaCookbook.json().items.map((r: { name: string }) => r.name)).toEqual(['Public Pie']);
    expect((await get(`${base()}/cookbooks?search=OPEN`)).json().total).toBe(1);
    expect((await get(`${base()}/cookbooks?search=closed`)).json().total).toBe(0);
  });

  it("answers 404 for another group's public cookbook, through both paths", async () => {
    const other = await createUser(ctx);
    const book = (await as(other.token, 'POST', '/api/households/cookbooks', { name: 'Elsewhere Book', public: true })).json();
    for (const ref of [book.slug, book.id]) {
      const one = await get(`${base()}/cookbooks/${ref}`);
      expect(one.statusCode).toBe(404);
      expect(one.json()).toEqual({ detail: 'cookbook not found' });
      const list = await get(`${base()}/recipes?cookbook=${ref}`);
      expect(list.statusCode).toBe(404);
      expect(list.json()).toEqual({ detail: 'cookbook not found' });
    }
  });

  it('links the next and previous pages to the path that was called', async () => {
    await recipe(publisher, 'Public Tart', true);
    for (const path of [`${base()}/recipes`, `/api/explore/groups/${ids.groupId}/recipes`]) {
      const first = (await get(`${path}?perPage=1&orderBy=name&orderDirection=asc`)).json();
      expect(first.next).toBe(`${path}?page=2&perPage=1&orderBy=name&orderDirection=asc`);
      const second = (await get(first.next)).json();
      expect(second.previous).toBe(`${path}?page=1&perPage=1&orderBy=name&orderDirection=asc`);
    }
  });
});
