import { expect, type Page, test } from '@playwright/test';
import { api, createHouseholdMember, createRecipe, createTag, createUser, ok, setSiteSettings, type User, useToken } from './api';

// The first paint of a page waits for the route's chunk and its data; shared CI machines can be slow.
const LOAD = { timeout: 20_000 };

/** Opens a page once the live event stream is connected, so that no event can slip by before it. */
async function openLive(page: Page, url: string) {
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events/stream');
  await page.goto(url);
  expect((await streamOpen).status()).toBe(200);
  // Survives only as long as the page is not reloaded.
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}

const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded === true);

let user: User;
let member: User;

test.beforeEach(async ({ page }) => {
  test.slow();
  await setSiteSettings({ setupCompleted: true });
  user = await createUser();
  member = await createHouseholdMember(user);
  await useToken(page, user.token);
});

test('a recipe another member adds shows up on the open recipe list', async ({ page }) => {
  await createRecipe(user.token, 'Apple crumble');
  await openLive(page, `/g/${user.groupSlug}`);
  const results = page.getByRole('list', { name: 'Recipe results' });
  await expect(results.getByRole('article', { name: 'Apple crumble' })).toBeVisible(LOAD);

  await createRecipe(member.token, 'Lemon tart');

  await expect(results.getByRole('article', { name: 'Lemon tart' })).toBeVisible();
  await expect(results.getByRole('article')).toHaveCount(2);
  expect(await notReloaded(page)).toBe(true);
});

test('a recipe renamed elsewhere takes its new name and address on its open page', async ({ page }) => {
  const slug = await createRecipe(user.token, 'Lemon tart');
  await openLive(page, `/g/${user.groupSlug}/r/${slug}`);
  await expect(page.getByRole('heading', { name: 'Lemon tart', level: 1 })).toBeVisible(LOAD);

  await ok(api(member.token).PATCH('/api/recipes/{slug}', { params: { path: { slug } }, body: { name: 'Lemon meringue tart' } }), 200);

  await expect(page.getByRole('heading', { name: 'Lemon meringue tart', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}/r/lemon-meringue-tart$`));
  expect(await notReloaded(page)).toBe(true);
});

test('a recipe deleted elsewhere leaves the open list', async ({ page }) => {
  await createRecipe(user.token, 'Apple crumble');
  const slug = await createRecipe(user.token, 'Plum cake');
  await openLive(page, `/g/${user.groupSlug}`);
  const results = page.getByRole('list', { name: 'Recipe results' });
  await expect(results.getByRole('article')).toHaveCount(2, LOAD);

  await ok(api(member.token).DELETE('/api/recipes/{slug}', { params: { path: { slug } } }), 200);

  await expect(results.getByRole('article', { name: 'Plum cake' })).toHaveCount(0);
  await expect(results.getByRole('article')).toHaveCount(1);
  expect(await notReloaded(page)).toBe(true);
});

test('a tag renamed on another device shows in the open recipe filter', async ({ page, browser }) => {
  // The organizer renames the tag in a browser of their own; the user has the explorer's tag filter open.
  const organizer = await createUser({ admin: true, group: user.group });
  const tag = await createTag(organizer.token, 'Quick');
  await createRecipe(user.token, 'Flatbread', { tags: [tag] });

  await openLive(page, `/g/${user.groupSlug}`);
  await expect(page.getByRole('list', { name: 'Recipe results' }).getByRole('article', { name: 'Flatbread' })).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'Tags' }).click();
  const filter = page.getByRole('dialog', { name: 'Tags' });
  await expect(filter.getByRole('checkbox', { name: 'Quick' })).toBeVisible();

  const other = await browser.newContext();
  const organizerPage = await other.newPage();
  await useToken(organizerPage, organizer.token);
  await organizerPage.goto(`/g/${organizer.groupSlug}/recipes/tags`);
  await organizerPage.getByRole('button', { name: 'Edit Quick' }).click(LOAD);
  const dialog = organizerPage.getByRole('dialog', { name: 'Edit tag' });
  await dialog.getByLabel('Name').fill('Speedy');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(organizerPage.getByRole('link', { name: 'Speedy' })).toBeVisible();
  await other.close();

  await expect(filter.getByRole('checkbox', { name: 'Speedy' })).toBeVisible();
  await expect(filter.getByRole('checkbox', { name: 'Quick' })).toHaveCount(0);
  expect(await notReloaded(page)).toBe(true);
});
