import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { createUser, setSiteSettings, useToken } from './api';

type User = Awaited<ReturnType<typeof createUser>>;

// A 1×1 PNG, served as the recipe's picture.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');

const recipePage = (name: string, base: string) => `<!doctype html><html><head><title>${name}</title>
<script type="application/ld+json">${JSON.stringify({
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name,
  image: `${base}/pixel.png`,
  recipeYield: '2 servings',
  keywords: 'lunch, quick',
  recipeIngredient: ['2 slices of bread', '1 ripe avocado'],
  recipeInstructions: [
    { '@type': 'HowToStep', text: 'Toast the bread.' },
    { '@type': 'HowToStep', text: 'Mash the avocado on top.' },
  ],
})}</script></head><body><h1>${name}</h1></body></html>`;

// The recipe pages the server imports from: a loopback server of this test (the e2e server is
// started with ALLOW_PRIVATE_NETWORK_IMPORT so that it may reach it).
let pages: http.Server;
let base: string;

test.beforeAll(async () => {
  pages = http.createServer((req, res) => {
    const path = req.url ?? '/';
    if (path === '/pixel.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PIXEL);
    if (path.startsWith('/recipes/')) {
      const name = decodeURIComponent(path.slice('/recipes/'.length)).replace(/-/g, ' ');
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(recipePage(name, base));
    }
    return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><html><body><p>About us</p></body></html>');
  });
  await new Promise<void>((resolve) => pages.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => pages.close(() => resolve())));

const LOAD = { timeout: 20_000 };
let user: User;

test.beforeEach(async ({ page }) => {
  test.slow();
  await setSiteSettings({ setupCompleted: true });
  user = await createUser();
  await useToken(page, user.token);
});

test('imports a recipe from a web address and opens it', async ({ page }) => {
  await page.goto(`/g/${user.groupSlug}/r/create`);
  await page.getByRole('link', { name: /Import from URL/ }).click();
  await page.getByLabel('Recipe address').fill(`${base}/recipes/Avocado-Toast`);
  await page.getByLabel('Import keywords as tags').check();
  await expect(page).toHaveURL(/use_keywords=1/);
  await page.getByRole('form', { name: 'Import from URL' }).getByRole('button', { name: 'Import' }).click();

  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}/r/avocado-toast$`), LOAD);
  await expect(page.getByRole('heading', { name: 'Avocado Toast', level: 1 })).toBeVisible(LOAD);
  await expect(page.getByText('1 ripe avocado')).toBeVisible();
  await expect(page.getByText('Mash the avocado on top.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'quick' }).first()).toBeVisible();
});

test('shows why a page without a recipe could not be imported', async ({ page }) => {
  await page.goto(`/g/${user.groupSlug}/r/create/url`);
  await page.getByLabel('Recipe address').fill(`${base}/about`);
  await page.getByRole('form', { name: 'Import from URL' }).getByRole('button', { name: 'Import' }).click();
  await expect(page.getByTestId('import-failed')).toContainText('No recipe could be imported', LOAD);
  await expect(page).toHaveURL(/\/r\/create\/url/);
});

test('a page shared to the app opens the URL import with the address', async ({ page }) => {
  const shared = `Look at this ${base}/recipes/Shared-Soup`;
  await page.goto(`/r/create/url?title=Soup&text=${encodeURIComponent(shared)}`);
  // The address is picked out of the shared text and filled in. (An https address would be
  // imported at once; this loopback page is plain http, so the user confirms.)
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}/r/create/url\\?recipe_import_url=`), LOAD);
  await expect(page.getByLabel('Recipe address')).toHaveValue(`${base}/recipes/Shared-Soup`);
  await page.getByRole('form', { name: 'Import from URL' }).getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}/r/shared-soup$`), LOAD);
  await expect(page.getByRole('heading', { name: 'Shared Soup', level: 1 })).toBeVisible(LOAD);
});

test('imports many addresses in the background and shows the report', async ({ page }) => {
  await page.goto(`/g/${user.groupSlug}/r/create/bulk`);
  await page.getByRole('button', { name: 'Bulk add' }).click();
  await page.getByLabel('Addresses', { exact: true }).fill(`${base}/recipes/Bulk-Bean-Salad\n${base}/about\n`);
  await page.getByRole('button', { name: 'Add addresses' }).click();
  await expect(page.getByLabel('Recipe address 2')).toHaveValue(`${base}/about`);
  await page.getByRole('button', { name: 'Import 2 recipes' }).click();
  await expect(page.getByText('The bulk import has started')).toBeVisible(LOAD);

  const reports = page.getByRole('table', { name: 'Report' });
  await expect(reports.getByText('Partly done')).toBeVisible(LOAD);
  await reports.getByRole('row').filter({ hasText: 'Bulk Import' }).first().click();

  await expect(page).toHaveURL(/\/group\/reports\/[0-9a-f-]+$/, LOAD);
  await expect(page.getByText('1 of 2 succeeded')).toBeVisible(LOAD);
  const entries = page.getByTestId('report-entry');
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: 'Bulk Bean Salad' })).toHaveAttribute('data-success', 'true');
  const failed = entries.filter({ hasText: `Failed to import ${base}/about` });
  await failed.getByRole('button', { name: 'Show the error' }).click();
  await expect(page.getByText(/No recipe was found/)).toBeVisible();

  await page.goto(`/g/${user.groupSlug}/r/bulk-bean-salad`);
  await expect(page.getByRole('heading', { name: 'Bulk Bean Salad', level: 1 })).toBeVisible(LOAD);
});

test('the import screens fit a 360 px phone', async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await phone.newPage();
  await useToken(page, user.token);
  const fitsWidth = () => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY) <= 360);
  for (const [path, title] of [
    ['r/create', /Import from URL/],
    ['r/create/url', 'Import from URL'],
    ['r/create/bulk', 'Bulk URL import'],
    ['r/create/html', 'Import HTML or JSON'],
    ['r/create/zip', 'Import .zip'],
    ['r/create/debug', 'Debug scraper'],
  ] as const) {
    await page.goto(`/g/${user.groupSlug}/${path}`);
    const shown =
      typeof title === 'string' ? page.getByRole('heading', { name: title, level: 1 }) : page.getByRole('link', { name: title });
    await expect(shown, path).toBeVisible(LOAD);
    expect(await fitsWidth(), path).toBe(true);
  }
  await phone.close();
});
