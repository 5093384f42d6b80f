import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/harness.js';
import type { Database } from '../../db/types.js';
import { withTransaction } from '../transactions.js';
import { INTERRUPTED, JobRunner, type JobRunnerOptions } from './runner.js';

let ctx: TestContext;
let db: Kysely<Database>;
const runners: JobRunner[] = [];

beforeAll(async () => {
  ctx = await setupTestApp();
  db = ctx.app.deps.db;
});
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
});
afterAll(async () => {
  await ctx.close();
});

/** A runner of its own on the test database, beside the app's (which claims none of these jobs). */
function newRunner(options: Partial<JobRunnerOptions> = {}): JobRunner {
  const runner = new JobRunner({ db, engine: ctx.database.engine, retryDelayMs: () => 0, pollMs: 50, ...options });
  runners.push(runner);
  return runner;
}

const jobRow = (id: string) => db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
let serial = 0;
const uniqueName = (what: string) => `test-${what}-${++serial}`;

describe('the job queue', () => {
  it('runs an enqueued job once, with its payload', async () => {
    const runner = newRunner();
    const name = uniqueName('echo');
    const calls: unknown[] = [];
    runner.register<{ n: number }>(name, (job) => {
      calls.push(job);
    });
    await runner.start();
    const id = await runner.enqueue(name, { n: 7 });
    await runner.idle();

    expect(calls).toEqual([{ payload: { n: 7 }, jobId: id, attempt: 1 }]);
    expect(await jobRow(id!)).toMatchObject({ status: 'succeeded', attempts: 1, error: null, locked_by: null });
    expect((await jobRow(id!)).finished_at).not.toBeNull();
  });

  it('retries a failed attempt, then succeeds', async () => {
    const runner = newRunner();
    const name = uniqueName('flaky');
    const attempts: number[] = [];
    runner.register(name, ({ attempt }) => {
      attempts.push(attempt);
      if (attempt === 1) throw new Error('the site was down');
    });
    await runner.start();
    const id = await runner.enqueue(name, {});
    await vi.waitFor(async () => expect((await jobRow(id!)).status).toBe('succeeded'));
    expect(attempts).toEqual([1, 2]);
    expect((await jobRow(id!)).attempts).toBe(2);
  });

  it('records the last failure with its message and tells onFailed once', async () => {
    const runner = newRunner();
    const name = uniqueName('broken');
    const failures: [unknown, string][] = [];
    let runs = 0;
    runner.register<{ what: string }>(
      name,
      () => {
        runs += 1;
        throw new Error(`broken on run ${runs}`);
      },
      { maxAttempts: 2, onFailed: (payload, error) => void failures.push([payload, error]) },
    );
    await runner.start();
    const id = await runner.enqueue(name, { what: 'x' });
    await vi.waitFor(async () => expect((await jobRow(id!)).status).toBe('failed'));
    await runner.idle();

    expect(runs).toBe(2);
    expect(await jobRow(id!)).toMatchObject({ status: 'failed', attempts: 2, error: 'broken on run 2', locked_by: null });
    expect(failures).toEqual([[{ what: 'x' }, 'broken on run 2']]);
  });

  it('writes a job in the caller’s unit of work: none after a rollback, run after a commit', async () => {
    const runner = newRunner();
    const name = uniqueName('unit');
    const seen: string[] = [];
    runner.register<{ label: string }>(name, ({ payload }) => void seen.push(payload.label));
    await runner.start();

    await expect(
      withTransaction(db, async () => {
        await runner.enqueue(name, { label: 'undone' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await withTransaction(db, () => runner.enqueue(name, { label: 'kept' }));
    await runner.idle();

    expect(seen).toEqual(['kept']);
    const rows = await db.selectFrom('jobs').select('payload').where('name', '=', name).execute();
    expect(rows).toEqual([{ payload: JSON.stringify({ label: 'kept' }) }]);
  });

  it('inserts a job whose dedupe key is taken only once', async () => {
    const runner = newRunner();
    const name = uniqueName('dedupe');
    expect(await runner.enqueue(name, {}, { dedupeKey: `${name}:once` })).toEqual(expect.any(String));
    expect(await runner.enqueue(name, {}, { dedupeKey: `${name}:once` })).toBeUndefined();
    expect(await db.selectFrom('jobs').select('id').where('name', '=', name).execute()).toHaveLength(1);
  });

  it('takes over a run whose process is gone: re-queued while attempts remain, else failed as interrupted', async () => {
    const gone = new Date(Date.now() - 3600_000).toISOString();
    const enqueuer = newRunner();
    const name = uniqueName('orphan');
    const again = await enqueuer.enqueue(name, { which: 'again' }, { maxAttempts: 2 });
    const lost = await enqueuer.enqueue(name, { which: 'lost' }, { maxAttempts: 1 });
    // As a killed process leaves them: running, held by it, last heard of an hour ago.
    await db
      .updateTable('jobs')
      .set({ status: 'running', locked_by: 'killed-process', heartbeat_at: gone, attempts: 1 })
      .where('id', 'in', [again!, lost!])
      .execute();

    const runner = newRunner({ leaseMs: 1000 });
    const ran: unknown[] = [];
    const failed: unknown[] = [];
    runner.register(name, (job) => void ran.push(job), { onFailed: (payload, error) => void failed.push([payload, error]) });
    await runner.start();
    await vi.waitFor(async () => expect((await jobRow(again!)).status).toBe('succeeded'));

    expect(ran).toEqual([{ payload: { which: 'again' }, jobId: again, attempt: 2 }]);
    expect(await jobRow(lost!)).toMatchObject({ status: 'failed', error: INTERRUPTED, locked_by: null });
    expect(failed).toEqual([[{ which: 'lost' }, INTERRUPTED]]);
  });

  it('stops within its bound and hands back a job that is still running', async () => {
    const runner = newRunner({ stopTimeoutMs: 100 });
    const name = uniqueName('endless');
    let started = false;
    let release: () => void = () => undefined;
    runner.register(name, async () => {
      started = true;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await runner.start();
    const id = await runner.enqueue(name, {});
    await vi.waitFor(() => expect(started).toBe(true));
    expect((await jobRow(id!)).status).toBe('running');

    await runner.stop();
    expect(await jobRow(id!)).toMatchObject({ status: 'queued', error: INTERRUPTED, attempts: 1, locked_by: null });
    // The handler ending late changes nothing: the run is no longer this process's.
    release();
    await runner.idle();
    expect((await jobRow(id!)).status).toBe('queued');
  });

  it('runs a schedule once per slot, with a dedupe key naming the slot', async () => {
    const runner = newRunner();
    const name = uniqueName('every-second');
    const slots: string[] = [];
    runner.schedule(name, '* * * * * *', (slot) => void slots.push(slot.toISOString()));
    await runner.start();
    await vi.waitFor(() => expect(slots.length).toBeGreaterThanOrEqual(2), { timeout: 10_000 });
    await runner.stop();

    expect(new Set(slots).size).toBe(slots.length);
    for (const slot of slots) expect(slot).toMatch(/:\d\d\.000Z$/);
    const rows = await db.selectFrom('jobs').select('dedupe_key').where('name', '=', name).where('status', '=', 'succeeded').execute();
    expect(rows.map((r) => r.dedupe_key).sort()).toEqual(slots.map((slot) => `schedule:${name}:${slot}`).sort());
  });
});
