import { expect, test } from '@playwright/test';
import { createUser, setSiteSettings, TOKEN_KEY, useToken } from './api';

test.beforeAll(async ({ request }) => {
  await setSiteSettings(request, { setupCompleted: true });
});

test('signs in with the form and lands on the group home', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}$`));
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();
});

test('shows an error for a wrong password and stays signed out', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid username or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});

test('sends a signed-out visitor to sign in and back to the page they wanted', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fprofile$/);
  await page.getByLabel('Email or username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
});

test('ignores a redirect to another site', async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/login?redirect=//evil.example/steal');
  await page.getByLabel('Email or username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}$`));
});

test('sends a signed-in user away from the sign-in page', async ({ page, request }) => {
  const user = await createUser(request);
  await useToken(page, user.token);
  await page.goto('/login');
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}$`));
});

test('signs out: clears the token and protects pages again', async ({ page, request }) => {
  const user = await createUser(request);
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

test('forwards the share target to the group import page or to sign-in', async ({ page, request, browser }) => {
  const visitor = await browser.newPage();
  await visitor.goto('/r/create/url?recipe_import_url=https%3A%2F%2Fexample.com%2Fsoup');
  await expect(visitor).toHaveURL(/\/login/);
  await visitor.close();

  const user = await createUser(request);
  await useToken(page, user.token);
  await page.goto('/r/create/url?recipe_import_url=https%3A%2F%2Fexample.com%2Fsoup');
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}/r/create/url\\?recipe_import_url=https%3A%2F%2Fexample.com%2Fsoup$`));
});

test('keeps a non-admin out of the admin area', async ({ page, request }) => {
  const user = await createUser(request);
  await useToken(page, user.token);
  await page.goto('/admin/site-settings');
  await expect(page).not.toHaveURL(/\/admin\//);
});
