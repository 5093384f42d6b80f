import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, multipart, type TestUser, testImage } from '../../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../../test/harness.js';
import { type OpenAiTestServer, startOpenAiServer } from '../../../../test/openai-server.js';
import { errorDto, expectUnchanged } from '../../../../test/responses.js';

import { allowingPages, type PageServer, startPageServer } from './test-pages.js';

let openai: OpenAiTestServer;
let ctx: TestContext;
let cook: TestUser;

beforeAll(async () => {
  openai = await startOpenAiServer();
  ctx = await setupTestApp(openai.env);
  cook = await createUser(ctx);
});
afterAll(async () => {
  await ctx.close();
  await openai.close();
});

const photoRecipe = {
  name: 'Grandma’s Apple Cake',
  description: 'From the family notebook.',
  recipeYield: '8 slices',
  totalTime: 'PT1H10M',
  recipeIngredient: ['3 apples', '200 g flour', '100 g sugar'],
  recipeInstructions: ['Slice the apples.', 'Mix the batter and bake for an hour.'],
  image: 'http://169.254.169.254/made-up.png',
};

async function upload(context: TestContext, user: TestUser | null, file: { data: Buffer; filename: string; type?: string }, query = '') {
  const body = await multipart({ images: file, extension: 'png' });
  return context.app.inject({
    method: 'POST',
    url: `/api/recipes/create/image${query}`,
    headers: { ...(user ? bearer(user.token) : {}), ...body.headers },
    payload: body.payload,
  });
}
const photo = async () => ({ data: await testImage('png', 600, 800), filename: 'cake.png', type: 'image/png' });

describe('POST /api/recipes/create/image', () => {
  it('needs a user', async () => {
    const res = await upload(ctx, null, await photo());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(errorDto.unauthenticated);
  });

  it('refuses a body without images with 422', async () => {
    const body = await multipart({ extension: 'png' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes/create/image',
      headers: { ...bearer(cook.token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(errorDto.invalidField('body', 'images'));
  });

  it('sends the photo to the vision model and saves the recipe it reads, with the photo as its picture', async () => {
    openai.reply(photoRecipe);
    const before = openai.requests.length;
    const res = await upload(ctx, cook, await photo(), '?translateLanguage=de-DE');
    expect(res.statusCode, res.body).toBe(201);
    const recipe = (await ctx.app.inject({ method: 'GET', url: `/api/recipes/${res.json()}`, headers: bearer(cook.token) })).json();
    expect(recipe).toMatchObject({ name: 'Grandma’s Apple Cake', recipeYield: '8 slices', totalTime: '1 hour 10 minutes', orgURL: null });
    expect(recipe.recipeIngredient.map((i: { note: string }) => i.note)).toEqual(photoRecipe.recipeIngredient);
    expect(recipe.recipeInstructions).toHaveLength(2);
    expect(recipe.image).toEqual(expect.any(String));
    expect(fs.existsSync(path.join(ctx.dataDir, 'recipes', recipe.id, 'images', 'original.webp'))).toBe(true);

    expect(openai.requests.length).toBe(before + 1);
    const request = openai.requests.at(-1)!;
    const content = request.body.messages[1].content as { type: string; text?: string; image_url?: { url: string } }[];
    expect(content[0].text).toContain('"de-DE"');
    expect(content[1].image_url?.url).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('refuses a file that is not a picture with 400, asking the model nothing', async () => {
    const before = openai.requests.length;
    await expectUnchanged(ctx, ['recipes'], async () => {
      const res = await upload(ctx, cook, { data: Buffer.from('just text'), filename: 'notes.txt', type: 'text/plain' });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail.message).toMatch(/not an image/);
    });
    expect(openai.requests.length).toBe(before);
  });

  it('answers 400 BAD_RECIPE_DATA when the model finds no recipe, saving nothing', async () => {
    openai.reply({ name: '', recipeIngredient: [], recipeInstructions: [] });
    await expectUnchanged(ctx, ['recipes'], async () => {
      const res = await upload(ctx, cook, await photo());
      expect(res.statusCode).toBe(400);
      expect(res.json().detail.details).toBe('BAD_RECIPE_DATA');
    });
  });

  it('answers 502 when the model service fails, saving nothing', async () => {
    openai.respondOnce({ status: 500, body: { error: { message: 'overloaded' } } });
    await expectUnchanged(ctx, ['recipes'], async () => {
      const res = await upload(ctx, cook, await photo());
      expect(res.statusCode).toBe(502);
      expect(res.json().detail.message).toMatch(/500/);
    });
  });
});

describe('POST /api/recipes/create/image without image services', () => {
  for (const [what, env] of [
    ['when OpenAI is not configured', {}],
    ['when image services are switched off', { OPENAI_ENABLE_IMAGE_SERVICES: 'false' }],
  ] as const) {
    it(`answers 400 ${what}`, async () => {
      const plain = await setupTestApp(what.includes('switched') ? { ...openai.env, ...env } : {});
      try {
        const user = await createUser(plain);
        const before = openai.requests.length;
        const res = await upload(plain, user, await photo());
        expect(res.statusCode).toBe(400);
        expect(res.json().detail.message).toMatch(/OpenAI image services/);
        expect(openai.requests.length).toBe(before);
      } finally {
        await plain.close();
      }
    });
  }
});

describe('URL import with OpenAI configured', () => {
  let pages: PageServer;
  beforeAll(async () => {
    pages = await startPageServer();
  });
  afterAll(() => pages.close());

  const post = (url: string, payload: object) => ctx.app.inject({ method: 'POST', url, headers: bearer(cook.token), payload });

  it('lets the model read a page without recipe markup, sending it the page text', async () => {
    openai.reply({ ...photoRecipe, name: 'Team Cake' });
    const res = await allowingPages(ctx.app, pages, () => post('/api/recipes/create/url', { url: `${pages.base}/no-recipe` }));
    expect(res.statusCode, res.body).toBe(201);
    const recipe = (await ctx.app.inject({ method: 'GET', url: `/api/recipes/${res.json()}`, headers: bearer(cook.token) })).json();
    expect(recipe).toMatchObject({ name: 'Team Cake', orgURL: `${pages.base}/no-recipe`, image: null });
    expect(recipe.recipeIngredient).toHaveLength(3);
    const prompt = openai.requests.at(-1)!.body.messages[1].content as string;
    expect(prompt).toContain('We are a small team.');
    expect(prompt).not.toContain('<p>');
  });

  it('does not ask the model when the page has recipe markup', async () => {
    const before = openai.requests.length;
    const res = await allowingPages(ctx.app, pages, () => post('/api/recipes/create/url', { url: `${pages.base}/soup` }));
    expect(res.statusCode, res.body).toBe(201);
    expect(openai.requests.length).toBe(before);
  });

  it('test-scrape-url asks the model only when useOpenAI is set', async () => {
    openai.reply({ ...photoRecipe, name: 'Debugged Cake' });
    const before = openai.requests.length;
    await expectUnchanged(ctx, ['recipes'], async () => {
      const without = await allowingPages(ctx.app, pages, () => post('/api/recipes/test-scrape-url', { url: `${pages.base}/no-recipe` }));
      expect(without.statusCode).toBe(400);
      expect(openai.requests.length).toBe(before);
      const withModel = await allowingPages(ctx.app, pages, () =>
        post('/api/recipes/test-scrape-url', { url: `${pages.base}/no-recipe`, useOpenAI: true }),
      );
      expect(withModel.statusCode, withModel.body).toBe(200);
      expect(withModel.json().name).toBe('Debugged Cake');
    });
  });
});
