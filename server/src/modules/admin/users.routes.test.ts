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

/** A request as the administrator. */
const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: bearer(adminToken), payload });

const list = (query: Record<string, string | number>) =>
  asAdmin('GET', `/api/admin/users?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);

const usernames = (res: { json(): { items: { username: string }[] } }) => res.json().items.map((u) => u.username);

let seq = 0;
/** Creates a user through the API from defaults plus overrides; returns the UserOut body and password. */
async function newUser(overrides: Record<string, unknown> = {}) {
  seq += 1;
  const username = `person${seq}-${Date.now().toString(36)}`;
  const payload = { username, fullName: `Person ${seq}`, email: `${username}@larder.test`, password: 'long-enough-password', ...overrides };
  const res = await asAdmin('POST', '/api/admin/users', payload);
  if (res.statusCode !== 201) throw new Error(`user create failed: ${res.statusCode} ${res.body}`);
  return { ...res.json(), password: payload.password as string };
}

async function newGroup(name: string) {
  const res = await asAdmin('POST', '/api/admin/groups', { name });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; name: string; slug: string; households: { id: string; name: string }[] };
}

describe('GET /api/admin/users', () => {
  // A group of its own so that filters and orders can be checked exactly.
  const GROUP = 'Order Test';
  const inGroup = `group.name = "${GROUP}"`;
  beforeAll(async () => {
    await newGroup(GROUP);
    await newUser({ username: 'alpha', fullName: 'Zed Alpha', email: 'alpha@larder.test', group: GROUP });
    await newUser({ username: 'Bravo', fullName: 'Yann Bravo', email: 'bravo@larder.test', group: GROUP, admin: true });
    await newUser({ username: 'charlie', fullName: 'Xia Charlie', email: 'charlie@larder.test', group: GROUP });
    await newUser({ username: 'delta', fullName: 'Will Delta', email: 'delta@larder.test', group: GROUP });
    await ctx.database.db.updateTable('users').set({ locked_at: new Date().toISOString() }).where('username', '=', 'charlie').execute();
  });

  it('needs an administrator', async () => {
    await expectAdminOnly(ctx.app, member.token, { method: 'GET', url: '/api/admin/users' });
  });

  it("answers Mealie's pagination envelope with relative next/previous links", async () => {
    const total = (await ctx.database.db.selectFrom('users').select('id').execute()).length;
    expect(total).toBeGreaterThanOrEqual(3);

    const first = await list({ perPage: 1 });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      page: 1,
      per_page: 1,
      total,
      total_pages: total,
      items: [expect.objectContaining({ id: expect.any(String), username: expect.any(String) })],
      next: '/api/admin/users?page=2&perPage=1&orderBy=None&orderDirection=desc&queryFilter=None&paginationSeed=None',
      previous: null,
    });

    const second = await ctx.app.inject({ method: 'GET', url: first.json().next, headers: bearer(adminToken) });
    expect(second.json()).toMatchObject({
      page: 2,
      next: '/api/admin/users?page=3&perPage=1&orderBy=None&orderDirection=desc&queryFilter=None&paginationSeed=None',
      previous: '/api/admin/users?page=1&perPage=1&orderBy=None&orderDirection=desc&queryFilter=None&paginationSeed=None',
    });
    expect(second.json().items[0].id).not.toBe(first.json().items[0].id);
  });

  it('re-emits the filter and order in the links, and following them walks the pages', async () => {
    const first = await list({ perPage: 3, orderBy: 'username', orderDirection: 'asc', queryFilter: inGroup });
    expect(first.json()).toMatchObject({ page: 1, per_page: 3, total: 4, total_pages: 2, previous: null });
    expect(first.json().next).toBe(
      `/api/admin/users?page=2&perPage=3&orderBy=username&orderDirection=asc&queryFilter=${encodeURIComponent(inGroup)}&paginationSeed=None`,
    );
    expect(usernames(first)).toEqual(['alpha', 'Bravo', 'charlie']);
    const second = await ctx.app.inject({ method: 'GET', url: first.json().next, headers: bearer(adminToken) });
    expect(second.json()).toMatchObject({ page: 2, total: 4, next: null, previous: expect.stringContaining('page=1&') });
    expect(usernames(second)).toEqual(['delta']);
  });

  it('returns every user with perPage=-1 and the last page with page=-1', async () => {
    const total = (await ctx.database.db.selectFrom('users').select('id').execute()).length;
    const all = await list({ perPage: -1 });
    expect(all.json()).toMatchObject({ page: 1, per_page: total, total, total_pages: 1, next: null, previous: null });
    expect(all.json().items).toHaveLength(total);

    const last = await list({ perPage: 3, page: -1, queryFilter: inGroup, orderBy: 'username:asc' });
    expect(last.json()).toMatchObject({ page: 2, total_pages: 2, next: null });
    expect(usernames(last)).toEqual(['delta']);
  });

  it('orders by attributes case-insensitively, each with its own :asc/:desc', async () => {
    expect(usernames(await list({ queryFilter: inGroup, orderBy: 'username', orderDirection: 'asc' }))).toEqual([
      'alpha',
      'Bravo',
      'charlie',
      'delta',
    ]);
    expect(usernames(await list({ queryFilter: inGroup, orderBy: 'username:desc', orderDirection: 'asc' }))).toEqual([
      'delta',
      'charlie',
      'Bravo',
      'alpha',
    ]);
    expect(usernames(await list({ queryFilter: inGroup, orderBy: 'full_name:asc' }))).toEqual(['delta', 'charlie', 'Bravo', 'alpha']);
    expect(usernames(await list({ queryFilter: inGroup, orderBy: 'admin:desc, username:asc' }))).toEqual([
      'Bravo',
      'alpha',
      'charlie',
      'delta',
    ]);
    // Only charlie is locked; nulls go where orderByNullPosition says.
    const nullsFirst = await list({ queryFilter: inGroup, orderBy: 'locked_at:asc, username:asc', orderByNullPosition: 'first' });
    expect(usernames(nullsFirst)).toEqual(['alpha', 'Bravo', 'delta', 'charlie']);
    const nullsLast = await list({ queryFilter: inGroup, orderBy: 'locked_at:desc, username:asc', orderByNullPosition: 'last' });
    expect(usernames(nullsLast)).toEqual(['charlie', 'alpha', 'Bravo', 'delta']);
    const byGroup = await list({ queryFilter: `username IN [alpha, "${member.username}"]`, orderBy: 'group.name:desc' });
    expect(usernames(byGroup)).toEqual(['alpha', member.username]);
  });

  it('refuses an unknown orderBy attribute with 400 (snake_case paths only)', async () => {
    for (const [orderBy, name] of [
      ['nope', 'nope'],
      ['createdAt', 'createdAt'],
      ['username:asc, password', 'password'],
    ]) {
      const res = await list({ orderBy });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: `Invalid order_by statement "${orderBy}": "${name}" is invalid` });
    }
    const badDirection = await list({ orderBy: 'username:sideways' });
    expect(badDirection.statusCode).toBe(400);
    expect(badDirection.json().detail).toMatch(/^Invalid order_by statement "username:sideways"/);
    const badParam = await list({ orderDirection: 'up' });
    expect(badParam.statusCode).toBe(422);
    expect(badParam.json().detail[0].loc).toEqual(['query', 'orderDirection']);
  });

  it('filters with =, LIKE and IN, case-insensitively on text', async () => {
    expect(usernames(await list({ queryFilter: `${inGroup} AND username = bravo` }))).toEqual(['Bravo']);
    expect(usernames(await list({ queryFilter: `${inGroup} AND fullName = "Will Delta"` }))).toEqual(['delta']);
    expect(usernames(await list({ queryFilter: `${inGroup} AND email LIKE "%ar%@%"`, orderBy: 'username:asc' }))).toEqual(['charlie']);
    expect(usernames(await list({ queryFilter: `username LIKE "c%" AND ${inGroup}` }))).toEqual(['charlie']);
    expect(usernames(await list({ queryFilter: `username IN [alpha, "DELTA"]`, orderBy: 'username:asc' }))).toEqual(['alpha', 'delta']);
    expect(usernames(await list({ queryFilter: `${inGroup} AND admin = true` }))).toEqual(['Bravo']);
  });

  it('filters on dates and UUIDs', async () => {
    expect((await list({ queryFilter: `${inGroup} AND created_at > "2000-01-01"` })).json().total).toBe(4);
    expect((await list({ queryFilter: `${inGroup} AND createdAt < "2000-01-01T00:00:00Z"` })).json().total).toBe(0);
    const byId = await list({ queryFilter: `id = ${member.id.toUpperCase()}` });
    expect(byId.json().items.map((u: { id: string }) => u.id)).toEqual([member.id]);
  });

  it('filters with IS NULL and IS NOT NULL', async () => {
    expect(usernames(await list({ queryFilter: `${inGroup} AND locked_at IS NOT NULL` }))).toEqual(['charlie']);
    expect(usernames(await list({ queryFilter: `${inGroup} AND lockedAt IS NULL`, orderBy: 'username:asc' }))).toEqual([
      'alpha',
      'Bravo',
      'delta',
    ]);
  });

  it('groups with parentheses and otherwise folds AND/OR from the right', async () => {
    const withParens = await list({ queryFilter: '(username = alpha OR username = charlie) AND admin = false', orderBy: 'username:asc' });
    expect(usernames(withParens)).toEqual(['alpha', 'charlie']);
    // a OR b AND c ≡ a OR (b AND c): charlie is not an admin, so only alpha matches.
    expect(usernames(await list({ queryFilter: 'username = alpha OR username = charlie AND admin = true' }))).toEqual(['alpha']);
    const nested = await list({ queryFilter: `${inGroup} AND ((username = alpha OR username = Bravo) AND admin = true)` });
    expect(usernames(nested)).toEqual(['Bravo']);
  });

  it('filters through dotted relationship attributes', async () => {
    const res = await list({ queryFilter: `group.name = "${GROUP}" AND household.name = Family`, orderBy: 'username:asc', perPage: -1 });
    expect(usernames(res)).toEqual(['alpha', 'Bravo', 'charlie', 'delta']);
    expect(res.json().items.every((u: { group: string }) => u.group === GROUP)).toBe(true);
    expect((await list({ queryFilter: 'group.name = "No Such Group"' })).json()).toMatchObject({ total: 0, items: [], next: null });
  });

  it('refuses an unknown attribute or unbalanced parentheses with 400 "invalid query string"', async () => {
    for (const queryFilter of [
      'password = secret',
      'group.secret = x',
      '(username = alpha',
      'username = alpha)',
      'username',
      'admin LIKE "t%"',
    ]) {
      const res = await list({ queryFilter });
      expect(res.statusCode, queryFilter).toBe(400);
      expect(res.json().detail, queryFilter).toMatch(/^invalid query string/);
    }
  });

  it('needs a paginationSeed for orderBy=random, and gives the same order for the same seed', async () => {
    const unseeded = await list({ orderBy: 'random' });
    expect(unseeded.statusCode).toBe(400);
    expect(unseeded.json().detail).toMatch(/paginationSeed/);

    const seeded = { orderBy: 'random', queryFilter: inGroup, paginationSeed: 'seed-1' };
    const once = usernames(await list({ ...seeded, perPage: -1 }));
    const twice = usernames(await list({ ...seeded, perPage: -1 }));
    expect(twice).toEqual(once);
    expect([...once].sort()).toEqual(['Bravo', 'alpha', 'charlie', 'delta']);
    // Stable across pages: two pages of two are the same sequence.
    const page1 = await list({ ...seeded, perPage: 2, page: 1 });
    const page2 = await list({ ...seeded, perPage: 2, page: 2 });
    expect([...usernames(page1), ...usernames(page2)]).toEqual(once);
    expect(page1.json().next).toContain('orderBy=random&orderDirection=desc');
    expect(page1.json().next).toMatch(/paginationSeed=seed-1$/);
  });
});

describe('POST /api/admin/users', () => {
  it('needs an administrator and creates nothing otherwise', async () => {
    const payload = { username: 'sneaky', fullName: 'Sneaky', email: 'sneaky@larder.test', password: 'long-enough-password' };
    await expectUnchanged(ctx, ['users'], () =>
      expectAdminOnly(ctx.app, member.token, { method: 'POST', url: '/api/admin/users', payload }),
    );
  });

  it('names an invalid e-mail and a short password with 422, and creates nothing', async () => {
    await expectUnchanged(ctx, ['users'], async () => {
      const badEmail = await asAdmin('POST', '/api/admin/users', {
        username: 'bademail',
        fullName: 'Bad',
        email: 'not-an-email',
        password: 'long-enough-password',
      });
      expect(badEmail.statusCode).toBe(422);
      expect(badEmail.json()).toEqual(errorDto.invalidField('body', 'email'));

      const shortPassword = await asAdmin('POST', '/api/admin/users', {
        username: 'shortpw',
        fullName: 'Short',
        email: 'short@larder.test',
        password: 'short',
      });
      expect(shortPassword.statusCode).toBe(422);
      expect(shortPassword.json()).toEqual(errorDto.invalidField('body', 'password'));
      expect(shortPassword.json().detail[0].msg).toMatch(/8/);

      const noUsername = await asAdmin('POST', '/api/admin/users', {
        fullName: 'Nameless',
        email: 'nameless@larder.test',
        password: 'long-enough-password',
      });
      expect(noUsername.statusCode).toBe(422);
      expect(noUsername.json().detail[0].loc).toEqual(['body', 'username']);
    });
  });

  it('creates a user in the default group and household, answering 201 UserOut; the user can sign in', async () => {
    const res = await asAdmin('POST', '/api/admin/users', {
      username: 'newcook',
      fullName: 'New Cook',
      email: 'New.Cook@Larder.Test',
      password: 'new-cook-password',
      canOrganize: true,
    });
    expect(res.statusCode).toBe(201);
    const home = await ctx.database.db.selectFrom('groups').select(['id']).where('name', '=', 'Home').executeTakeFirstOrThrow();
    const family = await ctx.database.db
      .selectFrom('households')
      .select(['id'])
      .where('group_id', '=', home.id)
      .where('name', '=', 'Family')
      .executeTakeFirstOrThrow();
    const body = res.json();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      username: 'newcook',
      fullName: 'New Cook',
      email: 'new.cook@larder.test',
      authMethod: 'Mealie',
      admin: false,
      group: 'Home',
      household: 'Family',
      advanced: false,
      canInvite: false,
      canManage: false,
      canManageHousehold: false,
      canOrganize: true,
      groupId: home.id,
      groupSlug: 'home',
      householdId: family.id,
      householdSlug: 'family',
      tokens: [],
      cacheKey: expect.any(String),
    });

    const token = await signIn(ctx.app, 'NEW.COOK@larder.test', 'new-cook-password');
    const self = await ctx.app.inject({ method: 'GET', url: '/api/users/self', headers: bearer(token) });
    expect(self.json()).toEqual(body);
  });

  it('accepts snake_case fields', async () => {
    const user = await newUser({ full_name: 'Snake Case', can_invite: true, fullName: undefined });
    expect(user).toMatchObject({ fullName: 'Snake Case', canInvite: true });
  });

  it('forces every permission flag and advanced on for an administrator', async () => {
    const user = await newUser({
      admin: true,
      advanced: false,
      canInvite: false,
      canManage: false,
      canManageHousehold: false,
      canOrganize: false,
    });
    expect(user).toMatchObject({
      admin: true,
      advanced: true,
      canInvite: true,
      canManage: true,
      canManageHousehold: true,
      canOrganize: true,
    });
  });

  it('places the user in a group and household given by name', async () => {
    const group = await newGroup('Placement Group');
    const extra = await asAdmin('POST', '/api/admin/households', { groupId: group.id, name: 'Upstairs' });
    const user = await newUser({ group: 'Placement Group', household: 'Upstairs' });
    expect(user).toMatchObject({
      group: 'Placement Group',
      groupId: group.id,
      groupSlug: 'placement-group',
      household: 'Upstairs',
      householdId: extra.json().id,
      householdSlug: 'upstairs',
    });
    const inDefault = await newUser({ group: 'Placement Group' });
    expect(inDefault).toMatchObject({ groupId: group.id, household: 'Family', householdId: group.households[0].id });
  });

  it('refuses an unknown group or household with 400, and creates nothing', async () => {
    await expectUnchanged(ctx, ['users'], async () => {
      const base = { username: 'lost', fullName: 'Lost', email: 'lost@larder.test', password: 'long-enough-password' };
      const noGroup = await asAdmin('POST', '/api/admin/users', { ...base, group: 'Nowhere' });
      expect(noGroup.statusCode).toBe(400);
      expect(noGroup.json()).toEqual(errorDto.errorResponse('Group "Nowhere" does not exist'));
      const noHousehold = await asAdmin('POST', '/api/admin/users', { ...base, group: 'Home', household: 'Attic' });
      expect(noHousehold.statusCode).toBe(400);
      expect(noHousehold.json().detail.message).toMatch(/Household "Attic" does not exist/);
    });
  });

  it('refuses a username or e-mail already in use, in any case, with 409', async () => {
    const existing = await newUser();
    await expectUnchanged(ctx, ['users'], async () => {
      const sameName = await asAdmin('POST', '/api/admin/users', {
        username: existing.username.toUpperCase(),
        fullName: 'Copy',
        email: 'other-address@larder.test',
        password: 'long-enough-password',
      });
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toEqual(errorDto.conflict('That username is already taken'));
      const sameEmail = await asAdmin('POST', '/api/admin/users', {
        username: 'another-name',
        fullName: 'Copy',
        email: existing.email.toUpperCase(),
        password: 'long-enough-password',
      });
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toEqual(errorDto.conflict('That email is already in use'));
    });
  });
});

describe('GET /api/admin/users/{id}', () => {
  it('needs an administrator', async () => {
    await expectAdminOnly(ctx.app, member.token, { method: 'GET', url: `/api/admin/users/${member.id}` });
  });

  it('returns any user as UserOut', async () => {
    const user = await newUser();
    const { password: _password, ...out } = user;
    const res = await asAdmin('GET', `/api/admin/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(out);
  });

  it('answers 404 for an unknown id and 422 for an id that is not a UUID', async () => {
    const missing = await asAdmin('GET', `/api/admin/users/${MISSING_ID}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(errorDto.errorResponse('User not found'));
    const malformed = await asAdmin('GET', '/api/admin/users/not-a-uuid');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual(errorDto.invalidField('path', 'itemId'));
  });
});

describe('PUT /api/admin/users/{id}', () => {
  const url = (id: string) => `/api/admin/users/${id}`;

  it('needs an administrator and changes nothing otherwise', async () => {
    const target = await newUser();
    await expectUnchanged(ctx, ['users'], () =>
      expectAdminOnly(ctx.app, member.token, { method: 'PUT', url: url(target.id), payload: { email: target.email, admin: true } }),
    );
  });

  it('moves a user to another group by name, into its default household', async () => {
    const user = await newUser();
    const group = await newGroup('Destination Group');
    const { password: _password, ...out } = user;
    const res = await asAdmin('PUT', url(user.id), { ...out, group: 'Destination Group', household: null });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      group: 'Destination Group',
      groupId: group.id,
      groupSlug: 'destination-group',
      household: 'Family',
      householdId: group.households[0].id,
    });
    const token = await signIn(ctx.app, user.username, user.password);
    const self = await ctx.app.inject({ method: 'GET', url: '/api/users/self', headers: bearer(token) });
    expect(self.json().groupId).toBe(group.id);
  });

  it('moves a user to another household of their group by name', async () => {
    const group = await newGroup('Two Household Group');
    const upstairs = (await asAdmin('POST', '/api/admin/households', { groupId: group.id, name: 'Upstairs' })).json();
    const user = await newUser({ group: group.name });
    const res = await asAdmin('PUT', url(user.id), { email: user.email, group: group.name, household: 'Upstairs' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ groupId: group.id, household: 'Upstairs', householdId: upstairs.id, householdSlug: 'upstairs' });
  });

  it('changes names and flags, and forces every flag on when making an administrator', async () => {
    const user = await newUser();
    const changed = await asAdmin('PUT', url(user.id), { email: user.email, fullName: 'Renamed', canInvite: true, advanced: true });
    expect(changed.json()).toMatchObject({
      fullName: 'Renamed',
      admin: false,
      canInvite: true,
      advanced: true,
      canManage: false,
      canOrganize: false,
    });
    const promoted = await asAdmin('PUT', url(user.id), { email: user.email, admin: true, canManage: false });
    expect(promoted.json()).toMatchObject({
      admin: true,
      advanced: true,
      canInvite: true,
      canManage: true,
      canManageHousehold: true,
      canOrganize: true,
    });
    const demoted = await asAdmin('PUT', url(user.id), { email: user.email, admin: false });
    expect(demoted.json().admin).toBe(false);
  });

  it('refuses an unknown group or household with 400, and changes nothing', async () => {
    const user = await newUser();
    await expectUnchanged(ctx, ['users'], async () => {
      const noGroup = await asAdmin('PUT', url(user.id), { email: user.email, group: 'Nowhere' });
      expect(noGroup.statusCode).toBe(400);
      expect(noGroup.json()).toEqual(errorDto.errorResponse('Group "Nowhere" does not exist'));
      const noHousehold = await asAdmin('PUT', url(user.id), { email: user.email, household: 'Attic' });
      expect(noHousehold.statusCode).toBe(400);
      expect(noHousehold.json().detail.message).toMatch(/Household "Attic" does not exist/);
    });
  });

  it("refuses another user's username or e-mail with 409 and an invalid e-mail with 422, changing nothing", async () => {
    const user = await newUser();
    const other = await newUser();
    await expectUnchanged(ctx, ['users'], async () => {
      const sameEmail = await asAdmin('PUT', url(user.id), { email: other.email.toUpperCase(), fullName: 'Changed' });
      expect(sameEmail.statusCode).toBe(409);
      const sameName = await asAdmin('PUT', url(user.id), { email: user.email, username: other.username.toUpperCase() });
      expect(sameName.statusCode).toBe(409);
      const badEmail = await asAdmin('PUT', url(user.id), { email: 'nope', fullName: 'Changed' });
      expect(badEmail.statusCode).toBe(422);
      expect(badEmail.json()).toEqual(errorDto.invalidField('body', 'email'));
      const noEmail = await asAdmin('PUT', url(user.id), { fullName: 'Changed' });
      expect(noEmail.statusCode).toBe(422);
      expect(noEmail.json().detail[0].loc).toEqual(['body', 'email']);
    });
  });

  it('refuses an administrator removing their own admin flag with 403, but lets them edit themselves', async () => {
    await expectUnchanged(ctx, ['users'], async () => {
      const res = await asAdmin('PUT', url(adminId), { email: ADMIN_EMAIL, admin: false });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(errorDto.errorResponse('You cannot remove your own administrator rights'));
    });
    const edit = await asAdmin('PUT', url(adminId), { email: ADMIN_EMAIL, admin: true, fullName: 'Head Cook' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ id: adminId, admin: true, fullName: 'Head Cook' });
    await asAdmin('PUT', url(adminId), { email: ADMIN_EMAIL, fullName: 'Change Me' });
  });

  it('answers 404 for an unknown id and 422 for an id that is not a UUID', async () => {
    const missing = await asAdmin('PUT', url(MISSING_ID), { email: 'ghost@larder.test' });
    expect(missing.statusCode).toBe(404);
    const malformed = await asAdmin('PUT', url('123'), { email: 'ghost@larder.test' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json()).toEqual(errorDto.invalidField('path', 'itemId'));
  });
});

describe('DELETE /api/admin/users/{id}', () => {
  const url = (id: string) => `/api/admin/users/${id}`;

  it('needs an administrator and deletes nothing otherwise', async () => {
    const target = await newUser();
    await expectUnchanged(ctx, ['users'], () => expectAdminOnly(ctx.app, member.token, { method: 'DELETE', url: url(target.id) }));
  });

  it('returns the deleted user, who can no longer sign in, with their API tokens gone', async () => {
    const user = await newUser();
    const token = await signIn(ctx.app, user.username, user.password);
    const apiToken = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/api-tokens',
      headers: bearer(token),
      payload: { name: 'phone' },
    });
    expect(apiToken.statusCode).toBe(201);

    const res = await asAdmin('DELETE', url(user.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, username: user.username, email: user.email });

    const signInAgain = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: user.username, password: user.password },
    });
    expect(signInAgain.statusCode).toBe(401);
    expect((await asAdmin('GET', url(user.id))).statusCode).toBe(404);
    const tokens = await ctx.database.db.selectFrom('long_live_tokens').select('id').where('user_id', '=', user.id).execute();
    expect(tokens).toEqual([]);
  });

  it('lets an administrator delete themself while another administrator remains', async () => {
    const other = await newUser({ admin: true });
    const token = await signIn(ctx.app, other.username, other.password);
    const res = await ctx.app.inject({ method: 'DELETE', url: url(other.id), headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: other.id, username: other.username });
    expect((await asAdmin('GET', url(other.id))).statusCode).toBe(404);
  });

  it('refuses to delete the only administrator with 403, deleting nothing', async () => {
    const { db } = ctx.database;
    const otherAdmins = await db.selectFrom('users').select('id').where('admin', '=', true).where('id', '<>', adminId).execute();
    const ids = otherAdmins.map((row) => row.id);
    if (ids.length > 0) await db.updateTable('users').set({ admin: false }).where('id', 'in', ids).execute();
    try {
      await expectUnchanged(ctx, ['users'], async () => {
        const res = await asAdmin('DELETE', url(adminId));
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual(errorDto.errorResponse('You cannot delete the only administrator'));
      });
    } finally {
      if (ids.length > 0) await db.updateTable('users').set({ admin: true }).where('id', 'in', ids).execute();
    }
    await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
  });

  it('answers 404 for an unknown id and 422 for an id that is not a UUID', async () => {
    await expectUnchanged(ctx, ['users'], async () => {
      const missing = await asAdmin('DELETE', url(MISSING_ID));
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(errorDto.errorResponse('User not found'));
      const malformed = await asAdmin('DELETE', url('not-a-uuid'));
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json()).toEqual(errorDto.invalidField('path', 'itemId'));
    });
  });
});

describe('POST /api/admin/users/password-reset-token', () => {
  const url = '/api/admin/users/password-reset-token';

  it('needs an administrator and mints nothing otherwise', async () => {
    await expectUnchanged(ctx, ['password_reset_tokens'], () =>
      expectAdminOnly(ctx.app, member.token, { method: 'POST', url, payload: { email: member.email } }),
    );
  });

  it('mints a single-use token that resets the password through /api/users/reset-password', async () => {
    const user = await newUser();
    const res = await asAdmin('POST', url, { email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) });
    const { token } = res.json();

    const reset = { token, email: user.email, password: 'brand-new-password', passwordConfirm: 'brand-new-password' };
    const first = await ctx.app.inject({ method: 'POST', url: '/api/users/reset-password', payload: reset });
    expect(first.statusCode).toBe(200);
    await signIn(ctx.app, user.username, 'brand-new-password');
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      payload: { username: user.username, password: user.password },
    });
    expect(old.statusCode).toBe(401);

    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/reset-password',
      payload: { ...reset, password: 'third-password', passwordConfirm: 'third-password' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(errorDto.errorResponse('Invalid token'));
    await signIn(ctx.app, user.username, 'brand-new-password');
  });

  it('answers 404 for an unknown e-mail and 422 without one, minting nothing', async () => {
    await expectUnchanged(ctx, ['password_reset_tokens'], async () => {
      const unknown = await asAdmin('POST', url, { email: 'nobody@larder.test' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().detail.message).toEqual(expect.any(String));
      const missing = await asAdmin('POST', url, {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json()).toEqual(errorDto.invalidField('body', 'email'));
    });
  });
});

describe('POST /api/admin/users/unlock', () => {
  it('needs an administrator and unlocks nothing otherwise', async () => {
    const user = await newUser();
    await ctx.database.db
      .updateTable('users')
      .set({ locked_at: new Date().toISOString(), login_attemps: 5 })
      .where('id', '=', user.id)
      .execute();
    await expectUnchanged(ctx, ['users'], () =>
      expectAdminOnly(ctx.app, member.token, { method: 'POST', url: '/api/admin/users/unlock?force=true' }),
    );
    const res = await asAdmin('POST', '/api/admin/users/unlock?force=true');
    expect(res.json().unlocked).toBeGreaterThanOrEqual(1);
    const row = await ctx.database.db
      .selectFrom('users')
      .select(['locked_at', 'login_attemps'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ locked_at: null, login_attemps: 0 });
  });
});
