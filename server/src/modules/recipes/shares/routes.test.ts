import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, memberOfOtherHousehold, type TestRecipe, type TestUser } from '../../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../../test/responses.js';

let ctx: TestContext;
let owner: TestUser;
let neighbour: TestUser;
let stranger: TestUser;
let recipe: TestRecipe;

beforeAll(async () => {
  ctx = await setupTestApp();
  owner = await createUser(ctx);
  neighbour = await memberOfOtherHousehold(ctx, owner);
  stranger = await createUser(ctx);
  recipe = await createRecipe(ctx, owner, { name: 'Shared Shakshuka' });
});
afterAll(() => ctx.close());

const share = (user: TestUser, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/shared/recipes', headers: bearer(user.token), payload });
const publicRead = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/recipes/shared/${token}` });

describe('POST /api/shared/recipes', () => {
  it('needs a user', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/shared/recipes', payload: { recipeId: recipe.id } });
    expect(res.statusCode).toBe(401);
  });

  it("answers 404 for another group's recipe and 422 for a bad id", async () => {
    await expectUnchanged(ctx, ['recipe_share_tokens'], async () => {
      expect((await share(stranger, { recipeId: recipe.id })).statusCode).toBe(404);
      const bad = await share(owner, { recipeId: 'nope' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual(errorDto.invalidField('body', 'recipeId'));
    });
  });

  it('creates a 30-day token with the recipe embedded (any household of the group)', async () => {
    const res = await share(neighbour, { recipe_id: recipe.id });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ recipeId: recipe.id, groupId: owner.groupId, id: expect.any(String), createdAt: expect.any(String) });
    expect(body.recipe).toMatchObject({ id: recipe.id, slug: recipe.slug, name: 'Shared Shakshuka' });
    const days = (new Date(body.expiresAt).getTime() - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });
});

describe('GET and DELETE /api/shared/recipes', () => {
  it('lists tokens by recipe, reads and deletes them; another group sees none', async () => {
    const other = await createRecipe(ctx, owner, { name: 'Other Shared' });
    const token = (await share(owner, { recipeId: other.id })).json();
    await share(owner, { recipeId: recipe.id });

    const list = await ctx.app.inject({ method: 'GET', url: `/api/shared/recipes?recipe_id=${other.id}`, headers: bearer(owner.token) });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { recipeId: other.id, expiresAt: token.expiresAt, groupId: owner.groupId, id: token.id, createdAt: token.createdAt },
    ]);
    const foreignList = await ctx.app.inject({ method: 'GET', url: '/api/shared/recipes', headers: bearer(stranger.token) });
    expect(foreignList.json()).toEqual([]);

    const url = `/api/shared/recipes/${token.id}`;
    await expectUnchanged(ctx, ['recipe_share_tokens'], async () => {
      expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(stranger.token) })).statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'DELETE', url, headers: bearer(stranger.token) })).statusCode).toBe(404);
    });
    const got = await ctx.app.inject({ method: 'GET', url, headers: bearer(owner.token) });
    expect(got.json()).toMatchObject({ id: token.id, recipe: { id: other.id } });

    const del = await ctx.app.inject({ method: 'DELETE', url, headers: bearer(owner.token) });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toBeNull();
    expect((await publicRead(token.id)).statusCode).toBe(404);
  });
});

describe('GET /api/recipes/shared/{token_id}', () => {
  it('serves the recipe to anyone holding a live token, without signing in', async () => {
    const token = (await share(owner, { recipeId: recipe.id })).json();
    const res = await publicRead(token.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: recipe.id, slug: recipe.slug, name: 'Shared Shakshuka' });
  });

  it("answers 404 'Token Not Found' for unknown, malformed and expired tokens", async () => {
    const expired = (await share(owner, { recipeId: recipe.id, expiresAt: new Date(Date.now() - 60_000).toISOString() })).json();
    for (const token of [crypto.randomUUID(), 'not-a-token', expired.id]) {
      const res = await publicRead(token);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorDto.errorResponse('Token Not Found'));
    }
  });
});
