import { expect, type Page, test } from '@playwright/test';
import { setSiteSettings } from './api';

test.beforeEach(async () => {
  await setSiteSettings({ setupCompleted: true });
});

const YEAR_S = 365 * 24 * 3600;

async function localeCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'larder.locale');
}

test.describe('in a French browser', () => {
  test.use({ locale: 'fr-FR' });

  test('the first visit takes the browser language and remembers it for a year', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect.poll(async () => (await localeCookie(page))?.value).toBe('fr-FR');
    const cookie = await localeCookie(page);
    expect(cookie?.path).toBe('/');
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + YEAR_S - 3600);
  });
});

test('a language chosen on the sign-in page stays chosen after a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await page.getByRole('button', { name: 'Language' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose language' });
  await dialog.getByLabel('Search languages').fill('deutsch');
  await dialog.getByRole('button', { name: /Deutsch/ }).click();
  // The page reloads in the chosen language.
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  expect((await localeCookie(page))?.value).toBe('de-DE');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
});
