import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, type TestUser } from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../test/responses.js';

let ctx: TestContext;
let owner: TestUser;
let housemate: TestUser;
let otherHousehold: TestUser;
let stranger: TestUser;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

async function call(user: TestUser | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return ctx.app.inject({ method, url, headers: user ? bearer(user.token) : {}, payload: payload as object });
}

beforeAll(async () => {
  ctx = await setupTestApp();
  owner = await createUser(ctx);
  housemate = await createUser(ctx, { beside: owner });
  otherHousehold = await createUser(ctx, { beside: owner, household: 'Second House' });
  stranger = await createUser(ctx);
});
afterAll(() => ctx.close());

describe('POST /api/households/cookbooks', () => {
  it('requires a signed-in user', async () => {
    const res = await call(null, 'POST', '/api/households/cookbooks', { name: 'Nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorDto.unauthenticated);
  });

  it('refuses a missing name and an invalid filter with 422, creating nothing', async () => {
    await expectUnchanged(ctx, ['cookbooks'], async () => {
      const noName = await call(owner, 'POST', '/api/households/cookbooks', { description: 'x' });
      expect(noName.statusCode).toBe(422);
      expect(noName.json()).toEqual(errorDto.invalidField('body', 'name'));
      const badFilter = await call(owner, 'POST', '/api/households/cookbooks', { name: 'Broken', queryFilterString: 'name = ' });
      expect(badFilter.statusCode).toBe(422);
      expect(badFilter.json()).toEqual(errorDto.invalidField('body', 'queryFilterString'));
      const unbalanced = await call(owner, 'POST', '/api/households/cookbooks', { name: 'Broken', query_filter_string: '(name = a' });
      expect(unbalanced.statusCode).toBe(422);
      expect(unbalanced.json().detail[0].msg).toMatch(/parenthes/);
      const unknownAttribute = await call(owner, 'POST', '/api/households/cookbooks', {
        name: 'Broken',
        queryFilterString: 'flavour = umami',
      });
      expect(unknownAttribute.statusCode).toBe(422);
      expect(unknownAttribute.json().detail[0]).toMatchObject({
        loc: ['body', 'queryFilterString'],
        msg: expect.stringMatching(/flavour/),
      });
    });
  });

  it('creates a cookbook in the caller household with its parsed filter', async () => {
    const res = await call(owner, 'POST', '/api/households/cookbooks', {
      name: 'Weeknight Dinners',
      description: 'Fast ones',
      queryFilterString: 'name LIKE "%soup%" OR (name = "Stew" AND description IS NOT NULL)',
      public: true,
      position: 3,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(String),
      name: 'Weeknight Dinners',
      slug: 'weeknight-dinners',
      description: 'Fast ones',
      position: 3,
      public: true,
      queryFilterString: 'name LIKE "%soup%" OR (name = "Stew" AND description IS NOT NULL)',
      groupId: owner.groupId,
      householdId: owner.householdId,
      queryFilter: {
        parts: [
          {
            leftParenthesis: null,
            rightParenthesis: null,
            logicalOperator: null,
            attributeName: 'name',
            relationalOperator: 'LIKE',
            value: '%soup%',
          },
          {
            leftParenthesis: '(',
            rightParenthesis: null,
            logicalOperator: 'OR',
            attributeName: 'name',
            relationalOperator: '=',
            value: 'Stew',
          },
          {
            leftParenthesis: null,
            rightParenthesis: ')',
            logicalOperator: 'AND',
            attributeName: 'description',
            relationalOperator: 'IS NOT',
            value: 'NULL',
          },
        ],
      },
    });
  });

  it('keeps the name and retries the slug as name-1, name-2 on a clash in the group', async () => {
    const first = await call(owner, 'POST', '/api/households/cookbooks', { name: 'Soups' });
    const second = await call(housemate, 'POST', '/api/households/cookbooks', { name: 'Soups' });
    const third = await call(otherHousehold, 'POST', '/api/households/cookbooks', { name: 'Soups' });
    expect([first.json().slug, second.json().slug, third.json().slug]).toEqual(['soups', 'soups-1', 'soups-2']);
    expect(third.json().name).toBe('Soups');
  });
});

describe('GET /api/households/cookbooks', () => {
  it('lists only the caller household cookbooks, ordered by position', async () => {
    const res = await call(owner, 'GET', '/api/households/cookbooks?perPage=-1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, total: body.items.length, total_pages: 1, next: null, previous: null });
    expect(body.items.every((c: { householdId: string }) => c.householdId === owner.householdId)).toBe(true);
    const positions = body.items.map((c: { position: number }) => c.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));

    const elsewhere = await call(otherHousehold, 'GET', '/api/households/cookbooks?perPage=-1');
    expect(elsewhere.json().items.map((c: { slug: string }) => c.slug)).toEqual(['soups-2']);
    const strangers = await call(stranger, 'GET', '/api/households/cookbooks');
    expect(strangers.json().total).toBe(0);
  });

  it('serves the Mealie 1.x path /api/groups/cookbooks too', async () => {
    const v2 = await call(owner, 'GET', '/api/households/cookbooks?perPage=-1');
    const v1 = await call(owner, 'GET', '/api/groups/cookbooks?perPage=-1');
    expect(v1.statusCode).toBe(200);
    expect(v1.json().items).toEqual(v2.json().items);
  });
});

describe('GET /api/households/cookbooks/{id_or_slug}', () => {
  it('returns the cookbook with the recipes its filter selects, by slug or id', async () => {
    await createRecipe(ctx, owner, { name: 'Tomato Soup' });
    await createRecipe(ctx, housemate, { name: 'Onion Soup' });
    await createRecipe(ctx, owner, { name: 'Apple Pie' });
    const created = await call(owner, 'POST', '/api/households/cookbooks', { name: 'All Soups', queryFilterString: 'name LIKE "%soup%"' });
    const bySlug = await call(owner, 'GET', '/api/households/cookbooks/all-soups');
    expect(bySlug.statusCode).toBe(200);
    expect(bySlug.json()).toMatchObject({ ...created.json(), recipes: expect.any(Array) });
    expect(
      bySlug
        .json()
        .recipes.map((r: { name: string }) => r.name)
        .sort(),
    ).toEqual(['Onion Soup', 'Tomato Soup']);
    const byId = await call(owner, 'GET', `/api/households/cookbooks/${created.json().id}`);
    expect(byId.json()).toEqual(bySlug.json());
  });

  it('answers 404 to another household and another group', async () => {
    const created = await call(owner, 'POST', '/api/households/cookbooks', { name: 'Private Stuff' });
    const id = created.json().id;
    for (const user of [otherHousehold, stranger]) {
      const res = await call(user, 'GET', `/api/households/cookbooks/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not Found' });
      expect((await call(user, 'PUT', `/api/households/cookbooks/${id}`, { name: 'Mine now' })).statusCode).toBe(404);
      expect((await call(user, 'DELETE', `/api/households/cookbooks/${id}`)).statusCode).toBe(404);
    }
    expect((await call(owner, 'GET', `/api/households/cookbooks/${id}`)).json().name).toBe('Private Stuff');
  });
});

describe('GET /api/recipes?cookbook=', () => {
  it("narrows the list by any cookbook of the caller's group, by slug or id", async () => {
    await createRecipe(ctx, owner, { name: 'Barley Broth' });
    await createRecipe(ctx, owner, { name: 'Lemon Tart' });
    const created = (
      await call(otherHousehold, 'POST', '/api/households/cookbooks', { name: 'Broths', queryFilterString: 'name LIKE "%broth%"' })
    ).json();
    // Another household's cookbook still narrows a member's list (Mealie looks cookbooks up group-wide here).
    for (const ref of [created.slug, created.id, created.id.replace(/-/g, '')]) {
      const res = await call(owner, 'GET', `/api/recipes?cookbook=${ref}&perPage=-1`);
      expect(res.statusCode, ref).toBe(200);
      expect(res.json().items.map((r: { name: string }) => r.name)).toEqual(['Barley Broth']);
    }
  });

  it("answers 404 for another group's cookbook, as the cookbook route does", async () => {
    const created = (await call(owner, 'POST', '/api/households/cookbooks', { name: 'Group Secrets' })).json();
    for (const ref of [created.slug, created.id]) {
      const list = await call(stranger, 'GET', `/api/recipes?cookbook=${ref}`);
      expect(list.statusCode).toBe(404);
      expect(list.json()).toEqual({ detail: 'cookbook not found' });
      const one = await call(stranger, 'GET', `/api/households/cookbooks/${ref}`);
      expect(one.statusCode).toBe(404);
      expect(one.json()).toEqual({ detail: 'Not Found' });
    }
  });
});

describe('PUT /api/households/cookbooks/{id}', () => {
  it('renames with a new slug, keeps a suffixed slug of the same name, and validates the filter', async () => {
    const created = (await call(owner, 'POST', '/api/households/cookbooks', { name: 'Breads' })).json();
    const renamed = await call(owner, 'PUT', `/api/households/cookbooks/${created.id}`, {
      name: 'Good Breads',
      description: 'Crusty',
      position: 7,
      public: false,
      queryFilterString: 'name LIKE "%bread%"',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: created.id, name: 'Good Breads', slug: 'good-breads', description: 'Crusty', position: 7 });

    const soupsTwo = (await call(housemate, 'GET', '/api/households/cookbooks/soups-1')).json();
    const kept = await call(housemate, 'PUT', `/api/households/cookbooks/${soupsTwo.id}`, { name: 'Soups', description: 'still soups' });
    expect(kept.json()).toMatchObject({ slug: 'soups-1', description: 'still soups' });

    await expectUnchanged(ctx, ['cookbooks'], async () => {
      const bad = await call(owner, 'PUT', `/api/households/cookbooks/${created.id}`, { name: 'X', queryFilterString: 'name ~ 3' });
      expect(bad.statusCode).toBe(422);
      expect(bad.json()).toEqual(errorDto.invalidField('body', 'queryFilterString'));
      const missing = await call(owner, 'PUT', `/api/households/cookbooks/${MISSING_ID}`, { name: 'Ghost' });
      expect(missing.statusCode).toBe(404);
      const malformed = await call(owner, 'PUT', '/api/households/cookbooks/not-a-uuid', { name: 'Ghost' });
      expect(malformed.statusCode).toBe(422);
    });
  });
});

describe('PUT /api/households/cookbooks (bulk)', () => {
  it('reorders several cookbooks at once', async () => {
    const list = (await call(owner, 'GET', '/api/households/cookbooks?perPage=-1')).json().items;
    const reordered = list.map((c: Record<string, unknown>, i: number) => ({ ...c, position: list.length - i }));
    const res = await call(owner, 'PUT', '/api/households/cookbooks', reordered);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((c: { position: number }) => c.position)).toEqual(reordered.map((c: { position: number }) => c.position));
    const after = (await call(owner, 'GET', '/api/households/cookbooks?perPage=-1')).json().items;
    expect(after.map((c: { id: string }) => c.id)).toEqual([...list].reverse().map((c: { id: string }) => c.id));
  });

  it('changes nothing when one cookbook of the batch is not the caller household', async () => {
    const mine = (await call(owner, 'GET', '/api/households/cookbooks?perPage=-1')).json().items[0];
    const theirs = (await call(otherHousehold, 'GET', '/api/households/cookbooks?perPage=-1')).json().items[0];
    await expectUnchanged(ctx, ['cookbooks'], async () => {
      const res = await call(owner, 'PUT', '/api/households/cookbooks', [
        { ...mine, position: 99 },
        { ...theirs, position: 98 },
      ]);
      expect(res.statusCode).toBe(404);
      const invalid = await call(owner, 'PUT', '/api/households/cookbooks', [{ ...mine, position: 99 }, { name: 'no id' }]);
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json()).toEqual(errorDto.invalidField('body', 1, 'id'));
    });
  });
});

describe('DELETE /api/households/cookbooks/{id}', () => {
  it('deletes and returns the cookbook, which is then gone', async () => {
    const created = (await call(owner, 'POST', '/api/households/cookbooks', { name: 'Short Lived' })).json();
    const res = await call(owner, 'DELETE', `/api/households/cookbooks/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(created);
    expect((await call(owner, 'GET', `/api/households/cookbooks/${created.id}`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/api/households/cookbooks/${created.id}`)).statusCode).toBe(404);
  });
});
