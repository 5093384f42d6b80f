import { type Browser, expect, type Page, test } from '@playwright/test';
import { createRecipe, createUser, setSiteSettings, useToken } from './api';

// What a first visit (no cache, no service worker) fetches before the page shows. The app's shared
// modules come in a few chunks (web/vite.config.ts), because a phone on HTTP/1.1 fetches six files
// at a time; before that, the sign-in page took 45 script files and a recipe page 93.
const MAX_SCRIPTS = { signIn: 16, groupHome: 30, recipePage: 30 };

/** Opens `path` in a new browser context (empty cache) and counts the script files fetched until `shown` holds and a moment after. */
async function scriptsOfFirstVisit(browser: Browser, path: string, shown: (page: Page) => Promise<void>, token?: string): Promise<number> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    if (token) await useToken(page, token);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && new URL(request.url()).pathname.startsWith('/assets/')) scripts.add(request.url());
    });
    await page.goto(path);
    await shown(page);
    // Links prefetch their page's module on hover only, and nothing is hovered here.
    await page.waitForTimeout(500);
    return scripts.size;
  } finally {
    await context.close();
  }
}

test('the sign-in page, the group home and a recipe page each load their scripts in a few files', async ({ browser }) => {
  await setSiteSettings({ setupCompleted: true });
  const signIn = await scriptsOfFirstVisit(browser, '/login', async (page) => {
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });
  expect(signIn).toBeGreaterThan(0);
  expect(signIn).toBeLessThanOrEqual(MAX_SCRIPTS.signIn);

  const user = await createUser();
  const slug = await createRecipe(user.token, 'First-load soup');
  const groupHome = await scriptsOfFirstVisit(
    browser,
    `/g/${user.groupSlug}`,
    async (page) => {
      await expect(page.getByRole('article', { name: 'First-load soup' })).toBeVisible();
    },
    user.token,
  );
  expect(groupHome).toBeLessThanOrEqual(MAX_SCRIPTS.groupHome);

  const recipePage = await scriptsOfFirstVisit(
    browser,
    `/g/${user.groupSlug}/r/${slug}`,
    async (page) => {
      await expect(page.getByRole('heading', { name: 'First-load soup', level: 1 })).toBeVisible();
    },
    user.token,
  );
  expect(recipePage).toBeLessThanOrEqual(MAX_SCRIPTS.recipePage);
});

test('the signed-in user is asked for while the page module still downloads', async ({ page }) => {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  await createRecipe(user.token, 'Early soup');
  await useToken(page, user.token);

  // The group home's module is held back until the session's request has gone out. Were the user
  // asked for only once the page module is there, neither would ever come and the page not show.
  let sessionRequested: () => void = () => {};
  const sessionStarted = new Promise<void>((resolve) => {
    sessionRequested = resolve;
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/users/self') sessionRequested();
  });
  let held = false;
  await page.route(/\/assets\/group-home-[^/]+\.js$/, async (route) => {
    held = true;
    await sessionStarted;
    await route.continue();
  });
  await page.goto(`/g/${user.groupSlug}`);
  await expect(page.getByRole('article', { name: 'Early soup' })).toBeVisible({ timeout: 15_000 });
  expect(held).toBe(true);
});
