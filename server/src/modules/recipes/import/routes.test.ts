import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../../test/harness.js';
import { errorDto, expectUnchanged } from '../../../../test/responses.js';
import { allowingPages, type PageServer, recipePage, soupJsonLd, startPageServer } from './test-pages.js';

let ctx: TestContext;
let cook: TestUser;
let pages: PageServer;

beforeAll(async () => {
  ctx = await setupTestApp();
  cook = await createUser(ctx);
  pages = await startPageServer();
});
afterAll(async () => {
  await pages.close();
  await ctx.close();
});

const post = (user: TestUser | null, url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: user ? bearer(user.token) : {}, payload });
const importUrl = (user: TestUser | null, payload: object) => post(user, '/api/recipes/create/url', payload);
const getRecipe = async (slug: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/recipes/${slug}`, headers: bearer(cook.token) });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const badRecipeData = { detail: expect.objectContaining({ details: 'BAD_RECIPE_DATA', message: expect.stringMatching(/No recipe/) }) };

describe('POST /api/recipes/create/url', () => {
  it('needs a user', async () => {
    const res = await importUrl(null, { url: `${pages.base}/soup` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorDto.unauthenticated);
  });

  it('refuses a body without url with 422 naming the field', async () => {
    const res = await importUrl(cook, { includeTags: true });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(errorDto.invalidField('body', 'url'));
  });

  it('refuses text without a web address with 400', async () => {
    const res = await importUrl(cook, { url: 'my grandmother’s soup' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail.message).toMatch(/No web address/);
  });

  it('saves the recipe with its steps, times, source and downloaded image, and answers the slug', async () => {
    const res = await allowingPages(ctx.app, pages, () => importUrl(cook, { url: `${pages.base}/soup` }));
    expect(res.statusCode, res.body).toBe(201);
    const slug = res.json();
    expect(slug).toBe('roasted-tomato-soup');
    const recipe = await getRecipe(slug);
    expect(recipe).toMatchObject({
      name: 'Roasted Tomato Soup',
      description: 'A smoky soup for cold evenings.',
      orgURL: `${pages.base}/soup`,
      recipeYield: '4 servings',
      totalTime: '1 hour',
      prepTime: '15 minutes',
      performTime: '45 minutes',
      userId: cook.id,
      tags: [],
      recipeCategory: [],
      nutrition: expect.objectContaining({ calories: '180 kcal' }),
    });
    expect(recipe.recipeIngredient.map((i: { note: string }) => i.note)).toEqual([
      '2 cups flour',
      '1 kg ripe tomatoes',
      '3 cloves garlic, crushed',
    ]);
    expect(recipe.recipeInstructions.map((s: { text: string }) => s.text)).toEqual([
      'Roast the tomatoes and garlic for 40 minutes.',
      'Blend until smooth and season to taste.',
    ]);
    expect(recipe.image).toEqual(expect.any(String));
    const images = fs.readdirSync(path.join(ctx.dataDir, 'recipes', recipe.id, 'images')).sort();
    expect(images).toEqual(['medium.webp', 'min-original.webp', 'original.webp', 'tiny-original.webp']);
  });

  it('turns keywords into tags and categories into categories with includeTags, reusing existing ones', async () => {
    const first = await allowingPages(ctx.app, pages, () => importUrl(cook, { url: `${pages.base}/soup-2`, include_tags: true }));
    expect(first.statusCode, first.body).toBe(201);
    const recipe = await getRecipe(first.json());
    expect(recipe.tags.map((t: { name: string }) => t.name).sort()).toEqual(['soup', 'vegetarian', 'Winter'].sort());
    expect(recipe.recipeCategory.map((c: { name: string }) => c.name).sort()).toEqual(['Italian', 'Starter']);

    const second = await allowingPages(ctx.app, pages, () => importUrl(cook, { url: `${pages.base}/soup-2`, includeTags: true }));
    expect(second.statusCode).toBe(201);
    expect(second.json()).toBe('green-pea-soup-1');
    const tags = await ctx.app.inject({ method: 'GET', url: '/api/organizers/tags?perPage=-1', headers: bearer(cook.token) });
    expect(tags.json().items.filter((t: { slug: string }) => t.slug === 'soup')).toHaveLength(1);
  });

  it('uses the first address in shared text', async () => {
    const res = await allowingPages(ctx.app, pages, () => importUrl(cook, { url: `Look at this! ${pages.base}/soup-2 so good` }));
    expect(res.statusCode, res.body).toBe(201);
    expect((await getRecipe(res.json())).orgURL).toBe(`${pages.base}/soup-2`);
  });

  it("parses ingredients on request and links the group's own foods and units", async () => {
    const unit = await post(cook, '/api/units', { name: 'cup', pluralName: 'cups' });
    expect(unit.statusCode, unit.body).toBe(201);
    const food = await post(cook, '/api/foods', { name: 'flour' });
    expect(food.statusCode, food.body).toBe(201);
    const res = await allowingPages(ctx.app, pages, () => importUrl(cook, { url: `${pages.base}/soup`, parseIngredients: true }));
    expect(res.statusCode, res.body).toBe(201);
    const recipe = await getRecipe(res.json());
    const [flour, tomatoes] = recipe.recipeIngredient;
    expect(flour).toMatchObject({ quantity: 2, unit: { id: unit.json().id }, food: { id: food.json().id }, originalText: '2 cups flour' });
    // Neither "kg" nor "tomatoes" is one of the group's: the words stay readable in the note.
    expect(tomatoes).toMatchObject({ quantity: 1, unit: null, food: null, originalText: '1 kg ripe tomatoes' });
    expect(tomatoes.note).toMatch(/tomatoes/);
    expect(recipe.settings.disableAmount).toBe(false);
  });

  it('answers 400 BAD_RECIPE_DATA for a page without a recipe, saving nothing', async () => {
    await expectUnchanged(ctx, ['recipes', 'tags'], async () => {
      const res = await allowingPages(ctx.app, pages, () => importUrl(cook, { url: `${pages.base}/no-recipe`, includeTags: true }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(badRecipeData);
    });
  });

  it('answers 400 for an address that is not a web page or does not exist', async () => {
    await expectUnchanged(ctx, ['recipes'], async () => {
      const picture = await allowingPages(ctx.app, pages, () => importUrl(cook, { url: `${pages.base}/picture` }));
      expect(picture.statusCode).toBe(400);
      expect(picture.json().detail.message).toMatch(/not .*web page.*image\/png/);
      const missing = await allowingPages(ctx.app, pages, () => importUrl(cook, { url: `${pages.base}/missing` }));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().detail.message).toMatch(/404/);
      const scheme = await importUrl(cook, { url: 'ftp://example.com/soup' });
      expect(scheme.statusCode).toBe(400);
    });
  });
});

describe('POST /api/recipes/create/url refuses private addresses', () => {
  const port = () => new URL(pages.base).port;
  const cases: [string, () => string][] = [
    ['loopback', () => `${pages.base}/soup`],
    ['10/8', () => 'http://10.0.0.1/soup'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['IPv6 loopback', () => `http://[::1]:${port()}/soup`],
    ['a name resolving to 127.0.0.1', () => `http://localhost:${port()}/soup`],
  ];
  for (const [what, url] of cases) {
    it(`refuses ${what} with 400, saving nothing`, async () => {
      await expectUnchanged(ctx, ['recipes'], async () => {
        const res = await importUrl(cook, { url: url() });
        expect(res.statusCode).toBe(400);
        expect(res.json().detail).toMatchObject({ exception: 'blocked-address', message: expect.stringMatching(/not a public address/) });
      });
    });
  }

  it('names the setting that would allow an own-network address, and none for the metadata address', async () => {
    const own = await importUrl(cook, { url: 'http://10.0.0.1/soup' });
    expect(own.json().detail).toMatchObject({ exception: 'blocked-address', allowedBy: 'ALLOW_PRIVATE_NETWORK_IMPORT' });
    const metadata = await importUrl(cook, { url: 'http://169.254.169.254/latest/meta-data/' });
    expect(metadata.json().detail.exception).toBe('blocked-address');
    expect(metadata.json().detail).not.toHaveProperty('allowedBy');
  });

  it('refuses a redirect to a private address, even from an allowed server', async () => {
    await expectUnchanged(ctx, ['recipes'], async () => {
      for (const hop of ['to-private', 'to-loopback']) {
        const res = await allowingPages(ctx.app, pages, () => importUrl(cook, { url: `${pages.base}/${hop}` }));
        expect(res.statusCode).toBe(400);
        expect(res.json().detail.exception).toBe('blocked-address');
      }
    });
  });
});

describe('POST /api/recipes/create/html-or-json', () => {
  const fromData = (user: TestUser | null, payload: object) => post(user, '/api/recipes/create/html-or-json', payload);

  it('needs a user', async () => {
    expect((await fromData(null, { data: '{}' })).statusCode).toBe(401);
  });

  it('refuses an empty body with 422 naming data', async () => {
    const res = await fromData(cook, { data: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(errorDto.invalidField('body', 'data'));
  });

  it('reads a pasted page', async () => {
    const html = recipePage({ ...soupJsonLd('/img/soup.png'), name: 'Pasted Page Soup' });
    const res = await fromData(cook, { data: html, includeTags: true, url: 'https://example.com/soups/pasted' });
    expect(res.statusCode, res.body).toBe(201);
    const recipe = await getRecipe(res.json());
    expect(recipe).toMatchObject({ name: 'Pasted Page Soup', orgURL: 'https://example.com/soups/pasted' });
    expect(recipe.tags.length).toBe(3);
  });

  it('stores every word of each line and both ends of a range when parsing ingredients', async () => {
    const chef = await createUser(ctx);
    for (const unit of [
      { name: 'cup', pluralName: 'cups' },
      { name: 'clove', pluralName: 'cloves' },
    ]) {
      expect((await post(chef, '/api/units', unit)).statusCode).toBe(201);
    }
    const garlic = (await post(chef, '/api/foods', { name: 'garlic' })).json();
    const lines = [
      '2 cups fresh Thai basil leaves (from 1 large bunch)',
      'One (1-inch) piece fresh ginger',
      '12-15 medium garlic cloves',
      '1-2 fresh Thai red chilis',
    ];
    const res = await fromData(chef, { data: JSON.stringify({ name: 'Green Curry', recipeIngredient: lines }), parseIngredients: true });
    expect(res.statusCode, res.body).toBe(201);
    const recipe = (await ctx.app.inject({ method: 'GET', url: `/api/recipes/${res.json()}`, headers: bearer(chef.token) })).json();
    const [basil, ginger, cloves, chilis] = recipe.recipeIngredient;
    expect(basil).toMatchObject({ quantity: 2, maxQuantity: null, unit: { name: 'cup' }, food: null, originalText: lines[0] });
    expect(basil.display).toBe('2 cups fresh Thai basil leaves (from 1 large bunch)');
    // "piece" is none of the group's units: it stays, as written, in the note.
    expect(ginger).toMatchObject({ quantity: 1, unit: null, food: null, note: 'piece fresh ginger (1-inch)' });
    expect(cloves).toMatchObject({ quantity: 12, maxQuantity: 15, unit: { name: 'clove' }, food: { id: garlic.id }, note: 'medium' });
    expect(cloves.display).toBe('12–15 cloves garlic medium');
    expect(chilis).toMatchObject({ quantity: 1, maxQuantity: 2, note: 'fresh Thai red chilis', display: '1–2 fresh Thai red chilis' });
  });

  it('reads a schema.org Recipe given as JSON, with or without @type', async () => {
    const { image: _image, ...jsonLd } = soupJsonLd('');
    const typed = await fromData(cook, { data: JSON.stringify({ ...jsonLd, name: 'Json Soup' }) });
    expect(typed.statusCode, typed.body).toBe(201);
    const recipe = await getRecipe(typed.json());
    expect(recipe).toMatchObject({ name: 'Json Soup', orgURL: null, image: null });
    expect(recipe.recipeIngredient).toHaveLength(3);

    const bare = await fromData(cook, {
      data: JSON.stringify({ name: 'Bare Soup', recipeIngredient: ['1 onion'], recipeInstructions: ['Chop </script> it.'] }),
    });
    expect(bare.statusCode, bare.body).toBe(201);
    // A closing script tag inside the JSON neither ends the data early nor survives as markup.
    expect((await getRecipe(bare.json())).recipeInstructions[0].text).toBe('Chop it.');
  });

  it('answers 400 for broken JSON and for data without a recipe, saving nothing', async () => {
    await expectUnchanged(ctx, ['recipes'], async () => {
      const broken = await fromData(cook, { data: '{"name": "Soup",' });
      expect(broken.statusCode).toBe(400);
      expect(broken.json().detail.message).toMatch(/not valid JSON/);
      const none = await fromData(cook, { data: '<html><body><p>Hello</p></body></html>' });
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual(badRecipeData);
    });
  });
});

describe('POST /api/recipes/test-scrape-url', () => {
  it('needs a user', async () => {
    expect((await post(null, '/api/recipes/test-scrape-url', { url: `${pages.base}/soup` })).statusCode).toBe(401);
  });

  it('answers what the scraper read without saving anything', async () => {
    await expectUnchanged(ctx, ['recipes', 'tags'], async () => {
      const res = await allowingPages(ctx.app, pages, () => post(cook, '/api/recipes/test-scrape-url', { url: `${pages.base}/soup` }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Roasted Tomato Soup',
        image: `${pages.base}/photo.png`,
        totalTime: 'PT1H',
        tags: ['soup', 'vegetarian', 'Winter'],
      });
    });
  });

  it('refuses a private address with 400', async () => {
    const res = await post(cook, '/api/recipes/test-scrape-url', { url: `${pages.base}/soup` });
    expect(res.statusCode).toBe(400);
  });
});
