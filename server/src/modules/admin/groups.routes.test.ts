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
const TENANCY_TABLES = ['groups', 'group_preferences', 'households', 'household_preferences', 'users'] as const;

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(adminToken), payload });

const list = (path: string, query: Record<string, string | number>) =>
  asAdmin('GET', `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);

const names = (res: { json(): { items: { name: string }[] } }) => res.json().items.map((g) => g.name);

async function newGroup(name: string) {
  const res = await asAdmin('POST', '/api/admin/groups', { name });
  expect(res.statusCode).toBe(201);
  return res.json();
}

describe('GET /api/admin/groups', () => {
  beforeAll(async () => {
    for (const name of ['List Bravo', 'list alpha', 'List Charlie']) await newGroup(name);
    const charlie = await list('/api/admin/groups', { queryFilter: 'name = "List Charlie"' });
    await asAdmin('PUT', `/api/admin/groups/${charlie.json().items[0].id}`, { name: 'List Charlie', preferences: { privateGroup: false } });
  });

  it('needs an administrator', async () => {
    await expectAdminOnly(ctx.app, member.token, { method: 'GET', url: '/api/admin/groups' });
  });

  it('lists every group as GroupInDB in the pagination envelope', async () => {
    const total = (await ctx.database.db.selectFrom('groups').select('id').execute()).length;
    const res = await list('/api/admin/groups', { perPage: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      page: 1,
      per_page: 1,
      total,
      total_pages: total,
      next: '/api/admin/groups?page=2&perPage=1&orderBy=None&orderDirection=desc&queryFilter=None&paginationSeed=None',
      previous: null,
    });

    const home = await list('/api/admin/groups', { queryFilter: 'name = Home' });
    const group = home.json().items[0];
    expect(home.json().items).toHaveLength(1);
    expect(group).toEqual({
      id: expect.any(String),
      name: 'Home',
      slug: 'home',
      categories: [],
      webhooks: [],
      households: [{ id: expect.any(String), name: 'Family' }],
      users: [{ id: adminId, groupId: group.id, householdId: group.households[0].id, username: 'admin', fullName: 'Change Me' }],
      preferences: { privateGroup: true, groupId: group.id, id: expect.any(String) },
    });
  });

  it('returns all with perPage=-1 and the last page with page=-1', async () => {
    const total = (await ctx.database.db.selectFrom('groups').select('id').execute()).length;
    const all = await list('/api/admin/groups', { perPage: -1 });
    expect(all.json()).toMatchObject({ per_page: total, total, total_pages: 1, next: null });
    expect(all.json().items).toHaveLength(total);
    const last = await list('/api/admin/groups', { perPage: 2, page: -1, queryFilter: 'name LIKE "list%"', orderBy: 'name:asc' });
    expect(last.json()).toMatchObject({
      page: 2,
      total: 3,
      next: null,
      previous: expect.stringMatching(/^\/api\/admin\/groups\?page=1&perPage=2&/),
    });
    expect(names(last)).toEqual(['List Charlie']);
  });

  it('orders and filters, also through preferences', async () => {
    expect(names(await list('/api/admin/groups', { queryFilter: 'name LIKE "list%"', orderBy: 'name', orderDirection: 'asc' }))).toEqual([
      'list alpha',
      'List Bravo',
      'List Charlie',
    ]);
    expect(names(await list('/api/admin/groups', { queryFilter: 'name LIKE "list%"', orderBy: 'slug:desc' }))).toEqual([
      'List Charlie',
      'List Bravo',
      'list alpha',
    ]);
    expect(names(await list('/api/admin/groups', { queryFilter: 'preferences.privateGroup = false' }))).toEqual(['List Charlie']);
    const either = await list('/api/admin/groups', {
      queryFilter: '(slug = list-alpha OR slug = list-bravo) AND preferences.private_group = true',
      orderBy: 'name:asc',
    });
    expect(names(either)).toEqual(['list alpha', 'List Bravo']);
    expect(names(await list('/api/admin/groups', { queryFilter: 'name IN ["List Bravo", Home]', orderBy: 'name:asc' }))).toEqual([
      'Home',
      'List Bravo',
    ]);
  });

  it('refuses a bad orderBy, queryFilter or random order without a seed with 400', async () => {
    const order = await list('/api/admin/groups', { orderBy: 'users' });
    expect(order.statusCode).toBe(400);
    expect(order.json()).toEqual({ detail: 'Invalid order_by statement "users": "users" is invalid' });
    for (const queryFilter of ['users.username = admin', '(name = Home', 'name = Home)']) {
      const res = await list('/api/admin/groups', { queryFilter });
      expect(res.statusCode, queryFilter).toBe(400);
      expect(res.json().detail).toMatch(/^invalid query string/);
    }
    expect((await list('/api/admin/groups', { orderBy: 'random' })).statusCode).toBe(400);
    const seeded = { orderBy: 'random', paginationSeed: '42', queryFilter: 'name LIKE "list%"' };
    expect(names(await list('/api/admin/groups', seeded))).toEqual(names(await list('/api/admin/groups', seeded)));
  });
});

describe('POST /api/admin/groups', () => {
  it('needs an administrator and creates nothing otherwise', async () => {
    await expectUnchanged(ctx, [...TENANCY_TABLES], () =>
      expectAdminOnly(ctx.app, member.token, { method: 'POST', url: '/api/admin/groups', payload: { name: 'Sneaky Group' } }),
    );
  });

  it('creates a private group with its default household "Family"', async () => {
    const res = await asAdmin('POST', '/api/admin/groups', { name: "Grandma's Kitchen" });
    expect(res.statusCode).toBe(201);
    const group = res.json();
    expect(group).toEqual({
      id: expect.any(String),
      name: "Grandma's Kitchen",
      slug: 'grandma-s-kitchen',
      categories: [],
      webhooks: [],
      households: [{ id: expect.any(String), name: 'Family' }],
      users: [],
      preferences: { privateGroup: true, groupId: group.id, id: expect.any(String) },
    });

    const households = await list('/api/admin/households', { queryFilter: `group_id = ${group.id}` });
    expect(households.json().total).toBe(1);
    expect(households.json().items[0]).toMatchObject({
      id: group.households[0].id,
      groupId: group.id,
      group: "Grandma's Kitchen",
      name: 'Family',
      slug: 'family',
      users: [],
      preferences: { privateHousehold: true, recipePublic: false },
    });
    expect((await asAdmin('GET', `/api/admin/groups/${group.id}`)).json()).toEqual(group);
  });

  it('renames a duplicate name to "Name (1)", "Name (2)"', async () => {
    const first = await newGroup('Twins');
    const second = await newGroup('Twins');
    const third = await newGroup('Twins');
    expect([first.name, second.name, third.name]).toEqual(['Twins', 'Twins (1)', 'Twins (2)']);
    expect([first.slug, second.slug, third.slug]).toEqual(['twins', 'twins-1', 'twins-2']);
    expect(second.households).toEqual([{ id: expect.any(String), name: 'Family' }]);
  });

  it('refuses an empty name with 422 and a name without letters or digits with 400, creating nothing', async () => {
    await expectUnchanged(ctx, [...TENANCY_TABLES], async () => {
      const empty = await asAdmin('POST', '/api/admin/groups', { name: '   ' });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual(errorDto.invalidField('body', 'name'));
      const missing = await asAdmin('POST', '/api/admin/groups', {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toEqual(errorDto.invalidField('body', 'name'));
      const symbols = await asAdmin('POST', '/api/admin/groups', { name: '!!!' });
      expect(symbols.statusCode).toBe(400);
    });
  });
});

describe('GET /api/admin/groups/{id}', () => {
  it('needs an administrator', async () => {
    await expectAdminOnly(ctx.app, member.token, { method: 'GET', url: `/api/admin/groups/${member.groupId}` });
  });

  it('returns the group with its households and users', async () => {
    const res = await asAdmin('GET', `/api/admin/groups/${member.groupId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: member.groupId,
      households: [{ id: member.householdId, name: 'Family' }],
      users: [
        {
          id: member.id,
          groupId: member.groupId,
          householdId: member.householdId,
          username: member.username,
          fullName: expect.any(String),
        },
      ],
    });
  });

  it('answers 404 for an unknown id and 422 for an id that is not a UUID', async () => {
    const missing = await asAdmin('GET', `/api/admin/groups/${MISSING_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(errorDto.errorResponse('Group not found'));
    const malformed = await asAdmin('GET', '/api/admin/groups/home');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual(errorDto.invalidField('path', 'itemId'));
  });
});

describe('PUT /api/admin/groups/{id}', () => {
  const url = (id: string) => `/api/admin/groups/${id}`;

  it('needs an administrator and changes nothing otherwise', async () => {
    const group = await newGroup('Untouchable');
    await expectUnchanged(ctx, [...TENANCY_TABLES], () =>
      expectAdminOnly(ctx.app, member.token, {
        method: 'PUT',
        url: url(group.id),
        payload: { name: 'Taken Over', preferences: { privateGroup: false } },
      }),
    );
  });

  it('renames and re-slugs the group and changes privateGroup', async () => {
    const group = await newGroup('Old Name');
    const res = await asAdmin('PUT', url(group.id), { id: group.id, name: 'New Name', preferences: { privateGroup: false } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...group,
      name: 'New Name',
      slug: 'new-name',
      preferences: { ...group.preferences, privateGroup: false },
    });

    const keepsPrivacy = await asAdmin('PUT', url(group.id), { name: 'Newer Name' });
    expect(keepsPrivacy.json()).toMatchObject({ name: 'Newer Name', slug: 'newer-name', preferences: { privateGroup: false } });
    const households = await list('/api/admin/households', { queryFilter: `group_id = ${group.id}` });
    expect(households.json().items[0].group).toBe('Newer Name');
  });

  it("refuses another group's name with 400 and an empty name with 422, changing nothing", async () => {
    const group = await newGroup('Keeps Its Name');
    await newGroup('Already Taken');
    await expectUnchanged(ctx, [...TENANCY_TABLES], async () => {
      const taken = await asAdmin('PUT', url(group.id), { name: 'Already Taken', preferences: { privateGroup: false } });
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toEqual(errorDto.errorResponse('A group named "Already Taken" already exists'));
      const empty = await asAdmin('PUT', url(group.id), { name: '', preferences: { privateGroup: false } });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toEqual(errorDto.invalidField('body', 'name'));
      const badPreference = await asAdmin('PUT', url(group.id), { name: 'Other', preferences: { privateGroup: 'yes please' } });
      expect(badPreference.statusCode).toBe(422);
      expect(badPreference.json().detail[0].loc).toEqual(['body', 'preferences', 'privateGroup']);
    });
  });

  it('answers 404 for an unknown id and 422 for an id that is not a UUID', async () => {
    await expectUnchanged(ctx, [...TENANCY_TABLES], async () => {
      expect((await asAdmin('PUT', url(MISSING_ID), { name: 'Ghost' })).statusCode).toBe(404);
      const malformed = await asAdmin('PUT', url('nope'), { name: 'Ghost' });
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json()).toEqual(errorDto.invalidField('path', 'itemId'));
    });
  });
});

describe('DELETE /api/admin/groups/{id}', () => {
  const url = (id: string) => `/api/admin/groups/${id}`;

  it('needs an administrator and deletes nothing otherwise', async () => {
    const group = await newGroup('Not Yours To Delete');
    await expectUnchanged(ctx, [...TENANCY_TABLES], () => expectAdminOnly(ctx.app, member.token, { method: 'DELETE', url: url(group.id) }));
  });

  it('refuses a group that still has users with 400, deleting nothing', async () => {
    await expectUnchanged(ctx, [...TENANCY_TABLES], async () => {
      const res = await asAdmin('DELETE', url(member.groupId));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorDto.errorResponse('Cannot delete group with users'));
    });
  });

  it('deletes an empty group with its households and preferences', async () => {
    const group = await newGroup('Short Lived');
    await asAdmin('POST', '/api/admin/households', { groupId: group.id, name: 'Second Household' });
    const res = await asAdmin('DELETE', url(group.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: group.id, name: 'Short Lived' });

    expect((await asAdmin('GET', url(group.id))).statusCode).toBe(404);
    expect((await list('/api/admin/groups', { queryFilter: `id = ${group.id}` })).json().total).toBe(0);
    expect((await list('/api/admin/households', { queryFilter: `group_id = ${group.id}` })).json().total).toBe(0);
    const { db } = ctx.database;
    expect(await db.selectFrom('households').select('id').where('group_id', '=', group.id).execute()).toEqual([]);
    expect(await db.selectFrom('group_preferences').select('id').where('group_id', '=', group.id).execute()).toEqual([]);
    const orphanPreferences = await db
      .selectFrom('household_preferences')
      .leftJoin('households', 'households.id', 'household_preferences.household_id')
      .select('household_preferences.id')
      .where('households.id', 'is', null)
      .execute();
    expect(orphanPreferences).toEqual([]);
  });

  it('answers 404 for an unknown id and 422 for an id that is not a UUID', async () => {
    await expectUnchanged(ctx, [...TENANCY_TABLES], async () => {
      const missing = await asAdmin('DELETE', url(MISSING_ID));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(errorDto.errorResponse('Group not found'));
      expect((await asAdmin('DELETE', url('1'))).statusCode).toBe(422);
    });
  });
});

describe('GET /api/admin/groups with nothing matching', () => {
  it('reports an empty list as Mealie does: no pages, no links', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/groups?queryFilter=${encodeURIComponent('name = "no such group"')}&perPage=-1`,
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ page: 1, per_page: 0, total: 0, total_pages: 0, items: [], next: null, previous: null });
  });

  it('refuses a perPage of 0 with 400', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/groups?perPage=0', headers: bearer(adminToken) });
    expect(res.statusCode).toBe(400);
  });
});
