import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFood, createOrganizer, createRecipe, createUser, memberOfOtherHousehold, type TestUser } from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';
import { errorDto } from '../../../test/responses.js';
import { nowIso } from '../../platform/time.js';

let ctx: TestContext;
let cook: TestUser;
let housemate: TestUser;
let neighbour: TestUser;
let stranger: TestUser;
const ids: Record<string, string> = {};
let tags: Record<'easy' | 'cajun', { id: string; slug: string }>;
let dinner: { id: string; slug: string };
let wok: { id: string; slug: string };
let chicken: { id: string };
let rice: { id: string };

/**
 * Five recipes of one group (four by `cook`, one by a member of another household), created in
 * this order, with organizers, foods and ratings that the cases below filter and sort on.
 */
beforeAll(async () => {
  ctx = await setupTestApp();
  cook = await createUser(ctx);
  housemate = await createUser(ctx, { beside: cook });
  neighbour = await memberOfOtherHousehold(ctx, cook);
  stranger = await createUser(ctx);
  tags = {
    easy: await createOrganizer(ctx, cook, 'tags', { name: 'Easy' }),
    cajun: await createOrganizer(ctx, cook, 'tags', { name: 'Cajun' }),
  };
  dinner = await createOrganizer(ctx, cook, 'categories', { name: 'Dinner' });
  wok = await createOrganizer(ctx, cook, 'tools', { name: 'Wok' });
  chicken = await createFood(ctx, cook, { name: 'chicken' });
  rice = await createFood(ctx, cook, { name: 'rice' });

  const make = async (user: TestUser, name: string, patch: Record<string, unknown>) => {
    ids[name] = (await createRecipe(ctx, user, { name, ...patch })).id;
  };
  await make(cook, 'Apple Pie', { tags: [{ id: tags.easy.id }], description: 'Sweet dessert', settings: { public: true } });
  await make(cook, 'Cajun Chicken', {
    tags: [{ id: tags.easy.id }, { id: tags.cajun.id }],
    recipeCategory: [{ id: dinner.id }],
    tools: [{ id: wok.id }],
    recipeIngredient: [{ food: { id: chicken.id }, quantity: 1 }, { food: { id: rice.id } }],
    lastMade: '2024-03-01T12:00:00Z',
  });
  await make(cook, 'Beef Stew', { tags: [{ id: tags.cajun.id }], recipeCategory: [{ id: dinner.id }], settings: { public: false } });
  await make(cook, 'Fried Rice', { tools: [{ id: wok.id }], recipeIngredient: [{ food: { id: rice.id } }] });
  await make(neighbour, 'Zucchini Bread', { dateAdded: '2020-01-15' });
  await createRecipe(ctx, stranger, { name: 'Stranger Soup' });

  // Ratings: the average lives on the recipe; the caller's own rating wins when sorting.
  const rate = async (user: TestUser, name: string, rating: number) => {
    const now = nowIso();
    await ctx.database.db
      .insertInto('users_to_recipes')
      .values({
        id: crypto.randomUUID(),
        user_id: user.id,
        recipe_id: ids[name],
        rating,
        is_favorite: false,
        created_at: now,
        update_at: now,
      })
      .execute();
  };
  await rate(housemate, 'Apple Pie', 5);
  await rate(housemate, 'Beef Stew', 3);
  await rate(cook, 'Beef Stew', 1);
  for (const [name, rating] of [
    ['Apple Pie', 5],
    ['Beef Stew', 2],
  ] as const) {
    await ctx.database.db.updateTable('recipes').set({ rating }).where('id', '=', ids[name]).execute();
  }
});
afterAll(() => ctx.close());

const list = async (query: string, user: TestUser = cook) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/recipes?${query}`, headers: bearer(user.token) });
  return res;
};
const names = async (query: string, user: TestUser = cook) => {
  const res = await list(query, user);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((r: { name: string }) => r.name);
};

describe('GET /api/recipes', () => {
  it('lists every household of the group, newest first, as RecipeSummary', async () => {
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, per_page: 50, total: 5, total_pages: 1, next: null, previous: null });
    expect(body.items.map((r: { name: string }) => r.name)).toEqual([
      'Zucchini Bread',
      'Fried Rice',
      'Beef Stew',
      'Cajun Chicken',
      'Apple Pie',
    ]);
    const cajun = body.items.find((r: { name: string }) => r.name === 'Cajun Chicken');
    expect(cajun).toEqual({
      id: ids['Cajun Chicken'],
      userId: cook.id,
      householdId: cook.householdId,
      groupId: cook.groupId,
      name: 'Cajun Chicken',
      slug: 'cajun-chicken',
      image: null,
      recipeServings: 0,
      recipeYieldQuantity: 0,
      recipeYield: null,
      totalTime: null,
      prepTime: null,
      cookTime: null,
      performTime: null,
      description: '',
      recipeCategory: [{ id: dinner.id, name: 'Dinner', slug: 'dinner' }],
      tags: [
        { id: tags.cajun.id, name: 'Cajun', slug: 'cajun' },
        { id: tags.easy.id, name: 'Easy', slug: 'easy' },
      ],
      tools: [{ id: wok.id, name: 'Wok', slug: 'wok', onHand: false }],
      rating: null,
      orgURL: null,
      dateAdded: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      dateUpdated: expect.stringMatching(/Z$/),
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
      lastMade: '2024-03-01T12:00:00.000Z',
    });
    expect(res.headers['cache-control']).toBe('no-cache, no-store, must-revalidate');
  });

  it("never shows another group's recipes", async () => {
    expect(await names('', stranger)).toEqual(['Stranger Soup']);
  });

  it('pages with links that keep only the parameters that are set', async () => {
    const first = (await list('perPage=1&tags=easy&search=')).json();
    expect(first).toMatchObject({ page: 1, per_page: 1, total: 2, total_pages: 2 });
    expect(first.next).toBe('/api/recipes?page=2&perPage=1&orderDirection=desc&tags=easy');
    const res = (await list('perPage=2&orderBy=name&orderDirection=asc')).json();
    expect(res).toMatchObject({ page: 1, per_page: 2, total: 5, total_pages: 3, previous: null });
    expect(res.next).toBe('/api/recipes?page=2&perPage=2&orderBy=name&orderDirection=asc');
    const second = (await list(res.next.split('?')[1])).json();
    expect(second.items.map((r: { name: string }) => r.name)).toEqual(['Cajun Chicken', 'Fried Rice']);
    expect(second.previous).toBe('/api/recipes?page=1&perPage=2&orderBy=name&orderDirection=asc');
    const last = (await list('perPage=2&page=-1&tags=easy&tags=cajun')).json();
    expect(last).toMatchObject({ page: 2, total: 3, next: null });
    expect(last.previous).toBe('/api/recipes?page=1&perPage=2&orderDirection=desc&tags=easy&tags=cajun');
  });

  it('counts the total also for a page beyond the last, and an empty list has no pages', async () => {
    const beyond = (await list('perPage=2&page=9')).json();
    expect(beyond).toMatchObject({ page: 9, per_page: 2, total: 5, total_pages: 3, items: [], next: null });
    expect(beyond.previous).toBe('/api/recipes?page=8&perPage=2&orderDirection=desc');
    const none = (await list('perPage=2&search=zzzzqqq')).json();
    expect(none).toMatchObject({ page: 1, total: 0, total_pages: 0, items: [], next: null, previous: null });
  });

  it('orders by name case-insensitively and by several attributes', async () => {
    expect(await names('orderBy=name&orderDirection=asc')).toEqual([
      'Apple Pie',
      'Beef Stew',
      'Cajun Chicken',
      'Fried Rice',
      'Zucchini Bread',
    ]);
    expect(await names('orderBy=last_made:asc, name:desc&orderByNullPosition=first')).toEqual([
      'Zucchini Bread',
      'Fried Rice',
      'Beef Stew',
      'Apple Pie',
      'Cajun Chicken',
    ]);
  });

  it("orders by rating: the caller's own rating, else the average, unrated last", async () => {
    // cook rated Beef Stew 1 (average 2); Apple Pie has an average of 5.
    expect((await names('orderBy=rating&orderDirection=desc')).slice(0, 2)).toEqual(['Apple Pie', 'Beef Stew']);
    expect((await names('orderBy=rating&orderDirection=asc')).slice(0, 2)).toEqual(['Beef Stew', 'Apple Pie']);
    expect((await names('orderBy=rating&orderDirection=asc', housemate)).slice(0, 2)).toEqual(['Beef Stew', 'Apple Pie']);
    expect((await names('orderBy=rating&orderDirection=desc&orderByNullPosition=first')).slice(3)).toEqual(['Apple Pie', 'Beef Stew']);
  });

  it('orders randomly, stable for one seed, and needs a seed', async () => {
    const a = await names('orderBy=random&paginationSeed=abc&perPage=-1');
    expect(await names('orderBy=random&paginationSeed=abc&perPage=-1')).toEqual(a);
    expect([...a].sort()).toEqual(['Apple Pie', 'Beef Stew', 'Cajun Chicken', 'Fried Rice', 'Zucchini Bread']);
    const pages = [
      ...(await names('orderBy=random&paginationSeed=abc&perPage=3')),
      ...(await names('orderBy=random&paginationSeed=abc&perPage=3&page=2')),
    ];
    expect(pages).toEqual(a);
    expect((await list('orderBy=random')).statusCode).toBe(400);
  });

  it('answers 400 for an unknown orderBy attribute', async () => {
    const res = await list('orderBy=nope');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: 'Invalid order_by statement "nope": "nope" is invalid' });
  });

  it('filters by categories, tags and tools by id or slug, any-of unless all are required', async () => {
    const sorted = async (q: string) => (await names(q)).sort();
    expect(await sorted(`categories=${dinner.id}`)).toEqual(['Beef Stew', 'Cajun Chicken']);
    expect(await sorted('tags=easy&tags=cajun')).toEqual(['Apple Pie', 'Beef Stew', 'Cajun Chicken']);
    expect(await sorted(`tags=${tags.easy.id}&tags=cajun&requireAllTags=true`)).toEqual(['Cajun Chicken']);
    expect(await sorted('tools=wok')).toEqual(['Cajun Chicken', 'Fried Rice']);
    expect(await sorted('tools=wok&categories=dinner&requireAllCategories=true')).toEqual(['Cajun Chicken']);
    expect(await sorted('tags=no-such-tag')).toEqual([]);
  });

  it('filters by foods (ids), any-of unless all are required', async () => {
    expect((await names(`foods=${rice.id}`)).sort()).toEqual(['Cajun Chicken', 'Fried Rice']);
    expect(await names(`foods=${rice.id}&foods=${chicken.id}&requireAllFoods=true`)).toEqual(['Cajun Chicken']);
    expect((await list('foods=rice')).statusCode).toBe(400);
  });

  it('filters by households (id or slug)', async () => {
    expect(await names(`households=${neighbour.householdId}`)).toEqual(['Zucchini Bread']);
    expect((await names('households=family')).sort()).toEqual(['Apple Pie', 'Beef Stew', 'Cajun Chicken', 'Fried Rice']);
  });

  it("applies a cookbook's filter, by id or slug; an unknown one is 404", async () => {
    const now = nowIso();
    const id = crypto.randomUUID();
    await ctx.database.db
      .insertInto('cookbooks')
      .values({
        id,
        group_id: cook.groupId,
        household_id: cook.householdId,
        name: 'Cajun',
        slug: 'cajun-book',
        description: '',
        position: 1,
        public: false,
        query_filter_string: 'tags.name IN ["Cajun"]',
        created_at: now,
        update_at: now,
      })
      .execute();
    expect((await names('cookbook=cajun-book')).sort()).toEqual(['Beef Stew', 'Cajun Chicken']);
    expect(await names(`cookbook=${id}&tags=easy`)).toEqual(['Cajun Chicken']);
    const res = await list('cookbook=nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'cookbook not found' });
    expect((await list('cookbook=cajun-book', stranger)).statusCode).toBe(404);
  });

  it('searches name, description and ingredients, best match first', async () => {
    expect(await names('search=chicken')).toEqual(['Cajun Chicken']);
    expect(await names('search=dessert')).toEqual(['Apple Pie']);
    expect(await names('search=rice')).toEqual(['Fried Rice', 'Cajun Chicken']);
    expect(await names('search=rice&orderBy=name&orderDirection=asc')).toEqual(['Cajun Chicken', 'Fried Rice']);
  });
});

describe('GET /api/recipes?queryFilter=', () => {
  const filtered = async (filter: string) =>
    (await names(`queryFilter=${encodeURIComponent(filter)}&orderBy=name&orderDirection=asc`)).sort();

  it('matches to-many relationships with =, IN, NOT IN, CONTAINS ALL and LIKE', async () => {
    expect(await filtered('tags.name = easy')).toEqual(['Apple Pie', 'Cajun Chicken']);
    expect(await filtered('tags.name CONTAINS ALL ["Easy", "Cajun"]')).toEqual(['Cajun Chicken']);
    expect(await filtered('tags.slug IN [easy, cajun]')).toEqual(['Apple Pie', 'Beef Stew', 'Cajun Chicken']);
    expect(await filtered('tags.name NOT IN ["Cajun"]')).toEqual(['Apple Pie', 'Fried Rice', 'Zucchini Bread']);
    expect(await filtered('recipeCategory.slug = dinner AND tools.name = Wok')).toEqual(['Cajun Chicken']);
    expect(await filtered(`categories.id = ${dinner.id}`)).toEqual(['Beef Stew', 'Cajun Chicken']);
    expect(await filtered('recipeIngredient.food.name LIKE "ric%"')).toEqual(['Cajun Chicken', 'Fried Rice']);
    expect(await filtered('tags.name IS NULL')).toEqual(['Fried Rice', 'Zucchini Bread']);
  });

  it('matches columns, owners, households, settings and dates', async () => {
    expect(await filtered('name LIKE "%pie%" OR name = "fried rice"')).toEqual(['Apple Pie', 'Fried Rice']);
    expect(await filtered('lastMade IS NOT NULL')).toEqual(['Cajun Chicken']);
    expect(await filtered('last_made > 2024-01-01')).toEqual(['Cajun Chicken']);
    expect(await filtered('dateAdded < "2021-01-01"')).toEqual(['Zucchini Bread']);
    expect(await filtered(`user.username = ${neighbour.username}`)).toEqual(['Zucchini Bread']);
    expect(await filtered(`household_id = ${cook.householdId} AND settings.public = true`)).toEqual(['Apple Pie']);
    expect(await filtered('household.preferences.privateHousehold = true AND rating >= 4')).toEqual(['Apple Pie']);
    expect(await filtered('(tags.name = easy OR tags.name = cajun) AND tools.slug = wok')).toEqual(['Cajun Chicken']);
    expect(await filtered(`createdAt > ${new Date(Date.now() + 60_000).toISOString()}`)).toEqual([]);
  });

  it('answers 400 naming the fault of a bad filter', async () => {
    for (const [filter, message] of [
      ['nope = 1', 'invalid attribute "nope"'],
      ['tags.name CONTAINS ALL easy', 'CONTAINS ALL needs a list'],
      ['name CONTAINS ALL [a]', 'CONTAINS ALL needs a to-many attribute'],
      ['(name = a', 'unbalanced parentheses'],
      ['lastMade > yesterday-ish', 'not a valid date'],
      ['id = 12', 'not a valid UUID'],
    ]) {
      const res = await list(`queryFilter=${encodeURIComponent(filter)}`);
      expect(res.statusCode, filter).toBe(400);
      expect(res.json().detail).toContain(message);
    }
  });

  it('reads a page in the default order from the index alone, in that order (migration 0014)', async () => {
    const { db, engine } = ctx.database;
    // The statement of a default page: newest first, the id as tie-breaker.
    const page = sql`SELECT recipes.id FROM recipes WHERE recipes.group_id = ${cook.groupId}
      ORDER BY recipes.created_at DESC, recipes.id LIMIT 50 OFFSET 100`;
    if (engine === 'sqlite') {
      const { rows } = await sql<{ detail: string }>`EXPLAIN QUERY PLAN ${page}`.execute(db);
      expect(rows.map((r) => r.detail)).toEqual(['SEARCH recipes USING COVERING INDEX recipes_group_created_idx (group_id=?)']);
    } else {
      // A handful of rows would rather be read whole; the plan asked for is the one for a library.
      const plan = await db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${page}`.execute(trx);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
      expect(plan).toMatch(/Index (Only )?Scan Backward using recipes_group_created_idx/);
      expect(plan).not.toMatch(/Sort/);
    }
  });

  it('needs a user', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/recipes' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorDto.unauthenticated);
  });
});
