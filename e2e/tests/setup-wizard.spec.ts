import { expect, test } from '@playwright/test';
import { api, createUser, getSelf, ok, setSiteSettings, signIn } from './api';

test('a first sign-in as administrator runs the set-up wizard', async ({ page, request }) => {
  const admin = await createUser({ admin: true });
  await setSiteSettings({ setupCompleted: false });

  await page.goto('/login');
  await page.getByLabel('Email or username').fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/setup$/);

  await expect(page.getByRole('heading', { name: 'Welcome to Larder' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  await page.getByLabel('Full name').fill('Head Cook');
  await page.getByLabel('Current password').fill(admin.password);
  await page.getByLabel('New password').fill('a-much-better-password-42');
  await page.getByLabel('Confirm password').fill('a-much-better-password-42');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Your site' })).toBeVisible();
  await page.getByLabel('Site name').fill('Our Kitchen');
  await page.getByRole('button', { name: 'Next' }).click();

  // Starter data is on by default: keep foods, units and labels.
  await expect(page.getByRole('heading', { name: 'Starter data' })).toBeVisible();
  for (const name of ['Foods', 'Units', 'Labels']) await expect(page.getByRole('checkbox', { name })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Check and finish' })).toBeVisible();
  await expect(page.getByText('Our Kitchen')).toBeVisible();
  await expect(page.getByText('Foods, Units, Labels')).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page.getByRole('heading', { name: 'All set' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${admin.groupSlug}$`));

  // The changes reached the server.
  const about = await ok(api().GET('/api/app/about'));
  expect(about.siteName).toBe('Our Kitchen');
  const startup = await ok(api(admin.token).GET('/api/app/about/startup-info'));
  expect(startup.isFirstLogin).toBe(false);
  const token = await signIn(admin.email, 'a-much-better-password-42');
  expect((await getSelf(token)).fullName).toBe('Head Cook');
  // The group now holds the en-US starter lists.
  const all = { params: { query: { perPage: -1 } } };
  const client = api(token);
  expect((await ok(client.GET('/api/foods', all))).total).toBe(214);
  expect((await ok(client.GET('/api/units', all))).total).toBe(23);
  expect((await ok(client.GET('/api/groups/labels', all))).total).toBe(21);
  const old = await request.post('/api/auth/token', { form: { username: admin.email, password: admin.password } });
  expect(old.status()).toBe(401);
});

test('a non-administrator is sent home from the wizard', async ({ page }) => {
  const user = await createUser();
  await setSiteSettings({ setupCompleted: false });
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}$`));
  await page.goto('/admin/setup');
  await expect(page).not.toHaveURL(/\/admin\/setup/);
  await setSiteSettings({ setupCompleted: true });
});
