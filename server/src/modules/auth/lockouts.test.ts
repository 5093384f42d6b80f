import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { setupTestApp, type TestContext } from '../../../test/harness.js';
import { createLockoutsService, LOCKOUT_CLEANUP_JOB } from './lockouts.service.js';

let ctx: TestContext;
let expired: TestUser;
let recent: TestUser;
let active: TestUser;

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
const lockState = async (user: TestUser) =>
  ctx.database.db.selectFrom('users').select(['locked_at', 'login_attemps']).where('id', '=', user.id).executeTakeFirstOrThrow();

async function lock(user: TestUser, lockedAt: string | null, attempts: number) {
  await ctx.database.db.updateTable('users').set({ locked_at: lockedAt, login_attemps: attempts }).where('id', '=', user.id).execute();
}

beforeAll(async () => {
  ctx = await setupTestApp({ SECURITY_USER_LOCKOUT_TIME: '24' });
  [expired, recent, active] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
});
afterAll(async () => {
  await ctx.close();
});

describe('the hourly lockout clean-up', () => {
  it('unlocks accounts locked longer than SECURITY_USER_LOCKOUT_TIME, and only those', async () => {
    await lock(expired, hoursAgo(25), 5);
    await lock(recent, hoursAgo(1), 5);
    await lock(active, null, 2);

    expect(await createLockoutsService(ctx.app.deps).releaseExpiredLockouts()).toBe(1);

    expect(await lockState(expired)).toEqual({ locked_at: null, login_attemps: 0 });
    expect(await lockState(recent)).toMatchObject({ login_attemps: 5 });
    expect((await lockState(recent)).locked_at).not.toBeNull();
    expect(await lockState(active)).toEqual({ locked_at: null, login_attemps: 2 });
  });

  it('runs as the scheduled job the app registers', async () => {
    await lock(expired, hoursAgo(30), 5);
    const { jobs } = ctx.app.deps;
    const slot = new Date().toISOString();
    await jobs.enqueue(LOCKOUT_CLEANUP_JOB, { slot }, { dedupeKey: `schedule:${LOCKOUT_CLEANUP_JOB}:${slot}` });
    await jobs.idle();

    expect(await lockState(expired)).toEqual({ locked_at: null, login_attemps: 0 });
    const run = await ctx.database.db.selectFrom('jobs').select('status').where('name', '=', LOCKOUT_CLEANUP_JOB).executeTakeFirst();
    expect(run).toEqual({ status: 'succeeded' });
  });
});
