import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createUser, setSiteSettings, useToken } from './api';

type User = Awaited<ReturnType<typeof createUser>>;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

// The first paint of a page waits for the route's chunk and its data; shared CI machines can be slow.
const LOAD = { timeout: 20_000 };

async function createRecipe(request: APIRequestContext, user: User, name: string): Promise<string> {
  const res = await request.post('/api/recipes', { headers: auth(user.token), data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

/** A second member of the user's household, as on another device. */
async function createHouseholdMember(request: APIRequestContext, user: User): Promise<User> {
  const self = await (await request.get('/api/users/self', { headers: auth(user.token) })).json();
  const member = await createUser(request, { group: self.group });
  const other = await (await request.get('/api/users/self', { headers: auth(member.token) })).json();
  expect(other.householdId).toBe(self.householdId);
  return member;
}

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

test.beforeEach(async ({ page, request }) => {
  test.slow();
  await setSiteSettings(request, { setupCompleted: true });
  user = await createUser(request);
  member = await createHouseholdMember(request, user);
  await useToken(page, user.token);
});

test('a recipe another member adds shows up on the open recipe list', async ({ page, request }) => {
  await createRecipe(request, user, 'Apple crumble');
  await openLive(page, `/g/${user.groupSlug}`);
  const results = page.getByRole('list', { name: 'Recipe results' });
  await expect(results.getByRole('article', { name: 'Apple crumble' })).toBeVisible(LOAD);

  await createRecipe(request, member, 'Lemon tart');

  await expect(results.getByRole('article', { name: 'Lemon tart' })).toBeVisible();
  await expect(results.getByRole('article')).toHaveCount(2);
  expect(await notReloaded(page)).toBe(true);
});

test('a recipe renamed elsewhere takes its new name and address on its open page', async ({ page, request }) => {
  const slug = await createRecipe(request, user, 'Lemon tart');
  await openLive(page, `/g/${user.groupSlug}/r/${slug}`);
  await expect(page.getByRole('heading', { name: 'Lemon tart', level: 1 })).toBeVisible(LOAD);

  const renamed = await request.patch(`/api/recipes/${slug}`, { headers: auth(member.token), data: { name: 'Lemon meringue tart' } });
  expect(renamed.status(), await renamed.text()).toBe(200);

  await expect(page.getByRole('heading', { name: 'Lemon meringue tart', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}/r/lemon-meringue-tart$`));
  expect(await notReloaded(page)).toBe(true);
});

test('a recipe deleted elsewhere leaves the open list', async ({ page, request }) => {
  await createRecipe(request, user, 'Apple crumble');
  const slug = await createRecipe(request, user, 'Plum cake');
  await openLive(page, `/g/${user.groupSlug}`);
  const results = page.getByRole('list', { name: 'Recipe results' });
  await expect(results.getByRole('article')).toHaveCount(2, LOAD);

  const deleted = await request.delete(`/api/recipes/${slug}`, { headers: auth(member.token) });
  expect(deleted.status(), await deleted.text()).toBe(200);

  await expect(results.getByRole('article', { name: 'Plum cake' })).toHaveCount(0);
  await expect(results.getByRole('article')).toHaveCount(1);
  expect(await notReloaded(page)).toBe(true);
});
