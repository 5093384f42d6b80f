import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { bearer, openSecondProcess, setupTestApp, type TestContext } from '../../../test/harness.js';
import { memberScope } from '../../platform/access.js';
import { withTransaction } from '../../platform/transactions.js';
import { listening, type OpenStream, openStream } from './test-stream.js';

let ctx: TestContext;
let cook: TestUser;
let housemate: TestUser;
const streams: OpenStream[] = [];

const WITHIN_A_SECOND = { timeout: 1000, interval: 10 };

async function createRecipe(app: FastifyInstance, user: TestUser, name: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/recipes', headers: bearer(user.token), payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as string;
}

async function streamOf(app: FastifyInstance, user: TestUser, headers: Record<string, string> = {}): Promise<OpenStream> {
  const stream = await openStream(await listening(app), { ...bearer(user.token), ...headers });
  streams.push(stream);
  return stream;
}

const slugsOf = (stream: OpenStream) => stream.messages.map((m) => m.data.documentData.recipeSlug);

beforeAll(async () => {
  ctx = await setupTestApp();
  cook = await createUser(ctx);
  housemate = await createUser(ctx, { beside: cook });
});

afterAll(async () => {
  for (const stream of streams) await stream.close();
  await ctx?.close();
});

describe('event delivery', () => {
  it('emits nothing for a change whose transaction rolled back', async () => {
    const stream = await streamOf(ctx.app, housemate);
    const row = await ctx.database.db.selectFrom('users').selectAll().where('id', '=', cook.id).executeTakeFirstOrThrow();
    const scope = memberScope(row);
    await expect(
      withTransaction(ctx.app.deps.db, async () => {
        await ctx.app.services.recipes.createRecipeFromName(scope, 'Ghost Gratin');
        throw new Error('undone half-way');
      }),
    ).rejects.toThrow('undone half-way');

    const real = await createRecipe(ctx.app, cook, 'Real Gratin');
    await vi.waitFor(() => expect(slugsOf(stream)).toContain(real), WITHIN_A_SECOND);
    expect(slugsOf(stream)).toEqual([real]);
    const outbox = await ctx.database.db.selectFrom('events').select('document_data').execute();
    expect(outbox.some((r) => r.document_data.includes('ghost-gratin'))).toBe(false);
  });

  it('replays nothing older than an hour, and prunes the outbox after a day', async () => {
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const row = (slug: string, timestamp: string) => ({
      event_id: crypto.randomUUID(),
      group_id: cook.groupId,
      household_id: cook.householdId,
      event_type: 'recipe_updated',
      integration_id: 'generic',
      document_data: JSON.stringify({ documentType: 'recipe', operation: 'update', recipeSlug: slug }),
      message: 'generic',
      timestamp,
    });
    await ctx.database.db
      .insertInto('events')
      .values([row('two-days-old', hoursAgo(48)), row('two-hours-old', hoursAgo(2)), row('a-minute-old', hoursAgo(1 / 60))])
      .execute();

    const replayed = await streamOf(ctx.app, housemate, { 'last-event-id': '0' });
    await vi.waitFor(() => expect(slugsOf(replayed)).toContain('a-minute-old'), WITHIN_A_SECOND);
    expect(slugsOf(replayed)).not.toContain('two-hours-old');
    expect(slugsOf(replayed)).not.toContain('two-days-old');

    expect(await ctx.app.deps.events.prune()).toBe(1);
    const left = (await ctx.database.db.selectFrom('events').select('document_data').execute()).map(
      (r) => JSON.parse(r.document_data).recipeSlug,
    );
    expect(left).toEqual(expect.arrayContaining(['two-hours-old', 'a-minute-old']));
    expect(left).not.toContain('two-days-old');
  });

  it('ends open streams when the app closes', async () => {
    const second = await openSecondProcess(ctx);
    const stream = await openStream(await listening(second.app), bearer(housemate.token));
    expect(stream.status).toBe(200);
    await second.close();
    await stream.ended;
  });

  it.skipIf(process.env.DB_ENGINE !== 'postgres')(
    'delivers each event once to streams on every process sharing the PostgreSQL database',
    async () => {
      const second = await openSecondProcess(ctx);
      try {
        const here = await streamOf(ctx.app, housemate);
        const there = await streamOf(second.app, housemate);
        const fromFirst = await createRecipe(ctx.app, cook, 'Made On One');
        await vi.waitFor(() => expect(slugsOf(there)).toContain(fromFirst), WITHIN_A_SECOND);
        const fromSecond = await createRecipe(second.app, cook, 'Made On Two');
        await vi.waitFor(() => expect(slugsOf(here)).toEqual([fromFirst, fromSecond]), WITHIN_A_SECOND);
        await vi.waitFor(() => expect(slugsOf(there)).toEqual([fromFirst, fromSecond]), WITHIN_A_SECOND);
      } finally {
        await second.close();
      }
    },
  );

  it.skipIf(process.env.DB_ENGINE !== 'postgres')(
    'listens again after losing its connection, and delivers what was committed meanwhile',
    async () => {
      const stream = await streamOf(ctx.app, housemate);
      const listeners = () =>
        sql<{ pid: number }>`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%'`
          .execute(ctx.database.db)
          .then((r) => r.rows);
      const [listener] = await listeners();
      await sql`SELECT pg_terminate_backend(${listener.pid})`.execute(ctx.database.db);
      const meanwhile = await createRecipe(ctx.app, cook, 'While Away');
      await vi.waitFor(() => expect(slugsOf(stream)).toContain(meanwhile), { timeout: 5000, interval: 20 });
      const after = await createRecipe(ctx.app, cook, 'Back Again');
      await vi.waitFor(() => expect(slugsOf(stream).slice(-2)).toEqual([meanwhile, after]), WITHIN_A_SECOND);
      expect((await listeners()).map((r) => r.pid)).not.toContain(listener.pid);
    },
  );
});
