import { expect, test } from '@playwright/test';
import { createRecipe, createUser, setSiteSettings, useToken } from './api';

test('shows the 404 page for an unknown path, with a way home', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).not.toHaveURL(/no\/such\/page/);
});

test('answers unknown API paths with JSON, not the app', async ({ request }) => {
  const res = await request.get('/api/no/such/thing');
  expect(res.status()).toBe(404);
  expect(await res.json()).toEqual({ detail: 'Not Found' });
});

test('names the path when a route parameter is malformed', async ({ page }) => {
  await page.goto('/g/bad%20slug!');
  await expect(page.getByRole('heading', { name: 'Page Not Found: /g/bad%20slug!' })).toBeVisible();
});

test("repairs an old Mealie address into the user's group before giving up", async ({ page }) => {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  const slug = await createRecipe(user.token, 'Old pancakes');
  await useToken(page, user.token);
  await page.goto(`/recipe/${slug}`);
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}/r/${slug}$`));
  await expect(page.getByRole('heading', { name: 'Old pancakes', level: 1 })).toBeVisible({ timeout: 20_000 });
});
