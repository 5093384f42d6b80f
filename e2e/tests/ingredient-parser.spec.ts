import { expect, test } from '@playwright/test';
import { api, createFood, createFullRecipe, createUser, getRecipe, ok, setSiteSettings, useToken } from './api';

// The first paint waits for the route's chunk and the data; shared CI machines can be slow.
const LOAD = { timeout: 20_000 };

test('parses a recipe’s ingredient lines, creates a missing food and saves structured ingredients', async ({ page, browser }) => {
  test.slow();
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();

  await ok(api(user.token).POST('/api/units', { body: { name: 'cup', pluralName: 'cups' } }), 201);
  const flourId = (await createFood(user.token, 'flour')).id;
  const lines = ['2 cups flour, sifted', '3 tomatoes, diced'];
  const slug = await createFullRecipe(user.token, 'Tomato Bread', {
    recipeIngredient: lines.map((note) => ({ referenceId: crypto.randomUUID(), quantity: 0, note })),
  });

  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}/r/${slug}?edit=true`);
  await expect(page.getByRole('textbox', { name: 'Recipe name' })).toBeVisible(LOAD);
  await page.getByRole('link', { name: 'Parse' }).click(LOAD);
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}/r/${slug}/ingredient-parser$`));
  await expect(page.getByRole('heading', { name: 'Ingredient parser' })).toBeVisible(LOAD);

  const lineList = page.getByRole('list', { name: 'Parsed ingredients' });
  await expect(lineList.getByRole('listitem')).toHaveCount(2, LOAD);
  await expect(page.getByRole('button', { name: /2 cups flour, sifted/ })).toBeVisible();
  // Flour and cup are the group's; tomatoes are not yet.
  await page.getByRole('button', { name: 'Create food tomatoes' }).click();
  await expect(page.getByRole('button', { name: 'Create food tomatoes' })).toBeHidden();

  await page.getByRole('button', { name: 'Save all' }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}/r/${slug}$`), LOAD);
  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  await expect(ingredients.getByText('2 cups flour sifted')).toBeVisible(LOAD);
  await expect(ingredients.getByText('3 tomatoes diced')).toBeVisible();

  const stored = await getRecipe(user.token, slug);
  expect(stored.recipeIngredient).toMatchObject([
    { quantity: 2, unit: { name: 'cup' }, food: { id: flourId, name: 'flour' }, note: 'sifted', originalText: '2 cups flour, sifted' },
    { quantity: 3, unit: null, food: { name: 'tomatoes' }, note: 'diced', originalText: '3 tomatoes, diced' },
  ]);
  expect(stored.settings?.disableAmount).toBe(false);

  // The same page on a 360 px phone: the review panels fit without sideways scrolling.
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const phonePage = await phone.newPage();
  await useToken(phonePage, user.token);
  await phonePage.goto(`/g/${user.groupSlug}/r/${slug}/ingredient-parser`);
  await expect(phonePage.getByRole('list', { name: 'Parsed ingredients' }).getByRole('listitem')).toHaveCount(2, LOAD);
  expect(await phonePage.evaluate(() => (document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY) <= 360)).toBe(true);
  await phone.close();
});
