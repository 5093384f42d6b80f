import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { unzipSync, type Zippable, zipSync } from 'fflate';
import { createRecipe, createUser, exportRecipeZip, setSiteSettings, uploadRecipeImage, useToken } from './api';

const IMAGES = path.resolve(import.meta.dirname, '../../../shared/fixtures/images');
const RECIPES = [
  { name: 'Zip Lentil Soup', image: 'test-image-1.jpg' },
  { name: 'Zip Fennel Salad', image: 'test-image-2.png' },
  { name: 'Zip Rye Bread', image: null },
];
const LOAD = { timeout: 20_000 };

/**
 * Three recipes exported through the API, packed as Mealie's bulk export packs them:
 * `recipes/<slug>/<slug>.json` and `recipes/<slug>/images/original.webp`.
 */
async function threeRecipeZip(): Promise<Buffer> {
  const author = await createUser();
  const files: Zippable = {};
  for (const recipe of RECIPES) {
    const slug = await createRecipe(author.token, recipe.name, { description: `${recipe.name}, as exported.` });
    if (recipe.image)
      await uploadRecipeImage(author.token, slug, fs.readFileSync(path.join(IMAGES, recipe.image)), path.extname(recipe.image).slice(1));
    const exported = unzipSync(await exportRecipeZip(author.token, slug));
    const json = exported[`${slug}.json`];
    if (!json) throw new Error(`The export of ${slug} holds no ${slug}.json`);
    files[`recipes/${slug}/${slug}.json`] = json;
    if (exported['original.webp']) files[`recipes/${slug}/images/original.webp`] = exported['original.webp'];
  }
  return Buffer.from(zipSync(files));
}

test.beforeEach(async () => {
  test.slow();
  await setSiteSettings({ setupCompleted: true });
});

test('imports a zip of three recipes and finds all three', async ({ page }) => {
  const archive = await threeRecipeZip();
  const importer = await createUser();
  await useToken(page, importer.token);

  await page.goto(`/g/${importer.groupSlug}/r/create/zip`);
  const form = page.getByRole('form', { name: 'Import .zip' });
  await form.getByLabel('Choose a .zip file').setInputFiles({ name: 'recipes.zip', mimeType: 'application/zip', buffer: archive });
  await form.getByRole('button', { name: 'Import' }).click();

  // Several recipes: the import's report opens, one entry per recipe.
  await expect(page).toHaveURL(/\/group\/reports\//, LOAD);
  const entries = page.getByRole('table', { name: 'Report entries' }).getByTestId('report-entry');
  await expect(entries).toHaveCount(3, LOAD);
  for (const { name } of RECIPES) await expect(entries.filter({ hasText: `Imported "${name}"` })).toHaveCount(1);

  await page.goto(`/g/${importer.groupSlug}`);
  const results = page.getByRole('list', { name: 'Recipe results' });
  await expect(results.getByRole('article')).toHaveCount(3, LOAD);
  for (const { name } of RECIPES) await expect(results.getByText(name, { exact: true })).toBeVisible();

  // Each came with its own picture (or none), and its text.
  await results.getByText('Zip Fennel Salad', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Zip Fennel Salad', level: 1 })).toBeVisible(LOAD);
  await expect(page.getByText('Zip Fennel Salad, as exported.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Zip Fennel Salad' }).first()).toBeVisible();
});

test("names the migration for another app's export and imports nothing", async ({ page }) => {
  const importer = await createUser();
  await useToken(page, importer.token);
  const paprika = fs.readFileSync(path.resolve(import.meta.dirname, '../../../shared/fixtures/migrations/paprika.zip'));

  await page.goto(`/g/${importer.groupSlug}/r/create/zip`);
  const form = page.getByRole('form', { name: 'Import .zip' });
  await form.getByLabel('Choose a .zip file').setInputFiles({ name: 'paprika.zip', mimeType: 'application/zip', buffer: paprika });
  await form.getByRole('button', { name: 'Import' }).click();

  const alert = page.getByRole('alert').filter({ hasText: 'This is not a recipe zip from Mealie or Larder' });
  await expect(alert).toBeVisible(LOAD);
  await expect(alert).toContainText('"Paprika" data migration');
  await expect(alert).toContainText('does not offer yet');
  await expect(page).toHaveURL(/\/r\/create\/zip$/);
});
