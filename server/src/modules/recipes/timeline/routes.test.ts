import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBareRecipe,
  createRecipe,
  createUser,
  memberOfOtherHousehold,
  multipart,
  recipeRow,
  type TestRecipe,
  type TestUser,
  testImage,
} from '../../../../test/factories.js';
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
  recipe = await createRecipe(ctx, owner, { name: 'Timeline Tart' });
});
afterAll(() => ctx.close());

const base = '/api/recipes/timeline/events';
const post = (user: TestUser, payload: object) => ctx.app.inject({ method: 'POST', url: base, headers: bearer(user.token), payload });

describe('POST /api/recipes/timeline/events', () => {
  it('needs a user', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: base, payload: { recipeId: recipe.id, subject: 'x', eventType: 'info' } });
    expect(res.statusCode).toBe(401);
  });

  it('refuses an unknown event type with 422 naming the field', async () => {
    await expectUnchanged(ctx, ['recipe_timeline_events'], async () => {
      const res = await post(owner, { recipeId: recipe.id, subject: 'x', eventType: 'party' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(errorDto.invalidField('body', 'eventType'));
    });
  });

  it("answers 404 'recipe not found' for another group's recipe", async () => {
    await expectUnchanged(ctx, ['recipe_timeline_events', 'recipes'], async () => {
      const res = await post(stranger, { recipeId: recipe.id, subject: 'made this', eventType: 'info' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(errorDto.errorResponse('recipe not found'));
    });
  });

  it('creates an event for the caller at the request time, in the recipe’s group and household', async () => {
    const before = Date.now();
    const res = await post(neighbour, { recipe_id: recipe.id, subject: 'Tried it', event_type: 'comment', event_message: 'Good' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      recipeId: recipe.id,
      userId: neighbour.id,
      subject: 'Tried it',
      eventType: 'comment',
      eventMessage: 'Good',
      image: 'does not have image',
      timestamp: expect.stringMatching(/Z$/),
      id: expect.any(String),
      groupId: owner.groupId,
      householdId: owner.householdId,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(new Date(body.timestamp).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('raises last_made for an info event that is newer, never lowers it, and ignores other types', async () => {
    const pie = await createRecipe(ctx, owner, { name: 'Made Pie' });
    await post(owner, { recipeId: pie.id, subject: 'Recipe updated', eventType: 'system', timestamp: '2030-01-01T00:00:00Z' });
    expect((await recipeRow(ctx, pie.id)).last_made).toBeNull();

    await post(owner, { recipeId: pie.id, subject: 'made this', eventType: 'info', timestamp: '2024-05-01T12:00:00Z' });
    expect(new Date((await recipeRow(ctx, pie.id)).last_made!).toISOString()).toBe('2024-05-01T12:00:00.000Z');

    await post(owner, { recipeId: pie.id, subject: 'made this', eventType: 'info', timestamp: '2023-01-01T12:00:00Z' });
    expect(new Date((await recipeRow(ctx, pie.id)).last_made!).toISOString()).toBe('2024-05-01T12:00:00.000Z');

    // A timestamp without a zone is UTC, as Mealie stores it.
    await post(owner, { recipeId: pie.id, subject: 'made this', eventType: 'info', timestamp: '2025-02-03T04:05:06' });
    expect(new Date((await recipeRow(ctx, pie.id)).last_made!).toISOString()).toBe('2025-02-03T04:05:06.000Z');
  });
});

describe('GET /api/recipes/timeline/events', () => {
  it('lists the group’s events, filtered by recipe, and nothing of other groups', async () => {
    // Bare rows: no "Recipe Created" event, so the list holds only the two posted here.
    const soup = await createBareRecipe(ctx, owner, { name: 'Listed Soup' });
    await post(owner, { recipeId: soup.id, subject: 'one', eventType: 'info', timestamp: '2024-01-01T00:00:00Z' });
    await post(neighbour, { recipeId: soup.id, subject: 'two', eventType: 'comment', timestamp: '2024-01-02T00:00:00Z' });
    const filter = encodeURIComponent(`recipe_id="${soup.id}"`);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `${base}?queryFilter=${filter}&orderBy=timestamp&orderDirection=asc`,
      headers: bearer(neighbour.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
    expect(res.json()).toMatchObject({ total: 2, page: 1 });
    expect(res.json().items.map((e: { subject: string }) => e.subject)).toEqual(['one', 'two']);

    // The filter Mealie's timeline page sends.
    const pageFilter = encodeURIComponent(`(recipe.group_id="${owner.groupId}") AND eventType IN ["info", "system"]`);
    const page = await ctx.app.inject({ method: 'GET', url: `${base}?queryFilter=${pageFilter}&perPage=32`, headers: bearer(owner.token) });
    expect(page.statusCode).toBe(200);
    expect(page.json().items.every((e: { eventType: string }) => e.eventType !== 'comment')).toBe(true);
    expect(page.json().items.map((e: { subject: string }) => e.subject)).toContain('one');

    const foreign = await ctx.app.inject({ method: 'GET', url: `${base}?queryFilter=${filter}`, headers: bearer(stranger.token) });
    expect(foreign.json().total).toBe(0);
  });
});

describe('GET, PUT, DELETE /api/recipes/timeline/events/{id}', () => {
  it('reads, updates and deletes an event; another group gets 404', async () => {
    const created = (await post(owner, { recipeId: recipe.id, subject: 'Old', eventType: 'info' })).json();
    const url = `${base}/${created.id}`;

    await expectUnchanged(ctx, ['recipe_timeline_events'], async () => {
      expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(stranger.token) })).statusCode).toBe(404);
      const put = await ctx.app.inject({ method: 'PUT', url, headers: bearer(stranger.token), payload: { subject: 'Hacked' } });
      expect(put.statusCode).toBe(404);
      expect((await ctx.app.inject({ method: 'DELETE', url, headers: bearer(stranger.token) })).statusCode).toBe(404);
    });

    const got = await ctx.app.inject({ method: 'GET', url, headers: bearer(neighbour.token) });
    expect(got.json()).toMatchObject({ id: created.id, subject: 'Old' });
    expect(got.headers['last-modified']).toBe(got.json().updatedAt);

    const put = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: bearer(owner.token),
      payload: { subject: 'New', eventMessage: 'note' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: created.id, subject: 'New', eventMessage: 'note', eventType: 'info' });

    const del = await ctx.app.inject({ method: 'DELETE', url, headers: bearer(owner.token) });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ id: created.id, subject: 'New' });
    expect((await ctx.app.inject({ method: 'GET', url, headers: bearer(owner.token) })).statusCode).toBe(404);
  });
});

describe('PUT /api/recipes/timeline/events/{id}/image', () => {
  it('stores the photo, served publicly as webp, and refuses a file that is not an image', async () => {
    const created = (await post(owner, { recipeId: recipe.id, subject: 'Photo', eventType: 'info' })).json();
    const url = `${base}/${created.id}/image`;

    const bad = await multipart({ image: { data: Buffer.from('not an image'), filename: 'x.png' }, extension: 'png' });
    await expectUnchanged(ctx, ['recipe_timeline_events'], async () => {
      const res = await ctx.app.inject({ method: 'PUT', url, headers: { ...bearer(owner.token), ...bad.headers }, payload: bad.payload });
      expect(res.statusCode).toBe(400);
    });

    const good = await multipart({ image: { data: await testImage('jpeg'), filename: 'photo.jpg', type: 'image/jpeg' }, extension: 'jpg' });
    const foreign = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { ...bearer(stranger.token), ...good.headers },
      payload: good.payload,
    });
    expect(foreign.statusCode).toBe(404);

    const res = await ctx.app.inject({
      method: 'PUT',
      url,
      headers: { ...bearer(owner.token), ...good.headers },
      payload: good.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ image: 'has image' });
    const event = await ctx.app.inject({ method: 'GET', url: `${base}/${created.id}`, headers: bearer(owner.token) });
    expect(event.json().image).toBe('has image');

    for (const name of ['original.webp', 'min-original.webp', 'tiny-original.webp', 'medium.webp']) {
      const media = await ctx.app.inject({ method: 'GET', url: `/api/media/recipes/${recipe.id}/images/timeline/${created.id}/${name}` });
      expect(media.statusCode).toBe(200);
      expect(media.headers['content-type']).toBe('image/webp');
    }

    // Deleting the event removes its photo too.
    expect((await ctx.app.inject({ method: 'DELETE', url: `${base}/${created.id}`, headers: bearer(owner.token) })).statusCode).toBe(200);
    const gone = await ctx.app.inject({
      method: 'GET',
      url: `/api/media/recipes/${recipe.id}/images/timeline/${created.id}/original.webp`,
    });
    expect(gone.statusCode).toBe(404);
  });
});

describe('changing a timeline event: its author or an administrator only', () => {
  const change = (user: TestUser, id: string) => ({
    put: () => ctx.app.inject({ method: 'PUT', url: `${base}/${id}`, headers: bearer(user.token), payload: { subject: 'Changed' } }),
    del: () => ctx.app.inject({ method: 'DELETE', url: `${base}/${id}`, headers: bearer(user.token) }),
    image: async () => {
      const body = await multipart({ image: { data: await testImage('png'), filename: 'photo.png', type: 'image/png' }, extension: 'png' });
      return ctx.app.inject({
        method: 'PUT',
        url: `${base}/${id}/image`,
        headers: { ...bearer(user.token), ...body.headers },
        payload: body.payload,
      });
    },
  });
  const newEvent = async (author: TestUser) => (await post(author, { recipeId: recipe.id, subject: 'Mine', eventType: 'comment' })).json();

  it('answers 403 to another member of the group, in the same household or another, and changes nothing', async () => {
    const housemate = await createUser(ctx, { beside: owner });
    const event = await newEvent(owner);
    for (const member of [housemate, neighbour]) {
      await expectUnchanged(ctx, ['recipe_timeline_events'], async () => {
        for (const request of [change(member, event.id).put, change(member, event.id).del, change(member, event.id).image]) {
          const res = await request();
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual(errorDto.errorResponse('Permission Denied'));
        }
      });
    }
    const media = await ctx.app.inject({ method: 'GET', url: `/api/media/recipes/${recipe.id}/images/timeline/${event.id}/original.webp` });
    expect(media.statusCode).toBe(404);
  });

  it("answers 404 to another group's member, as for a missing event", async () => {
    const event = await newEvent(owner);
    await expectUnchanged(ctx, ['recipe_timeline_events'], async () => {
      for (const request of [change(stranger, event.id).put, change(stranger, event.id).del, change(stranger, event.id).image]) {
        expect((await request()).statusCode).toBe(404);
      }
    });
  });

  it('lets the author update, set the photo of and delete their event, also on a recipe of another household', async () => {
    const event = await newEvent(neighbour);
    const put = await change(neighbour, event.id).put();
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: event.id, subject: 'Changed', userId: neighbour.id });
    expect((await change(neighbour, event.id).image()).statusCode).toBe(200);
    expect((await change(neighbour, event.id).del()).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/${event.id}`, headers: bearer(owner.token) })).statusCode).toBe(404);
  });

  it("lets an administrator of the group change and delete anyone's event", async () => {
    const admin = await createUser(ctx, { beside: owner, admin: true });
    const event = await newEvent(neighbour);
    const put = await change(admin, event.id).put();
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ subject: 'Changed', userId: neighbour.id });
    expect((await change(admin, event.id).image()).statusCode).toBe(200);
    expect((await change(admin, event.id).del()).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `${base}/${event.id}`, headers: bearer(neighbour.token) })).statusCode).toBe(404);
  });
});
