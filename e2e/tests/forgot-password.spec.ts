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
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'E-mail is not set up on this server' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('Ask an administrator of this server to reset your password');
    await expect(page.getByText('a reset link is on its way')).toHaveCount(0);
  }
});
