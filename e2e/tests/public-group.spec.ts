import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, setSiteSettings } from './api';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A group whose preferences make it public, with its default household public too, and a member. */
async function createPublicGroup(request: APIRequestContext, name: string) {
  const adminToken = await apiSignIn(request, ADMIN.email, ADMIN.password);
  const created = await request.post('/api/admin/groups', { headers: auth(adminToken), data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const group = await created.json();
  const opened = await request.put(`/api/admin/groups/${group.id}`, {
    headers: auth(adminToken),
    data: { name: group.name, preferences: { privateGroup: false } },
  });
  expect(opened.status(), await opened.text()).toBe(200);
  const member = await createUser(request, { group: group.name });
  const self = await (await request.get('/api/users/self', { headers: auth(member.token) })).json();
  const household = await request.put(`/api/admin/households/${self.householdId}`, {
    headers: auth(adminToken),
    data: { groupId: group.id, name: self.household, preferences: { privateHousehold: false } },
  });
  expect(household.status(), await household.text()).toBe(200);
  return { slug: group.slug as string, member };
}

async function createRecipe(request: APIRequestContext, token: string, name: string, patch: Record<string, unknown>) {
  const res = await request.post('/api/recipes', { headers: auth(token), data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  const slug = (await res.json()) as string;
  const update = await request.patch(`/api/recipes/${slug}`, { headers: auth(token), data: patch });
  expect(update.status(), await update.text()).toBe(200);
  return slug;
}

const publicRecipe = {
  settings: { public: true },
  description: 'Flaky and sweet.',
  recipeYield: '4 servings',
  recipeIngredient: [{ note: '2 cups flour' }, { note: '1 cup sugar' }],
  recipeInstructions: [{ text: 'Mix everything.' }, { text: 'Bake for 30 minutes.' }],
};

// A first page load on a busy shared machine can take a while.
const SLOW = { timeout: 30_000 };

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe('a signed-out visitor', () => {
  test('browses a public group, opens a public recipe read-only, and never sees a private one', async ({ page, request }) => {
    test.setTimeout(120_000);
    await setSiteSettings(request, { setupCompleted: true });
    const { slug: groupSlug, member } = await createPublicGroup(request, `Open Kitchen ${Date.now().toString(36)}`);
    const pie = await createRecipe(request, member.token, 'Public pie', publicRecipe);
    await createRecipe(request, member.token, 'Public bread', { settings: { public: true } });
    const stew = await createRecipe(request, member.token, 'Secret stew', { settings: { public: false } });

    await page.goto(`/g/${groupSlug}`);
    const results = page.getByRole('list', { name: 'Recipe results' });
    await expect(results.getByRole('article')).toHaveCount(2, SLOW);
    await expect(results.getByRole('article', { name: 'Secret stew' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search recipes' }).fill('pie');
    await expect(page).toHaveURL(/search=pie/);
    await expect(results.getByRole('article')).toHaveCount(1);
    await results.getByRole('link', { name: /Public pie/ }).click();

    await expect(page).toHaveURL(new RegExp(`/g/${groupSlug}/r/${pie}$`));
    await expect(page.getByRole('heading', { name: 'Public pie', level: 1 })).toBeVisible(SLOW);
    await expect(page.getByText('2 cups flour')).toBeVisible();
    const actions = page.getByRole('toolbar', { name: 'Recipe actions' });
    await expect(actions.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(actions.getByRole('button', { name: 'Add to favorites' })).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /star/ })).toHaveCount(0);
    await actions.getByRole('button', { name: 'Cook mode' }).click();
    await expect(page.getByRole('dialog').getByText('Mix everything.')).toBeVisible();
    await page.getByRole('button', { name: 'Leave cook mode' }).click();

    // Editing is not offered even when asked for.
    await page.goto(`/g/${groupSlug}/r/${pie}?edit=true`);
    await expect(page.getByRole('heading', { name: 'Public pie', level: 1 })).toBeVisible(SLOW);
    await expect(page.getByRole('textbox', { name: 'Recipe name' })).toHaveCount(0);

    await page.goto(`/g/${groupSlug}/r/${stew}`);
    await expect(page.getByText(/This recipe was not found/)).toBeVisible(SLOW);
    await expect(page.getByText('Secret stew')).toHaveCount(0);
  });

  test('is sent to sign in by the address of a private group or its recipe', async ({ page, request }) => {
    test.setTimeout(120_000);
    await setSiteSettings(request, { setupCompleted: true });
    const owner = await createUser(request);
    const recipe = await createRecipe(request, owner.token, 'Family secret', { settings: { public: true } });

    await page.goto(`/g/${owner.groupSlug}`);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=${encodeURIComponent(`/g/${owner.groupSlug}`)}$`), SLOW);
    await expect(page.getByLabel('Email or username')).toBeVisible();

    await page.goto(`/g/${owner.groupSlug}/r/${recipe}`);
    await expect(page).toHaveURL(/\/login\?redirect=/, SLOW);
    await expect(page.getByText('Family secret')).toHaveCount(0);

    await page.goto('/g/no-such-group');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fg%2Fno-such-group$/, SLOW);
  });

  test.describe('on a 360 px phone', () => {
    test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

    test('the public recipe page and group home fit without sideways scrolling', async ({ page, request }) => {
      test.setTimeout(120_000);
      await setSiteSettings(request, { setupCompleted: true });
      const { slug: groupSlug, member } = await createPublicGroup(request, `Phone Kitchen ${Date.now().toString(36)}`);
      const recipe = await createRecipe(request, member.token, 'A public recipe with a very long name that must wrap on a phone', {
        ...publicRecipe,
        totalTime: '1 hour 20 minutes',
        prepTime: '20 minutes',
      });

      await page.goto(`/g/${groupSlug}/r/${recipe}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
      await expect(page.getByText('2 cups flour')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await fitsWidth(page)).toBe(true);

      await page.goto(`/g/${groupSlug}`);
      await expect(page.getByRole('list', { name: 'Recipe results' }).getByRole('article')).toHaveCount(1, SLOW);
      await page.waitForLoadState('networkidle');
      expect(await fitsWidth(page)).toBe(true);
    });
  });
});
