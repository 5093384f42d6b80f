import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type APIRequestContext, expect, type Page, request as playwrightRequest, test } from '@playwright/test';

/**
 * Every failure explained, in one place: each test makes the real server refuse something and
 * checks the words the screen shows. Data is set up through the server's API (helpers below).
 */

const ADMIN = { email: 'admin@larder.test', password: 'e2e-admin-password' };
const TOKEN_KEY = 'larder.auth.token';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function signIn(api: APIRequestContext, username: string, password: string): Promise<string> {
  const res = await api.post('/api/auth/token', { form: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).access_token;
}

let counter = 0;

interface User {
  username: string;
  password: string;
  groupSlug: string;
  token: string;
}

/** A finished set-up (no wizard) and a user in a new group of their own, made through the admin API. */
async function createUser(api: APIRequestContext, options: { admin?: boolean } = {}): Promise<User> {
  const adminToken = await signIn(api, ADMIN.email, ADMIN.password);
  const settings = await api.put('/api/admin/site-settings', { headers: bearer(adminToken), data: { setupCompleted: true } });
  expect(settings.status(), await settings.text()).toBe(200);
  counter += 1;
  const suffix = `${Date.now().toString(36)}e${counter}`;
  const group = `Errors ${suffix}`;
  const g = await api.post('/api/admin/groups', { headers: bearer(adminToken), data: { name: group } });
  expect(g.status(), await g.text()).toBe(201);
  const username = `err${suffix}`;
  const password = `password-${suffix}`;
  const res = await api.post('/api/admin/users', {
    headers: bearer(adminToken),
    data: { username, fullName: `Cook ${suffix}`, email: `${username}@larder.test`, password, group, admin: options.admin ?? false },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { username, password, groupSlug: (await res.json()).groupSlug, token: await signIn(api, username, password) };
}

async function createRecipe(api: APIRequestContext, token: string, name: string): Promise<string> {
  const res = await api.post('/api/recipes', { headers: bearer(token), data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

async function useToken(page: Page, token: string) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
}

test('an oversized recipe image names the upload limit', async ({ page, request }) => {
  const user = await createUser(request);
  const slug = await createRecipe(request, user.token, 'Heavy pie');
  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}/r/${slug}?edit=true`);
  await expect(page.getByText('Upload image')).toBeVisible();
  await page
    .locator('input[type="file"][accept="image/*"]')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(30 * 1024 * 1024) });
  await expect(page.getByRole('alert')).toHaveText('Too large: the server accepts at most 25 MB.');
});

test("a cookbook with a bad filter shows the server's words", async ({ page, request }) => {
  const user = await createUser(request);
  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}/cookbooks`);
  await page.getByRole('button', { name: 'New cookbook' }).click();
  const dialog = page.getByRole('dialog', { name: 'New cookbook' });
  await dialog.getByLabel('Name').fill('Broken book');
  await dialog.getByLabel('Query filter').fill('tags.name IN ["Easy"');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid query filter string: invalid query string: unterminated list' }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0);
  await expect(dialog).toBeVisible();
});

test('a refused address on the cloud metadata address gives no paste advice and names no setting', async ({ page, request }) => {
  // 169.254.169.254 is refused whatever ALLOW_PRIVATE_NETWORK_IMPORT says (the e2e server turns it on).
  const user = await createUser(request, { admin: true });
  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}/r/create/url`);
  await page.getByLabel('Recipe address').fill('http://169.254.169.254/latest/meta-data/');
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  const panel = page.getByTestId('import-refused');
  await expect(panel).toContainText('This address was refused');
  await expect(panel).toContainText('not a public address');
  await expect(page.getByText(/pasting the page's HTML/)).toHaveCount(0);
  await expect(page.getByText(/ALLOW_PRIVATE_NETWORK_IMPORT/)).toHaveCount(0);
});

test.describe('on a server that refuses its own network (ALLOW_PRIVATE_NETWORK_IMPORT off)', () => {
  let server: ChildProcess | undefined;
  let base = '';
  let api: APIRequestContext;

  test.beforeAll(async () => {
    const port = Number(process.env.E2E_PORT ?? 9123) + 50;
    base = `http://127.0.0.1:${port}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-e2e-private-'));
    server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../../server/dist/main.js')], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        API_PORT: String(port),
        API_HOST: '127.0.0.1',
        DB_ENGINE: 'sqlite',
        DEFAULT_ADMIN_EMAIL: ADMIN.email,
        DEFAULT_ADMIN_PASSWORD: ADMIN.password,
        LOGIN_RATE_LIMIT: '10000',
        LOG_LEVEL: 'warn',
        PRODUCTION: 'true',
        ALLOW_PRIVATE_NETWORK_IMPORT: 'false',
      },
      stdio: 'ignore',
    });
    api = await playwrightRequest.newContext({ baseURL: base });
    await expect.poll(async () => (await api.get('/api/app/about').catch(() => null))?.status() ?? 0, { timeout: 30_000 }).toBe(200);
  });

  test.afterAll(async () => {
    await api?.dispose();
    server?.kill();
  });

  const importLoopback = async (page: Page, user: User) => {
    await useToken(page, user.token);
    await page.goto(`${base}/g/${user.groupSlug}/r/create/url`);
    await page.getByLabel('Recipe address').fill('http://127.0.0.1:9/recipe');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const panel = page.getByTestId('import-refused');
    await expect(panel).toContainText('This address was refused');
    await expect(page.getByText(/pasting the page's HTML/)).toHaveCount(0);
    return panel;
  };

  test('an administrator is told the setting that allows the address', async ({ page }) => {
    const panel = await importLoopback(page, await createUser(api, { admin: true }));
    await expect(panel).toContainText('ALLOW_PRIVATE_NETWORK_IMPORT=true');
  });

  test('a cook is told to ask an administrator, without the setting', async ({ page }) => {
    const panel = await importLoopback(page, await createUser(api));
    await expect(panel).toContainText('An administrator can allow addresses on your own network');
    await expect(panel).not.toContainText('ALLOW_PRIVATE_NETWORK_IMPORT');
  });
});

test('an over-long full name is refused on its field, with the label and the limit', async ({ page, request }) => {
  const user = await createUser(request);
  await useToken(page, user.token);
  await page.goto('/user/profile/edit');
  await page.getByLabel('Full name').fill('x'.repeat(3000));
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Full name: at most 255 characters')).toBeVisible();
  await expect(page.getByText(/Too big: expected string/)).toHaveCount(0);
});

test('sign-up turned off is said before any step, with a way to sign in', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByTestId('signup-off')).toContainText('Sign-up is turned off on this server');
  await expect(page.getByText('How would you like to start?')).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test("a failed sign-in's message is gone once a sign-in succeeds", async ({ page, request }) => {
  const user = await createUser(request);
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Invalid username or password' });
  await expect(toast).toBeVisible();
  // MUI keeps a snackbar while the pointer is over it: park the pointer there, as a user reading it would.
  await toast.hover();
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
  await expect(toast).toHaveCount(0);
});

test('bulk import: adding pasted addresses sends no request, and an empty list cannot be added', async ({ page, request }) => {
  const user = await createUser(request);
  await useToken(page, user.token);
  const bulkRequests: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/recipes/create/url/bulk')) bulkRequests.push(req.method());
  });
  await page.goto(`/g/${user.groupSlug}/r/create/bulk`);
  await page.getByRole('button', { name: 'Bulk add' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add many addresses' });
  await dialog.getByLabel('Addresses').fill('   \n  ');
  await expect(dialog.getByRole('button', { name: 'Add addresses' })).toBeDisabled();
  await dialog.getByLabel('Addresses').fill('https://example.test/soup\nhttps://example.test/stew');
  await dialog.getByRole('button', { name: 'Add addresses' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('Recipe address 1')).toHaveValue('https://example.test/soup');
  await expect(page.getByLabel('Recipe address 2')).toHaveValue('https://example.test/stew');
  await expect(page.getByRole('button', { name: 'Import 2 recipes' })).toBeEnabled();
  expect(bulkRequests).toEqual([]);
});
