import { expect, test } from '@playwright/test';
import { api, createUser, getSelf, setSiteSettings, useToken } from './api';

test('creates an API token that is shown once and works, then revokes it', async ({ page }) => {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser({ admin: true });
  await useToken(page, user.token);
  await page.goto('/user/profile/api-tokens');

  await page.getByLabel('Token name').fill('Home Assistant');
  await page.getByRole('button', { name: 'Generate' }).click();
  const shown = page.getByLabel('API token');
  await expect(shown).not.toHaveValue('');
  const token = await shown.inputValue();
  expect((await api(token).GET('/api/users/self')).response.status).toBe(200);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(shown).toHaveCount(0);

  const list = page.getByRole('list', { name: 'Active tokens' });
  await expect(list.getByText('Home Assistant')).toBeVisible();
  await page.getByRole('button', { name: 'Delete token Home Assistant' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(list.getByText('Home Assistant')).toHaveCount(0);
  expect((await api(token).GET('/api/users/self')).response.status).toBe(401);
});

test('changes the name on the profile page', async ({ page }) => {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  await useToken(page, user.token);
  await page.goto('/user/profile/edit');
  await page.getByLabel('Full name').fill('Renamed Cook');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('User updated')).toBeVisible();
  expect((await getSelf(user.token)).fullName).toBe('Renamed Cook');
});
