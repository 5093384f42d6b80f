import { expect, test } from '@playwright/test';
import { createUser, setSiteSettings, useToken } from './api';

test('creates an API token that is shown once and works, then revokes it', async ({ page, request }) => {
  await setSiteSettings(request, { setupCompleted: true });
  const user = await createUser(request, { admin: true });
  await useToken(page, user.token);
  await page.goto('/user/profile/api-tokens');

  await page.getByLabel('Token name').fill('Home Assistant');
  await page.getByRole('button', { name: 'Generate' }).click();
  const shown = page.getByLabel('API token');
  await expect(shown).not.toHaveValue('');
  const token = await shown.inputValue();
  const self = await request.get('/api/users/self', { headers: { Authorization: `Bearer ${token}` } });
  expect(self.status()).toBe(200);
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(shown).toHaveCount(0);

  const list = page.getByRole('list', { name: 'Active tokens' });
  await expect(list.getByText('Home Assistant')).toBeVisible();
  await page.getByRole('button', { name: 'Delete token Home Assistant' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(list.getByText('Home Assistant')).toHaveCount(0);
  const after = await request.get('/api/users/self', { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});

test('changes the name on the profile page', async ({ page, request }) => {
  await setSiteSettings(request, { setupCompleted: true });
  const user = await createUser(request);
  await useToken(page, user.token);
  await page.goto('/user/profile/edit');
  await page.getByLabel('Full name').fill('Renamed Cook');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('User updated')).toBeVisible();
  const self = await (await request.get('/api/users/self', { headers: { Authorization: `Bearer ${user.token}` } })).json();
  expect(self.fullName).toBe('Renamed Cook');
});
