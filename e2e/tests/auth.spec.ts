import { expect, test } from '@playwright/test';
import { api, createUser, ok, setSiteSettings, TOKEN_KEY, useToken } from './api';

test.beforeAll(async () => {
  await setSiteSettings({ setupCompleted: true });
});

test('signs in with the form and lands on the group home', async ({ page }) => {
  const user = await createUser();
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}$`));
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();
});

test('shows an error for a wrong password and stays signed out', async ({ page }) => {
  const user = await createUser();
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});

test('sends a signed-out visitor to sign in and back to the page they wanted', async ({ page }) => {
  const user = await createUser();
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fprofile$/);
  await page.getByLabel('Email or username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
});

test('ignores a redirect to another site', async ({ page }) => {
  const user = await createUser();
  await page.goto('/login?redirect=//evil.example/steal');
  await page.getByLabel('Email or username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}$`));
});

test('sends a signed-in user away from the sign-in page', async ({ page }) => {
  const user = await createUser();
  await useToken(page, user.token);
  await page.goto('/login');
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}$`));
});

test('signs out: clears the token and protects pages again', async ({ page }) => {
  const user = await createUser();
  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login\?direct=1$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});

test('drops a stored token the server no longer accepts', async ({ page }) => {
  await useToken(page, 'expired.or.forged');
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fprofile$/);
});

test('forwards the share target to the group import page or to sign-in', async ({ page, browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto('/r/create/url?recipe_import_url=https%3A%2F%2Fexample.com%2Fsoup');
  await expect(visitor).toHaveURL(/\/login/);
  await visitor.close();

  const user = await createUser();
  await useToken(page, user.token);
  await page.goto('/r/create/url?recipe_import_url=https%3A%2F%2Fexample.com%2Fsoup');
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}/r/create/url\\?recipe_import_url=https%3A%2F%2Fexample.com%2Fsoup$`));
});

test('keeps a non-admin out of the admin area', async ({ page }) => {
  const user = await createUser();
  await useToken(page, user.token);
  await page.goto('/admin/site-settings');
  await expect(page).not.toHaveURL(/\/admin\//);
});

test('sends a visitor from / to sign in, and a signed-in user to their group home', async ({ page, browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto('/');
  await expect(visitor).toHaveURL(/\/login$/);
  await expect(visitor.getByLabel('Email or username')).toBeVisible();
  await visitor.close();

  const user = await createUser();
  await useToken(page, user.token);
  await page.goto('/');
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}$`));
  await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toBeVisible();
});

test('opens the API tokens page to an advanced user who is not an administrator', async ({ page }) => {
  const user = await createUser({ flags: { advanced: true } });
  await useToken(page, user.token);
  await page.goto('/user/profile/api-tokens');
  await expect(page.getByRole('heading', { name: 'API tokens', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/user\/profile\/api-tokens$/);
});

test('clears the session and goes to sign in when a later call is refused', async ({ page }) => {
  const user = await createUser();
  const client = api(user.token);
  const created = await ok(client.POST('/api/users/api-tokens', { body: { name: 'Browser' } }), 201);
  await useToken(page, created.token);
  // The page's own reads (the household's statistics, the drawer's cookbooks) finish before the
  // token is revoked: one of them refused would sign out before the click this test makes.
  const pageReads = ['/api/households/statistics', '/api/households/cookbooks'].map((path) =>
    page.waitForResponse((response) => new URL(response.url()).pathname === path && response.ok()),
  );
  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
  await Promise.all(pageReads);

  // The token stops working while the page is open; the next request is answered 401.
  await ok(client.DELETE('/api/users/api-tokens/{tokenId}', { params: { path: { tokenId: created.id } } }));
  await page.getByRole('link', { name: 'Cookbooks' }).first().click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByLabel('Email or username')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});
