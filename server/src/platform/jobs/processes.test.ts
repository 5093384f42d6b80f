import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/harness.js';
import { type DatabaseHandle, openDatabase } from '../../db/database.js';
import { ambientDb } from '../transactions.js';
import { JobRunner } from './runner.js';

/**
 * Several processes on one PostgreSQL database: each runner here has a pool of its own and a
 * process id of its own, as separate server processes would. (A SQLite database has one process.)
 */
describe.runIf(process.env.DB_ENGINE === 'postgres')('job runners of two processes on one PostgreSQL database', () => {
  let ctx: TestContext;
  const handles: DatabaseHandle[] = [];
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    ctx = await setupTestApp();
  });
  afterAll(async () => {
    for (const runner of runners) await runner.stop();
    for (const handle of handles) await handle.close();
    await ctx.close();
  });

  function processRunner(processId: string): JobRunner {
    if (ctx.config.database.engine !== 'postgres') throw new Error('PostgreSQL only');
    const handle = openDatabase({ engine: 'postgres', url: ctx.config.database.url });
    handles.push(handle);
    const runner = new JobRunner({ db: ambientDb(handle.db), engine: 'postgres', processId, pollMs: 50, concurrency: 4 });
    runners.push(runner);
    return runner;
  }

  it('claims each of many queued jobs exactly once', async () => {
    const [first, second] = [processRunner('process-a'), processRunner('process-b')];
    const runsOf = new Map<string, string[]>();
    for (const runner of [first, second]) {
      runner.register<{ n: number }>('count', async ({ jobId }) => {
        runsOf.set(jobId, [...(runsOf.get(jobId) ?? []), runner.processId]);
        await new Promise((resolve) => setImmediate(resolve));
      });
    }
    const ids: string[] = [];
    for (let n = 0; n < 40; n++) ids.push((await first.enqueue('count', { n }))!);
    await Promise.all([first.start(), second.start()]);
    await Promise.all([first.idle(), second.idle()]);

    expect([...runsOf.keys()].sort()).toEqual([...ids].sort());
    for (const id of ids) expect(runsOf.get(id)).toHaveLength(1);
    const rows = await ctx.database.db.selectFrom('jobs').select(['status', 'attempts']).where('name', '=', 'count').execute();
    expect(rows.every((row) => row.status === 'succeeded' && row.attempts === 1)).toBe(true);
  });

  it('runs each slot of a schedule once across both processes', async () => {
    const [first, second] = [processRunner('process-c'), processRunner('process-d')];
    const runsOf = new Map<string, string[]>();
    for (const runner of [first, second]) {
      runner.schedule('tick', '* * * * * *', (slot) => {
        const at = slot.toISOString();
        runsOf.set(at, [...(runsOf.get(at) ?? []), runner.processId]);
      });
    }
    await Promise.all([first.start(), second.start()]);
    await vi.waitFor(() => expect(runsOf.size).toBeGreaterThanOrEqual(3), { timeout: 15_000 });
    await Promise.all([first.stop(), second.stop()]);

    for (const [, processes] of runsOf) expect(processes).toHaveLength(1);
    const rows = await ctx.database.db.selectFrom('jobs').select(['dedupe_key', 'status']).where('name', '=', 'tick').execute();
    // One row per slot, whichever process inserted it first; the slots that ran are among them.
    expect(new Set(rows.map((row) => row.dedupe_key)).size).toBe(rows.length);
    for (const at of runsOf.keys()) expect(rows).toContainEqual({ dedupe_key: `schedule:tick:${at}`, status: 'succeeded' });
  });
});
