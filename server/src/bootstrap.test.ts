import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, setupTestApp, signIn, type TestContext } from '../test/harness.js';
import { ensureFirstStart } from './bootstrap.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp();
});
afterAll(() => ctx.close());

describe('ensureFirstStart', () => {
  it('does nothing once an account exists', async () => {
    expect(await ensureFirstStart(ctx.config, ctx.database)).toEqual({ created: false });
  });

  it('puts the administrator into the default group and household a restored database already holds', async () => {
    const { db } = ctx.database;
    const before = await db
      .selectFrom('users')
      .select(['group_id', 'household_id'])
      .where('email', '=', ADMIN_EMAIL)
      .executeTakeFirstOrThrow();
    await db.deleteFrom('users').execute();

    expect(await ensureFirstStart(ctx.config, ctx.database)).toMatchObject({ created: true, email: ADMIN_EMAIL });
    const admin = await db.selectFrom('users').selectAll().where('email', '=', ADMIN_EMAIL).executeTakeFirstOrThrow();
    expect(admin).toMatchObject({ group_id: before.group_id, household_id: before.household_id, username: 'admin' });
    expect(await db.selectFrom('groups').select('id').execute()).toHaveLength(1);
    await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
  });
});
