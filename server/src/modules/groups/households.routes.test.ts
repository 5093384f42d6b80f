import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, setupTestApp, signIn, type TestContext } from '../../../test/harness.js';
import { errorDto } from '../../../test/responses.js';
import { visitorScope } from '../../platform/access.js';

let ctx: TestContext;
let adminToken: string;
let member: TestUser;
let outsider: TestUser;
const households: Record<string, { id: string; slug: string }> = {};

const get = (user: TestUser | null, url: string) => ctx.app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });
const names = (body: { items: { name: string }[] }) => body.items.map((h) => h.name);

async function addHousehold(groupId: string, name: string, privateHousehold: boolean) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/households',
    headers: bearer(adminToken),
    payload: { groupId, name },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id, slug } = created.json();
  const updated = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/households/${id}`,
    headers: bearer(adminToken),
    payload: { groupId, name, preferences: { privateHousehold } },
  });
  expect(updated.statusCode, updated.body).toBe(200);
  return { id, slug };
}

beforeAll(async () => {
  ctx = await setupTestApp();
  adminToken = await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
  member = await createUser(ctx);
  outsider = await createUser(ctx);
  households.downstairs = await addHousehold(member.groupId, 'Downstairs', false);
  households.attic = await addHousehold(member.groupId, 'Crème Attic', true);
  households.foreign = await addHousehold(outsider.groupId, 'Neighbours', false);
});
afterAll(() => ctx.close());

describe('GET /api/groups/households', () => {
  it('answers 401 without a token', async () => {
    const res = await get(null, '/api/groups/households');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorDto.unauthenticated);
  });

  it("lists every household of the caller's group, private ones included, and none of another group", async () => {
    const res = await get(member, '/api/groups/households?orderBy=name&orderDirection=asc');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual(['Crème Attic', 'Downstairs', 'Family']);
    expect(body).toMatchObject({ page: 1, per_page: 50, total: 3, total_pages: 1, next: null, previous: null });
    expect(body.items[0]).toEqual({
      groupId: member.groupId,
      name: 'Crème Attic',
      id: households.attic.id,
      slug: households.attic.slug,
      preferences: expect.objectContaining({ id: expect.any(String), privateHousehold: true, firstDayOfWeek: 0 }),
    });
    expect(JSON.stringify(body)).not.toContain('Neighbours');
    expect(names((await get(outsider, '/api/groups/households?orderBy=name&orderDirection=asc')).json())).toEqual(['Family', 'Neighbours']);
  });

  it('pages with Mealie links, orders by any listed attribute and refuses an unknown one', async () => {
    const first = (await get(member, '/api/groups/households?perPage=2&orderBy=name&orderDirection=desc')).json();
    expect(names(first)).toEqual(['Family', 'Downstairs']);
    expect(first).toMatchObject({ total: 3, total_pages: 2, previous: null });
    expect(first.next).toBe(
      '/api/groups/households?page=2&perPage=2&orderBy=name&orderDirection=desc&queryFilter=None&paginationSeed=None',
    );
    const second = (await get(member, first.next)).json();
    expect(names(second)).toEqual(['Crème Attic']);
    expect(second.previous).toMatch(/^\/api\/groups\/households\?page=1&/);

    const bad = await get(member, '/api/groups/households?orderBy=password');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('password');
    expect((await get(member, '/api/groups/households?perPage=0')).statusCode).toBe(400);
  });

  it('searches names without regard to case or accents, best match first', async () => {
    expect(names((await get(member, '/api/groups/households?search=creme')).json())).toEqual(['Crème Attic']);
    expect(names((await get(member, '/api/groups/households?search=STAIRS')).json())).toEqual(['Downstairs']);
    expect(names((await get(member, '/api/groups/households?search=neighbours')).json())).toEqual([]);
    const ranked = (await get(member, '/api/groups/households?search=family downstairs')).json();
    expect(names(ranked).sort()).toEqual(['Downstairs', 'Family']);
  });

  it('filters with queryFilter, and a bad filter is a 400 that names the fault', async () => {
    const notPrivate = await get(
      member,
      `/api/groups/households?queryFilter=${encodeURIComponent('preferences.privateHousehold = false')}`,
    );
    expect(names(notPrivate.json())).toEqual(['Downstairs']);
    const bySlug = await get(
      member,
      `/api/groups/households?queryFilter=${encodeURIComponent(`slug IN [downstairs, family]`)}&orderBy=slug:asc`,
    );
    expect(names(bySlug.json())).toEqual(['Downstairs', 'Family']);
    // The group scope cannot be widened by naming another group in the filter.
    const widened = await get(member, `/api/groups/households?queryFilter=${encodeURIComponent(`group_id = "${outsider.groupId}"`)}`);
    expect(widened.json().items).toEqual([]);
    const bad = await get(member, `/api/groups/households?queryFilter=${encodeURIComponent('users.password = "x"')}`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /api/groups/households/{household_slug}', () => {
  it('answers 401 without a token', async () => {
    const res = await get(null, `/api/groups/households/${households.downstairs.slug}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorDto.unauthenticated);
  });

  it('reads a household of the group by slug or by id, private or not', async () => {
    const bySlug = await get(member, `/api/groups/households/${households.attic.slug}`);
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ id: households.attic.id, name: 'Crème Attic', preferences: { privateHousehold: true } });
    const byId = await get(member, `/api/groups/households/${households.attic.id}`);
    expect(byId.json()).toEqual(bySlug.json());
    const listed = (await get(member, '/api/groups/households?search=downstairs')).json().items[0];
    expect((await get(member, `/api/groups/households/${households.downstairs.slug}`)).json()).toEqual(listed);
  });

  it("answers 404 for another group's household, by slug or id, the same as a missing one", async () => {
    for (const ref of [households.foreign.slug, households.foreign.id, 'no-such-household', '00000000-0000-4000-8000-000000000000']) {
      const res = await get(member, `/api/groups/households/${ref}`);
      expect(res.statusCode, ref).toBe(404);
      expect(res.json()).toEqual({ detail: 'Household not found' });
    }
    // Every group has a default "family" household: the slug resolves to the caller's own.
    const family = (await get(outsider, '/api/groups/households/family')).json();
    expect(family).toMatchObject({ groupId: outsider.groupId, id: outsider.householdId });
  });
});

describe('households seen by a visitor of a public group (the explore pages)', () => {
  const query = { page: 1, perPage: 50, orderBy: 'name', orderDirection: 'asc' as const };

  it('lists and reads only the households that are not private', async () => {
    const visitor = visitorScope({ id: member.groupId, private_group: false });
    const { households: service } = ctx.app.services;
    expect(names(await service.listGroupHouseholds(visitor, query))).toEqual(['Downstairs']);
    expect(names(await service.listGroupHouseholds(visitor, { ...query, search: 'attic' }))).toEqual([]);
    expect(await service.getGroupHousehold(visitor, households.downstairs.slug)).toMatchObject({ id: households.downstairs.id });
    for (const ref of [households.attic.slug, households.attic.id, households.foreign.slug]) {
      await expect(service.getGroupHousehold(visitor, ref), ref).rejects.toMatchObject({ kind: 'not_found' });
    }
  });
});
