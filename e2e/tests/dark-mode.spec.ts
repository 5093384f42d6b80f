import { expect, test } from '@playwright/test';
import { createUser, setSiteSettings, useToken } from './api';

test('switches to dark mode and keeps the choice after a reload', async ({ page }) => {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}`);
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-color-scheme', 'light');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightBackground = await background();

  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(html).toHaveAttribute('data-color-scheme', 'dark');
  await expect.poll(background).not.toBe(lightBackground);
  await expect(page.getByRole('button', { name: 'Light mode' })).toBeVisible();

  await page.reload();
  await expect(html).toHaveAttribute('data-color-scheme', 'dark');
  await page.getByRole('button', { name: 'Light mode' }).click();
  await expect(html).toHaveAttribute('data-color-scheme', 'light');
});

test('offers the switch on the sign-in page too', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
});
