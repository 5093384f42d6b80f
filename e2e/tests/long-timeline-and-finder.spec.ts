import { expect, type Locator, type Page, test } from '@playwright/test';
import { api, createFood, createRecipe, createUser, getRecipe, ok, setSiteSettings, useToken } from './api';

const COUNT = 100;
/** Far fewer than the entries: those on screen and a few on each side. */
const MAX_RENDERED = 20;
const numbered = (prefix: string, position: number) => `${prefix} ${String(position).padStart(3, '0')}`;

/**
 * Checks that `list`, `total` entries long, keeps only the entries near the screen in the page:
 * at the top, and at the bottom once every page has loaded, each entry telling its place and the
 * whole list's size.
 */
async function expectVirtualised(page: Page, list: Locator, total: number, first: Locator, last: Locator) {
  const items = list.getByRole('listitem');
  await expect(first).toBeInViewport({ timeout: 15_000 });
  const atTop = await items.count();
  expect(atTop).toBeGreaterThan(0);
  expect(atTop).toBeLessThanOrEqual(MAX_RENDERED);
  await expect(items.first()).toHaveAttribute('aria-posinset', '1');

  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(last).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(first).toHaveCount(0);
  const atBottom = await items.count();
  expect(atBottom).toBeLessThanOrEqual(MAX_RENDERED);
  await expect(items.last()).toHaveAttribute('aria-posinset', String(total));
  const sizes = await items.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-setsize')));
  expect(sizes).toEqual(Array(atBottom).fill(String(total)));

  // Back at the top, the first entry is in its place again.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(first).toBeInViewport();
}

async function openLongTimeline(page: Page) {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  const slug = await createRecipe(user.token, 'Sourdough');
  const recipeId = (await getRecipe(user.token, slug)).id ?? '';
  // One after another, so that each is newer than the one before.
  for (let position = 1; position <= COUNT; position++) {
    await ok(
      api(user.token).POST('/api/recipes/timeline/events', {
        body: { recipeId, subject: numbered('Bake', position), eventType: 'comment', eventMessage: 'Crusty.' },
      }),
      201,
    );
  }

  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}/recipes/timeline`);
  await page.getByRole('checkbox', { name: 'System' }).click();
  const list = page.getByRole('list', { name: 'Timeline events' });
  // Newest first: the last bake at the top, the first at the bottom.
  await expectVirtualised(
    page,
    list,
    COUNT,
    list.getByRole('listitem', { name: numbered('Bake', COUNT) }),
    list.getByRole('listitem', { name: numbered('Bake', 1) }),
  );
}

test('a long timeline keeps only the events near the screen in the page', async ({ page }) => {
  test.setTimeout(90_000);
  await openLongTimeline(page);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('a long timeline keeps only the events near the screen in the page', async ({ page }) => {
    test.setTimeout(90_000);
    await openLongTimeline(page);
  });
});

test('a long list of recipes you can cook keeps only those near the screen in the page', async ({ page }) => {
  test.setTimeout(120_000);
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  const egg = await createFood(user.token, 'Egg', true);
  const positions = Array.from({ length: COUNT }, (_, index) => index + 1);
  for (let start = 0; start < COUNT; start += 20) {
    await Promise.all(
      positions
        .slice(start, start + 20)
        .map((position) =>
          createRecipe(user.token, numbered('Eggs', position), { recipeIngredient: [{ quantity: 1, food: egg, note: '' }] }),
        ),
    );
  }

  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}/recipes/finder`);
  const list = page.getByRole('list', { name: 'Recipes you can cook' });
  // Egg is on hand, so every recipe can be cooked; equally ranked, they come by name.
  await expectVirtualised(
    page,
    list,
    COUNT,
    list.getByRole('article', { name: numbered('Eggs', 1) }),
    list.getByRole('article', { name: numbered('Eggs', COUNT) }),
  );
});
