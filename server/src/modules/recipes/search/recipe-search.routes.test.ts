import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizer, createUser, type TestUser } from '../../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../../test/harness.js';
import { normalizeText } from '../../../platform/normalize.js';
import { indexRecipes } from './recipe-search.js';

// Search as a client sees it: recipes written through the recipes API, found through
// GET /api/recipes?search=.
let ctx: TestContext;
let cook: TestUser;
let stranger: TestUser;

async function create(user: TestUser, name: string, patch: Record<string, unknown> = {}): Promise<string> {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/recipes', headers: bearer(user.token), payload: { name } });
  expect(res.statusCode).toBe(201);
  const slug = res.body.startsWith('"') ? (res.json() as string) : res.body;
  if (Object.keys(patch).length) {
    const upd = await ctx.app.inject({ method: 'PATCH', url: `/api/recipes/${slug}`, headers: bearer(user.token), payload: patch });
    expect(upd.statusCode, upd.body).toBe(200);
  }
  return slug;
}

async function search(user: TestUser, text: string): Promise<string[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/recipes?search=${encodeURIComponent(text)}&perPage=-1`,
    headers: bearer(user.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((r: { name: string }) => r.name);
}

beforeAll(async () => {
  ctx = await setupTestApp();
  cook = await createUser(ctx);
  stranger = await createUser(ctx);
  await create(cook, 'Crème brûlée', { description: 'Custard under a caramel crust.' });
  await create(cook, 'Chicken Pot Pie', {
    description: 'Flaky pastry.',
    recipeIngredient: [{ note: 'leftover roast chicken' }, { originalText: '2 cups frozen peas' }],
  });
  await create(cook, 'Pea and Mint Soup', { description: 'Quick, green and bright; good with chicken stock.' });
  await create(stranger, 'Chicken Soup');
});
afterAll(() => ctx.close());

describe('GET /api/recipes?search=', () => {
  it('finds by name, diacritics-insensitive, with typos, best matches first', async () => {
    expect(await search(cook, 'creme brulee')).toEqual(['Crème brûlée']);
    expect(await search(cook, 'chiken')).toEqual(['Chicken Pot Pie', 'Pea and Mint Soup']);
  });

  it('finds by ingredient text', async () => {
    expect(await search(cook, 'frozen peas')).toEqual(['Chicken Pot Pie']);
  });

  it("keeps to the caller's group", async () => {
    expect(await search(stranger, 'chicken')).toEqual(['Chicken Soup']);
    expect(await search(cook, 'soup')).toEqual(['Pea and Mint Soup']);
  });

  it('follows renames and deletes', async () => {
    const slug = await create(cook, 'Lemon Posset');
    expect(await search(cook, 'posset')).toEqual(['Lemon Posset']);
    const upd = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${slug}`,
      headers: bearer(cook.token),
      payload: { name: 'Lime Posset' },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(await search(cook, 'lemon')).toEqual([]);
    expect(await search(cook, 'lime posset')).toEqual(['Lime Posset']);
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/recipes/${upd.json().slug}`, headers: bearer(cook.token) });
    expect(del.statusCode).toBe(200);
    expect(await search(cook, 'posset')).toEqual([]);
  });

  it('counts all matches, of the search alone and narrowed further, on every page', async () => {
    const page = async (query: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/recipes?${query}`, headers: bearer(cook.token) });
      expect(res.statusCode, res.body).toBe(200);
      const { total, total_pages, items } = res.json();
      return { total, total_pages, names: items.map((r: { name: string }) => r.name) };
    };
    expect(await page('search=chicken&perPage=1')).toEqual({ total: 2, total_pages: 2, names: ['Chicken Pot Pie'] });
    expect(await page('search=chicken&perPage=1&page=2')).toEqual({ total: 2, total_pages: 2, names: ['Pea and Mint Soup'] });
    expect(await page('search=chicken&perPage=1&page=5')).toEqual({ total: 2, total_pages: 2, names: [] });
    const filter = encodeURIComponent('name LIKE "%soup%"');
    expect(await page(`search=chicken&perPage=1&queryFilter=${filter}`)).toEqual({
      total: 1,
      total_pages: 1,
      names: ['Pea and Mint Soup'],
    });
    expect(await page(`search=chicken&perPage=1&households=${encodeURIComponent('no-such-household')}`)).toEqual({
      total: 0,
      total_pages: 0,
      names: [],
    });
    // Narrowed by a tag: counted with the page it sorts, and beyond the last page too.
    const tag = await createOrganizer(ctx, cook, 'tags', { name: 'Weeknight' });
    for (const slug of ['pea-and-mint-soup', 'creme-brulee', 'chicken-pot-pie']) {
      const upd = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/recipes/${slug}`,
        headers: bearer(cook.token),
        payload: { tags: [tag] },
      });
      expect(upd.statusCode, upd.body).toBe(200);
    }
    const tagged = `search=chicken&perPage=1&tags=${tag.id}`;
    expect(await page(tagged)).toEqual({ total: 2, total_pages: 2, names: ['Chicken Pot Pie'] });
    expect(await page(`${tagged}&page=2`)).toEqual({ total: 2, total_pages: 2, names: ['Pea and Mint Soup'] });
    expect(await page(`${tagged}&page=5`)).toEqual({ total: 2, total_pages: 2, names: [] });
    expect(await page(`search=caramel&perPage=1&tags=${tag.id}`)).toEqual({ total: 1, total_pages: 1, names: ['Crème brûlée'] });
  });

  it('lists everything for text without words', async () => {
    expect((await search(cook, '?!')).length).toBe(3);
  });
});

describe('GET /api/recipes?search= pages', () => {
  it('pages through the best matches in the order an explicit search_rank order gives, ties newest first', async () => {
    const baker = await createUser(ctx);
    // Equal ranks (the word in the name) and lower ones (in the description), created in turn.
    for (const name of ['Bread Rolls', 'Rye Bread', 'Bread Pudding', 'Soda Bread']) await create(baker, name, { description: 'Crusty.' });
    for (const name of ['Toast', 'Croutons']) await create(baker, name, { description: 'Uses up stale bread.' });
    const page = async (query: string) => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/recipes?search=bread&perPage=4&${query}`,
        headers: bearer(baker.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return { total: body.total, next: body.next !== null, names: body.items.map((r: { name: string }) => r.name) };
    };
    const explicit = 'orderBy=search_rank%3Adesc%2C%20created_at%3Adesc';
    expect(await page('page=1')).toEqual({ total: 6, next: true, names: ['Soda Bread', 'Bread Pudding', 'Rye Bread', 'Bread Rolls'] });
    expect(await page('page=2')).toEqual({ total: 6, next: false, names: ['Croutons', 'Toast'] });
    for (const p of [1, 2]) expect(await page(`page=${p}`)).toEqual(await page(`page=${p}&${explicit}`));
    expect((await page('page=-1')).names).toEqual(['Croutons', 'Toast']);
  });
});

describe('GET /api/recipes?search= with hundreds of matches', () => {
  /**
   * A library where one word is in hundreds of recipes, at every rank: as a word of the name,
   * the start of one, a plural, inside another word, joined by a hyphen (a word of the index but
   * not of the name as ranked), in the description, in the ingredients only; creation times
   * repeat, so that ties are broken by the id.
   */
  let grocer: TestUser;
  /** On every third recipe, so that a filter beside the search leaves some of each rank. */
  let tag: { id: string };
  beforeAll(async () => {
    grocer = await createUser(ctx);
    tag = await createOrganizer(ctx, grocer, 'tags', { name: 'Every third' });
    const { db, engine } = ctx.database;
    const names = [
      ['Pepper Soup', ''],
      ['Stuffed Peppers', ''],
      ['Pepperoni Pizza', 'With soup on the side.'],
      ['Sweetpepper Salad', ''],
      ['Bbq-Pepper Wings', ''],
      ['Green Soup', 'A pepper or two.'],
      ['Tomato Soup', 'Peppery and warm.'],
      ['Plain Rice', ''],
      ['Bean Stew', 'Soup-like.'],
    ];
    const ids: string[] = [];
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 480; i++) {
        const [name, description] = names[i % names.length];
        const id = crypto.randomUUID();
        ids.push(id);
        const created = new Date(Date.UTC(2024, 0, 1) + Math.floor(i / 3) * 60_000).toISOString();
        await trx
          .insertInto('recipes')
          .values({
            id,
            group_id: grocer.groupId,
            user_id: grocer.id,
            slug: `r-${i}`,
            name: `${name} ${i}`,
            name_normalized: normalizeText(`${name} ${i}`),
            description,
            description_normalized: normalizeText(description),
            date_added: created.slice(0, 10),
            recipe_yield_quantity: 0,
            recipe_servings: 0,
            is_ocr_recipe: false,
            created_at: created,
            update_at: created,
          })
          .execute();
        await trx
          .insertInto('recipes_ingredients')
          .values({
            recipe_id: id,
            position: 0,
            note: i % 2 ? 'black pepper, soup stock' : 'salt, soup',
            note_normalized: normalizeText(i % 2 ? 'black pepper, soup stock' : 'salt, soup'),
            created_at: created,
            update_at: created,
          })
          .execute();
        if (i % 3 === 0) await trx.insertInto('recipes_to_tags').values({ recipe_id: id, tag_id: tag.id }).execute();
      }
      await indexRecipes(trx, engine, ids);
    });
  });

  const page = async (query: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/recipes?${query}`, headers: bearer(grocer.token) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return { total: body.total, ids: body.items.map((r: { id: string }) => r.id) };
  };

  it('pages through them as an explicit search_rank order does, on every page', async () => {
    const explicit = 'orderBy=search_rank%3Adesc%2C%20created_at%3Adesc';
    for (const text of ['pepper', 'peppers', 'pepp', 'peper', 'pepper soup', 'soup pepper ', 'soup']) {
      const search = `search=${encodeURIComponent(text)}`;
      const first = await page(`${search}&perPage=50`);
      expect(first.total, text).toBeGreaterThanOrEqual(300);
      for (const window of [
        'perPage=50&page=1',
        'perPage=50&page=2',
        'perPage=7&page=9',
        'perPage=30&page=4',
        'perPage=100&page=4',
        'perPage=50&page=9',
      ]) {
        const found = await page(`${search}&${window}`);
        expect(found, `${text}: ${window}`).toEqual(await page(`${search}&${window}&${explicit}`));
      }
      // Every match once, over all pages.
      const all: string[] = [];
      for (let p = 1; p <= Math.ceil(first.total / 40); p++) all.push(...(await page(`${search}&perPage=40&page=${p}`)).ids);
      expect(new Set(all).size, text).toBe(first.total);
    }
  });

  it('pages through them narrowed by another filter as an explicit search_rank order does', async () => {
    const explicit = 'orderBy=search_rank%3Adesc%2C%20created_at%3Adesc';
    for (const text of ['pepper', 'pepp', 'peper', 'soup pepper ']) {
      const search = `search=${encodeURIComponent(text)}&tags=${tag.id}`;
      const first = await page(`${search}&perPage=50`);
      expect(first.total, text).toBeGreaterThanOrEqual(100);
      expect(first.total, text).toBe((await page(`${search}&perPage=50&${explicit}`)).total);
      for (const window of ['perPage=50&page=1', 'perPage=50&page=2', 'perPage=7&page=9', 'perPage=50&page=9']) {
        const found = await page(`${search}&${window}`);
        expect(found, `${text}: ${window}`).toEqual(await page(`${search}&${window}&${explicit}`));
      }
    }
  });

  it('pages through the whole library newest first, ties by id, as an explicit created_at order does, and after a change', async () => {
    const explicit = 'orderBy=created_at&orderDirection=desc';
    const samePages = async () => {
      for (const window of ['perPage=50&page=1', 'perPage=50&page=3', 'perPage=7&page=9', 'perPage=100&page=5', 'perPage=50&page=10']) {
        const found = await page(window);
        expect(found, window).toEqual(await page(`${window}&${explicit}`));
      }
      const all: string[] = [];
      const { total } = await page('perPage=50');
      for (let p = 1; p <= Math.ceil(total / 60); p++) all.push(...(await page(`perPage=60&page=${p}`)).ids);
      expect(new Set(all).size).toBe(total);
      return total;
    };
    expect(await samePages()).toBe(480);
    // One recipe deleted and one written through the API: the list follows both.
    const gone = await ctx.app.inject({ method: 'DELETE', url: '/api/recipes/r-4', headers: bearer(grocer.token) });
    expect(gone.statusCode, gone.body).toBe(200);
    await create(grocer, 'Fresh Loaf');
    expect(await samePages()).toBe(480);
    expect((await page('perPage=1')).ids).toEqual((await page(`perPage=1&${explicit}`)).ids);
    // One deleted behind the index's back (another process), then one written here, whose write
    // counts the search version as seen: the list notices the count and loads the index again.
    await ctx.database.db.deleteFrom('recipes').where('slug', '=', 'r-7').where('group_id', '=', grocer.groupId).execute();
    await create(grocer, 'Rye Loaf');
    expect(await samePages()).toBe(480);
    expect(await search(grocer, 'rye loaf')).toEqual(['Rye Loaf']);
    // A visitor's list (public recipes only) is not the whole library: the engine answers it.
    expect((await page('perPage=5&queryFilter=name%20LIKE%20%22Fresh%25%22')).total).toBe(1);
  });
});
