import fs from 'node:fs';
import path from 'node:path';
import { strToU8, unzipSync, type Zippable, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, createUser, multipart, type TestUser, testImage } from '../../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../../test/harness.js';
import { expectUnchanged } from '../../../../test/responses.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures');
const IMPORT_TABLES = ['recipes', 'recipes_ingredients', 'group_reports', 'report_entries', 'tags', 'categories'] as const;

let ctx: TestContext;
let owner: TestUser;
let importer: TestUser;
/** The three recipes' export entries (snake_case JSON and image), by slug. */
const exported = new Map<string, { json: Uint8Array; image?: Uint8Array }>();

const get = (user: TestUser | null, url: string) => ctx.app.inject({ method: 'GET', url, headers: user ? bearer(user.token) : {} });

async function importZip(user: TestUser, archive: Uint8Array) {
  const body = await multipart({ archive: { data: Buffer.from(archive), filename: 'recipes.zip', type: 'application/zip' } });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/recipes/create/zip',
    headers: { ...bearer(user.token), ...body.headers },
    payload: body.payload,
  });
}

async function withImage(slug: string, image: Buffer) {
  const body = await multipart({ image: { data: image, filename: 'photo.png' }, extension: 'png' });
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/recipes/${slug}/image`,
    headers: { ...bearer(owner.token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(200);
}

/** Mealie's bulk export layout: `recipes/<slug>/<slug>.json` and `recipes/<slug>/images/original.webp`. */
function bulkExport(slugs: string[], extra: Zippable = {}): Uint8Array {
  const files: Zippable = { ...extra };
  for (const slug of slugs) {
    const entry = exported.get(slug)!;
    files[`recipes/${slug}/${slug}.json`] = entry.json;
    if (entry.image) {
      files[`recipes/${slug}/images/original.webp`] = entry.image;
      files[`recipes/${slug}/images/tiny-original.webp`] = entry.image;
    }
  }
  return zipSync(files);
}

const imageSize = async (user: TestUser, recipeId: string) => {
  const res = await get(user, `/api/media/recipes/${recipeId}/images/original.webp`);
  if (res.statusCode !== 200) return null;
  const meta = await sharp(res.rawPayload).metadata();
  return `${meta.width}x${meta.height}`;
};

beforeAll(async () => {
  ctx = await setupTestApp();
  owner = await createUser(ctx);
  importer = await createUser(ctx);
  const recipes = [
    { name: 'Zip Soup', image: await testImage('png', 320, 160) },
    { name: 'Zip Salad', image: await testImage('jpeg', 200, 300) },
    { name: 'Zip Bread', image: null },
  ];
  for (const { name, image } of recipes) {
    const recipe = await createRecipe(ctx, owner, { name, tags: [] });
    if (image) await withImage(recipe.slug, image);
    const zip = await get(owner, `/api/recipes/${recipe.slug}/exports?template_name=zip`);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    exported.set(recipe.slug, { json: files[`${recipe.slug}.json`], image: files['original.webp'] });
  }
});
afterAll(() => ctx.close());

describe('POST /api/recipes/create/zip with several recipes', () => {
  it('imports every recipe of a bulk export, each with its own image, and reports one entry per recipe', async () => {
    const res = await importZip(importer, bulkExport(['zip-soup', 'zip-salad', 'zip-bread']));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toBe('zip-soup');
    const reportId = res.headers['x-larder-report-id'] as string;

    const report = (await get(importer, `/api/groups/reports/${reportId}`)).json();
    expect(report).toMatchObject({ category: 'bulk_import', status: 'success', groupId: importer.groupId });
    expect(report.entries.map((e: { success: boolean; message: string }) => [e.success, e.message])).toEqual([
      [true, 'Imported "Zip Soup"'],
      [true, 'Imported "Zip Salad"'],
      [true, 'Imported "Zip Bread"'],
    ]);

    const soup = (await get(importer, '/api/recipes/zip-soup')).json();
    const salad = (await get(importer, '/api/recipes/zip-salad')).json();
    const bread = (await get(importer, '/api/recipes/zip-bread')).json();
    for (const recipe of [soup, salad, bread]) expect(recipe).toMatchObject({ groupId: importer.groupId, userId: importer.id });
    expect(await imageSize(importer, soup.id)).toBe('320x160');
    expect(await imageSize(importer, salad.id)).toBe('200x300');
    expect(bread.image).toBeNull();
    expect(await imageSize(importer, bread.id)).toBeNull();
    // The report belongs to the importer's group only.
    expect((await get(owner, `/api/groups/reports/${reportId}`)).statusCode).toBe(404);
  });

  it('reports a recipe that cannot be read and still imports the others', async () => {
    const archive = bulkExport(['zip-soup'], {
      'recipes/broken/broken.json': strToU8('{"name": '),
      'recipes/nameless/nameless.json': strToU8(JSON.stringify({ description: 'no name' })),
    });
    const res = await importZip(importer, archive);
    expect(res.statusCode, res.body).toBe(201);
    const report = (await get(importer, `/api/groups/reports/${res.headers['x-larder-report-id']}`)).json();
    expect(report.status).toBe('partial');
    expect(report.entries.map((e: { success: boolean; message: string }) => [e.success, e.message])).toEqual([
      [false, 'Failed to import recipes/broken/broken.json'],
      [false, 'Failed to import recipes/nameless/nameless.json'],
      [true, 'Imported "Zip Soup (1)"'],
    ]);
    expect(report.entries[0].exception).toBe('The recipe JSON is not valid JSON');
  });

  it('leaves nothing behind, rows or image files, when saving fails half-way', async () => {
    const ghostFood = JSON.stringify({ name: 'Ghost Stew', recipe_ingredient: [{ note: 'x', food: { id: crypto.randomUUID() } }] });
    const archive = bulkExport(['zip-salad', 'zip-soup'], { 'recipes/zz-ghost-stew/zz-ghost-stew.json': strToU8(ghostFood) });
    const folders = () =>
      fs.existsSync(path.join(ctx.dataDir, 'recipes')) ? fs.readdirSync(path.join(ctx.dataDir, 'recipes')).sort() : [];
    const before = folders();
    await expectUnchanged(ctx, [...IMPORT_TABLES], async () => {
      const res = await importZip(importer, archive);
      expect(res.statusCode).toBe(400);
      expect(res.json().detail.message).toContain('Unknown food');
    });
    expect(folders()).toEqual(before);
  });

  it('refuses entries with absolute paths or ".." segments, creating nothing', async () => {
    for (const name of ['../../../escaped.json', '/etc/escaped.json', 'recipes/../../escaped.json']) {
      await expectUnchanged(ctx, [...IMPORT_TABLES], async () => {
        const res = await importZip(importer, zipSync({ [name]: strToU8(JSON.stringify({ name: 'Escaped' })) }));
        expect(res.statusCode).toBe(400);
        expect(res.json().detail.message).toContain('unsafe path');
      });
    }
    expect(fs.existsSync(path.resolve(ctx.dataDir, '../../../escaped.json'))).toBe(false);
  });
});

describe("POST /api/recipes/create/zip with another app's export", () => {
  const cases: [string, string, RegExp][] = [
    ['migrations/mealie.zip', 'mealie_alpha', /Mealie before v1\.0.*"Mealie \(before v1\.0\)" data migration/],
    ['migrations/nextcloud.zip', 'nextcloud', /Nextcloud Cookbook export.*"Nextcloud Cookbook" data migration/],
    ['migrations/paprika.zip', 'paprika', /Paprika export.*"Paprika" data migration/],
    ['migrations/tandoor.zip', 'tandoor', /Tandoor export/],
    ['migrations/chowdown.zip', 'chowdown', /Chowdown/],
    ['migrations/copymethat.zip', 'copymethat', /Copy Me That/],
    ['migrations/recipekeeper-synthetic.zip', 'copymethat', /Recipe Keeper/],
    ['migrations/plantoeat.zip', 'plantoeat', /Plan to Eat/],
    ['backups/backup-version-44e8d670719d-1.zip', 'backup', /Mealie backup.*backups screen/],
  ];
  it.each(cases)('answers 400 naming the screen for %s, creating nothing', async (fixture, migrationType, message) => {
    const archive = fs.readFileSync(path.join(FIXTURES, fixture));
    await expectUnchanged(ctx, [...IMPORT_TABLES], async () => {
      const res = await importZip(importer, archive);
      expect(res.statusCode).toBe(400);
      const detail = res.json().detail;
      expect(detail).toMatchObject({ exception: 'FOREIGN_EXPORT', migrationType });
      expect(detail.message).toMatch(message);
      expect(detail.message).toContain('does not offer yet');
    });
  });

  it('names Nextcloud for schema.org recipe JSON even without its photos', async () => {
    const json = { '@context': 'https://schema.org', '@type': 'Recipe', name: 'Plain', recipeIngredient: ['1 egg'] };
    const res = await importZip(importer, zipSync({ 'Plain/recipe.json': strToU8(JSON.stringify(json)) }));
    expect(res.statusCode).toBe(400);
    expect(res.json().detail.migrationType).toBe('nextcloud');
  });
});
