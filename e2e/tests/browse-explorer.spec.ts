import { type APIRequestContext, expect, test } from '@playwright/test';
import { ADMIN, apiSignIn, createUser, setSiteSettings, useToken } from './api';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function createTag(request: APIRequestContext, token: string, name: string) {
  const res = await request.post('/api/organizers/tags', { headers: auth(token), data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; name: string; slug: string };
}

async function createRecipe(request: APIRequestContext, token: string, name: string, patch: Record<string, unknown> = {}) {
  const res = await request.post('/api/recipes', { headers: auth(token), data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  const slug = (await res.json()) as string;
  if (Object.keys(patch).length > 0) {
    const update = await request.patch(`/api/recipes/${slug}`, { headers: auth(token), data: patch });
    expect(update.status(), await update.text()).toBe(200);
  }
  return slug;
}

test('browses the group home: search, filter by tag, sort', async ({ page, request }) => {
  // A long journey; the shared CI machine can be slow.
  test.setTimeout(90_000);
  await setSiteSettings(request, { setupCompleted: true });
  // Admin, so that it may create tags (organizers need canOrganize).
  const user = await createUser(request, { admin: true });
  const quick = await createTag(request, user.token, 'Quick');
  await createRecipe(request, user.token, 'Alpha soup', { tags: [quick], description: 'A warming soup' });
  await createRecipe(request, user.token, 'Beta pancakes');
  await createRecipe(request, user.token, 'Gamma salad', { tags: [quick] });

  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}`);
  const results = page.getByRole('list', { name: 'Recipe results' });
  await expect(results.getByRole('article')).toHaveCount(3, { timeout: 15_000 });
  await expect(page.getByRole('status')).toHaveText('3 recipes');

  // Search, debounced into the URL.
  await page.getByRole('searchbox', { name: 'Search recipes' }).fill('pancakes');
  await expect(page).toHaveURL(/search=pancakes/);
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('article', { name: 'Beta pancakes' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(results.getByRole('article')).toHaveCount(3);

  // Filter by a tag from the popover.
  await page.getByRole('button', { name: 'Tags' }).click();
  await page.getByRole('dialog', { name: 'Tags' }).getByRole('checkbox', { name: 'Quick' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(new RegExp(`tags=${quick.slug}`));
  await expect(results.getByRole('article')).toHaveCount(2);

  // Sort A→Z, then flip to Z→A.
  await page.getByRole('button', { name: /^Sort:/ }).click();
  await page.getByRole('menuitem', { name: 'Alphabetical' }).click();
  await expect(results.getByRole('article').first()).toHaveAccessibleName('Alpha soup');
  await page.getByRole('button', { name: /^Sort:/ }).click();
  await page.getByRole('menuitem', { name: 'Alphabetical' }).click();
  await expect(page).toHaveURL(/orderDirection=desc/);
  await expect(results.getByRole('article').first()).toHaveAccessibleName('Gamma salad');

  // A tag link from elsewhere lands on the same filtered view, and the list view is remembered.
  await page.goto(`/g/${user.groupSlug}?tags=${quick.slug}`);
  await expect(results.getByRole('article')).toHaveCount(2);
  await page.getByRole('button', { name: 'List view' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await results.getByRole('link', { name: /Alpha soup/ }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}/r/alpha-soup`));
});

test('filters the group home by household once the group has more than one', async ({ page, request }) => {
  test.setTimeout(90_000);
  await setSiteSettings(request, { setupCompleted: true });
  const user = await createUser(request);
  await createRecipe(request, user.token, 'Family curry');
  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}`);
  const results = page.getByRole('list', { name: 'Recipe results' });
  await expect(results.getByRole('article')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Tags' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Households' })).toHaveCount(0);

  // A second household with a cook of its own joins the group.
  const adminToken = await apiSignIn(request, ADMIN.email, ADMIN.password);
  const self = await (await request.get('/api/users/self', { headers: auth(user.token) })).json();
  const household = await request.post('/api/admin/households', {
    headers: auth(adminToken),
    data: { groupId: self.groupId, name: 'Cellar' },
  });
  expect(household.status(), await household.text()).toBe(201);
  const neighbour = await request.post('/api/admin/users', {
    headers: auth(adminToken),
    data: {
      username: `cellar${Date.now()}`,
      fullName: 'Cellar Cook',
      email: `cellar${Date.now()}@larder.test`,
      password: 'cellar-password-1',
      group: self.group,
      household: 'Cellar',
    },
  });
  expect(neighbour.status(), await neighbour.text()).toBe(201);
  const neighbourToken = await apiSignIn(request, (await neighbour.json()).email, 'cellar-password-1');
  await createRecipe(request, neighbourToken, 'Cellar cider');

  await page.reload();
  await expect(results.getByRole('article')).toHaveCount(2, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Households' }).click();
  const dialog = page.getByRole('dialog', { name: 'Households' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(2);
  await dialog.getByRole('checkbox', { name: 'Cellar' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/households=cellar/);
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(results.getByRole('article', { name: 'Cellar cider' })).toBeVisible();
  await page
    .getByRole('button', { name: /Households: Cellar/ })
    .getByRole('img', { name: 'Remove Cellar' })
    .click();
  await expect(results.getByRole('article')).toHaveCount(2);
});

test('lists tags and links each to the filtered home', async ({ page, request }) => {
  await setSiteSettings(request, { setupCompleted: true });
  // Admin, so that it may create tags (organizers need canOrganize).
  const user = await createUser(request, { admin: true });
  const easy = await createTag(request, user.token, 'Easy');
  await createTag(request, user.token, 'Brunch');
  await createRecipe(request, user.token, 'Toast', { tags: [easy] });

  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}/recipes/tags`);
  // The first load may be slow on a busy machine.
  await expect(page.getByRole('heading', { name: 'B', exact: true })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('searchbox', { name: 'Search tags' }).fill('eas');
  await expect(page.getByRole('link', { name: 'Brunch' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Easy' }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}\\?tags=${easy.slug}`));
  await expect(page.getByRole('list', { name: 'Recipe results' }).getByRole('article')).toHaveCount(1);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the browsing screens fit without sideways scrolling', async ({ page, request }) => {
    test.setTimeout(90_000);
    await setSiteSettings(request, { setupCompleted: true });
    const user = await createUser(request, { admin: true });
    const quick = await createTag(request, user.token, 'Quick');
    await createRecipe(request, user.token, 'A recipe with a very long name that would push the card wider than a phone', {
      tags: [quick],
      totalTime: '1 hour 20 minutes',
    });
    await useToken(page, user.token);
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

    // What each screen shows once its data is in (the live event stream keeps a request open, so
    // the network never goes idle while signed in).
    const loaded: Record<string, () => ReturnType<typeof page.getByRole>> = {
      '': () => page.getByRole('article').filter({ hasText: 'A recipe with a very long name' }),
      '/recipes/finder': () => page.getByRole('heading', { level: 1 }),
      '/recipes/tags': () => page.getByRole('link', { name: 'Quick' }),
      '/recipes/timeline': () => page.getByRole('heading', { level: 1 }),
      '/cookbooks': () => page.getByRole('button', { name: 'New cookbook' }),
    };
    for (const [path, content] of Object.entries(loaded)) {
      await page.goto(`/g/${user.groupSlug}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await expect(content().first()).toBeVisible();
      expect(await fits(), path || 'home').toBe(true);
    }
    await page.getByRole('button', { name: 'New cookbook' }).click();
    await expect(page.getByRole('dialog', { name: 'New cookbook' })).toBeVisible();
    expect(await fits()).toBe(true);
  });
});
