import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrganizer,
  createRecipe,
  createUser,
  memberOfOtherHousehold,
  type TestRecipe,
  type TestUser,
} from '../../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../../test/harness.js';
import { expectUnchanged } from '../../../../test/responses.js';

let ctx: TestContext;
let owner: TestUser;
let member: TestUser;
let neighbour: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await setupTestApp();
  owner = await createUser(ctx);
  member = await createUser(ctx, { beside: owner });
  neighbour = await memberOfOtherHousehold(ctx, owner);
  stranger = await createUser(ctx);
});
afterAll(() => ctx.close());

const bulk = (user: TestUser, action: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/recipes/bulk-actions/${action}`, headers: bearer(user.token), payload });

const links = (table: 'recipes_to_tags' | 'recipes_to_categories', recipeIds: string[]) =>
  ctx.database.db.selectFrom(table).selectAll().where('recipe_id', 'in', recipeIds).execute();

describe('POST /api/recipes/bulk-actions/tag and /categorize', () => {
  it("tags the caller's household's recipes and silently skips the others", async () => {
    const mine = await createRecipe(ctx, owner, { name: 'Bulk Mine' });
    const theirs = await createRecipe(ctx, neighbour, { name: 'Bulk Theirs' });
    const tag = await createOrganizer(ctx, owner, 'tags', { name: 'Quick' });
    const res = await bulk(member, 'tag', { recipes: [mine.slug, theirs.slug, 'missing'], tags: [tag] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    expect((await links('recipes_to_tags', [mine.id, theirs.id])).map((l) => l.recipe_id)).toEqual([mine.id]);
    // Again: no duplicate link.
    expect((await bulk(member, 'tag', { recipes: [mine.slug], tags: [tag] })).statusCode).toBe(200);
    expect(await links('recipes_to_tags', [mine.id])).toHaveLength(1);

    const category = await createOrganizer(ctx, owner, 'categories', { name: 'Mains' });
    expect((await bulk(owner, 'categorize', { recipes: [mine.slug], categories: [category] })).statusCode).toBe(200);
    expect(await links('recipes_to_categories', [mine.id])).toEqual([{ recipe_id: mine.id, category_id: category.id }]);
  });

  it("refuses another group's tag with 404 and changes nothing", async () => {
    const mine = await createRecipe(ctx, owner, { name: 'Tagless' });
    const foreignTag = await createOrganizer(ctx, stranger, 'tags', { name: 'Foreign' });
    await expectUnchanged(ctx, ['recipes'], async () => {
      expect((await bulk(owner, 'tag', { recipes: [mine.slug], tags: [foreignTag] })).statusCode).toBe(404);
    });
    expect(await links('recipes_to_tags', [mine.id])).toEqual([]);
  });

  it('refuses a malformed body with 422', async () => {
    expect((await bulk(owner, 'tag', { recipes: 'x', tags: [] })).statusCode).toBe(422);
  });
});

describe('POST /api/recipes/bulk-actions/settings', () => {
  it('sets every setting but keeps the lock', async () => {
    const locked = await createRecipe(ctx, owner, { name: 'Locked Settings', settings: { locked: true } });
    const res = await bulk(owner, 'settings', {
      recipes: [locked.slug],
      settings: {
        public: true,
        showNutrition: true,
        showAssets: true,
        landscapeView: true,
        disableComments: true,
        disableAmount: false,
        locked: false,
      },
    });
    expect(res.statusCode).toBe(200);
    const row = await ctx.database.db
      .selectFrom('recipe_settings')
      .selectAll()
      .where('recipe_id', '=', locked.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ public: expect.anything(), locked: expect.anything() });
    expect(Boolean(row.public)).toBe(true);
    expect(Boolean(row.disable_comments)).toBe(true);
    expect(Boolean(row.disable_amount)).toBe(false);
    expect(Boolean(row.locked)).toBe(true);
  });
});

describe('POST /api/recipes/bulk-actions/delete', () => {
  it("deletes the household's recipes, but not another household's nor another member's locked one", async () => {
    const mine = await createRecipe(ctx, owner, { name: 'Delete Me' });
    const ownLocked = await createRecipe(ctx, owner, { name: 'Own Locked', settings: { locked: true } });
    const membersLocked = await createRecipe(ctx, member, { name: 'Members Locked', settings: { locked: true } });
    const theirs = await createRecipe(ctx, neighbour, { name: 'Neighbours' });
    const res = await bulk(owner, 'delete', { recipes: [mine.slug, ownLocked.slug, membersLocked.slug, theirs.slug] });
    expect(res.statusCode).toBe(200);
    const left = await ctx.database.db
      .selectFrom('recipes')
      .select('id')
      .where('id', 'in', [mine.id, ownLocked.id, membersLocked.id, theirs.id])
      .execute();
    expect(left.map((r) => r.id).sort()).toEqual([membersLocked.id, theirs.id].sort());
  });
});

describe('bulk export, listing, download and purge', () => {
  let exportedRecipe: TestRecipe;

  it('exports to a group archive that a file token downloads without signing in', async () => {
    exportedRecipe = await createRecipe(ctx, owner, { name: 'Archived Aubergine' });
    const res = await bulk(owner, 'export', { recipes: [exportedRecipe.slug], exportType: 'json' });
    expect(res.statusCode).toBe(202);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/recipes/bulk-actions/export', headers: bearer(member.token) });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      {
        id: expect.any(String),
        groupId: owner.groupId,
        name: 'Data Export',
        filename: expect.stringMatching(/\.zip$/),
        path: expect.any(String),
        size: expect.stringMatching(/bytes|KB/),
        expires: expect.any(String),
      },
    ]);
    const [archive] = list.json();
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/recipes/bulk-actions/export', headers: bearer(stranger.token) })).json(),
    ).toEqual([]);

    const tokenUrl = `/api/recipes/bulk-actions/export/download?path=${encodeURIComponent(archive.path)}`;
    expect((await ctx.app.inject({ method: 'GET', url: tokenUrl, headers: bearer(stranger.token) })).statusCode).toBe(404);
    const outside = `/api/recipes/bulk-actions/export/download?path=${encodeURIComponent('/etc/passwd')}`;
    expect((await ctx.app.inject({ method: 'GET', url: outside, headers: bearer(owner.token) })).statusCode).toBe(400);
    const tokenRes = await ctx.app.inject({ method: 'GET', url: tokenUrl, headers: bearer(owner.token) });
    expect(tokenRes.statusCode).toBe(200);
    const { fileToken } = tokenRes.json();

    // Newer clients name the archive by id.
    const byId = `/api/recipes/bulk-actions/export/${archive.id}/download`;
    expect((await ctx.app.inject({ method: 'GET', url: byId, headers: bearer(stranger.token) })).statusCode).toBe(404);
    const byIdRes = await ctx.app.inject({ method: 'GET', url: byId, headers: bearer(member.token) });
    expect(byIdRes.statusCode).toBe(200);
    expect(byIdRes.json()).toEqual({ fileToken: expect.any(String) });

    const download = await ctx.app.inject({ method: 'GET', url: `/api/utils/download?token=${fileToken}` });
    expect(download.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(download.rawPayload));
    const slug = exportedRecipe.slug;
    expect(Object.keys(files)).toContain(`recipes/${slug}/${slug}.json`);

    expect((await ctx.app.inject({ method: 'GET', url: '/api/utils/download' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/utils/download?token=nope' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/utils/download?token=${owner.token}` })).statusCode).toBe(401);
  });

  it('purges the group’s exports', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: '/api/recipes/bulk-actions/export/purge', headers: bearer(owner.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '1 exports deleted', error: false });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/recipes/bulk-actions/export', headers: bearer(owner.token) })).json()).toEqual(
      [],
    );
  });
});
