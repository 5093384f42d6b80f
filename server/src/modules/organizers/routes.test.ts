import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, type TestUser } from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../test/responses.js';

let ctx: TestContext;
let organizer: TestUser;
let plainMember: TestUser;
let outsider: TestUser;
beforeAll(async () => {
  ctx = await setupTestApp();
  organizer = await createUser(ctx, { flags: { canOrganize: true } });
  plainMember = await createUser(ctx, { beside: organizer });
  outsider = await createUser(ctx, { flags: { canOrganize: true } });
});
afterAll(() => ctx.close());

type Json = Record<string, unknown>;
const call = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
  ctx.app.inject({ method, url, ...(user ? { headers: bearer(user.token) } : {}), ...(payload ? { payload } : {}) });

const LINKS = {
  categories: { table: 'recipes_to_categories', column: 'category_id' },
  tags: { table: 'recipes_to_tags', column: 'tag_id' },
  tools: { table: 'recipes_to_tools', column: 'tool_id' },
} as const;
type Kind = keyof typeof LINKS;

const RECIPE_FIELD = { categories: 'recipeCategory', tags: 'tags', tools: 'tools' } as const;

/** A recipe owned by `user`, linked to the given organizer. */
async function recipeWith(user: TestUser, kind: Kind, organizer: { id: string; name: string; slug: string }): Promise<string> {
  return (await createRecipe(ctx, user, { [RECIPE_FIELD[kind]]: [organizer] })).id;
}

const create = async (kind: Kind, user: TestUser, payload: Json) => {
  const res = await call(user, 'POST', `/api/organizers/${kind}`, payload);
  expect(res.statusCode).toBe(201);
  return res.json();
};

describe.each(['categories', 'tags', 'tools'] as const)('/api/organizers/%s', (kind) => {
  const url = `/api/organizers/${kind}`;
  const table = kind;

  it('needs a user on every route', async () => {
    for (const [method, path] of [
      ['GET', url],
      ['POST', url],
      ['GET', `${url}/empty`],
      ['GET', `${url}/slug/anything`],
      ['GET', `${url}/${crypto.randomUUID()}`],
    ] as const) {
      const res = await call(null, method, path, method === 'POST' ? { name: 'x' } : undefined);
      expect(res.statusCode).toBe(401);
    }
  });

  it('creates with a slug of the trimmed name (201), in the Out shape', async () => {
    const created = await create(kind, organizer, { name: "  Grandma's Brisket (1) " });
    expect(created).toMatchObject({
      id: expect.any(String),
      groupId: organizer.groupId,
      name: "Grandma's Brisket (1)",
      slug: 'grandma-s-brisket-1',
    });
    if (kind === 'tools') expect(created).toMatchObject({ onHand: false, householdsWithTool: [] });
  });

  it('refuses a duplicate slug in the group with 400, a name without letters with 400 and an empty name with 422', async () => {
    await create(kind, organizer, { name: 'Quick Meals' });
    await expectUnchanged(ctx, [table], async () => {
      const dup = await call(organizer, 'POST', url, { name: 'quick   meals!' });
      expect(dup.statusCode).toBe(400);
      expect(dup.json().detail.message).toMatch(/slug "quick-meals" already exists/);
      const noSlug = await call(organizer, 'POST', url, { name: '!!!' });
      expect(noSlug.statusCode).toBe(400);
      const empty = await call(organizer, 'POST', url, { name: '   ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual(errorDto.invalidField('body', 'name'));
    });
    await create(kind, outsider, { name: 'Quick Meals' });
  });

  it('answers 400, never 500, to concurrent creates of one slug', async () => {
    const results = await Promise.all(Array.from({ length: 4 }, () => call(organizer, 'POST', url, { name: 'Race Day' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400]);
  });

  it('lets any member read but only organizers change (403 Permission Denied otherwise)', async () => {
    const item = await create(kind, organizer, { name: `Readable ${kind}` });
    expect((await call(plainMember, 'GET', url)).statusCode).toBe(200);
    expect((await call(plainMember, 'GET', `${url}/${item.id}`)).statusCode).toBe(200);
    await expectUnchanged(ctx, [table], async () => {
      for (const [method, path] of [
        ['POST', url],
        ['PUT', `${url}/${item.id}`],
        ['DELETE', `${url}/${item.id}`],
      ] as const) {
        const res = await call(plainMember, method, path, method === 'DELETE' ? undefined : { name: 'Changed' });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(errorDto.errorResponse('Permission Denied'));
      }
    });
  });

  it('lists the group items in the pagination envelope and searches names', async () => {
    const user = await createUser(ctx, { flags: { canOrganize: true } });
    for (const name of ['Dinner', 'Dessert', 'Crème Desserts']) await create(kind, user, { name });
    await create(kind, outsider, { name: 'Desserts Abroad' });

    const list = await call(user, 'GET', `${url}?orderBy=name&orderDirection=asc`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, per_page: 50, total: 3, total_pages: 1, next: null, previous: null });
    expect(list.json().items.map((i: Json) => i.name)).toEqual(['Crème Desserts', 'Dessert', 'Dinner']);
    expect(list.json().items[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), groupId: user.groupId, slug: 'creme-desserts' }),
    );

    const search = async (text: string) =>
      (await call(user, 'GET', `${url}?search=${encodeURIComponent(text)}`)).json().items.map((i: Json) => i.name);
    expect(await search('dessert')).toEqual(['Dessert', 'Crème Desserts']);
    expect(await search('CREME')).toEqual(['Crème Desserts']);
    expect(await search('lunch')).toEqual([]);

    const paged = await call(user, 'GET', `${url}?perPage=2&orderBy=name&orderDirection=asc`);
    expect(paged.json()).toMatchObject({ total: 3, total_pages: 2, next: expect.stringContaining(`${url}?page=2&perPage=2`) });
  });

  it('reads, renames (re-slugs) and deletes an item, detaching it from recipes', async () => {
    const item = await create(kind, organizer, { name: 'Weeknight' });
    const recipeId = await recipeWith(organizer, kind, item);

    const get = await call(organizer, 'GET', `${url}/${item.id}`);
    expect(get.statusCode).toBe(200);
    expect(get.json()).toMatchObject({ id: item.id, name: 'Weeknight', slug: 'weeknight' });

    const put = await call(organizer, 'PUT', `${url}/${item.id}`, { name: 'Week Night' });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: item.id, name: 'Week Night', slug: 'week-night' });

    const del = await call(organizer, 'DELETE', `${url}/${item.id}`);
    expect(del.statusCode).toBe(200);
    if (kind === 'tools') expect(del.json()).toMatchObject({ id: item.id, slug: 'week-night' });
    else expect(del.json()).toBeNull();
    expect((await call(organizer, 'GET', `${url}/${item.id}`)).statusCode).toBe(404);

    const link = LINKS[kind];
    const links = await ctx.database.db
      .selectFrom(link.table as 'recipes_to_tags')
      .selectAll()
      .where('recipe_id', '=', recipeId)
      .execute();
    expect(links).toEqual([]);
    expect(await ctx.database.db.selectFrom('recipes').select('id').where('id', '=', recipeId).executeTakeFirst()).toBeDefined();
  });

  it('refuses renaming onto a slug the group already has', async () => {
    await create(kind, organizer, { name: 'Brunch' });
    const other = await create(kind, organizer, { name: 'Late Breakfast' });
    const res = await call(organizer, 'PUT', `${url}/${other.id}`, { name: 'BRUNCH' });
    expect(res.statusCode).toBe(400);
  });

  it('lists the items no recipe uses at /empty', async () => {
    const user = await createUser(ctx, { flags: { canOrganize: true } });
    const used = await create(kind, user, { name: 'Used' });
    const unused = await create(kind, user, { name: 'Unused' });
    await recipeWith(user, kind, used);
    const res = await call(user, 'GET', `${url}/empty`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((i: Json) => i.id)).toEqual([unused.id]);
  });

  it('answers /slug/{slug} with the item and its recipes of the caller household', async () => {
    const user = await createUser(ctx, { flags: { canOrganize: true } });
    const item = await create(kind, user, { name: 'Slow Cooker' });
    const recipeId = await recipeWith(user, kind, item);
    const res = await call(user, 'GET', `${url}/slug/slow-cooker`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: item.id, name: 'Slow Cooker', slug: 'slow-cooker' });
    expect(res.json().recipes.map((r: Json) => r.id)).toEqual([recipeId]);
    expect((await call(user, 'GET', `${url}/slug/no-such-thing`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `${url}/slug/slow-cooker`)).statusCode).toBe(404);
  });

  it('answers 404 to another group for every id route, and changes nothing', async () => {
    const item = await create(kind, organizer, { name: 'Private' });
    await expectUnchanged(ctx, [table], async () => {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const res = await call(outsider, method, `${url}/${item.id}`, method === 'PUT' ? { name: 'Mine' } : undefined);
        expect(res.statusCode).toBe(404);
        expect(res.json().detail.message).toMatch(/not found/);
      }
    });
  });
});

describe('response shapes per kind', () => {
  it('categories: GET and PUT answer {id, slug, name}', async () => {
    const item = await create('categories', organizer, { name: 'Soups' });
    expect(item).toEqual({ id: expect.any(String), groupId: organizer.groupId, name: 'Soups', slug: 'soups' });
    expect((await call(organizer, 'GET', `/api/organizers/categories/${item.id}`)).json()).toEqual({
      id: item.id,
      slug: 'soups',
      name: 'Soups',
    });
  });

  it('tags: GET and PUT answer RecipeTagResponse with recipes', async () => {
    const item = await create('tags', organizer, { name: 'Spicy' });
    expect((await call(organizer, 'GET', `/api/organizers/tags/${item.id}`)).json()).toEqual({ ...item, recipes: [] });
    expect((await call(organizer, 'PUT', `/api/organizers/tags/${item.id}`, { name: 'Hot' })).json()).toEqual({
      ...item,
      name: 'Hot',
      slug: 'hot',
      recipes: [],
    });
  });
});

describe('tools on hand per household', () => {
  it("shows and sets the caller's household", async () => {
    const owner = await createUser(ctx, { flags: { canOrganize: true } });
    const annex = await createUser(ctx, { beside: owner, household: 'Annex', flags: { canOrganize: true } });

    const tool = await create('tools', owner, { name: 'Stand Mixer', onHand: true });
    expect(tool).toMatchObject({ onHand: true, householdsWithTool: ['family'] });
    expect((await call(annex, 'GET', `/api/organizers/tools/${tool.id}`)).json()).toMatchObject({
      onHand: false,
      householdsWithTool: ['family'],
    });

    const annexHas = await call(annex, 'PUT', `/api/organizers/tools/${tool.id}`, { name: 'Stand Mixer', onHand: true });
    expect(annexHas.json()).toMatchObject({ onHand: true, householdsWithTool: ['annex', 'family'] });
    const ownerGaveItAway = await call(owner, 'PUT', `/api/organizers/tools/${tool.id}`, {
      name: 'Stand Mixer',
      householdsWithTool: ['annex'],
    });
    expect(ownerGaveItAway.json()).toMatchObject({ onHand: false, householdsWithTool: ['annex'] });

    const listed = (await call(annex, 'GET', '/api/organizers/tools')).json().items.find((t: Json) => t.id === tool.id);
    expect(listed).toMatchObject({ onHand: true, householdsWithTool: ['annex'] });
    const filtered = async (user: TestUser) =>
      (await call(user, 'GET', `/api/organizers/tools?queryFilter=${encodeURIComponent('on_hand = true')}`))
        .json()
        .items.map((t: Json) => t.id);
    expect(await filtered(annex)).toEqual([tool.id]);
    expect(await filtered(owner)).toEqual([]);
  });
});
