import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBareRecipe, createUser, memberOfOtherHousehold, type TestUser } from '../../../test/factories.js';
import { setupTestApp, type TestContext } from '../../../test/harness.js';

let ctx: TestContext;
let cook: TestUser;
let neighbour: TestUser;

beforeAll(async () => {
  ctx = await setupTestApp();
  cook = await createUser(ctx);
  neighbour = await memberOfOtherHousehold(ctx, cook);
});
afterAll(() => ctx.close());

const valid = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe('GET /api/validators/household', () => {
  it('is public and says whether any group has a household of that name or slug', async () => {
    const household = await ctx.database.db
      .selectFrom('households')
      .select(['name', 'slug'])
      .where('id', '=', neighbour.householdId)
      .executeTakeFirstOrThrow();
    expect(await valid(`/api/validators/household?name=${encodeURIComponent(household.name)}`)).toEqual({ valid: false });
    // Another spelling of the same name is taken through its slug.
    expect(await valid(`/api/validators/household?name=${encodeURIComponent(household.name.toUpperCase())}`)).toEqual({ valid: false });
    expect(await valid('/api/validators/household?name=Family')).toEqual({ valid: false });
    expect(await valid('/api/validators/household?name=Nobody%20Lives%20Here')).toEqual({ valid: true });
  });

  it('names a missing name with 422', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/validators/household' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['query', 'name']);
  });
});

describe('GET /api/validators/recipe', () => {
  it("says whether the name's slug is taken in that group, by any household", async () => {
    await createBareRecipe(ctx, neighbour, { name: 'Apple Pie' });
    const recipe = await ctx.database.db.selectFrom('recipes').select('slug').where('name', '=', 'Apple Pie').executeTakeFirstOrThrow();
    // The bare factory adds an id suffix to the slug; ask for the name that slugifies to it.
    const name = recipe.slug.replace(/-/g, ' ');
    expect(await valid(`/api/validators/recipe?group_id=${cook.groupId}&name=${encodeURIComponent(name)}`)).toEqual({ valid: false });
    expect(await valid(`/api/validators/recipe?group_id=${cook.groupId}&name=Pear%20Tart`)).toEqual({ valid: true });
  });

  it('looks only in the group named', async () => {
    const stranger = await createUser(ctx);
    const recipe = await createBareRecipe(ctx, stranger);
    const name = recipe.slug.replace(/-/g, ' ');
    expect(await valid(`/api/validators/recipe?group_id=${stranger.groupId}&name=${encodeURIComponent(name)}`)).toEqual({ valid: false });
    expect(await valid(`/api/validators/recipe?group_id=${cook.groupId}&name=${encodeURIComponent(name)}`)).toEqual({ valid: true });
  });

  it('names a bad or missing group_id with 422', async () => {
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/validators/recipe?group_id=not-a-uuid&name=x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail[0].loc).toEqual(['query', 'group_id']);
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/validators/recipe?name=x' });
    expect(missing.statusCode).toBe(422);
  });
});

describe('GET /api/media/docker/validate.txt', () => {
  it('answers 404 File not found until the file exists, then serves it as text without sign-in', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/media/docker/validate.txt' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'File not found' });

    const folder = path.join(ctx.dataDir, 'docker-validation');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'validate.txt'), 'b3c2e1f0-check');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/media/docker/validate.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('b3c2e1f0-check');
  });
});
