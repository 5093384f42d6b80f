import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, memberOfOtherHousehold, type TestRecipe, type TestUser } from '../../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../../test/responses.js';

let ctx: TestContext;
let owner: TestUser;
let member: TestUser;
let neighbour: TestUser;
let stranger: TestUser;
let recipe: TestRecipe;

beforeAll(async () => {
  ctx = await setupTestApp();
  owner = await createUser(ctx);
  member = await createUser(ctx, { beside: owner });
  neighbour = await memberOfOtherHousehold(ctx, owner);
  stranger = await createUser(ctx);
  recipe = await createRecipe(ctx, owner, { name: 'Commented Curry' });
});
afterAll(() => ctx.close());

const comment = (user: TestUser, recipeId: string, text: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/comments', headers: bearer(user.token), payload: { recipeId, text } });

describe('POST /api/comments', () => {
  it('needs a user', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/comments', payload: { recipeId: recipe.id, text: 'hi' } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses empty text with 422 and stores nothing', async () => {
    await expectUnchanged(ctx, ['recipe_comments'], async () => {
      const res = await comment(owner, recipe.id, '   ');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(errorDto.invalidField('body', 'text'));
    });
  });

  it('answers 404 for a recipe of another group', async () => {
    await expectUnchanged(ctx, ['recipe_comments'], async () => {
      expect((await comment(stranger, recipe.id, 'sneaky')).statusCode).toBe(404);
    });
  });

  it("creates a comment in Mealie's RecipeCommentOut shape (snake_case body accepted)", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/comments',
      headers: bearer(neighbour.token),
      payload: { recipe_id: recipe.id, text: 'Lovely!' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      recipeId: recipe.id,
      text: 'Lovely!',
      id: expect.any(String),
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
      userId: neighbour.id,
      user: { id: neighbour.id, username: neighbour.username, admin: false },
    });
  });

  it('refuses a comment with 400 when the recipe has comments disabled', async () => {
    const quiet = await createRecipe(ctx, owner, { name: 'Quiet Recipe' });
    const settings = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes/bulk-actions/settings',
      headers: bearer(owner.token),
      payload: { recipes: [quiet.slug], settings: { disableComments: true } },
    });
    expect(settings.statusCode).toBe(200);
    await expectUnchanged(ctx, ['recipe_comments'], async () => {
      const res = await comment(member, quiet.id, 'Can I?');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorDto.errorResponse('Comments are disabled for this recipe'));
    });
  });
});

describe('GET /api/comments and /api/comments/{id}', () => {
  it('lists the whole group’s comments, paginated, filterable by recipe', async () => {
    const other = await createRecipe(ctx, member, { name: 'Other Dish' });
    await comment(owner, other.id, 'first');
    // Times are kept to the millisecond: two comments in the same one would tie (and then go by id).
    await new Promise((resolve) => setTimeout(resolve, 2));
    await comment(member, other.id, 'second');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/comments?queryFilter=${encodeURIComponent(`recipe_id="${other.id}"`)}&orderBy=created_at&orderDirection=asc`,
      headers: bearer(neighbour.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 1, per_page: 50, total: 2, total_pages: 1 });
    expect(res.json().items.map((c: { text: string }) => c.text)).toEqual(['first', 'second']);
  });

  it("never shows another group's comments", async () => {
    const created = (await comment(owner, recipe.id, 'private note')).json();
    const list = await ctx.app.inject({ method: 'GET', url: '/api/comments', headers: bearer(stranger.token) });
    expect(list.json().total).toBe(0);
    const one = await ctx.app.inject({ method: 'GET', url: `/api/comments/${created.id}`, headers: bearer(stranger.token) });
    expect(one.statusCode).toBe(404);
    const mine = await ctx.app.inject({ method: 'GET', url: `/api/comments/${created.id}`, headers: bearer(member.token) });
    expect(mine.json().text).toBe('private note');
  });

  it('refuses a bad filter with 400', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/comments?queryFilter=nope%3D1', headers: bearer(owner.token) });
    expect(res.statusCode).toBe(400);
  });
});

describe('PUT and DELETE /api/comments/{id}', () => {
  it('lets only the author (or an administrator) change a comment', async () => {
    const created = (await comment(member, recipe.id, 'typo')).json();
    await expectUnchanged(ctx, ['recipe_comments'], async () => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/comments/${created.id}`,
        headers: bearer(owner.token),
        payload: { id: created.id, text: 'hijacked' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(errorDto.errorResponse('Comment does not belong to user'));
      const del = await ctx.app.inject({ method: 'DELETE', url: `/api/comments/${created.id}`, headers: bearer(owner.token) });
      expect(del.statusCode).toBe(403);
      const foreign = await ctx.app.inject({ method: 'DELETE', url: `/api/comments/${created.id}`, headers: bearer(stranger.token) });
      expect(foreign.statusCode).toBe(404);
    });

    const fixed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/comments/${created.id}`,
      headers: bearer(member.token),
      payload: { id: created.id, text: 'fixed' },
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ id: created.id, text: 'fixed', userId: member.id });

    const admin = await createUser(ctx, { beside: owner, admin: true });
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/comments/${created.id}`, headers: bearer(admin.token) });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Comment deleted', error: false });
    const gone = await ctx.app.inject({ method: 'GET', url: `/api/comments/${created.id}`, headers: bearer(member.token) });
    expect(gone.statusCode).toBe(404);
  });
});

describe('GET /api/recipes/{slug}/comments', () => {
  it("lists a recipe's comments for its household, and 404 elsewhere (as Mealie)", async () => {
    const dish = await createRecipe(ctx, owner, { name: 'Listed Dish' });
    await comment(owner, dish.id, 'one');
    // A millisecond apart, as above: their order is then the time's, not their random ids'.
    await new Promise((resolve) => setTimeout(resolve, 2));
    await comment(neighbour, dish.id, 'two');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/recipes/${dish.slug}/comments`, headers: bearer(member.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { text: string }) => c.text)).toEqual(['one', 'two']);
    const full = await ctx.app.inject({ method: 'GET', url: `/api/recipes/${dish.slug}`, headers: bearer(neighbour.token) });
    expect(full.json().comments.map((c: { text: string }) => c.text)).toEqual(['one', 'two']);
    const neighbours = await ctx.app.inject({ method: 'GET', url: `/api/recipes/${dish.slug}/comments`, headers: bearer(neighbour.token) });
    expect(neighbours.statusCode).toBe(404);
    const strangers = await ctx.app.inject({ method: 'GET', url: `/api/recipes/${dish.slug}/comments`, headers: bearer(stranger.token) });
    expect(strangers.statusCode).toBe(404);
  });
});
