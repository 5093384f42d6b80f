import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, memberOfOtherHousehold, type TestUser } from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';
import { listening, type OpenStream, openStream } from './test-stream.js';

/** Which services emit which of Mealie's events, as a member of the household sees them on the stream. */

let ctx: TestContext;
let baseUrl: string;
let cook: TestUser;
let housemate: TestUser;
let neighbour: TestUser;

const WITHIN_A_SECOND = { timeout: 1000, interval: 10 };

async function call(user: TestUser, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const res = await ctx.app.inject({ method, url, headers: bearer(user.token), payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json();
}

/** `event documentType operation` of each message. */
const summary = (stream: OpenStream) =>
  stream.messages.map((m) => `${m.event} ${m.data.documentData.documentType} ${m.data.documentData.operation}`);

/** Opens `user`'s stream, runs `act`, and answers the messages once `expected` arrived, in order. */
async function heardBy(user: TestUser, expected: string[], act: () => Promise<unknown>): Promise<OpenStream> {
  const stream = await openStream(baseUrl, bearer(user.token));
  try {
    await act();
    await vi.waitFor(() => expect(summary(stream)).toEqual(expected), WITHIN_A_SECOND);
    return stream;
  } finally {
    await stream.close();
  }
}

beforeAll(async () => {
  ctx = await setupTestApp({ ALLOW_SIGNUP: 'false' });
  cook = await createUser(ctx, { flags: { canOrganize: true } });
  housemate = await createUser(ctx, { beside: cook });
  neighbour = await memberOfOtherHousehold(ctx, cook);
  baseUrl = await listening(ctx.app);
});

afterAll(async () => {
  await ctx?.close();
});

describe('events emitted by the services', () => {
  it('recipes: duplicate, last made, bulk tag and bulk delete', async () => {
    const slug = await call(cook, 'POST', '/api/recipes', { name: 'Pho' });
    const tag = await call(cook, 'POST', '/api/organizers/tags', { name: 'Soup' });
    let copy = '';
    const stream = await heardBy(
      housemate,
      ['recipe_created recipe create', 'recipe_updated recipe update', 'recipe_updated recipe update', 'recipe_deleted recipe delete'],
      async () => {
        copy = (await call(cook, 'POST', `/api/recipes/${slug}/duplicate`, { name: 'Pho Again' })).slug;
        await call(cook, 'PATCH', `/api/recipes/${slug}/last-made`, { timestamp: '2024-01-01T00:00:00Z' });
        await call(cook, 'POST', '/api/recipes/bulk-actions/tag', { recipes: [slug], tags: [tag] });
        await call(cook, 'POST', '/api/recipes/bulk-actions/delete', { recipes: [copy] });
      },
    );
    expect(stream.messages.map((m) => m.data.documentData.recipeSlug)).toEqual([copy, slug, slug, copy]);
  });

  it('timeline events: recipe_updated with the timeline event', async () => {
    const slug = await call(cook, 'POST', '/api/recipes', { name: 'Laksa' });
    const recipeId = (await ctx.app.inject({ method: 'GET', url: `/api/recipes/${slug}`, headers: bearer(cook.token) })).json().id;
    let eventId = '';
    const stream = await heardBy(
      housemate,
      [
        'recipe_updated recipe_timeline_event create',
        'recipe_updated recipe_timeline_event update',
        'recipe_updated recipe_timeline_event delete',
      ],
      async () => {
        eventId = (await call(cook, 'POST', '/api/recipes/timeline/events', { recipeId, subject: 'Made it', eventType: 'comment' })).id;
        await call(cook, 'PUT', `/api/recipes/timeline/events/${eventId}`, { subject: 'Made it twice' });
        await call(cook, 'DELETE', `/api/recipes/timeline/events/${eventId}`);
      },
    );
    expect(stream.messages[0].data.documentData).toEqual({
      documentType: 'recipe_timeline_event',
      operation: 'create',
      recipeSlug: slug,
      recipeId,
      recipeTimelineEventId: eventId,
    });
  });

  it('cookbooks of the household', async () => {
    let id = '';
    const stream = await heardBy(
      housemate,
      ['cookbook_created cookbook create', 'cookbook_updated cookbook update', 'cookbook_deleted cookbook delete'],
      async () => {
        id = (await call(cook, 'POST', '/api/households/cookbooks', { name: 'Soups' })).id;
        await call(cook, 'PUT', `/api/households/cookbooks/${id}`, { name: 'Noodle Soups' });
        await call(cook, 'DELETE', `/api/households/cookbooks/${id}`);
      },
    );
    expect(stream.messages.map((m) => m.data.documentData.cookbookId)).toEqual([id, id, id]);
  });

  it('categories reach every household of the group', async () => {
    let id = '';
    const stream = await heardBy(
      neighbour,
      ['category_created category create', 'category_updated category update', 'category_deleted category delete'],
      async () => {
        id = (await call(cook, 'POST', '/api/organizers/categories', { name: 'Mains' })).id;
        await call(cook, 'PUT', `/api/organizers/categories/${id}`, { name: 'Main Dishes' });
        await call(cook, 'DELETE', `/api/organizers/categories/${id}`);
      },
    );
    expect(stream.messages.map((m) => m.data.documentData.categoryId)).toEqual([id, id, id]);
    expect(stream.messages.every((m) => m.data.householdId === null)).toBe(true);
  });

  it('a registration through an invitation: user_signup in the inviting household', async () => {
    const now = new Date().toISOString();
    await ctx.database.db
      .insertInto('invite_tokens')
      .values({
        token: 'events-invite',
        uses_left: 1,
        group_id: cook.groupId,
        household_id: cook.householdId,
        created_at: now,
        update_at: now,
      })
      .execute();
    const stream = await heardBy(housemate, ['user_signup user create'], async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/users/register',
        payload: {
          email: 'joiner@larder.test',
          username: 'Joiner',
          fullName: 'Joiner',
          password: 'joiner-password',
          passwordConfirm: 'joiner-password',
          groupToken: 'events-invite',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    });
    expect(stream.messages[0].data.documentData).toEqual({
      documentType: 'user',
      operation: 'create',
      username: 'joiner',
      email: 'joiner@larder.test',
    });
  });

  it('a bulk import started: recipe_created with its report', async () => {
    let reportId = '';
    const stream = await heardBy(housemate, ['recipe_created recipe_bulk_report create'], async () => {
      reportId = (await call(cook, 'POST', '/api/recipes/create/url/bulk', { imports: [{ url: 'http://127.0.0.1:9/nothing' }] })).reportId;
    });
    expect(stream.messages[0].data.documentData.reportId).toBe(reportId);
    await ctx.app.services.recipeImport.drain();
  });
});
