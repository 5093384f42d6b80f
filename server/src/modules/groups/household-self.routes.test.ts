import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBareRecipe, createOrganizer, createUser, memberOfOtherHousehold, type TestUser } from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../test/responses.js';

let ctx: TestContext;
/** canManage, canManageHousehold and canInvite, in a fresh group's "Family" household. */
let manager: TestUser;
/** No flags, beside the manager. */
let member: TestUser;
/** An administrator who belongs to the manager's household. */
let householdAdmin: TestUser;
/** Same group, another household, every flag but admin. */
let neighbour: TestUser;
/** Another group. */
let outsider: TestUser;

const send = (user: TestUser | null, method: 'GET' | 'PUT', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: user ? bearer(user.token) : {}, payload });

beforeAll(async () => {
  ctx = await setupTestApp();
  manager = await createUser(ctx, { flags: { canManage: true, canManageHousehold: true, canInvite: true } });
  member = await createUser(ctx, { beside: manager });
  householdAdmin = await createUser(ctx, { beside: manager, admin: true });
  neighbour = await memberOfOtherHousehold(ctx, manager, {
    flags: { canManage: true, canManageHousehold: true, canInvite: true, canOrganize: true },
  });
  outsider = await createUser(ctx, { flags: { canManage: true } });
});
afterAll(() => ctx.close());

const ALL_PATHS: ['GET' | 'PUT', string][] = [
  ['GET', '/api/households/self'],
  ['GET', '/api/households/members'],
  ['GET', '/api/households/preferences'],
  ['PUT', '/api/households/preferences'],
  ['PUT', '/api/households/permissions'],
  ['GET', '/api/households/statistics'],
];

describe('signed out', () => {
  it.each(ALL_PATHS)('%s %s answers 401', async (method, url) => {
    const res = await send(null, method, url, method === 'PUT' ? {} : undefined);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorDto.unauthenticated);
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });
});

describe('GET /api/households/self', () => {
  it("returns the caller's household as HouseholdInDB with its members", async () => {
    const res = await send(member, 'GET', '/api/households/self');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      groupId: manager.groupId,
      name: 'Family',
      id: manager.householdId,
      slug: 'family',
      preferences: {
        id: expect.any(String),
        privateHousehold: true,
        lockRecipeEditsFromOtherHouseholds: true,
        firstDayOfWeek: 0,
        recipePublic: false,
        recipeShowNutrition: false,
        recipeShowAssets: false,
        recipeLandscapeView: false,
        recipeDisableComments: false,
        recipeDisableAmount: true,
      },
      group: expect.stringMatching(/^Group /),
      users: expect.any(Array),
      webhooks: [],
    });
    expect(body.users.map((u: { id: string }) => u.id).sort()).toEqual([manager.id, member.id, householdAdmin.id].sort());
    expect(body.users[0]).toEqual({ id: expect.any(String), fullName: expect.stringMatching(/^User /) });
  });

  it('returns the own household of a member of another household or group', async () => {
    const res = await send(neighbour, 'GET', '/api/households/self');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: neighbour.householdId, groupId: manager.groupId, users: [{ id: neighbour.id }] });
    const foreign = await send(outsider, 'GET', '/api/households/self');
    expect(foreign.json()).toMatchObject({ id: outsider.householdId, groupId: outsider.groupId, users: [{ id: outsider.id }] });
  });
});

describe('GET /api/households/members', () => {
  it("pages the caller's household's members as UserOut, without other households and without tokens", async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/users/api-tokens', headers: bearer(manager.token), payload: { name: 'ha' } });
    const res = await send(member, 'GET', '/api/households/members?orderBy=username&orderDirection=asc');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, per_page: 50, total: 3, total_pages: 1, next: null, previous: null });
    expect(body.items.map((u: { id: string }) => u.id).sort()).toEqual([manager.id, member.id, householdAdmin.id].sort());
    const managerOut = body.items.find((u: { id: string }) => u.id === manager.id);
    expect(managerOut).toMatchObject({
      username: manager.username,
      email: manager.email,
      canManage: true,
      canInvite: true,
      groupId: manager.groupId,
      householdId: manager.householdId,
      household: 'Family',
      householdSlug: 'family',
      tokens: [],
    });
    expect(res.body).not.toContain('"token"');
  });

  it('pages and filters with the usual parameters', async () => {
    const res = await send(member, 'GET', `/api/households/members?perPage=1&queryFilter=${encodeURIComponent('admin = false')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ per_page: 1, total: 2, total_pages: 2, previous: null });
    expect(res.json().next).toMatch(/^\/api\/households\/members\?page=2&perPage=1/);
  });

  it('cannot be widened to another household with a filter', async () => {
    const res = await send(
      member,
      'GET',
      `/api/households/members?queryFilter=${encodeURIComponent(`household_id = ${neighbour.householdId}`)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(0);
  });
});

describe('GET and PUT /api/households/preferences', () => {
  const preferences = {
    privateHousehold: false,
    lockRecipeEditsFromOtherHouseholds: false,
    firstDayOfWeek: 1,
    recipePublic: true,
    recipeShowNutrition: true,
    recipeShowAssets: true,
    recipeLandscapeView: true,
    recipeDisableComments: true,
    recipeDisableAmount: false,
  };
  const preferenceRows = ['household_preferences'] as const;

  it('any member reads them', async () => {
    const res = await send(member, 'GET', '/api/households/preferences');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ privateHousehold: true, firstDayOfWeek: 0, recipeDisableAmount: true, id: expect.any(String) });
  });

  it('refuses a member without canManageHousehold with 403 and changes nothing', async () => {
    await expectUnchanged(ctx, [...preferenceRows], async () => {
      const res = await send(member, 'PUT', '/api/households/preferences', preferences);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(errorDto.errorResponse('Permission Denied'));
    });
  });

  it('answers 422 naming a field out of range', async () => {
    await expectUnchanged(ctx, [...preferenceRows], async () => {
      const res = await send(manager, 'PUT', '/api/households/preferences', { ...preferences, firstDayOfWeek: 9 });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual(errorDto.invalidField('body', 'firstDayOfWeek'));
    });
  });

  it('a household manager replaces them for their own household only', async () => {
    const neighbourBefore = (await send(neighbour, 'GET', '/api/households/preferences')).json();
    const res = await send(manager, 'PUT', '/api/households/preferences', preferences);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...preferences, id: expect.any(String) });
    expect((await send(member, 'GET', '/api/households/preferences')).json()).toEqual(res.json());
    expect((await send(neighbour, 'GET', '/api/households/preferences')).json()).toEqual(neighbourBefore);
  });

  it('takes snake_case and fills omitted fields with the defaults (a full replacement)', async () => {
    const res = await send(householdAdmin, 'PUT', '/api/households/preferences', { first_day_of_week: 3, private_household: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(String),
      privateHousehold: false,
      lockRecipeEditsFromOtherHouseholds: true,
      firstDayOfWeek: 3,
      recipePublic: true,
      recipeShowNutrition: false,
      recipeShowAssets: false,
      recipeLandscapeView: false,
      recipeDisableComments: false,
      recipeDisableAmount: true,
    });
  });
});

describe('PUT /api/households/permissions', () => {
  const flags = { canManageHousehold: false, canManage: false, canInvite: true, canOrganize: true };
  const refused = async (caller: TestUser, userId: string, status: number, message: string) => {
    await expectUnchanged(ctx, ['users'], async () => {
      const res = await send(caller, 'PUT', '/api/households/permissions', { userId, ...flags });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toEqual(errorDto.errorResponse(message));
    });
  };

  it('refuses a member without canManage (even one with canManageHousehold)', async () => {
    await refused(member, manager.id, 403, 'Permission Denied');
    const householdManager = await createUser(ctx, { beside: manager, flags: { canManageHousehold: true } });
    await refused(householdManager, member.id, 403, 'Permission Denied');
  });

  it('answers 404 for an unknown user and for a user of another group', async () => {
    await refused(manager, '00000000-0000-4000-8000-000000000000', 404, 'User not found');
    await refused(manager, outsider.id, 404, 'User not found');
  });

  it('answers 403 for a member of another household of the group', async () => {
    await refused(manager, neighbour.id, 403, 'You can only change the permissions of members of your own household');
    await refused(neighbour, member.id, 403, 'You can only change the permissions of members of your own household');
  });

  it("refuses changing one's own flags or an administrator's", async () => {
    await refused(manager, manager.id, 403, 'You cannot change your own permissions');
    await refused(manager, householdAdmin.id, 403, "An administrator's permissions cannot be changed");
    await refused(householdAdmin, householdAdmin.id, 403, 'You cannot change your own permissions');
  });

  it('answers 422 for a malformed user id', async () => {
    const res = await send(manager, 'PUT', '/api/households/permissions', { userId: 'nobody', ...flags });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(errorDto.invalidField('body', 'userId'));
  });

  it("a manager sets a member's flags, returned as UserOut, and the member can then organize", async () => {
    const before = await ctx.app.inject({
      method: 'POST',
      url: '/api/organizers/tags',
      headers: bearer(member.token),
      payload: { name: 'Before' },
    });
    expect(before.statusCode).toBe(403);

    const res = await send(manager, 'PUT', '/api/households/permissions', { user_id: member.id, ...flags, can_organize: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: member.id,
      username: member.username,
      canManageHousehold: false,
      canManage: false,
      canInvite: true,
      canOrganize: true,
      admin: false,
      householdId: manager.householdId,
      tokens: [],
    });
    const self = await ctx.app.inject({ method: 'GET', url: '/api/users/self', headers: bearer(member.token) });
    expect(self.json()).toMatchObject({ canInvite: true, canOrganize: true });
    const after = await ctx.app.inject({
      method: 'POST',
      url: '/api/organizers/tags',
      headers: bearer(member.token),
      payload: { name: 'After' },
    });
    expect(after.statusCode).toBe(201);
  });

  it('an administrator manages the members of their own household', async () => {
    const res = await send(householdAdmin, 'PUT', '/api/households/permissions', {
      userId: member.id,
      canManageHousehold: true,
      canManage: false,
      canInvite: false,
      canOrganize: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ canManageHousehold: true, canInvite: false, canOrganize: false });
  });
});

describe('GET /api/households/statistics', () => {
  it('counts recipes and users of the household and organizers of the group', async () => {
    const owner = await createUser(ctx);
    const housemate = await createUser(ctx, { beside: owner });
    const across = await memberOfOtherHousehold(ctx, owner);
    await createBareRecipe(ctx, owner);
    await createBareRecipe(ctx, housemate);
    await createBareRecipe(ctx, across);
    await createBareRecipe(ctx, outsider);
    await createOrganizer(ctx, owner, 'categories');
    await createOrganizer(ctx, owner, 'tags');
    await createOrganizer(ctx, across, 'tags');
    await createOrganizer(ctx, owner, 'tools');
    await createOrganizer(ctx, outsider, 'tools');

    const res = await send(housemate, 'GET', '/api/households/statistics');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ totalRecipes: 2, totalUsers: 2, totalCategories: 1, totalTags: 2, totalTools: 1 });
    const other = await send(across, 'GET', '/api/households/statistics');
    expect(other.json()).toEqual({ totalRecipes: 1, totalUsers: 1, totalCategories: 1, totalTags: 2, totalTools: 1 });
  });
});
