import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBareRecipe, createUser, memberOfOtherHousehold, type TestUser } from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../test/responses.js';

let ctx: TestContext;
let member: TestUser;
let neighbour: TestUser;
let manager: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  ctx = await setupTestApp();
  member = await createUser(ctx);
  neighbour = await memberOfOtherHousehold(ctx, member);
  manager = await createUser(ctx, { beside: member, flags: { canManage: true } });
  stranger = await createUser(ctx);
});
afterAll(() => ctx.close());

const get = (user: TestUser, url: string) => ctx.app.inject({ method: 'GET', url, headers: bearer(user.token) });

describe('signed out', () => {
  it.each([
    ['GET', '/api/groups/self'],
    ['GET', '/api/groups/members'],
    ['GET', '/api/groups/members/someone'],
    ['GET', '/api/groups/preferences'],
    ['PUT', '/api/groups/preferences'],
    ['GET', '/api/groups/storage'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await ctx.app.inject({ method, url, payload: method === 'PUT' ? { privateGroup: false } : undefined });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorDto.unauthenticated);
  });
});

describe('GET /api/groups/self', () => {
  it("returns the caller's group with its preferences", async () => {
    const res = await get(member, '/api/groups/self');
    expect(res.statusCode).toBe(200);
    const group = await ctx.database.db.selectFrom('groups').selectAll().where('id', '=', member.groupId).executeTakeFirstOrThrow();
    expect(res.json()).toEqual({
      name: group.name,
      id: member.groupId,
      slug: group.slug,
      preferences: { privateGroup: true, groupId: member.groupId, id: expect.any(String) },
    });
  });
});

describe('GET /api/groups/members', () => {
  it('lists every member of the group, across households, and nobody else', async () => {
    const res = await get(member, '/api/groups/members?orderBy=username&orderDirection=asc');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, per_page: 50, total: 3, total_pages: 1, next: null, previous: null });
    expect(body.items.map((u: { id: string }) => u.id).sort()).toEqual([member.id, neighbour.id, manager.id].sort());
    expect(body.items.find((u: { id: string }) => u.id === neighbour.id)).toEqual({
      id: neighbour.id,
      groupId: member.groupId,
      householdId: neighbour.householdId,
      username: neighbour.username,
      fullName: expect.any(String),
    });
  });

  it('paginates with links to the path called', async () => {
    const res = await get(member, '/api/groups/members?perPage=2&orderBy=username');
    expect(res.json()).toMatchObject({ total: 3, total_pages: 2, items: expect.any(Array) });
    expect(res.json().items).toHaveLength(2);
    expect(res.json().next).toMatch(/^\/api\/groups\/members\?page=2&perPage=2/);
  });
});

describe('GET /api/groups/members/{username_or_id}', () => {
  it('finds a member by username or by id', async () => {
    const byName = await get(member, `/api/groups/members/${neighbour.username}`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ id: neighbour.id, username: neighbour.username, householdId: neighbour.householdId });
    const byId = await get(member, `/api/groups/members/${neighbour.id}`);
    expect(byId.json()).toEqual(byName.json());
  });

  it('answers 404 User Not Found for a member of another group, by name or id, and for nobody', async () => {
    for (const key of [stranger.username, stranger.id, 'nobody-at-all']) {
      const res = await get(member, `/api/groups/members/${key}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'User Not Found' });
    }
  });
});

describe('GET|PUT /api/groups/preferences', () => {
  it('reads the group preferences', async () => {
    const res = await get(member, '/api/groups/preferences');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ privateGroup: true, groupId: member.groupId, id: expect.any(String) });
  });

  it('refuses a member without the manage flag with 403 and changes nothing', async () => {
    await expectUnchanged(ctx, ['group_preferences'], async () => {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: '/api/groups/preferences',
        headers: bearer(member.token),
        payload: { privateGroup: false },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual(errorDto.errorResponse('Permission Denied'));
    });
  });

  it('names a bad value with 422', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/groups/preferences',
      headers: bearer(manager.token),
      payload: { privateGroup: 'perhaps' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(errorDto.invalidField('body', 'privateGroup'));
  });

  it("lets a manager change their own group's privacy only (snake_case accepted)", async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/groups/preferences',
      headers: bearer(manager.token),
      payload: { private_group: false },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ privateGroup: false, groupId: member.groupId, id: expect.any(String) });
    expect((await get(member, '/api/groups/self')).json().preferences.privateGroup).toBe(false);
    expect((await get(stranger, '/api/groups/preferences')).json().privateGroup).toBe(true);

    // Mealie's default when the field is left out: private.
    const back = await ctx.app.inject({ method: 'PUT', url: '/api/groups/preferences', headers: bearer(manager.token), payload: {} });
    expect(back.json().privateGroup).toBe(true);
  });
});

describe('GET /api/groups/storage', () => {
  it("adds up the files of the group's recipe folders against 500 MiB", async () => {
    const empty = await get(member, '/api/groups/storage');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      usedStorageBytes: 0,
      usedStorageStr: '0 bytes',
      totalStorageBytes: 524_288_000,
      totalStorageStr: '500.0 MB',
    });

    const ours = await createBareRecipe(ctx, neighbour);
    const theirs = await createBareRecipe(ctx, stranger);
    const write = (recipeId: string, relative: string, bytes: number) => {
      const file = path.join(ctx.dataDir, 'recipes', recipeId, relative);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, Buffer.alloc(bytes));
    };
    write(ours.id, 'images/original.webp', 1024);
    write(ours.id, 'assets/notes.pdf', 512);
    write(ours.id, `images/timeline/${ours.id}/original.webp`, 1024);
    write(theirs.id, 'images/original.webp', 9000);
    // A folder no recipe of the group owns is not counted.
    write('00000000-0000-4000-8000-000000000000', 'images/original.webp', 7000);

    const res = await get(member, '/api/groups/storage');
    expect(res.json()).toEqual({
      usedStorageBytes: 2560,
      usedStorageStr: '2.5 KB',
      totalStorageBytes: 524_288_000,
      totalStorageStr: '500.0 MB',
    });
  });
});
