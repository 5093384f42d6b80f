import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../test/harness.js';
import { afterCommit, ambientDb, inTransaction, withTransaction } from './transactions.js';

// The unit of work on a real database, both engines: joining, rollback as a whole, and work that
// waits for the commit. Rows go into `group_reports`, which needs only a group.
let ctx: TestContext;
let groupId: string;

beforeAll(async () => {
  ctx = await setupTestApp();
  groupId = (await ctx.database.db.selectFrom('groups').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => ctx?.close());

const report = (name: string) => {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    group_id: groupId,
    name,
    status: 'success',
    category: 'backup',
    timestamp: now,
    created_at: now,
    update_at: now,
  };
};
const countNamed = async (name: string) =>
  (await ctx.database.db.selectFrom('group_reports').select('id').where('name', '=', name).execute()).length;

describe('withTransaction', () => {
  it('lets a service called inside another unit of work join it, so a failure later undoes both writes', async () => {
    const db = ambientDb(ctx.database.db);
    const inner = () =>
      withTransaction(db, async () => void (await db.insertInto('group_reports').values(report('joined-inner')).execute()));
    await expect(
      withTransaction(db, async () => {
        await db.insertInto('group_reports').values(report('joined-outer')).execute();
        await inner();
        expect(inTransaction()).toBe(true);
        throw new Error('crash after both writes');
      }),
    ).rejects.toThrow('crash after both writes');
    expect(await countNamed('joined-outer')).toBe(0);
    expect(await countNamed('joined-inner')).toBe(0);
  });

  it('commits every step of a unit of work together', async () => {
    const db = ambientDb(ctx.database.db);
    await withTransaction(db, async () => {
      await db.insertInto('group_reports').values(report('together')).execute();
      // A statement through the ambient handle runs in the unit and sees its own uncommitted write.
      expect((await db.selectFrom('group_reports').select('id').where('name', '=', 'together').execute()).length).toBe(1);
      await withTransaction(db, async (trx) => void (await trx.insertInto('group_reports').values(report('together')).execute()));
    });
    expect(await countNamed('together')).toBe(2);
  });

  it('joins from the old `db.transaction().execute` shape as well', async () => {
    const db = ambientDb(ctx.database.db);
    await expect(
      withTransaction(db, async () => {
        await db.transaction().execute(async (trx) => void (await trx.insertInto('group_reports').values(report('old-shape')).execute()));
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await countNamed('old-shape')).toBe(0);
  });

  it('runs after-commit work once the outermost unit commits, and drops it on rollback', async () => {
    const db = ambientDb(ctx.database.db);
    const ran: string[] = [];
    await withTransaction(db, async () => {
      await afterCommit(() => ran.push('committed'));
      await withTransaction(db, async () => {
        await afterCommit(() => ran.push('inner committed'));
      });
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['committed', 'inner committed']);

    await expect(
      withTransaction(db, async () => {
        await afterCommit(() => ran.push('rolled back'));
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(ran).toEqual(['committed', 'inner committed']);
  });

  it('keeps concurrent units of work apart', async () => {
    const db = ambientDb(ctx.database.db);
    const results = await Promise.allSettled([
      withTransaction(db, async () => {
        await db.insertInto('group_reports').values(report('parallel-kept')).execute();
      }),
      withTransaction(db, async () => {
        await db.insertInto('group_reports').values(report('parallel-undone')).execute();
        throw new Error('undo');
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(await countNamed('parallel-kept')).toBe(1);
    expect(await countNamed('parallel-undone')).toBe(0);
  });

  it('uses the pool again for work that outlives its unit', async () => {
    const db = ambientDb(ctx.database.db);
    let later: Promise<unknown> | undefined;
    await withTransaction(db, async () => {
      // Started inside the unit, run after it has finished: must not touch the closed transaction.
      later = new Promise((resolve) => setTimeout(resolve, 0)).then(() =>
        db.insertInto('group_reports').values(report('outlived')).execute(),
      );
    });
    await later;
    expect(await countNamed('outlived')).toBe(1);
  });
});
