import type { AddressInfo } from 'node:net';
import { Configuration, GroupsSelfServiceApi, HouseholdsInvitationsApi, HouseholdsSelfServiceApi } from 'mealie-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { setupTestApp, type TestContext } from '../../../test/harness.js';

/**
 * The household and group endpoints driven by the published Mealie client (`mealie-typescript`), as Home
 * Assistant's integration and other third-party apps call them.
 */
let ctx: TestContext;
let basePath: string;
let manager: TestUser;
let member: TestUser;

beforeAll(async () => {
  ctx = await setupTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  basePath = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  manager = await createUser(ctx, { flags: { canManage: true, canManageHousehold: true, canInvite: true } });
  member = await createUser(ctx, { beside: manager });
});
afterAll(() => ctx.close());

const as = (user: TestUser) => new Configuration({ basePath, accessToken: user.token });

describe('mealie-typescript households', () => {
  it('reads the household, its statistics, members and preferences', async () => {
    const api = new HouseholdsSelfServiceApi(as(member));
    const self = await api.getLoggedInUserHouseholdApiHouseholdsSelfGet();
    expect(self.data).toMatchObject({ id: member.householdId, groupId: member.groupId, name: 'Family', webhooks: [] });

    const statistics = await api.getStatisticsApiHouseholdsStatisticsGet();
    expect(statistics.data).toEqual({ totalRecipes: 0, totalUsers: 2, totalCategories: 0, totalTags: 0, totalTools: 0 });

    const members = await api.getHouseholdMembersApiHouseholdsMembersGet('username', null, 'asc');
    expect(members.data.total).toBe(2);
    expect(members.data.items.map((u) => u.id).sort()).toEqual([manager.id, member.id].sort());

    const preferences = await api.getHouseholdPreferencesApiHouseholdsPreferencesGet();
    expect(preferences.data).toMatchObject({ privateHousehold: true, firstDayOfWeek: 0 });
  });

  it('lets a manager change preferences and permissions, and invite', async () => {
    const api = new HouseholdsSelfServiceApi(as(manager));
    const preferences = await api.updateHouseholdPreferencesApiHouseholdsPreferencesPut({ firstDayOfWeek: 1, privateHousehold: false });
    expect(preferences.data).toMatchObject({ firstDayOfWeek: 1, privateHousehold: false });

    const permissions = await api.setMemberPermissionsApiHouseholdsPermissionsPut({ userId: member.id, canOrganize: true });
    expect(permissions.data).toMatchObject({ id: member.id, canOrganize: true, canInvite: false });

    const invitations = new HouseholdsInvitationsApi(as(manager));
    const created = await invitations.createInviteTokenApiHouseholdsInvitationsPost({ uses: 2 });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ usesLeft: 2, householdId: manager.householdId });
    const listed = await new HouseholdsInvitationsApi(as(member)).getInviteTokensApiHouseholdsInvitationsGet();
    expect(listed.data).toEqual([created.data]);
  });

  it('refuses a member without the flag with 403', async () => {
    const api = new HouseholdsSelfServiceApi(as(member));
    await expect(api.setMemberPermissionsApiHouseholdsPermissionsPut({ userId: manager.id, canManage: false })).rejects.toMatchObject({
      response: { status: 403 },
    });
  });
});

describe('mealie-typescript groups', () => {
  it('reads the group, its members, preferences and storage', async () => {
    const api = new GroupsSelfServiceApi(as(member));
    const self = await api.getLoggedInUserGroupApiGroupsSelfGet();
    expect(self.data).toMatchObject({ id: member.groupId });

    const members = await api.getGroupMembersApiGroupsMembersGet('username', null, 'asc');
    expect(members.data.items.map((u) => u.id).sort()).toEqual([manager.id, member.id].sort());

    const preferences = await api.getGroupPreferencesApiGroupsPreferencesGet();
    expect(preferences.data).toMatchObject({ groupId: member.groupId });
    expect(typeof preferences.data.privateGroup).toBe('boolean');

    const storage = await api.getStorageApiGroupsStorageGet();
    expect(storage.data).toMatchObject({ totalStorageBytes: 500 * 1024 * 1024 });
    expect(storage.data.usedStorageBytes).toBeGreaterThanOrEqual(0);
  });
});
