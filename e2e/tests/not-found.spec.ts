import { expect, test } from '@playwright/test';

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
