import { expect, type Page, test } from '@playwright/test';
import { adminApi, createRecipe, createUser, getSelf, ok, setSiteSettings, useToken } from './api';

/** A group whose preferences make it public, with its default household public too, and a member. */
async function createPublicGroup(name: string) {
  const admin = await adminApi();
  const group = await ok(admin.POST('/api/admin/groups', { body: { name } }), 201);
  await ok(
    admin.PUT('/api/admin/groups/{itemId}', {
      params: { path: { itemId: group.id } },
      body: { name: group.name, preferences: { privateGroup: false } },
    }),
    200,
  );
  const member = await createUser({ group: group.name });
  const self = await getSelf(member.token);
  await ok(
    admin.PUT('/api/admin/households/{itemId}', {
      params: { path: { itemId: self.householdId ?? '' } },
      body: { groupId: group.id, name: self.household ?? '', preferences: { privateHousehold: false } },
    }),
    200,
  );
  return { slug: group.slug, member };
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
  test('browses a public group, opens a public recipe read-only, and never sees a private one', async ({ page }) => {
    test.setTimeout(120_000);
    await setSiteSettings({ setupCompleted: true });
    const { slug: groupSlug, member } = await createPublicGroup(`Open Kitchen ${Date.now().toString(36)}`);
    const pie = await createRecipe(member.token, 'Public pie', publicRecipe);
    await createRecipe(member.token, 'Public bread', { settings: { public: true } });
    const stew = await createRecipe(member.token, 'Secret stew', { settings: { public: false } });

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
    await actions.getByRole('button', { name: 'More actions' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Print']);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('textbox', { name: /comment/i })).toHaveCount(0);

    // Editing is not offered even when asked for.
    await page.goto(`/g/${groupSlug}/r/${pie}?edit=true`);
    await expect(page.getByRole('heading', { name: 'Public pie', level: 1 })).toBeVisible(SLOW);
    await expect(page.getByRole('textbox', { name: 'Recipe name' })).toHaveCount(0);

    await page.goto(`/g/${groupSlug}/r/${stew}`);
    await expect(page.getByText(/This recipe was not found/)).toBeVisible(SLOW);
    await expect(page.getByText('Secret stew')).toHaveCount(0);
  });

  test('is sent to sign in by the address of a private group or its recipe', async ({ page }) => {
    test.setTimeout(120_000);
    await setSiteSettings({ setupCompleted: true });
    const owner = await createUser();
    const recipe = await createRecipe(owner.token, 'Family secret', { settings: { public: true } });

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

    test('the public recipe page and group home fit without sideways scrolling', async ({ page }) => {
      test.setTimeout(120_000);
      await setSiteSettings({ setupCompleted: true });
      const { slug: groupSlug, member } = await createPublicGroup(`Phone Kitchen ${Date.now().toString(36)}`);
      const recipe = await createRecipe(member.token, 'A public recipe with a very long name that must wrap on a phone', {
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

test('a signed-in user of another group is told that a private group is not theirs', async ({ page }) => {
  await setSiteSettings({ setupCompleted: true });
  const owner = await createUser();
  await createRecipe(owner.token, 'Family secret');
  const stranger = await createUser();
  await useToken(page, stranger.token);
  await page.goto(`/g/${owner.groupSlug}`);
  await expect(page.getByText('This is not your group; you see what it shares publicly.')).toBeVisible(SLOW);
  await expect(page.getByRole('searchbox', { name: 'Search recipes' })).toHaveCount(0);
  await expect(page.getByText('Family secret')).toHaveCount(0);
});
