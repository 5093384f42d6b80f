import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../../test/responses.js';
import { systemTenant } from '../../../platform/access.js';
import { INTERRUPTED } from '../../../platform/jobs/runner.js';
import { BULK_IMPORT_JOB, type BulkImportPayload } from './service.js';
import { allowingPages, type PageServer, startPageServer } from './test-pages.js';

let ctx: TestContext;
let cook: TestUser;
let housemate: TestUser;
let stranger: TestUser;
let pages: PageServer;

beforeAll(async () => {
  ctx = await setupTestApp();
  cook = await createUser(ctx, { flags: { canOrganize: true } });
  housemate = await createUser(ctx, { beside: cook });
  stranger = await createUser(ctx);
  pages = await startPageServer();
});
afterAll(async () => {
  await pages.close();
  await ctx.close();
});

const startBulk = (user: TestUser | null, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/recipes/create/url/bulk', headers: user ? bearer(user.token) : {}, payload });
const getReport = (user: TestUser, id: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/groups/reports/${id}`, headers: bearer(user.token) });

/** Polls the report until the queued job has finished it. */
const finishedReport = (user: TestUser, id: string) =>
  vi.waitFor(
    async () => {
      const res = await getReport(user, id);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).not.toBe('in-progress');
      return res.json();
    },
    { timeout: 15_000, interval: 50 },
  );

describe('POST /api/recipes/create/url/bulk', () => {
  it('needs a user', async () => {
    const res = await startBulk(null, { imports: [{ url: `${pages.base}/soup` }] });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorDto.unauthenticated);
  });

  it('refuses an empty list with 422 naming imports, starting nothing', async () => {
    await expectUnchanged(ctx, ['group_reports'], async () => {
      const res = await startBulk(cook, { imports: [] });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(errorDto.invalidField('body', 'imports'));
    });
  });

  it('imports in the background and writes a report with one entry per address', async () => {
    const tag = await ctx.app.inject({
      method: 'POST',
      url: '/api/organizers/tags',
      headers: bearer(cook.token),
      payload: { name: 'Batch' },
    });
    expect(tag.statusCode, tag.body).toBe(201);
    const report = await allowingPages(ctx.app, pages, async () => {
      const res = await startBulk(cook, {
        imports: [
          { url: `${pages.base}/soup`, tags: [tag.json()], categories: [{ name: 'Soups', slug: 'soups' }] },
          { url: `${pages.base}/no-recipe` },
          { url: 'http://10.0.0.1/soup' },
        ],
      });
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ reportId: expect.any(String) });
      return finishedReport(cook, res.json().reportId);
    });

    expect(report).toMatchObject({
      category: 'bulk_import',
      status: 'partial',
      groupId: cook.groupId,
      name: expect.stringMatching(/^Bulk Import/),
    });
    expect(report.entries).toHaveLength(3);
    const [ok, none, blocked] = report.entries;
    expect(ok).toMatchObject({
      success: true,
      reportId: report.id,
      message: expect.stringContaining('Roasted Tomato Soup'),
      exception: '',
    });
    expect(none).toMatchObject({
      success: false,
      message: `Failed to import ${pages.base}/no-recipe`,
      exception: expect.stringMatching(/No recipe/),
    });
    expect(blocked).toMatchObject({ success: false, exception: expect.stringMatching(/not a public address/) });

    const recipe = await ctx.app.inject({ method: 'GET', url: '/api/recipes/roasted-tomato-soup', headers: bearer(cook.token) });
    expect(recipe.statusCode).toBe(200);
    expect(recipe.json().tags.map((t: { name: string }) => t.name)).toEqual(['Batch']);
    expect(recipe.json().recipeCategory.map((c: { name: string }) => c.name)).toEqual(['Soups']);
  });

  it('marks a run where nothing could be imported as a failure', async () => {
    const res = await startBulk(cook, { imports: [{ url: 'http://169.254.169.254/' }] });
    expect(res.statusCode).toBe(202);
    const report = await finishedReport(cook, res.json().reportId);
    expect(report.status).toBe('failure');
  });
});

describe('the recipe-bulk-import job', () => {
  /** A started bulk import whose first address is already recorded, as a run cut short leaves it. */
  async function halfDoneImport(user: TestUser, imports: { url: string }[]) {
    const reportId = await ctx.app.services.reports.startReport(systemTenant(user.groupId), 'Bulk Import (resumed)', 'bulk_import');
    await ctx.app.services.reports.addEntry(reportId, { success: true, message: `Imported "Earlier" from ${imports[0].url}` });
    const payload: BulkImportPayload = { reportId, userId: user.id, groupId: user.groupId, householdId: user.householdId, imports };
    return { reportId, payload };
  }

  it('carries the report and the caller in its payload and ends succeeded', async () => {
    const res = await startBulk(cook, { imports: [{ url: 'http://10.1.2.3/' }] });
    const { reportId } = res.json();
    await finishedReport(cook, reportId);
    await vi.waitFor(async () => {
      const jobs = await ctx.database.db.selectFrom('jobs').selectAll().where('name', '=', BULK_IMPORT_JOB).execute();
      const job = jobs.find((row) => JSON.parse(row.payload).reportId === reportId);
      expect(job).toMatchObject({ status: 'succeeded', attempts: 1 });
      expect(JSON.parse(job!.payload)).toEqual({
        reportId,
        userId: cook.id,
        groupId: cook.groupId,
        householdId: cook.householdId,
        imports: [{ url: 'http://10.1.2.3/' }],
      });
    });
  });

  it('skips the addresses a previous run recorded', async () => {
    const newcomer = await createUser(ctx);
    const { reportId, payload } = await halfDoneImport(newcomer, [{ url: `${pages.base}/soup` }, { url: `${pages.base}/soup-2` }]);
    const report = await allowingPages(ctx.app, pages, async () => {
      await ctx.app.deps.jobs.enqueue(BULK_IMPORT_JOB, payload);
      return finishedReport(newcomer, reportId);
    });

    expect(report.status).toBe('success');
    expect(report.entries.map((e: { message: string }) => e.message)).toEqual([
      `Imported "Earlier" from ${pages.base}/soup`,
      `Imported "Green Pea Soup" from ${pages.base}/soup-2`,
    ]);
    const slugs = await ctx.database.db.selectFrom('recipes').select('slug').where('user_id', '=', newcomer.id).execute();
    expect(slugs).toEqual([{ slug: 'green-pea-soup' }]);
  });

  it('ends the report when the job fails for good, each address not reached failed with the reason', async () => {
    const newcomer = await createUser(ctx);
    const urls = ['http://10.0.0.7/a', 'http://10.0.0.7/b', 'http://10.0.0.7/c'].map((url) => ({ url }));
    const { reportId, payload } = await halfDoneImport(newcomer, urls);
    // Left running by a process that died an hour ago, with no attempt left: the poller fails it.
    const jobId = await ctx.app.deps.jobs.enqueue(BULK_IMPORT_JOB, payload, { maxAttempts: 1, runAt: new Date(Date.now() + 3600_000) });
    await ctx.database.db
      .updateTable('jobs')
      .set({ status: 'running', attempts: 1, locked_by: 'dead-process', heartbeat_at: new Date(Date.now() - 3600_000).toISOString() })
      .where('id', '=', jobId!)
      .execute();

    const report = await finishedReport(newcomer, reportId);
    expect(report.status).toBe('partial');
    expect(report.entries.slice(1)).toEqual([
      expect.objectContaining({ success: false, message: 'Failed to import http://10.0.0.7/b', exception: INTERRUPTED }),
      expect.objectContaining({ success: false, message: 'Failed to import http://10.0.0.7/c', exception: INTERRUPTED }),
    ]);
    const job = await ctx.database.db.selectFrom('jobs').select(['status', 'error']).where('id', '=', jobId!).executeTakeFirst();
    expect(job).toEqual({ status: 'failed', error: INTERRUPTED });
  });
});

describe('/api/groups/reports', () => {
  let reportId: string;
  beforeAll(async () => {
    const res = await startBulk(cook, { imports: [{ url: 'http://10.9.9.9/' }] });
    reportId = res.json().reportId;
    await finishedReport(cook, reportId);
  });

  it('needs a user', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/groups/reports' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/groups/reports/${reportId}` })).statusCode).toBe(401);
  });

  it('lists the group’s reports of a type, newest first, to every member of the group', async () => {
    for (const user of [cook, housemate]) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/groups/reports?report_type=bulk_import', headers: bearer(user.token) });
      expect(res.statusCode).toBe(200);
      const reports = res.json();
      expect(reports.length).toBeGreaterThanOrEqual(3);
      expect(reports[0]).toEqual({
        id: reportId,
        groupId: cook.groupId,
        category: 'bulk_import',
        name: expect.any(String),
        status: 'failure',
        timestamp: expect.stringMatching(/Z$/),
      });
    }
    const migrations = await ctx.app.inject({
      method: 'GET',
      url: '/api/groups/reports?report_type=migration',
      headers: bearer(cook.token),
    });
    expect(migrations.json()).toEqual([]);
  });

  it('refuses an unknown report type with 422', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/groups/reports?report_type=nonsense', headers: bearer(cook.token) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(errorDto.invalidField('query', 'report_type'));
  });

  it('another group can neither see nor delete it', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/groups/reports', headers: bearer(stranger.token) });
    expect(list.json()).toEqual([]);
    const one = await getReport(stranger, reportId);
    expect(one.statusCode).toBe(404);
    expect(one.json()).toEqual(errorDto.errorResponse('Not found.'));
    await expectUnchanged(ctx, ['group_reports', 'report_entries'], async () => {
      const res = await ctx.app.inject({ method: 'DELETE', url: `/api/groups/reports/${reportId}`, headers: bearer(stranger.token) });
      expect(res.statusCode).toBe(404);
    });
  });

  it('deletes a report with its entries', async () => {
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/groups/reports/${reportId}`, headers: bearer(housemate.token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Report deleted', error: false });
    expect((await getReport(cook, reportId)).statusCode).toBe(404);
    const entries = await ctx.database.db.selectFrom('report_entries').select('id').where('report_id', '=', reportId).execute();
    expect(entries).toEqual([]);
  });
});
