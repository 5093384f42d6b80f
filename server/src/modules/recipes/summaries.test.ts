import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizer, createRecipe, createUser, memberOfOtherHousehold, scopeOf, type TestUser } from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';
import { recipeSummaries, storedSummaries } from './summaries.js';

/**
 * Stored recipe summaries (migration 0012): whatever changes a summary's parts, by any path, the
 * next list answers the change, and a summary made from parts read before a change is not kept.
 */
let ctx: TestContext;
let cook: TestUser;
let neighbour: TestUser;

beforeAll(async () => {
  // Answers computed on every request, so that each list below reads the stored summaries.
  ctx = await setupTestApp({ LIBRARY_CACHE_MB: '0' });
  cook = await createUser(ctx, { flags: { canOrganize: true } });
  neighbour = await memberOfOtherHousehold(ctx, cook);
});
afterAll(() => ctx.close());

type Summary = { id: string; name: string; householdId: string; rating: number | null; tags: { name: string; slug: string }[] };
type Tool = { id: string; name: string; onHand: boolean };

const listed = async (user: TestUser, id: string, query = 'perPage=100') => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/recipes?${query}`, headers: bearer(user.token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.find((r: { id: string }) => r.id === id) as
    | (Summary & { tools: Tool[]; recipeCategory: Summary['tags'] })
    | undefined;
};
const stored = async (id: string) =>
  ctx.database.db.selectFrom('recipe_summaries').select(['version', 'summary']).where('recipe_id', '=', id).executeTakeFirst();
const api = (user: TestUser, method: 'PUT' | 'PATCH' | 'DELETE' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(user.token), payload });

describe('stored recipe summaries', () => {
  it('are written by the first list that shows a recipe and read by the next', async () => {
    const recipe = await createRecipe(ctx, cook, { name: 'Plain Porridge' });
    expect(await stored(recipe.id)).toMatchObject({ summary: null });
    const first = await listed(cook, recipe.id);
    const row = await stored(recipe.id);
    expect(JSON.parse(row!.summary!)).toEqual(first);
    // A summary written in the table is what the list answers, byte for byte.
    const changed = { ...first, description: 'written by hand' };
    await ctx.database.db
      .updateTable('recipe_summaries')
      .set({ summary: JSON.stringify(changed) })
      .where('recipe_id', '=', recipe.id)
      .execute();
    expect(await listed(cook, recipe.id)).toEqual(changed);
  });

  it("follow every change to the recipe's row, through the API or straight in the database", async () => {
    const recipe = await createRecipe(ctx, cook, { name: 'Oat Bars' });
    await listed(cook, recipe.id);
    expect((await api(cook, 'PATCH', `/api/recipes/${recipe.slug}`, { name: 'Oat Squares' })).statusCode).toBe(200);
    expect((await listed(cook, recipe.id))?.name).toBe('Oat Squares');
    // As a restore or another process would write it.
    await ctx.database.db.updateTable('recipes').set({ rating: 4 }).where('id', '=', recipe.id).execute();
    expect((await listed(cook, recipe.id))?.rating).toBe(4);
  });

  it('follow links added and removed, and organizers renamed or deleted', async () => {
    for (const kind of ['tags', 'categories', 'tools'] as const) {
      const field = { tags: 'tags', categories: 'recipeCategory', tools: 'tools' }[kind] as 'tags';
      const organizer = await createOrganizer(ctx, cook, kind, { name: `First ${kind}` });
      const recipe = await createRecipe(ctx, cook, { name: `Linked to ${kind}` });
      await listed(cook, recipe.id);

      await api(cook, 'PATCH', `/api/recipes/${recipe.slug}`, { [field]: [{ id: organizer.id }] });
      expect((await listed(cook, recipe.id))?.[field].map((o) => o.name)).toEqual([`First ${kind}`]);

      const put = await api(cook, 'PUT', `/api/organizers/${kind}/${organizer.id}`, { name: `Renamed ${kind}` });
      expect(put.statusCode, put.body).toBe(200);
      expect((await listed(cook, recipe.id))?.[field].map((o) => o.name)).toEqual([`Renamed ${kind}`]);

      expect((await api(cook, 'DELETE', `/api/organizers/${kind}/${organizer.id}`)).statusCode).toBe(200);
      expect((await listed(cook, recipe.id))?.[field]).toEqual([]);
    }
  });

  it("follow the owner's move to another household", async () => {
    const mover = await createUser(ctx, { beside: cook });
    const recipe = await createRecipe(ctx, mover, { name: 'Moving Muffins' });
    expect((await listed(cook, recipe.id))?.householdId).toBe(cook.householdId);
    await ctx.database.db.updateTable('users').set({ household_id: neighbour.householdId }).where('id', '=', mover.id).execute();
    expect((await listed(cook, recipe.id))?.householdId).toBe(neighbour.householdId);
  });

  it("answer tools on hand as the viewer's household has them, from one stored summary", async () => {
    const tool = await createOrganizer(ctx, cook, 'tools', { name: 'Pressure Cooker' });
    const recipe = await createRecipe(ctx, cook, { name: 'Quick Beans', tools: [{ id: tool.id }] });
    const put = await api(cook, 'PUT', `/api/organizers/tools/${tool.id}`, { name: 'Pressure Cooker', onHand: true });
    expect(put.statusCode, put.body).toBe(200);
    expect((await listed(cook, recipe.id))?.tools).toEqual([{ id: tool.id, name: 'Pressure Cooker', slug: tool.slug, onHand: true }]);
    expect((await listed(neighbour, recipe.id))?.tools).toEqual([{ id: tool.id, name: 'Pressure Cooker', slug: tool.slug, onHand: false }]);
    // The stored one is the same for every household: nothing on hand.
    expect(JSON.parse((await stored(recipe.id))!.summary!).tools[0].onHand).toBe(false);
    // A search reads them too.
    expect((await listed(neighbour, recipe.id, 'search=quick%20beans'))?.tools[0].onHand).toBe(false);
    // Read back from the stored summary (its tools on hand come with it), a tool each way.
    const rack = await createOrganizer(ctx, cook, 'tools', { name: 'Wire Rack' });
    const both = await createRecipe(ctx, cook, { name: 'Quick Bread', tools: [{ id: tool.id }, { id: rack.id }] });
    for (const query of ['perPage=100', 'perPage=100', 'search=quick%20bread', 'search=quick']) {
      const onHand = (user: TestUser) => listed(user, both.id, query).then((r) => r?.tools.map((t) => [t.name, t.onHand]));
      expect(await onHand(cook), query).toEqual([
        ['Pressure Cooker', true],
        ['Wire Rack', false],
      ]);
      expect(await onHand(neighbour), query).toEqual([
        ['Pressure Cooker', false],
        ['Wire Rack', false],
      ]);
    }
    expect((await listed(cook, recipe.id))?.tools[0].onHand).toBe(true);
  });

  it('are not kept when a change came between reading the version and the parts', async () => {
    const recipe = await createRecipe(ctx, cook, { name: 'Racing Risotto' });
    const scope = await scopeOf(ctx, cook);
    const before = await storedSummaries(ctx.database.db, ctx.database.engine, scope, [recipe.id]);
    // Another request renames the recipe after this one read the version, before it reads the row.
    await api(cook, 'PATCH', `/api/recipes/${recipe.slug}`, { name: 'Racing Rice' });
    const [summary] = await recipeSummaries(ctx.database.db, scope, [recipe.id], before);
    // The answer is made from what it read; what it read is not stored under the old version.
    expect(summary.name).toBe('Racing Rice');
    expect(await stored(recipe.id)).toMatchObject({ summary: null });
    expect((await listed(cook, recipe.id))?.name).toBe('Racing Rice');
    expect(JSON.parse((await stored(recipe.id))!.summary!).name).toBe('Racing Rice');
  });

  it('go with their recipe', async () => {
    const recipe = await createRecipe(ctx, cook, { name: 'Gone Gnocchi' });
    await listed(cook, recipe.id);
    expect((await api(cook, 'DELETE', `/api/recipes/${recipe.slug}`)).statusCode).toBe(200);
    expect(await stored(recipe.id)).toBeUndefined();
  });
});

describe("the group's recipe count", () => {
  const total = async (user: TestUser, query = '') => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/recipes?perPage=2&${query}`, headers: bearer(user.token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().total as number;
  };
  const counted = async (user: TestUser) =>
    Number(
      (
        await ctx.database.db
          .selectFrom('recipes')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('group_id', '=', user.groupId)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('is the total of a list nothing narrows, and follows recipes added, deleted and moved by any path', async () => {
    const other = await createUser(ctx);
    expect(await total(cook)).toBe(await counted(cook));
    const recipe = await createRecipe(ctx, cook, { name: 'Counted Cake' });
    await createRecipe(ctx, cook, { name: 'Counted Cookies' });
    expect(await total(cook)).toBe(await counted(cook));
    // Straight in the database, as a restore or another process would.
    await ctx.database.db.updateTable('recipes').set({ group_id: other.groupId, user_id: other.id }).where('id', '=', recipe.id).execute();
    expect(await total(other)).toBe(1);
    expect(await total(cook)).toBe(await counted(cook));
    expect((await api(other, 'DELETE', `/api/recipes/${recipe.slug}`)).statusCode).toBe(200);
    expect(await total(other)).toBe(0);
    // Beyond the last page the total holds; a queryFilter is counted.
    expect(await total(cook, 'page=999')).toBe(await counted(cook));
    expect(await total(cook, 'queryFilter=name%20LIKE%20%22Counted%25%22')).toBe(1);
  });

  it('is 0 for a group that never had a recipe, on any page', async () => {
    const empty = await createUser(ctx);
    expect(
      await ctx.database.db.selectFrom('group_recipe_counts').select('recipes').where('group_id', '=', empty.groupId).execute(),
    ).toEqual([]);
    expect(await total(empty)).toBe(0);
    expect(await total(empty, 'page=3')).toBe(0);
  });
});
