import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, recipeRow, type TestRecipe, type TestUser } from '../../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../../test/responses.js';

let ctx: TestContext;
let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let recipe: TestRecipe;

beforeAll(async () => {
  ctx = await setupTestApp();
  owner = await createUser(ctx);
  member = await createUser(ctx, { beside: owner });
  stranger = await createUser(ctx);
  recipe = await createRecipe(ctx, owner, { name: 'Rated Stew' });
});
afterAll(() => ctx.close());

const rate = (user: TestUser, targetId: string, slug: string, payload: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/users/${targetId}/ratings/${slug}`,
    headers: bearer(user.token),
    payload: payload as object,
  });
const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user.token) });
const recipeRating = async (id: string) => (await recipeRow(ctx, id)).rating;

describe('POST /api/users/{id}/ratings/{slug}', () => {
  it('needs a user', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/users/${owner.id}/ratings/${recipe.slug}`, payload: { rating: 3 } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a rating outside 0–5 with 422 and changes nothing', async () => {
    await expectUnchanged(ctx, ['users_to_recipes', 'recipes'], async () => {
      const res = await rate(owner, owner.id, recipe.slug, { rating: 7 });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(errorDto.invalidField('body', 'rating'));
    });
  });

  it('refuses rating for another user with 403 unless the caller is an administrator', async () => {
    await expectUnchanged(ctx, ['users_to_recipes'], async () => {
      const res = await rate(member, owner.id, recipe.slug, { rating: 1 });
      expect(res.statusCode).toBe(403);
    });
  });

  it("answers 404 for a recipe of another group, and for another group's user", async () => {
    await expectUnchanged(ctx, ['users_to_recipes', 'recipes'], async () => {
      expect((await rate(stranger, stranger.id, recipe.slug, { rating: 5 })).statusCode).toBe(404);
      expect((await rate(stranger, stranger.id, recipe.id, { rating: 5 })).statusCode).toBe(404);
    });
    expect((await get(stranger, `/api/users/${owner.id}/ratings`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/users/${owner.id}/favorites`)).statusCode).toBe(404);
  });

  it('keeps the recipe rating at the average of the ratings above 0', async () => {
    const stew = await createRecipe(ctx, owner, { name: 'Average Soup' });
    expect(await recipeRating(stew.id)).toBeNull();

    expect((await rate(owner, owner.id, stew.slug, { rating: 4 })).statusCode).toBe(200);
    expect(await recipeRating(stew.id)).toBe(4);

    // By id works too.
    const res = await rate(member, member.id, stew.id, { rating: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
    expect(await recipeRating(stew.id)).toBe(3);

    // 0 means "not rated" and leaves the average.
    await rate(member, member.id, stew.slug, { rating: 0 });
    expect(await recipeRating(stew.id)).toBe(4);
    await rate(owner, owner.id, stew.slug, { rating: 0 });
    expect(await recipeRating(stew.id)).toBeNull();

    // Clients read it on the recipe.
    await rate(member, member.id, stew.slug, { rating: 5 });
    expect((await get(owner, `/api/recipes/${stew.slug}`)).json().rating).toBe(5);
  });

  it('upserts: a favourite flag alone keeps the rating', async () => {
    const pie = await createRecipe(ctx, owner, { name: 'Upsert Pie' });
    await rate(owner, owner.id, pie.slug, { rating: 5 });
    await rate(owner, owner.id, pie.slug, { is_favorite: true });
    const res = await get(owner, `/api/users/self/ratings/${pie.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recipeId: pie.id, rating: 5, isFavorite: true });
  });

  it('lets an administrator of the group rate for a member', async () => {
    const admin = await createUser(ctx, { beside: owner, admin: true });
    const cake = await createRecipe(ctx, owner, { name: 'Admin Cake' });
    expect((await rate(admin, member.id, cake.slug, { rating: 3 })).statusCode).toBe(200);
    expect((await get(member, `/api/users/self/ratings/${cake.id}`)).json()).toMatchObject({ rating: 3 });
  });
});

describe('GET /api/users/self/ratings and /self/ratings/{recipe_id}', () => {
  it('lists only the caller’s rows', async () => {
    const user = await createUser(ctx, { beside: owner });
    await rate(user, user.id, recipe.slug, { rating: 2 });
    const res = await get(user, '/api/users/self/ratings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ratings: [{ recipeId: recipe.id, rating: 2, isFavorite: false }] });
  });

  it('answers 404 when the caller has not rated the recipe', async () => {
    const user = await createUser(ctx, { beside: owner });
    const res = await get(user, `/api/users/self/ratings/${recipe.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(errorDto.errorResponse('User has not rated this recipe'));
  });
});

describe('favorites', () => {
  it('adds and removes a favourite, listed by /self/favorites and /{id}/favorites', async () => {
    const user = await createUser(ctx, { beside: owner });
    const add = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/favorites/${recipe.slug}`,
      headers: bearer(user.token),
    });
    expect(add.statusCode).toBe(200);
    expect(add.json()).toBeNull();
    expect((await get(user, '/api/users/self/favorites')).json()).toEqual({
      ratings: [{ recipeId: recipe.id, rating: null, isFavorite: true }],
    });
    const byId = await get(owner, `/api/users/${user.id}/favorites`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual({
      ratings: [{ recipeId: recipe.id, rating: null, isFavorite: true, userId: user.id, id: expect.any(String) }],
    });

    const remove = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}/favorites/${recipe.slug}`,
      headers: bearer(user.token),
    });
    expect(remove.statusCode).toBe(200);
    expect((await get(user, '/api/users/self/favorites')).json()).toEqual({ ratings: [] });
    expect((await get(owner, `/api/users/${user.id}/ratings`)).json().ratings).toHaveLength(1);
  });

  it("refuses changing another member's favourites with 403", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${owner.id}/favorites/${recipe.slug}`,
      headers: bearer(member.token),
    });
    expect(res.statusCode).toBe(403);
  });

  it('does not collide with the users routes', async () => {
    expect((await get(owner, '/api/users/self')).json().id).toBe(owner.id);
  });
});
