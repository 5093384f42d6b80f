import { expect, test } from '@playwright/test';
import { api, createHouseholdMember, createRecipe, createUser, getRecipe, ok, setSiteSettings, useToken } from './api';

// The first paint of a page waits for the route's chunk and its data; shared CI machines can be slow.
const LOAD = { timeout: 20_000 };

const rate = (token: string, userId: string, slug: string, rating: number) =>
  ok(api(token).POST('/api/users/{id}/ratings/{slug}', { params: { path: { id: userId, slug } }, body: { rating } }));

test('a favourite set on the recipe list shows on the recipe page with the own rating, and back', async ({ page }) => {
  test.slow();
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  const member = await createHouseholdMember(user);
  const slug = await createRecipe(user.token, 'Hazelnut cake');
  await createRecipe(user.token, 'Plain bread');
  // The user's own 4 stars; with the other member's 2 the average is 3.
  await rate(user.token, user.id, slug, 4);
  await rate(member.token, member.id, slug, 2);

  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}`);
  const card = page.getByRole('list', { name: 'Recipe results' }).getByRole('article', { name: 'Hazelnut cake' });
  const heart = card.getByRole('button', { name: 'Favourite Hazelnut cake' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false', LOAD);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // Into the recipe page without a reload: the list's data and the page's share the cache.
  await card
    .getByRole('link', { name: /Hazelnut cake/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}/r/${slug}$`));
  await expect(page.getByRole('heading', { name: 'Hazelnut cake', level: 1 })).toBeVisible(LOAD);
  await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '3 stars' })).not.toBeChecked();

  await page.getByRole('button', { name: 'Remove from favorites' }).click();
  await expect(page.getByRole('button', { name: 'Add to favorites' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}$`));
  await expect(heart).toHaveAttribute('aria-pressed', 'false', LOAD);
  const recipeId = (await getRecipe(user.token, slug)).id;
  const own = (await ok(api(user.token).GET('/api/users/self/ratings'))).ratings.find((rating) => rating.recipeId === recipeId);
  expect(own).toMatchObject({ rating: 4, isFavorite: false });
});

test("the favourites page lists the user's favourites, or says there are none", async ({ page }) => {
  test.slow();
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  const slug = await createRecipe(user.token, 'Fig tart');
  await createRecipe(user.token, 'Dry toast');
  await useToken(page, user.token);

  await page.goto(`/user/${user.id}/favorites`);
  await expect(page.getByText(/No favourite recipes yet/)).toBeVisible(LOAD);

  await ok(api(user.token).POST('/api/users/{id}/favorites/{slug}', { params: { path: { id: user.id, slug } } }));
  await page.reload();
  const results = page.getByRole('list', { name: 'Recipe results' });
  await expect(results.getByRole('article', { name: 'Fig tart' })).toBeVisible(LOAD);
  await expect(results.getByRole('article')).toHaveCount(1);
});
