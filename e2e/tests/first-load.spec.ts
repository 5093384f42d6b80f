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

/**
 * Holds the page module matching `module` back until a request matching `wanted` has gone out, and
 * counts those requests. Were the request made only once the module is there, neither would come.
 */
function holdModuleUntilRequested(page: Page, module: RegExp, wanted: (url: URL) => boolean) {
  const state = { held: false, requests: 0 };
  let requested: () => void = () => {};
  const started = new Promise<void>((resolve) => {
    requested = resolve;
  });
  page.on('request', (request) => {
    if (!wanted(new URL(request.url()))) return;
    state.requests += 1;
    requested();
  });
  void page.route(module, async (route) => {
    state.held = true;
    await started;
    await route.continue();
  });
  return state;
}

test.describe('in a right-to-left language, whose sign-in page the server does not render', () => {
  test.use({ locale: 'ar-SA' });

  test('the sign-in page asks whether this is the first sign-in while its module still downloads', async ({ page }) => {
    await setSiteSettings({ setupCompleted: true });
    const startup = holdModuleUntilRequested(page, /\/assets\/login-[^/]+\.js$/, (url) => url.pathname === '/api/app/about/startup-info');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
    expect(startup.held).toBe(true);
    expect(startup.requests).toBe(1);
  });
});

test("the signed-in user and the group home's recipes are asked for while the page module still downloads", async ({ page }) => {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  await createRecipe(user.token, 'Early soup');
  await useToken(page, user.token);
  // The list is asked for once the user is known to be a member: so the session's request went out first.
  const list = holdModuleUntilRequested(page, /\/assets\/group-home-[^/]+\.js$/, (url) => url.pathname === '/api/recipes');
  await page.goto(`/g/${user.groupSlug}`);
  await expect(page.getByRole('article', { name: 'Early soup' })).toBeVisible({ timeout: 15_000 });
  expect(list.held).toBe(true);
  // The page's own query is the one started at boot, not a second one beside it.
  expect(list.requests).toBe(1);
});

test('a recipe is asked for while its page module still downloads, and an address with filters is listed as it reads', async ({ page }) => {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  const slug = await createRecipe(user.token, 'Eager stew');
  await useToken(page, user.token);
  // The page module's file is `recipe-` and its hash (8 characters); its parts have longer names.
  const recipe = holdModuleUntilRequested(page, /\/assets\/recipe-[\w-]{8}\.js$/, (url) => url.pathname === `/api/recipes/${slug}`);
  await page.goto(`/g/${user.groupSlug}/r/${slug}`);
  await expect(page.getByRole('heading', { name: 'Eager stew', level: 1 })).toBeVisible({ timeout: 15_000 });
  expect(recipe.held).toBe(true);
  expect(recipe.requests).toBe(1);

  const lists: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/recipes') lists.push(url.searchParams.toString());
  });
  await page.goto(`/g/${user.groupSlug}?search=stew&orderBy=name`);
  await expect(page.getByRole('article', { name: 'Eager stew' })).toBeVisible();
  expect(lists).toEqual(['orderBy=name&orderDirection=asc&search=stew&page=1&perPage=64']);
});

/**
 * Holds the framework chunk back until every request `wanted` names has gone out (or ten seconds
 * have passed), and lists the API reads of the page. Were the page's modules and reads asked for
 * only once the framework had run, they would go out after the time limit.
 */
function holdFrameworkUntilRequested(page: Page, wanted: RegExp[]) {
  const state = { sentWhileHeld: [] as string[], held: true, reads: [] as string[] };
  const seen = new Set<RegExp>();
  let allSent: () => void = () => {};
  const sent = new Promise<void>((resolve) => {
    allSent = resolve;
  });
  page.on('request', (request) => {
    const url = new URL(request.url());
    const address = `${url.pathname}${url.search}`;
    if (url.pathname.startsWith('/api/') && request.method() === 'GET') state.reads.push(address);
    for (const pattern of wanted) {
      if (!pattern.test(address)) continue;
      seen.add(pattern);
      if (state.held) state.sentWhileHeld.push(address);
    }
    if (seen.size === wanted.length) allSent();
  });
  void page.route(/\/assets\/framework-[^/]+\.js$/, async (route) => {
    await Promise.race([sent, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    state.held = false;
    await route.continue();
  });
  return state;
}

test("the entry asks for the page's modules and its first reads while the framework still downloads, each read once", async ({ page }) => {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  const slug = await createRecipe(user.token, 'Parallel pie');
  await useToken(page, user.token);
  const wanted = [
    /^\/assets\/recipe-[\w-]{8}\.js$/,
    /^\/assets\/default-layout-[\w-]+\.js$/,
    /^\/api\/app\/about$/,
    /^\/api\/app\/about\/theme$/,
    /^\/api\/users\/self$/,
    new RegExp(`^/api/recipes/${slug}$`),
  ];
  const load = holdFrameworkUntilRequested(page, wanted);
  await page.goto(`/g/${user.groupSlug}/r/${slug}`);
  await expect(page.getByRole('heading', { name: 'Parallel pie', level: 1 })).toBeVisible({ timeout: 20_000 });
  expect(load.sentWhileHeld).toHaveLength(wanted.length);
  // Each of them once: the app's queries took the entry's answers instead of asking again.
  for (const read of ['/api/app/about', '/api/app/about/theme', '/api/users/self', `/api/recipes/${slug}`]) {
    expect(
      load.reads.filter((address) => address === read),
      read,
    ).toHaveLength(1);
  }
});

test('the sign-in page and the group home read what they show once, asked for by the entry', async ({ browser }) => {
  await setSiteSettings({ setupCompleted: true });
  // In a right-to-left language: the server renders the sign-in page of the others with its answers.
  const signIn = await browser.newContext({ serviceWorkers: 'block', locale: 'ar-SA' });
  const signInPage = await signIn.newPage();
  const signInLoad = holdFrameworkUntilRequested(signInPage, [/^\/assets\/login-[\w-]{8}\.js$/, /^\/api\/app\/about\/startup-info$/]);
  await signInPage.goto('/login');
  await expect(signInPage.getByRole('button', { name: 'Sign in' })).toBeVisible({ timeout: 20_000 });
  expect(signInLoad.sentWhileHeld).toHaveLength(2);
  expect(signInLoad.reads.filter((address) => address === '/api/app/about/startup-info')).toHaveLength(1);
  await signIn.close();

  const user = await createUser();
  await createRecipe(user.token, 'Parallel porridge');
  const home = await browser.newContext({ serviceWorkers: 'block' });
  const homePage = await home.newPage();
  await useToken(homePage, user.token);
  const homeLoad = holdFrameworkUntilRequested(homePage, [/^\/assets\/group-home-[\w-]+\.js$/, /^\/api\/recipes\?/]);
  await homePage.goto(`/g/${user.groupSlug}`);
  await expect(homePage.getByRole('article', { name: 'Parallel porridge' })).toBeVisible({ timeout: 20_000 });
  expect(homeLoad.sentWhileHeld).toHaveLength(2);
  expect(homeLoad.reads.filter((address) => address.startsWith('/api/recipes?'))).toHaveLength(1);
  expect(homeLoad.reads.filter((address) => address === '/api/users/self')).toHaveLength(1);
  await home.close();
});
