import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { createRecipe, createUser, setSiteSettings, uploadRecipeImage, useToken } from './api';

const IMAGES = path.resolve(import.meta.dirname, '../../../shared/fixtures/images');

const noHorizontalScroll = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('the sign-in page fits a 360 px phone', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
});

test('the app shell on a phone: drawer closed, opened by the menu button', async ({ page }) => {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}`);
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('button', { name: 'Dark mode' })).toBeHidden();
  expect(await noHorizontalScroll(page)).toBe(true);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  // The drawer is built when it first opens, not with the page.
  await expect(page.locator('#app-drawer')).toHaveCount(0);
  await toggle.click();
  // The drawer opens over the page as a modal, holding the theme switch.
  await page.getByRole('button', { name: 'Dark mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  // Closed again, it stays in the page, ready to open at once.
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#app-drawer')).toHaveCount(1);
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Light mode' })).toBeVisible();
});

/** A member's recipe with a picture, signed in on `page`, and the picture files the page asks for from then on. */
async function pictureRequests(page: Page, name: string) {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  const slug = await createRecipe(user.token, name);
  await uploadRecipeImage(user.token, slug, fs.readFileSync(path.join(IMAGES, 'test-image-1.jpg')), 'jpg');
  await useToken(page, user.token);
  const pictures: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/images/')) pictures.push(pathname);
  });
  return { user, slug, pictures };
}

test('a phone loads the 800 px rendition of a recipe picture, not the original', async ({ page }) => {
  const { user, slug, pictures } = await pictureRequests(page, 'Pictured pie');
  const files = () => pictures.map((pathname) => pathname.slice(pathname.lastIndexOf('/') + 1));

  await page.goto(`/g/${user.groupSlug}`);
  await expect(page.getByRole('article', { name: 'Pictured pie' }).locator('img')).toHaveJSProperty('complete', true);
  await page.goto(`/g/${user.groupSlug}/r/${slug}`);
  const hero = page.getByRole('img', { name: 'Pictured pie' });
  await expect(hero).toHaveJSProperty('complete', true);
  expect(await hero.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  expect(files()).toContain('medium.webp');
  expect(files()).not.toContain('original.webp');
  expect(files()).not.toContain('min-original.webp');
});

test('a recipe page asks for its picture as soon as the recipe has arrived, and loads it once', async ({ page }) => {
  const { user, slug, pictures } = await pictureRequests(page, 'Preloaded pie');

  await page.goto(`/g/${user.groupSlug}/r/${slug}`);
  const hero = page.getByRole('img', { name: 'Preloaded pie' });
  await expect(hero).toHaveJSProperty('complete', true);
  // The preload names the same files and sizes as the picture, so both pick the same one.
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  expect(await preload.getAttribute('imagesrcset')).toBe(await hero.getAttribute('srcset'));
  expect(await preload.getAttribute('imagesizes')).toBe(await hero.getAttribute('sizes'));
  expect(pictures).toEqual([expect.stringMatching(/\/images\/medium\.webp$/)]);
});

test("the group home asks for its first card's picture before its page has loaded, and loads it once", async ({ page }) => {
  const { user, pictures } = await pictureRequests(page, 'Carded cake');
  // The page's module is held back until the picture has been asked for: the entry asks for it
  // from the list's early answer, not the card once it has rendered.
  let pictureAsked: () => void = () => {};
  const asked = new Promise<void>((resolve) => {
    pictureAsked = resolve;
  });
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.includes('/images/')) pictureAsked();
  });
  let held = false;
  await page.route(/\/assets\/group-home-[^/]+\.js$/, async (route) => {
    held = true;
    await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await route.continue();
  });
  const started = Date.now();
  await page.goto(`/g/${user.groupSlug}`);
  const card = page.getByRole('article', { name: 'Carded cake' }).locator('img');
  await expect(card).toHaveJSProperty('complete', true, { timeout: 20_000 });
  expect(held).toBe(true);
  expect(Date.now() - started).toBeLessThan(10_000);
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  expect(await preload.getAttribute('imagesrcset')).toBe(await card.getAttribute('srcset'));
  expect(await preload.getAttribute('imagesizes')).toBe(await card.getAttribute('sizes'));
  expect(pictures).toHaveLength(1);
});

test("on another group's home, the member's own pictures are not asked for", async ({ page }) => {
  const { pictures } = await pictureRequests(page, 'Own tart');
  const other = await createUser();
  // The entry's reads of the user and of the member's own list (the page's address names another
  // group): once both have been answered, the entry has decided about the pictures.
  const answered = Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/self'),
    page.waitForResponse((response) => new URL(response.url()).pathname === '/api/recipes'),
  ]);
  await page.goto(`/g/${other.groupSlug}`);
  await answered;
  // A moment for the answers to be read, as the cards' pictures would have been asked for by then.
  await page.waitForTimeout(1000);
  await expect(page.getByRole('article', { name: 'Own tart' })).toHaveCount(0);
  await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0);
  expect(pictures).toEqual([]);
});
