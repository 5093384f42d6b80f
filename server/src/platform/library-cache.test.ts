import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFood, createOrganizer, createRecipe, createUser, type TestUser } from '../../test/factories.js';
import { bearer, openSecondProcess, setupTestApp, type TestContext } from '../../test/harness.js';
import { VERSIONED_TABLES } from '../db/migrations/0006_group_data_versions.js';

let ctx: TestContext;
let cook: TestUser;
let housemate: TestUser;
let stranger: TestUser;
let recipe: { id: string; slug: string };
let tag: { id: string; slug: string };

const get = (app: FastifyInstance, user: TestUser, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { ...bearer(user.token), ...headers } });
const call = (user: TestUser, method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: bearer(user.token), payload: payload as object });
const version = (user: TestUser) => ctx.app.deps.libraryCache.version(user.groupId);

beforeAll(async () => {
  ctx = await setupTestApp();
  cook = await createUser(ctx, { flags: { canOrganize: true } });
  housemate = await createUser(ctx, { beside: cook });
  stranger = await createUser(ctx);
  tag = await createOrganizer(ctx, cook, 'tags', { name: 'Weeknight' });
  recipe = await createRecipe(ctx, cook, { name: 'Harissa Chickpeas', tags: [{ ...tag, name: 'Weeknight' }] });
  await createRecipe(ctx, stranger, { name: 'Stranger Stew' });
});

afterAll(async () => {
  await ctx?.close();
});

describe('answers over the recipe library', () => {
  it('repeats the same bytes and ETag while nothing changes, and answers 304 to If-None-Match', async () => {
    const first = await get(ctx.app, cook, '/api/recipes?perPage=10');
    const second = await get(ctx.app, cook, '/api/recipes?perPage=10');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');

    const notModified = await get(ctx.app, cook, '/api/recipes?perPage=10', { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    const single = await get(ctx.app, cook, `/api/recipes/${recipe.slug}`);
    expect(single.headers['last-modified']).toBe(single.json().updatedAt);
    expect((await get(ctx.app, cook, `/api/recipes/${recipe.slug}`)).headers['last-modified']).toBe(single.json().updatedAt);
  });

  it('never hands one group or user the answer computed for another', async () => {
    const mine = (await get(ctx.app, cook, '/api/recipes?perPage=10')).json();
    const theirs = (await get(ctx.app, stranger, '/api/recipes?perPage=10')).json();
    expect(mine.items.map((r: { name: string }) => r.name)).toEqual(['Harissa Chickpeas']);
    expect(theirs.items.map((r: { name: string }) => r.name)).toEqual(['Stranger Stew']);
    expect((await get(ctx.app, stranger, `/api/recipes/${recipe.slug}`)).statusCode).toBe(404);

    // Ordered by rating, each user sees their own rating first.
    expect((await call(cook, 'POST', `/api/users/${cook.id}/ratings/${recipe.slug}`, { rating: 5 })).statusCode).toBe(200);
    const byRating = '/api/recipes?orderBy=rating&perPage=10';
    expect((await get(ctx.app, cook, byRating)).json().items[0].rating).toBe(5);
    expect((await get(ctx.app, housemate, byRating)).json().items[0].rating).toBe(5);
  });

  it('shows every kind of change at once, and only the changed group moves on', async () => {
    const list = () => get(ctx.app, cook, '/api/recipes?perPage=10').then((r) => r.json().items[0]);
    const one = () => get(ctx.app, cook, `/api/recipes/${recipe.slug}`).then((r) => r.json());
    await list();
    await one();
    const strangerVersion = await version(stranger);

    // The organizer itself (not the recipe) changes.
    const before = await version(cook);
    expect((await call(cook, 'PUT', `/api/organizers/tags/${tag.id}`, { name: 'Midweek' })).statusCode).toBe(200);
    expect(await version(cook)).toBeGreaterThan(before);
    expect((await list()).tags.map((t: { name: string }) => t.name)).toEqual(['Midweek']);

    // A part of the recipe changes.
    const food = await createFood(ctx, cook, { name: 'chickpeas' });
    expect(
      (await call(cook, 'PATCH', `/api/recipes/${recipe.slug}`, { recipeIngredient: [{ quantity: 2, food: { id: food.id }, note: '' }] }))
        .statusCode,
    ).toBe(200);
    expect((await one()).recipeIngredient[0].food.name).toBe('chickpeas');

    // A food the recipe uses is renamed through its own endpoint.
    expect((await call(cook, 'PUT', `/api/foods/${food.id}`, { name: 'garbanzos' })).statusCode).toBe(200);
    expect((await one()).recipeIngredient[0].food.name).toBe('garbanzos');

    // A comment (its own table) appears on the recipe.
    expect((await call(housemate, 'POST', '/api/comments', { recipeId: recipe.id, text: 'Lovely' })).statusCode).toBe(201);
    expect((await one()).comments.map((c: { text: string }) => c.text)).toEqual(['Lovely']);

    expect(await version(stranger)).toBe(strangerVersion);
  });

  it('sees a change made by another process sharing the database at once', async () => {
    const second = await openSecondProcess(ctx);
    try {
      const url = '/api/recipes?perPage=10&search=harissa';
      expect((await get(ctx.app, cook, url)).json().total).toBe(1);
      expect((await get(second.app, cook, url)).json().total).toBe(1);
      expect((await call(cook, 'PATCH', `/api/recipes/${recipe.slug}`, { name: 'Smoky Chickpeas' })).statusCode).toBe(200);
      // The first process wrote; the second had the old answer kept and must not serve it.
      expect((await get(second.app, cook, url)).json().total).toBe(0);
      expect((await get(second.app, cook, '/api/recipes?perPage=10&search=smoky')).json().total).toBe(1);
      // The typo vocabulary the second process loaded before the write learns the new word too.
      expect((await get(second.app, cook, '/api/recipes?perPage=10&search=smokey%20')).json().total).toBe(1);
    } finally {
      await second.close();
    }
  });

  it('has insert, update and delete triggers on every table the library is read from', async () => {
    const { db, engine } = ctx.database;
    const names =
      engine === 'sqlite'
        ? (await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'trigger'`.execute(db)).rows.map((r) => r.name)
        : (await sql<{ name: string }>`SELECT tgname AS name FROM pg_trigger WHERE NOT tgisinternal`.execute(db)).rows.map((r) => r.name);
    for (const [table] of VERSIONED_TABLES) {
      for (const event of ['insert', 'update', 'delete']) expect(names).toContain(`${table}_data_version_${event}`);
    }
  });
});

describe('with LIBRARY_CACHE_MB=0', () => {
  it('computes every answer and still tags it', async () => {
    const uncached = await setupTestApp({ LIBRARY_CACHE_MB: '0' });
    try {
      const owner = await createUser(uncached);
      const made = await createRecipe(uncached, owner, { name: 'Plain Rice' });
      const first = await get(uncached.app, owner, '/api/recipes');
      expect(first.json().items.map((r: { slug: string }) => r.slug)).toEqual([made.slug]);
      expect(first.headers.etag).toBeTruthy();
      // Changed straight in the database: with nothing kept, the next answer is computed afresh.
      await uncached.database.db.updateTable('recipes').set({ name: 'Brown Rice' }).where('id', '=', made.id).execute();
      expect((await get(uncached.app, owner, '/api/recipes')).json().items[0].name).toBe('Brown Rice');
    } finally {
      await uncached.close();
    }
  });
});
