import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, setupTestApp, signIn, type TestContext } from '../../../test/harness.js';
import { errorDto, expectAdminOnly } from '../../../test/responses.js';
import { memberScope } from '../../platform/access.js';

// Users, groups and households have their own files (users/groups/households.routes.test.ts).

let ctx: TestContext;
let adminToken: string;
let member: TestUser;

beforeAll(async () => {
  ctx = await setupTestApp();
  adminToken = await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
  member = await createUser(ctx);
});
afterAll(() => ctx.close());

const getSettings = () => ctx.app.inject({ method: 'GET', url: '/api/admin/site-settings', headers: bearer(adminToken) });
const putSettings = (payload: object) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/site-settings', headers: bearer(adminToken), payload });

describe('GET /api/admin/site-settings', () => {
  it('needs an administrator', async () => {
    await expectAdminOnly(ctx.app, member.token, { method: 'GET', url: '/api/admin/site-settings' });
  });

  it('starts from the defaults', async () => {
    const res = await getSettings();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ siteName: 'Larder', setupCompleted: false });
  });
});

describe('PUT /api/admin/site-settings', () => {
  it('needs an administrator and changes nothing otherwise', async () => {
    await expectAdminOnly(ctx.app, member.token, {
      method: 'PUT',
      url: '/api/admin/site-settings',
      payload: { siteName: 'Hijacked', setupCompleted: true },
    });
    expect((await getSettings()).json()).toEqual({ siteName: 'Larder', setupCompleted: false });
  });

  it('refuses an empty site name with 422 naming the field, changing nothing', async () => {
    for (const siteName of ['', '   ']) {
      const res = await putSettings({ siteName, setupCompleted: true });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(errorDto.invalidField('body', 'siteName'));
    }
    const badFlag = await putSettings({ setupCompleted: 'yes' });
    expect(badFlag.statusCode).toBe(422);
    expect(badFlag.json()).toEqual(errorDto.invalidField('body', 'setupCompleted'));
    expect((await getSettings()).json()).toEqual({ siteName: 'Larder', setupCompleted: false });
  });

  it('updates only the fields sent; the site name shows in /api/app/about', async () => {
    const res = await putSettings({ siteName: '  Our Kitchen  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ siteName: 'Our Kitchen', setupCompleted: false });
    expect((await getSettings()).json()).toEqual({ siteName: 'Our Kitchen', setupCompleted: false });

    const about = await ctx.app.inject({ method: 'GET', url: '/api/app/about' });
    expect(about.json().siteName).toBe('Our Kitchen');

    const nothing = await putSettings({});
    expect(nothing.json()).toEqual({ siteName: 'Our Kitchen', setupCompleted: false });
  });

  it('ends the first login once setup is completed', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: '/api/app/about/startup-info' });
    expect(before.json()).toEqual({ isFirstLogin: true, isDemo: false });

    const res = await putSettings({ setupCompleted: true });
    expect(res.json()).toEqual({ siteName: 'Our Kitchen', setupCompleted: true });

    const after = await ctx.app.inject({ method: 'GET', url: '/api/app/about/startup-info' });
    expect(after.json()).toEqual({ isFirstLogin: false, isDemo: false });
  });
});

describe('the services behind /api/admin', () => {
  it('refuse a member on their own, whatever the route in front of them checked', async () => {
    const row = await ctx.database.db.selectFrom('users').selectAll().where('id', '=', member.id).executeTakeFirstOrThrow();
    const scope = memberScope(row);
    const { groups, households, adminUsers, siteSettings } = ctx.app.services;
    const page = { page: 1, perPage: 50, orderDirection: 'asc' as const };
    const attempts: [string, () => Promise<unknown>][] = [
      ['list groups', () => groups.listGroups(scope, page)],
      ['read another group', () => groups.getGroup(scope, member.groupId)],
      ['rename a group', () => groups.updateGroup(scope, member.groupId, { name: 'Taken over' })],
      ['list households', () => households.listHouseholds(scope, page)],
      ['add a household', () => households.createHousehold(scope, member.groupId, 'Annex')],
      ['delete a household', () => households.deleteHousehold(scope, member.householdId)],
      ['list users', () => adminUsers.listUsers(scope, page)],
      ['unlock users', () => adminUsers.unlockUsers(scope, true)],
      ['change site settings', () => siteSettings.update(scope, { siteName: 'Mine' })],
    ];
    for (const [what, attempt] of attempts) await expect(attempt(), what).rejects.toMatchObject({ kind: 'forbidden' });
    expect((await getSettings()).json().siteName).not.toBe('Mine');
  });
});
