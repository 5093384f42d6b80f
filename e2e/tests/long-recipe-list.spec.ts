import { expect, type Page, test } from '@playwright/test';
import { createRecipe, createUser, setSiteSettings, useToken } from './api';

const COUNT = 160;
const nameOf = (position: number) => `Long list ${String(position).padStart(3, '0')}`;
/** Far fewer than the 160 recipes: the rows on screen and a few on each side. */
const MAX_RENDERED = 45;

/** A member of a new group holding COUNT recipes, and the group home sorted by name. */
async function openLongList(page: Page) {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  const positions = Array.from({ length: COUNT }, (_, index) => index + 1);
  for (let start = 0; start < COUNT; start += 20) {
    await Promise.all(positions.slice(start, start + 20).map((position) => createRecipe(user.token, nameOf(position))));
  }
  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}?orderBy=name&orderDirection=asc`);
}

async function expectLongListVirtualised(page: Page) {
  const results = page.getByRole('list', { name: 'Recipe results' });
  const items = results.getByRole('listitem');
  await expect(page.getByRole('status')).toHaveText(`${COUNT} recipes`, { timeout: 15_000 });
  await expect(results.getByRole('article', { name: nameOf(1) })).toBeInViewport();
  const atTop = await items.count();
  expect(atTop).toBeGreaterThan(0);
  expect(atTop).toBeLessThanOrEqual(MAX_RENDERED);
  await expect(items.first()).toHaveAttribute('aria-posinset', '1');

  // Each scroll to the bottom loads the next page until the last one is in.
  const last = results.getByRole('article', { name: nameOf(COUNT) });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(last).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(results.getByRole('article', { name: nameOf(1) })).toHaveCount(0);
  const atBottom = await items.count();
  expect(atBottom).toBeLessThanOrEqual(MAX_RENDERED);
  await expect(items.last()).toHaveAttribute('aria-posinset', String(COUNT));
  const sizes = await items.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-setsize')));
  expect(sizes).toEqual(Array(atBottom).fill(String(COUNT)));
}

test('a long recipe list keeps only the cards near the screen in the page', async ({ page }) => {
  test.setTimeout(90_000);
  await openLongList(page);
  await expectLongListVirtualised(page);

  // Back at the top, tabbing on from the first card reaches cards that were not in the page at first.
  await page.evaluate(() => window.scrollTo(0, 0));
  const results = page.getByRole('list', { name: 'Recipe results' });
  const first = results.getByRole('article', { name: nameOf(1) });
  await first.getByRole('link').focus();
  const target = results.getByRole('article', { name: nameOf(40) });
  await expect(target).toHaveCount(0);
  // Each card has three stops (the card, its heart, its menu); focus never leaves the cards.
  const focusedCard = () => page.evaluate(() => document.activeElement?.closest('article')?.getAttribute('aria-label') ?? null);
  for (let presses = 0; presses < 3 * 40 && (await focusedCard()) !== nameOf(40); presses++) {
    await page.keyboard.press('Tab');
    expect(await focusedCard()).toMatch(/^Long list \d{3}$/);
  }
  await expect(target.getByRole('link')).toBeFocused();
  await expect(target).toBeInViewport();
});

test('going back from a recipe shows the long list where it was left', async ({ page }) => {
  test.setTimeout(90_000);
  await openLongList(page);
  // List entries differ in height from the virtualizer's first guess, unlike cards.
  await page.getByRole('button', { name: 'List view' }).click();
  const results = page.getByRole('list', { name: 'Recipe results' });
  const picked = results.getByRole('article', { name: nameOf(90) });
  await expect(async () => {
    await page.evaluate(() => window.scrollBy(0, 1500));
    await expect(picked).toBeInViewport({ timeout: 500 });
  }).toPass({ timeout: 30_000 });
  const before = await picked.boundingBox();

  await picked.getByRole('link').click();
  await expect(page).toHaveURL(/\/r\/long-list-090$/);
  await page.goBack();
  await expect(picked).toBeInViewport();
  expect(await picked.boundingBox()).toEqual(before);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a long recipe list keeps only the cards near the screen in the page', async ({ page }) => {
    test.setTimeout(90_000);
    await openLongList(page);
    await expectLongListVirtualised(page);
  });
});
