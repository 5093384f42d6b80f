import { expect, type Page, test } from '@playwright/test';
import { createFullRecipe, createUser, setSiteSettings, type User, useToken } from './api';

test.beforeAll(async () => {
  await setSiteSettings({ setupCompleted: true });
});

/** Keeps the HTML's entry script from arriving until the returned function is called. */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Remembers the server's form and main elements as the HTML is parsed, and every error the page reports. */
async function watchTheForm(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const rendered = window as unknown as { serverForm: Element | null; serverMain: Element | null };
      rendered.serverForm = document.querySelector('form');
      rendered.serverMain = document.querySelector('main');
    }),
  );
  return errors;
}

/** The API addresses the page asks for from now on. */
function watchApiReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) reads.push(pathname);
  });
  return reads;
}

/**
 * The API reads of the page until now, but for the live events and pictures: a read of its own goes
 * after every read the page had asked for when this was called.
 */
async function dataReadsSoFar(page: Page, reads: string[]): Promise<string[]> {
  await page.evaluate(() => fetch('/api/app/about?after-the-page'));
  await expect.poll(() => reads.includes('/api/app/about')).toBe(true);
  return reads.slice(0, reads.lastIndexOf('/api/app/about')).filter((path) => !/^\/api\/(events|media)\//.test(path));
}

const sameFormAsServer = (page: Page) =>
  page.evaluate(() => {
    const serverForm = (window as unknown as { serverForm: Element | null }).serverForm;
    return serverForm !== null && document.querySelector('form') === serverForm;
  });

const sameMainAsServer = (page: Page) =>
  page.evaluate(() => {
    const serverMain = (window as unknown as { serverMain: Element | null }).serverMain;
    return serverMain !== null && document.querySelector('main') === serverMain;
  });

test('the sign-in page comes rendered, and the app takes it over as it is', async ({ page, request }) => {
  const html = await (await request.get('/login')).text();
  expect(html).toContain('id="larder-server-render"');
  expect(html).toMatch(/<h1[^>]*>Sign in<\/h1>/);

  const errors = await watchTheForm(page);
  const reads = watchApiReads(page);
  const release = await holdTheApp(page);
  // The page's load waits for its scripts, held here.
  await page.goto('/login', { waitUntil: 'commit' });
  // Painted before any of the app's scripts ran, and not usable until the app has it.
  await expect(page.getByText('Sign in', { exact: true }).first()).toBeVisible();
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  release();

  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  await expect(page).toHaveTitle('Sign in · Larder');
  expect(await sameFormAsServer(page)).toBe(true);
  // The page came with its answers: the app asks for none of them again.
  expect(reads).toEqual([]);

  const user = await createUser();
  await page.getByLabel('Email or username').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}$`));
  expect(errors).toEqual([]);
});

test('a visitor who chose dark mode gets the page rendered again in dark, and it works', async ({ page }) => {
  const errors = await watchTheForm(page);
  await page.addInitScript(() => localStorage.setItem('larder.color-scheme', 'dark'));
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await expect(page).toHaveTitle('Sign in · Larder');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // Not hydrated: the server's light markup is replaced by the app's own.
  expect(await sameFormAsServer(page)).toBe(false);
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).not.toBe('rgb(255, 255, 255)');

  const user = await createUser();
  await page.getByLabel('Email or username').fill(user.username);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}$`));
  expect(errors).toEqual([]);
});

test('at 360 px the rendered sign-in page is the app’s, with nothing wider than the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const errors = await watchTheForm(page);
  const release = await holdTheApp(page);
  // The page's load waits for its scripts, held here.
  await page.goto('/login', { waitUntil: 'commit' });
  const widthBefore = await page.evaluate(() => document.documentElement.scrollWidth);
  const boxBefore = await page.locator('form').boundingBox();
  release();
  await expect(page).toHaveTitle('Sign in · Larder');
  expect(widthBefore).toBeLessThanOrEqual(360);
  // Taken over in place: the form has not moved.
  expect(await page.locator('form').boundingBox()).toEqual(boxBefore);
  expect(await sameFormAsServer(page)).toBe(true);
  expect(errors).toEqual([]);
});

test('a right-to-left language gets the app without a rendered page', async ({ request }) => {
  const html = await (await request.get('/login', { headers: { 'accept-language': 'ar-SA' } })).text();
  expect(html).not.toContain('larder-server-render');
  expect(html).toContain('<div id="root">');
});

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

/** Signed in as the sign-in form leaves a browser: the token for the app, the session cookie for the server. */
async function signedInAs(page: Page, user: User) {
  await useToken(page, user.token);
  await page.context().addCookies([{ name: 'mealie.access_token', value: user.token, domain: '127.0.0.1', path: '/', httpOnly: true }]);
}

test.describe('on a phone', () => {
  test.use({ userAgent: PHONE_AGENT, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test("a member's group home and recipe page come rendered, and the app takes them over", async ({ page }) => {
    const user = await createUser();
    const slug = await createFullRecipe(user.token, 'Barley broth', {
      recipeIngredient: [{ note: '2 cups barley', display: '2 cups barley' }],
      recipeInstructions: [{ title: '', text: 'Stir **slowly** for an hour', ingredientReferences: [] }],
    });
    await signedInAs(page, user);
    const errors = await watchTheForm(page);

    let release = await holdTheApp(page);
    let reads = watchApiReads(page);
    await page.goto(`/g/${user.groupSlug}`, { waitUntil: 'commit' });
    await expect(page.getByText('Barley broth').first()).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(await sameMainAsServer(page)).toBe(true);
    // What the page's first render reads (the favourites, the households) came with it: the app
    // reads nothing again, which would render the page again straight after taking it over.
    expect(await dataReadsSoFar(page, reads)).toEqual([]);
    await page.unroute(/\/assets\/index-[^/]+\.js$/);

    release = await holdTheApp(page);
    reads = watchApiReads(page);
    await page.goto(`/g/${user.groupSlug}/r/${slug}`, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'Barley broth' })).toBeVisible();
    await expect(page.getByText('2 cups barley')).toBeVisible();
    // Text with markup needs the app's sanitiser, which the server's render does without.
    await expect(page.getByText('for an hour')).toHaveCount(0);
    release();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('strong', { hasText: 'slowly' })).toBeVisible();
    expect(await sameMainAsServer(page)).toBe(true);
    expect(await dataReadsSoFar(page, reads)).toEqual([]);
    await expect(page).toHaveTitle('Barley broth · Larder');
    expect(errors).toEqual([]);
  });

  test("at 360 px a member's rendered pages fit the screen before and after the app takes them over", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const user = await createUser();
    const slug = await createFullRecipe(user.token, 'Very long-named slow-cooked winter vegetable and barley broth');
    await signedInAs(page, user);
    const errors = await watchTheForm(page);
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    for (const path of [`/g/${user.groupSlug}`, `/g/${user.groupSlug}/r/${slug}`]) {
      const release = await holdTheApp(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByText('Very long-named slow-cooked').first()).toBeVisible();
      expect(await width(), path).toBeLessThanOrEqual(360);
      release();
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      expect(await sameMainAsServer(page), path).toBe(true);
      expect(await width(), path).toBeLessThanOrEqual(360);
      await page.unroute(/\/assets\/index-[^/]+\.js$/);
    }
    expect(errors).toEqual([]);
  });

  test('a member who chose the list view gets the home rendered afresh, in that view', async ({ page }) => {
    const user = await createUser();
    await createFullRecipe(user.token, 'Lentil stew');
    await signedInAs(page, user);
    await page.addInitScript(() => localStorage.setItem('larder.recipe-view', 'list'));
    const errors = await watchTheForm(page);
    await page.goto(`/g/${user.groupSlug}`);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByText('Lentil stew').first()).toBeVisible();
    expect(await sameMainAsServer(page)).toBe(false);
    expect(errors).toEqual([]);
  });
});

test("a desktop browser gets a member's page as the app renders it, without the server's", async ({ request }) => {
  const user = await createUser();
  const html = await (await request.get(`/g/${user.groupSlug}`, { headers: { cookie: `mealie.access_token=${user.token}` } })).text();
  expect(html).not.toContain('larder-server-render');
  const phone = await (
    await request.get(`/g/${user.groupSlug}`, { headers: { cookie: `mealie.access_token=${user.token}`, 'user-agent': PHONE_AGENT } })
  ).text();
  expect(phone).toContain('larder-server-render');
});
