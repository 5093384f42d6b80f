import { expect, test } from '@playwright/test';
import { createUser, setSiteSettings } from './api';

// The e2e server runs without SMTP_*: no reset link can be mailed to anyone.
test.beforeEach(async () => {
  await setSiteSettings({ setupCompleted: true });
});

test('says e-mail is not set up, the same for a known and an unknown address', async ({ page }) => {
  const user = await createUser();
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);

  for (const email of [user.email, `nobody-${Date.now()}@larder.test`]) {
    // While the service worker precaches the app on a first visit, a loaded machine once emptied
    // the field between typing and sending (the form's first render): send until the server answers.
    await expect(async () => {
      await page.getByLabel('Email').fill(email);
      const answered = page.waitForResponse((response) => response.url().endsWith('/api/users/forgot-password'), { timeout: 2_000 });
      answered.catch(() => {});
      await page.getByRole('button', { name: 'Send reset link' }).click();
      expect((await answered).status()).toBe(503);
    }).toPass({ timeout: 15_000 });
    const alert = page.getByRole('alert').filter({ hasText: 'E-mail is not set up on this server' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Ask an administrator of this server to reset your password');
    await expect(page.getByText('a reset link is on its way')).toHaveCount(0);
  }
});
