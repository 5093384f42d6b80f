import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN, createCookbook, createUser, getSelf, setSiteSettings, signIn, useToken } from './api';

// Every page the menus link to in one journey (more with each new screen); a loaded machine takes minutes.
test.describe.configure({ timeout: 360_000 });
const LOAD = { timeout: 20_000 };
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** Every link of the page that stays on this site (the API's own files aside). */
async function inAppLinks(page: Page): Promise<string[]> {
  const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//') && !href.startsWith('/api/'));
}

/** The drawer's links with its folded parts unfolded, and the create menu's. */
async function drawerLinks(page: Page): Promise<string[]> {
  const organizers = page.getByRole('button', { name: 'Organizers' });
  if ((await organizers.getAttribute('aria-expanded')) === 'false') await organizers.click();
  await expect(page.getByRole('link', { name: 'Tools' })).toBeVisible();
  const links = await inAppLinks(page);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Create manually' })).toBeVisible();
  links.push(...(await inAppLinks(page)));
  await page.keyboard.press('Escape');
  return links;
}

async function adminMenuLinks(page: Page): Promise<string[]> {
  await page.goto('/admin/site-settings');
  await page.getByRole('button', { name: 'Debug' }).click(LOAD);
  await expect(page.getByRole('link', { name: 'Ingredient parser' })).toBeVisible();
  return inAppLinks(page);
}

/** The same screens on a 360 px phone, where the drawer opens from the menu button. */
async function phoneLinks(browser: Browser, token: string, groupSlug: string): Promise<string[]> {
  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  await useToken(page, token);
  await page.goto(`/g/${groupSlug}`);
  await page.getByRole('button', { name: 'Toggle navigation' }).click(LOAD);
  const links = await drawerLinks(page);
  await page.goto('/admin/site-settings');
  await page.getByRole('button', { name: 'Toggle navigation' }).click(LOAD);
  await page.getByRole('button', { name: 'Debug' }).click();
  await expect(page.getByRole('link', { name: 'Ingredient parser' })).toBeVisible();
  links.push(...(await inAppLinks(page)));
  await phone.close();
  return links;
}

/** Runs the set-up wizard as a new administrator, without starter data, and reads its last step's links. */
async function setupDoneLinks(browser: Browser): Promise<string[]> {
  const admin = await createUser({ admin: true });
  const context = await browser.newContext();
  const page = await context.newPage();
  await useToken(page, admin.token);
  await page.goto('/admin/setup');
  await page.getByRole('button', { name: 'Next' }).click(LOAD);
  await page.getByLabel('Current password').fill(admin.password);
  await page.getByLabel('New password').fill('a-link-checking-password-7');
  await page.getByLabel('Confirm password').fill('a-link-checking-password-7');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Your site' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  for (const name of ['Foods', 'Units', 'Labels']) await page.getByRole('checkbox', { name }).uncheck();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: 'All set' })).toBeVisible(LOAD);
  const links = await inAppLinks(page);
  await context.close();
  return links;
}

test('every in-app link of the drawer, profile, set-up wizard and admin menu opens a screen', async ({ page, browser }) => {
  await setSiteSettings({ setupCompleted: true });
  const token = await signIn(ADMIN.email, ADMIN.password);
  const self = await getSelf(token);
  const groupSlug = self.groupSlug ?? '';
  // A cookbook, so that the drawer lists one.
  await createCookbook(token, `Linked book ${Date.now().toString(36)}`, 1);
  await useToken(page, token);

  const found = new Set<string>();
  const add = (links: string[]) => {
    for (const link of links) found.add(link);
  };

  await page.goto(`/g/${groupSlug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible(LOAD);
  add(await drawerLinks(page));
  await page.goto('/user/profile');
  await expect(page.getByText(/^Welcome, /)).toBeVisible(LOAD);
  add(await inAppLinks(page));
  add(await adminMenuLinks(page));
  add(await phoneLinks(browser, token, groupSlug));
  add(await setupDoneLinks(browser));

  // The screens named above, at least, were found.
  for (const expected of ['/user/profile', '/shopping-lists', `/g/${groupSlug}/cookbooks`, '/admin/site-settings', '/admin/debug/parser']) {
    expect([...found], expected).toContain(expected);
  }

  const broken: string[] = [];
  for (const href of [...found].sort()) {
    const response = await page.goto(href);
    if (!response || response.status() >= 400) {
      broken.push(`${href}: HTTP ${response?.status()}`);
      continue;
    }
    // Pages served by the server itself (the API documentation) are not the app.
    if (!(await page.locator('#root').count())) continue;
    await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible(LOAD);
    if (await page.getByRole('heading', { name: /Page Not Found/ }).count()) broken.push(`${href}: the app's not-found page`);
  }
  expect(broken).toEqual([]);
});
