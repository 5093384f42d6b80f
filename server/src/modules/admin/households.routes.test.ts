import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, setupTestApp, signIn, type TestContext } from '../../../test/harness.js';
import { errorDto, expectAdminOnly, expectUnchanged } from '../../../test/responses.js';

let ctx: TestContext;
let adminToken: string;
let adminId: string;
let member: TestUser;

beforeAll(async () => {
  ctx = await setupTestApp();
  adminToken = await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
  adminId = (await ctx.app.inject({ method: 'GET', url: '/api/users/self', headers: bearer(adminToken) })).json().id;
  member = await createUser(ctx);
});
afterAll(() => ctx.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const HOUSEHOLD_TABLES = ['groups', 'households', 'household_preferences', 'users'] as const;

const DEFAULT_PREFERENCES = {
  lockRecipeEditsFromOtherHouseholds: true,
  firstDayOfWeek: 0,
  recipeShowNutrition: false,
  recipeShowAssets: false,
  recipeLandscapeView: false,
  recipeDisableComments: false,
  recipeDisableAmount: true,
};

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(adminToken), payload });

const list = (query: Record<string, string | number>) =>
  asAdmin('GET', `/api/admin/households?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);

const names = (res: { json(): { items: { name: string }[] } }) => res.json().items.map((h) => h.name);

async function newGroup(name: string, privateGroup = true) {
  const res = await asAdmin('POST', '/api/admin/groups', { name });
  expect(res.statusCode).toBe(201);
  const group = res.json();
  if (!privateGroup) await asAdmin('PUT', `/api/admin/groups/${group.id}`, { name: group.name, preferences: { privateGroup: false } });
  return group as { id: string; name: string; households: { id: string; name: string }[] };
}

async function newHousehold(groupId: string, name: string) {
  const res = await asAdmin('POST', '/api/admin/households', { groupId, name });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('GET /api/admin/households', () => {
  let group: Awaited<ReturnType<typeof newGroup>>;
  beforeAll(async () => {
    group = await newGroup('Listing Group');
    await newHousehold(group.id, 'upstairs');
    await newHousehold(group.id, 'Downstairs');
  });

  it('needs an administrator', async () => {
    await expectAdminOnly(ctx.app, member.token, { method: 'GET', url: '/api/admin/households' });
  });

  it('lists every household as HouseholdInDB in the pagination envelope', async () => {
    const total = (await ctx.database.db.selectFrom('households').select('id').execute()).length;
    const page = await list({ perPage: 2 });
    expect(page.json()).toMatchObject({
      page: 1,
      per_page: 2,
      total,
      total_pages: Math.ceil(total / 2),
      next: '/api/admin/households?page=2&perPage=2&orderBy=None&orderDirection=desc&queryFilter=None&paginationSeed=None',
      previous: null,
    });

    const home = await list({ queryFilter: 'group.name = Home' });
    expect(home.json().items).toEqual([
      {
        groupId: expect.any(String),
        name: 'Family',
        id: expect.any(String),
        slug: 'family',
        group: 'Home',
        users: [{ id: adminId, fullName: 'Change Me' }],
        webhooks: [],
        preferences: { ...DEFAULT_PREFERENCES, privateHousehold: true, recipePublic: false, id: expect.any(String) },
      },
    ]);
  });

  it('returns all with perPage=-1 and the last page with page=-1', async () => {
    const total = (await ctx.database.db.selectFrom('households').select('id').execute()).length;
    const all = await list({ perPage: -1 });
    expect(all.json()).toMatchObject({ per_page: total, total, total_pages: 1, next: null, previous: null });
    const last = await list({ perPage: 2, page: -1, queryFilter: `group_id = ${group.id}`, orderBy: 'name:asc' });
    expect(last.json()).toMatchObject({ page: 2, total: 3, next: null });
    expect(names(last)).toEqual(['upstairs']);
  });

  it('orders and filters, also through the group and preferences', async () => {
    const inGroup = `group.name = "Listing Group"`;
    expect(names(await list({ queryFilter: inGroup, orderBy: 'name', orderDirection: 'asc' }))).toEqual([
      'Downstairs',
      'Family',
      'upstairs',
    ]);
    expect(names(await list({ queryFilter: inGroup, orderBy: 'name:desc', orderDirection: 'asc' }))).toEqual([
      'upstairs',
      'Family',
      'Downstairs',
    ]);
    expect(names(await list({ queryFilter: `${inGroup} AND slug IN [family, downstairs]`, orderBy: 'slug:asc' }))).toEqual([
      'Downstairs',
      'Family',
    ]);
    const either = await list({
      queryFilter: `${inGroup} AND (name LIKE "%stairs" OR preferences.privateHousehold = false)`,
      orderBy: 'name:asc',
    });
    expect(names(either)).toEqual(['Downstairs', 'upstairs']);
    expect(names(await list({ queryFilter: `${inGroup} AND preferences.privateHousehold = false` }))).toEqual([]);
  });

  it('refuses a bad orderBy, queryFilter or random order without a seed with 400', async () => {
    const order = await list({ orderBy: 'group' });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual({ detail: 'Invalid order_by statement "group": "group" is invalid' });
    for (const queryFilter of ['group.slug = home', '((name = Family)', 'group_id = not-a-uuid']) {
      const res = await list({ queryFilter });
      expect(res.statusCode, queryFilter).toBe(400);
      expect(res.json().detail).toMatch(/^invalid query string/);
    }
    expect((await list({ orderBy: 'random' })).statusCode).toBe(400);
  });
});

describe('POST /api/admin/households', () => {
  it('needs an administrator and creates nothing otherwise', async () => {
    await expectUnchanged(ctx, [...HOUSEHOLD_TABLES], () =>
      expectAdminOnly(ctx.app, member.token, {
        method: 'POST',
        url: '/api/admin/households',
        payload: { groupId: member.groupId, name: 'Sneaky' },
      }),
    );
  });

  it('copies privacy from a private group: private, recipes not public', async () => {
    const group = await newGroup('Private Group');
    const res = await asAdmin('POST', '/api/admin/households', { groupId: group.id, name: 'Guest House' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      groupId: group.id,
      name: 'Guest House',
      id: expect.any(String),
      slug: 'guest-house',
      group: 'Private Group',
      users: [],
      webhooks: [],
      preferences: { ...DEFAULT_PREFERENCES, privateHousehold: true, recipePublic: false, id: expect.any(String) },
    });
    expect((await asAdmin('GET', `/api/admin/households/${res.json().id}`)).json()).toEqual(res.json());
  });

  it('copies privacy from a public group: not private, recipes public', async () => {
    const group = await newGroup('Public Group', false);
    const household = await newHousehold(group.id, 'Open House');
    expect(household.preferences).toMatchObject({ ...DEFAULT_PREFERENCES, privateHousehold: false, recipePublic: true });
  });

  it('renames a duplicate within the group to "Name (1)", but not across groups', async () => {
    const group = await newGroup('Duplicates Group');
    const other = await newGroup('Other Duplicates Group');
    const first = await newHousehold(group.id, 'Cabin');
    const second = await newHousehold(group.id, 'Cabin');
    const elsewhere = await newHousehold(other.id, 'Cabin');
    expect([first.name, first.slug]).toEqual(['Cabin', 'cabin']);
    expect([second.name, second.slug]).toEqual(['Cabin (1)', 'cabin-1']);
    expect([elsewhere.name, elsewhere.slug]).toEqual(['Cabin', 'cabin']);
  });

  it('answers 404 for an unknown group and 422 for bad fields, creating nothing', async () => {
    await expectUnchanged(ctx, [...HOUSEHOLD_TABLES], async () => {
      const unknown = await asAdmin('POST', '/api/admin/households', { groupId: MISSING_ID, name: 'Nowhere' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual(errorDto.errorResponse('Group not found'));
      const badGroupId = await asAdmin('POST', '/api/admin/households', { groupId: 'home', name: 'Nowhere' });
      expect(badGroupId.statusCode).toBe(422);
      expect(badGroupId.json()).toEqual(errorDto.invalidField('body', 'groupId'));
      const emptyName = await asAdmin('POST', '/api/admin/households', { groupId: member.groupId, name: ' ' });
      expect(emptyName.statusCode).toBe(422);
      expect(emptyName.json()).toEqual(errorDto.invalidField('body', 'name'));
    });
  });
});

describe('GET /api/admin/households/{id}', () => {
  it('needs an administrator', async () => {
    await expectAdminOnly(ctx.app, member.token, { method: 'GET', url: `/api/admin/households/${member.householdId}` });
  });

  it('returns the household with its users', async () => {
    const res = await asAdmin('GET', `/api/admin/households/${member.householdId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: member.householdId,
      groupId: member.groupId,
      name: 'Family',
      users: [{ id: member.id, fullName: expect.any(String) }],
    });
  });

  it('answers 404 for an unknown id and 422 for an id that is not a UUID', async () => {
    const missing = await asAdmin('GET', `/api/admin/households/${MISSING_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(errorDto.errorResponse('Household not found'));
    const malformed = await asAdmin('GET', '/api/admin/households/family');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual(errorDto.invalidField('path', 'itemId'));
  });
});

describe('PUT /api/admin/households/{id}', () => {
  const url = (id: string) => `/api/admin/households/${id}`;

  it('needs an administrator and changes nothing otherwise', async () => {
    const group = await newGroup('Guarded Group');
    const household = await newHousehold(group.id, 'Guarded');
    await expectUnchanged(ctx, [...HOUSEHOLD_TABLES], () =>
      expectAdminOnly(ctx.app, member.token, { method: 'PUT', url: url(household.id), payload: { groupId: group.id, name: 'Taken Over' } }),
    );
  });

  it('renames and re-slugs, and updates only the preferences sent', async () => {
    const group = await newGroup('Renaming Group');
    const household = await newHousehold(group.id, 'Old House');
    const res = await asAdmin('PUT', url(household.id), {
      id: household.id,
      groupId: group.id,
      name: 'New House',
      preferences: { firstDayOfWeek: 1, recipePublic: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...household,
      name: 'New House',
      slug: 'new-house',
      preferences: { ...household.preferences, firstDayOfWeek: 1, recipePublic: true },
    });

    const withoutPreferences = await asAdmin('PUT', url(household.id), { groupId: group.id, name: 'New House' });
    expect(withoutPreferences.json().preferences).toEqual(res.json().preferences);
    const same = await asAdmin('PUT', url(household.id), {
      groupId: group.id,
      name: 'New House',
      preferences: { privateHousehold: false },
    });
    expect(same.json().preferences).toEqual({ ...res.json().preferences, privateHousehold: false });
  });

  it('refuses moving to another group and taking a sibling name with 400, changing nothing', async () => {
    const group = await newGroup('Staying Group');
    const other = await newGroup('Tempting Group');
    const household = await newHousehold(group.id, 'Stays Put');
    await expectUnchanged(ctx, [...HOUSEHOLD_TABLES], async () => {
      const moved = await asAdmin('PUT', url(household.id), { groupId: other.id, name: 'Stays Put' });
      expect(moved.statusCode).toBe(400);
      expect(moved.json()).toEqual(errorDto.errorResponse('A household cannot be moved to another group'));
      const taken = await asAdmin('PUT', url(household.id), { groupId: group.id, name: 'Family', preferences: { firstDayOfWeek: 3 } });
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toEqual(errorDto.errorResponse('A household named "Family" already exists in this group'));
      const badPreference = await asAdmin('PUT', url(household.id), {
        groupId: group.id,
        name: 'Stays Put',
        preferences: { firstDayOfWeek: 'monday' },
      });
      expect(badPreference.statusCode).toBe(422);
      expect(badPreference.json().detail[0].loc).toEqual(['body', 'preferences', 'firstDayOfWeek']);
      const noGroupId = await asAdmin('PUT', url(household.id), { name: 'Stays Put' });
      expect(noGroupId.statusCode).toBe(422);
      expect(noGroupId.json()).toEqual(errorDto.invalidField('body', 'groupId'));
    });
  });

  it('answers 404 for an unknown id and 422 for an id that is not a UUID', async () => {
    await expectUnchanged(ctx, [...HOUSEHOLD_TABLES], async () => {
      const missing = await asAdmin('PUT', url(MISSING_ID), { groupId: member.groupId, name: 'Ghost' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(errorDto.errorResponse('Household not found'));
      expect((await asAdmin('PUT', url('x'), { groupId: member.groupId, name: 'Ghost' })).statusCode).toBe(422);
    });
  });
});

describe('DELETE /api/admin/households/{id}', () => {
  const url = (id: string) => `/api/admin/households/${id}`;

  it('needs an administrator and deletes nothing otherwise', async () => {
    const group = await newGroup('Keep Group');
    const household = await newHousehold(group.id, 'Keep');
    await expectUnchanged(ctx, [...HOUSEHOLD_TABLES], () =>
      expectAdminOnly(ctx.app, member.token, { method: 'DELETE', url: url(household.id) }),
    );
  });

  it('refuses a household that still has users with 400, deleting nothing', async () => {
    await expectUnchanged(ctx, [...HOUSEHOLD_TABLES], async () => {
      const res = await asAdmin('DELETE', url(member.householdId));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorDto.errorResponse('Cannot delete household with users'));
    });
  });

  it('deletes an empty household with its preferences', async () => {
    const group = await newGroup('Shrinking Group');
    const household = await newHousehold(group.id, 'Temporary');
    const res = await asAdmin('DELETE', url(household.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(household);
    expect((await asAdmin('GET', url(household.id))).statusCode).toBe(404);
    expect(names(await list({ queryFilter: `group_id = ${group.id}` }))).toEqual(['Family']);
    const prefs = await ctx.database.db.selectFrom('household_preferences').select('id').where('household_id', '=', household.id).execute();
    expect(prefs).toEqual([]);
  });

  it('answers 404 for an unknown id and 422 for an id that is not a UUID', async () => {
    await expectUnchanged(ctx, [...HOUSEHOLD_TABLES], async () => {
      expect((await asAdmin('DELETE', url(MISSING_ID))).statusCode).toBe(404);
      expect((await asAdmin('DELETE', url('family'))).statusCode).toBe(422);
    });
  });
});
