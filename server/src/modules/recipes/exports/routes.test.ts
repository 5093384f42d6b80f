import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, multipart, recipeRow, type TestRecipe, type TestUser, testImage } from '../../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../../test/harness.js';
import { expectUnchanged } from '../../../../test/responses.js';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let recipe: TestRecipe;

beforeAll(async () => {
  ctx = await setupTestApp();
  owner = await createUser(ctx);
  stranger = await createUser(ctx);
  recipe = await createRecipe(ctx, owner, { name: 'Exported Enchiladas' });
  const body = await multipart({ image: { data: await testImage('png'), filename: 'a.png' }, extension: 'png' });
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/recipes/${recipe.slug}/image`,
    headers: { ...bearer(owner.token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
});
afterAll(() => ctx.close());

const get = (user: TestUser | null, url: string) => ctx.app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });
const unzip = (payload: Buffer) => unzipSync(new Uint8Array(payload));

describe('GET /api/recipes/exports', () => {
  it('lists the formats', async () => {
    const res = await get(owner, '/api/recipes/exports');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ json: ['raw'], zip: ['zip'], jinja2: [] });
  });
});

describe('GET /api/recipes/{slug}/exports', () => {
  it('exports raw camelCase JSON and a zip with snake_case JSON and the image', async () => {
    const raw = await get(owner, `/api/recipes/${recipe.slug}/exports?template_name=raw`);
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-disposition']).toBe(`attachment; filename="${recipe.slug}.json"`);
    expect(raw.json()).toMatchObject({ id: recipe.id, slug: recipe.slug, recipeIngredient: expect.any(Array) });

    const zip = await get(owner, `/api/recipes/${recipe.slug}/exports?template_name=zip`);
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzip(zip.rawPayload);
    expect(Object.keys(files).sort()).toEqual([`${recipe.slug}.json`, 'original.webp']);
    const json = JSON.parse(strFromU8(files[`${recipe.slug}.json`]));
    expect(json).toMatchObject({
      id: recipe.id,
      name: 'Exported Enchiladas',
      recipe_ingredient: expect.any(Array),
      date_added: expect.any(String),
    });
    expect(json).not.toHaveProperty('recipeIngredient');
  });

  it("answers 404 for an unknown template and for another group's recipe", async () => {
    expect((await get(owner, `/api/recipes/${recipe.slug}/exports?template_name=recipes.md`)).statusCode).toBe(404);
    expect((await get(stranger, `/api/recipes/${recipe.slug}/exports?template_name=raw`)).statusCode).toBe(404);
  });
});

describe('zip token and GET /api/recipes/{slug}/exports/zip', () => {
  it('downloads the zip with a fresh token and no sign-in; refuses bad tokens', async () => {
    const tokenRes = await ctx.app.inject({ method: 'POST', url: `/api/recipes/${recipe.slug}/exports`, headers: bearer(owner.token) });
    expect(tokenRes.statusCode).toBe(200);
    const { token } = tokenRes.json();
    expect(typeof token).toBe('string');

    const zip = await get(null, `/api/recipes/${recipe.slug}/exports/zip?token=${token}`);
    expect(zip.statusCode).toBe(200);
    expect(Object.keys(unzip(zip.rawPayload))).toContain(`${recipe.slug}.json`);

    expect((await get(null, `/api/recipes/${recipe.slug}/exports/zip?token=garbage`)).statusCode).toBe(401);
    expect((await get(null, `/api/recipes/${recipe.slug}/exports/zip`)).statusCode).toBe(401);
    // A sign-in token is not a recipe token.
    expect((await get(null, `/api/recipes/${recipe.slug}/exports/zip?token=${owner.token}`)).statusCode).toBe(401);
    const other = await createRecipe(ctx, owner, { name: 'Other One' });
    expect((await get(null, `/api/recipes/${other.slug}/exports/zip?token=${token}`)).statusCode).toBe(400);

    const foreign = await ctx.app.inject({ method: 'POST', url: `/api/recipes/${recipe.slug}/exports`, headers: bearer(stranger.token) });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('GET /api/recipes/shared/{token_id}/zip', () => {
  it('downloads the zip of a shared recipe without signing in, while the token lives', async () => {
    const share = await ctx.app.inject({
      method: 'POST',
      url: '/api/shared/recipes',
      headers: bearer(owner.token),
      payload: { recipeId: recipe.id },
    });
    const zip = await get(null, `/api/recipes/shared/${share.json().id}/zip`);
    expect(zip.statusCode).toBe(200);
    expect(Object.keys(unzip(zip.rawPayload)).sort()).toEqual([`${recipe.slug}.json`, 'original.webp']);

    const expired = await ctx.app.inject({
      method: 'POST',
      url: '/api/shared/recipes',
      headers: bearer(owner.token),
      payload: { recipeId: recipe.id, expiresAt: '2020-01-01T00:00:00Z' },
    });
    expect((await get(null, `/api/recipes/shared/${expired.json().id}/zip`)).statusCode).toBe(404);
    expect((await get(null, `/api/recipes/shared/${crypto.randomUUID()}/zip`)).statusCode).toBe(404);
  });
});

describe('POST /api/recipes/create/zip', () => {
  const importZip = async (user: TestUser, archive: Uint8Array) => {
    const body = await multipart({ archive: { data: Buffer.from(archive), filename: 'recipe.zip', type: 'application/zip' } });
    return ctx.app.inject({
      method: 'POST',
      url: '/api/recipes/create/zip',
      headers: { ...bearer(user.token), ...body.headers },
      payload: body.payload,
    });
  };

  it("imports an exported zip into the caller's group as the caller's recipe, with its image", async () => {
    const zip = await get(owner, `/api/recipes/${recipe.slug}/exports?template_name=zip`);
    const res = await importZip(stranger, zip.rawPayload);
    expect(res.statusCode).toBe(201);
    const slug = res.json();
    expect(typeof slug).toBe('string');

    const imported = await get(stranger, `/api/recipes/${slug}`);
    expect(imported.statusCode).toBe(200);
    const body = imported.json();
    expect(body).toMatchObject({
      name: 'Exported Enchiladas',
      groupId: stranger.groupId,
      userId: stranger.id,
      householdId: stranger.householdId,
    });
    expect(body.id).not.toBe(recipe.id);
    expect(body.image).toEqual(expect.any(String));
    const media = await get(null, `/api/media/recipes/${body.id}/images/original.webp`);
    expect(media.statusCode).toBe(200);
    // The original stays where it was.
    expect((await recipeRow(ctx, recipe.id)).group_id).toBe(owner.groupId);
  });

  it('imports a copy into the same group, with its ingredients and steps under new ids', async () => {
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${recipe.slug}`,
      headers: bearer(owner.token),
      payload: { recipeIngredient: [{ note: '2 eggs' }], recipeInstructions: [{ text: 'Whisk the eggs.' }] },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const zip = await get(owner, `/api/recipes/${recipe.slug}/exports?template_name=zip`);
    const res = await importZip(owner, zip.rawPayload);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).not.toBe(recipe.slug);
    const copy = (await get(owner, `/api/recipes/${res.json()}`)).json();
    expect(copy.recipeIngredient.map((i: { note: string }) => i.note)).toEqual(['2 eggs']);
    expect(copy.recipeInstructions.map((i: { text: string }) => i.text)).toEqual(['Whisk the eggs.']);
    const original = (await get(owner, `/api/recipes/${recipe.slug}`)).json();
    expect(copy.recipeInstructions[0].id).not.toBe(original.recipeInstructions[0].id);
  });

  it('reads camelCase JSON too and creates missing tags and categories by slug', async () => {
    const json = {
      name: 'Camel Import',
      description: 'From a zip',
      tags: [{ name: 'Weeknight', slug: 'weeknight' }],
      recipeCategory: [{ name: 'Dinner', slug: 'dinner' }],
    };
    const archive = zipSync({ 'camel-import.json': strToU8(JSON.stringify(json)) });
    const res = await importZip(owner, archive);
    expect(res.statusCode).toBe(201);
    const body = (await get(owner, `/api/recipes/${res.json()}`)).json();
    expect(body).toMatchObject({ name: 'Camel Import', description: 'From a zip' });
    expect(body.tags.map((t: { slug: string }) => t.slug)).toEqual(['weeknight']);
    expect(body.recipeCategory.map((c: { slug: string }) => c.slug)).toEqual(['dinner']);
  });

  it('refuses an archive with too many entries with 400 and creates nothing', async () => {
    const files: Record<string, Uint8Array> = { 'r.json': strToU8(JSON.stringify({ name: 'Many Entries' })) };
    for (let i = 0; i < 1500; i++) files[`junk/${i}.txt`] = new Uint8Array(0);
    await expectUnchanged(ctx, ['recipes'], async () => {
      const res = await importZip(owner, zipSync(files));
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('entries');
    });
  });

  it('refuses a zip bomb (more than 64 MB unpacked) with 400 and creates nothing', async () => {
    // Each entry stays under the per-entry limit; together they unpack to 90 MB from well under 1 MB.
    const filler = new Uint8Array(30 * 1024 * 1024 - 1);
    const archive = zipSync({
      'a.json': filler,
      'b.json': filler,
      'c.json': filler,
      'recipe.json': strToU8(JSON.stringify({ name: 'Bomb Survivor' })),
    });
    expect(archive.byteLength).toBeLessThan(1024 * 1024);
    await expectUnchanged(ctx, ['recipes'], async () => {
      const res = await importZip(owner, archive);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('too large');
    });
  });

  it('refuses a file that is not a recipe zip with 400 and creates nothing', async () => {
    await expectUnchanged(ctx, ['recipes', 'tags', 'categories'], async () => {
      expect((await importZip(owner, strToU8('not a zip'))).statusCode).toBe(400);
      expect((await importZip(owner, zipSync({ 'notes.txt': strToU8('hello') }))).statusCode).toBe(400);
      expect((await importZip(owner, zipSync({ 'r.json': strToU8('{broken') }))).statusCode).toBe(400);
      const badImage = zipSync({ 'r.json': strToU8(JSON.stringify({ name: 'X' })), 'original.webp': strToU8('nope') });
      expect((await importZip(owner, badImage)).statusCode).toBe(400);
    });
  });
});
