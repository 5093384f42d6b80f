import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBareRecipe, createOrganizer, createUser, type TestUser } from '../../../test/factories.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, setupTestApp, signIn, type TestContext } from '../../../test/harness.js';
import { expectAdminOnly } from '../../../test/responses.js';

let ctx: TestContext;
let adminToken: string;
let member: TestUser;

beforeAll(async () => {
  ctx = await setupTestApp({ GIT_COMMIT_HASH: 'abc1234' });
  adminToken = await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
  member = await createUser(ctx);
});
afterAll(() => ctx.close());

const admin = (url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(adminToken) });

describe('administrators only', () => {
  it.each(['/api/admin/about', '/api/admin/about/statistics', '/api/admin/about/check'])(
    'GET %s answers 401 signed out and 403 to a member',
    async (url) => {
      await expectAdminOnly(ctx.app, member.token, { method: 'GET', url });
    },
  );
});

describe('GET /api/admin/about', () => {
  it('describes the running instance without asking GitHub for the latest version', async () => {
    const res = await admin('/api/admin/about');
    expect(res.statusCode).toBe(200);
    const publicAbout = (await ctx.app.inject({ method: 'GET', url: '/api/app/about' })).json();
    const body = res.json();
    expect(body).toEqual({
      ...publicAbout,
      versionLatest: publicAbout.version,
      apiPort: 9000,
      apiDocs: true,
      dbType: ctx.config.database.engine,
      dbUrl: expect.stringMatching(/^(sqlite:\/\/\/.+larder\.db|postgres(ql)?:\/\/.+)$/),
      defaultGroup: 'Home',
      defaultHousehold: 'Family',
      buildId: 'abc1234',
      recipeScraperVersion: expect.any(String),
    });
    // Credentials never reach the page: a user or password in the address is masked.
    expect(body.dbUrl).not.toMatch(/\/\/[^*@/]+(:[^*@/]+)?@/);
  });
});

describe('GET /api/admin/about/statistics', () => {
  it('counts recipes, users, households and groups of every group, and recipes without categories or tags', async () => {
    const before = (await admin('/api/admin/about/statistics')).json();
    expect(before).toEqual({
      totalRecipes: expect.any(Number),
      totalUsers: expect.any(Number),
      totalHouseholds: expect.any(Number),
      totalGroups: expect.any(Number),
      uncategorizedRecipes: expect.any(Number),
      untaggedRecipes: expect.any(Number),
    });

    const other = await createUser(ctx); // a new group with its household and user
    const tagged = await createBareRecipe(ctx, member);
    const categorized = await createBareRecipe(ctx, other);
    await createBareRecipe(ctx, other);
    const tag = await createOrganizer(ctx, member, 'tags');
    const category = await createOrganizer(ctx, other, 'categories');
    await ctx.database.db.insertInto('recipes_to_tags').values({ recipe_id: tagged.id, tag_id: tag.id }).execute();
    await ctx.database.db.insertInto('recipes_to_categories').values({ recipe_id: categorized.id, category_id: category.id }).execute();

    const after = (await admin('/api/admin/about/statistics')).json();
    expect(after).toEqual({
      totalRecipes: before.totalRecipes + 3,
      totalUsers: before.totalUsers + 1,
      totalHouseholds: before.totalHouseholds + 1,
      totalGroups: before.totalGroups + 1,
      uncategorizedRecipes: before.uncategorizedRecipes + 2,
      untaggedRecipes: before.untaggedRecipes + 2,
    });
  });
});

describe('GET /api/admin/about/check', () => {
  it('reports an unconfigured instance', async () => {
    const res = await admin('/api/admin/about/check');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      emailReady: false,
      ldapReady: false,
      oidcReady: false,
      enableOpenai: false,
      baseUrlSet: false,
      isUpToDate: true,
    });
  });
});
