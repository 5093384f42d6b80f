import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, memberOfOtherHousehold, type TestUser } from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';
import { listening, type OpenStream, openStream } from './test-stream.js';

let ctx: TestContext;
let baseUrl: string;
let cook: TestUser;
let housemate: TestUser;
let neighbour: TestUser;
let stranger: TestUser;
const streams: OpenStream[] = [];

const WITHIN_A_SECOND = { timeout: 1000, interval: 10 };

const post = (user: TestUser, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });

async function createRecipe(user: TestUser, name: string): Promise<string> {
  const res = await post(user, '/api/recipes', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as string;
}

async function streamOf(user: TestUser, headers: Record<string, string> = {}, query = ''): Promise<OpenStream> {
  const stream = await openStream(baseUrl, { ...bearer(user.token), ...headers }, query);
  streams.push(stream);
  return stream;
}

const namesOf = (stream: OpenStream) => stream.messages.map((m) => `${m.event}:${m.data.documentData.recipeSlug ?? ''}`);

beforeAll(async () => {
  ctx = await setupTestApp();
  cook = await createUser(ctx, { flags: { canOrganize: true } });
  housemate = await createUser(ctx, { beside: cook });
  neighbour = await memberOfOtherHousehold(ctx, cook);
  stranger = await createUser(ctx);
  baseUrl = await listening(ctx.app);
});

afterAll(async () => {
  for (const stream of streams) await stream.close();
  await ctx?.close();
});

describe('GET /api/events/stream', () => {
  it('answers 401 without a user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/events/stream' });
    expect(res.statusCode).toBe(401);
  });

  it('opens an event stream that proxies leave unbuffered, with heartbeats', async () => {
    ctx.app.deps.events.heartbeatMs = 20;
    const stream = await streamOf(housemate);
    ctx.app.deps.events.heartbeatMs = 15_000;
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream');
    expect(stream.headers['cache-control']).toBe('no-cache');
    expect(stream.headers['x-accel-buffering']).toBe('no');
    await vi.waitFor(() => expect(stream.comments).toContain('ping'), WITHIN_A_SECOND);
    await stream.close();
  });

  it("delivers a recipe created by one member to the household's other members within a second, and never to another group", async () => {
    const mine = await streamOf(housemate);
    const theirs = await streamOf(stranger);
    const slug = await createRecipe(cook, 'Saffron Rice');
    await vi.waitFor(() => expect(namesOf(mine)).toContain(`recipe_created:${slug}`), WITHIN_A_SECOND);

    const [message] = mine.messages.filter((m) => m.data.documentData.recipeSlug === slug);
    const recipe = (await ctx.app.inject({ method: 'GET', url: `/api/recipes/${slug}`, headers: bearer(cook.token) })).json();
    expect(message.event).toBe('recipe_created');
    expect(message.id).toBeGreaterThan(0);
    expect(message.data).toEqual({
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      eventType: 'recipe_created',
      integrationId: 'generic',
      documentData: { documentType: 'recipe', operation: 'create', recipeSlug: slug, recipeId: recipe.id },
      message: { title: 'Recipe Created', body: 'generic' },
      timestamp: expect.any(String),
      groupId: cook.groupId,
      householdId: cook.householdId,
    });

    // The stranger's stream works: an event of their own group arrives, and only that one.
    const own = await createRecipe(stranger, 'Stranger Stew');
    await vi.waitFor(() => expect(namesOf(theirs)).toContain(`recipe_created:${own}`), WITHIN_A_SECOND);
    expect(namesOf(theirs)).toEqual([`recipe_created:${own}`]);
    expect(namesOf(mine)).not.toContain(`recipe_created:${own}`);
  });

  it('sends events about group-wide documents (recipes, tags) to every household and keeps household ones (cookbooks) in theirs', async () => {
    const mine = await streamOf(housemate);
    const nextDoor = await streamOf(neighbour);
    const slug = await createRecipe(cook, 'Household Pie');
    const cookbook = await post(cook, '/api/households/cookbooks', { name: 'Our Pies' });
    expect(cookbook.statusCode, cookbook.body).toBe(201);
    const tag = await post(cook, '/api/organizers/tags', { name: 'Comfort' });
    expect(tag.statusCode, tag.body).toBe(201);

    await vi.waitFor(
      () => expect(mine.messages.map((m) => m.event)).toEqual(['recipe_created', 'cookbook_created', 'tag_created']),
      WITHIN_A_SECOND,
    );
    await vi.waitFor(() => expect(nextDoor.messages.map((m) => m.event)).toContain('tag_created'), WITHIN_A_SECOND);
    // Another household sees the group's recipes, so it hears of them; the cookbook is not theirs.
    expect(nextDoor.messages.map((m) => m.event)).toEqual(['recipe_created', 'tag_created']);
    expect(namesOf(nextDoor)[0]).toBe(`recipe_created:${slug}`);
    expect(nextDoor.messages[0].data).toMatchObject({ householdId: cook.householdId });
    expect(nextDoor.messages[1].data).toMatchObject({
      documentData: { documentType: 'tag', operation: 'create', tagId: tag.json().id },
      householdId: null,
    });
  });

  it('sends updates and deletions of recipes', async () => {
    const mine = await streamOf(housemate);
    const slug = await createRecipe(cook, 'Short Lived');
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${slug}`,
      headers: bearer(cook.token),
      payload: { description: 'x' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/recipes/${slug}`, headers: bearer(cook.token) });
    expect(removed.statusCode, removed.body).toBe(200);
    await vi.waitFor(
      () => expect(namesOf(mine)).toEqual([`recipe_created:${slug}`, `recipe_updated:${slug}`, `recipe_deleted:${slug}`]),
      WITHIN_A_SECOND,
    );
    expect(mine.messages.map((m) => m.data.documentData.operation)).toEqual(['create', 'update', 'delete']);
  });

  it('replays what a reconnecting client missed after Last-Event-ID, then continues live', async () => {
    const first = await streamOf(housemate);
    const seen = await createRecipe(cook, 'Seen Soup');
    await vi.waitFor(() => expect(namesOf(first)).toEqual([`recipe_created:${seen}`]), WITHIN_A_SECOND);
    const lastId = first.messages[0].id;
    await first.close();

    const missed = [await createRecipe(cook, 'Missed One'), await createRecipe(cook, 'Missed Two')];
    await createRecipe(stranger, 'Not Theirs');

    const byHeader = await streamOf(housemate, { 'last-event-id': String(lastId) });
    const byQuery = await streamOf(housemate, {}, `?lastEventId=${lastId}`);
    const expected = missed.map((slug) => `recipe_created:${slug}`);
    await vi.waitFor(() => expect(namesOf(byHeader)).toEqual(expected), WITHIN_A_SECOND);
    await vi.waitFor(() => expect(namesOf(byQuery)).toEqual(expected), WITHIN_A_SECOND);
    expect(byHeader.messages[0].id).toBeGreaterThan(lastId);

    const live = await createRecipe(cook, 'Live Again');
    await vi.waitFor(() => expect(namesOf(byHeader)).toEqual([...expected, `recipe_created:${live}`]), WITHIN_A_SECOND);
  });

  it('bounds the replay to the latest events', async () => {
    const events = ctx.app.deps.events;
    const first = await streamOf(housemate);
    const before = await createRecipe(cook, 'Bound Zero');
    await vi.waitFor(() => expect(namesOf(first)).toContain(`recipe_created:${before}`), WITHIN_A_SECOND);
    const lastId = first.messages.at(-1)!.id;
    const slugs = [await createRecipe(cook, 'Bound One'), await createRecipe(cook, 'Bound Two'), await createRecipe(cook, 'Bound Three')];

    events.replayLimit = 2;
    try {
      const again = await streamOf(housemate, { 'last-event-id': String(lastId) });
      await vi.waitFor(() => expect(namesOf(again)).toEqual(slugs.slice(1).map((s) => `recipe_created:${s}`)), WITHIN_A_SECOND);
    } finally {
      events.replayLimit = 100;
    }
  });
});
