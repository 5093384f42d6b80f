import { expect, test } from '@playwright/test';
import { api, createOtherHousehold, createRecipe, createTag, createUser, getRecipe, ok, setSiteSettings, useToken } from './api';

test('browses the group home: search, filter by tag, sort', async ({ page }) => {
  // A long journey; the shared CI machine can be slow.
  test.setTimeout(90_000);
  await setSiteSettings({ setupCompleted: true });
  // Admin, so that it may create tags (organizers need canOrganize).
  const user = await createUser({ admin: true });
  const quick = await createTag(user.token, 'Quick');
  await createRecipe(user.token, 'Alpha soup', { tags: [quick], description: 'A warming soup' });
  await createRecipe(user.token, 'Beta pancakes');
  await createRecipe(user.token, 'Gamma salad', { tags: [quick] });

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

test('filters the group home by household once the group has more than one', async ({ page }) => {
  test.setTimeout(90_000);
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  await createRecipe(user.token, 'Family curry');
  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}`);
  const results = page.getByRole('list', { name: 'Recipe results' });
  await expect(results.getByRole('article')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Tags' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Households' })).toHaveCount(0);

  // A second household with a cook of its own joins the group.
  const neighbour = await createOtherHousehold(user, 'Cellar');
  await createRecipe(neighbour.token, 'Cellar cider');

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

test('lists tags and links each to the filtered home', async ({ page }) => {
  await setSiteSettings({ setupCompleted: true });
  // Admin, so that it may create tags (organizers need canOrganize).
  const user = await createUser({ admin: true });
  const easy = await createTag(user.token, 'Easy');
  await createTag(user.token, 'Brunch');
  await createRecipe(user.token, 'Toast', { tags: [easy] });

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

  test('the browsing screens fit without sideways scrolling', async ({ page }) => {
    test.setTimeout(90_000);
    await setSiteSettings({ setupCompleted: true });
    const user = await createUser({ admin: true });
    const quick = await createTag(user.token, 'Quick');
    await createRecipe(user.token, 'A recipe with a very long name that would push the card wider than a phone', {
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

test('shows card details, names the active filters, removes one from its chip and resets', async ({ page }) => {
  test.setTimeout(90_000);
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser({ admin: true });
  const quick = await createTag(user.token, 'Quick');
  const vegan = await createTag(user.token, 'Vegan');
  await createRecipe(user.token, 'Lentil soup', { tags: [quick, vegan], totalTime: '20 min' });
  await createRecipe(user.token, 'Plain rice');

  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}?tags=${quick.slug}&tags=${vegan.slug}&orderBy=name`);
  const results = page.getByRole('list', { name: 'Recipe results' });
  const soup = results.getByRole('article', { name: 'Lentil soup' });
  await expect(soup).toBeVisible({ timeout: 15_000 });
  await expect(results.getByRole('article')).toHaveCount(1);
  await expect(soup.getByText('Total 20 min')).toBeVisible();
  await expect(soup.getByRole('link', { name: 'Vegan' })).toHaveAttribute('href', `/g/${user.groupSlug}?tags=${vegan.slug}`);
  await expect(soup.getByTestId('recipe-image-placeholder')).toBeVisible();

  const quickChip = page.getByRole('button', { name: /Tags: Quick/ });
  await expect(quickChip).toBeVisible();
  await expect(page.getByRole('button', { name: /Tags: Vegan/ })).toBeVisible();
  await quickChip.getByRole('img', { name: 'Remove Quick' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?tags=${vegan.slug}&orderBy=name`));
  await expect(page.getByRole('button', { name: /Tags: Quick/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Reset filters' }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}$`));
  await expect(results.getByRole('article')).toHaveCount(2);
});

test('the search dialog opens on "/", finds by name and links to the recipe and the explorer', async ({ page }) => {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  await createRecipe(user.token, 'Tomato soup', { description: 'Red and warm' });
  await createRecipe(user.token, 'Apple pie');
  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}`);
  await expect(page.getByRole('list', { name: 'Recipe results' }).getByRole('article')).toHaveCount(2, { timeout: 15_000 });

  await page.keyboard.press('/');
  const dialog = page.getByRole('dialog', { name: 'Search recipes' });
  await dialog.getByRole('searchbox', { name: 'Search recipes' }).fill('soup');
  const results = dialog.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link', { name: /Tomato soup/ })).toHaveAttribute('href', `/g/${user.groupSlug}/r/tomato-soup`);
  await expect(results.getByRole('link')).toHaveCount(1);
  await expect(dialog.getByRole('link', { name: 'Advanced search' })).toHaveAttribute('href', `/g/${user.groupSlug}?search=soup`);

  await page.keyboard.press('ArrowDown');
  await expect(results.getByRole('link', { name: /Tomato soup/ })).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByRole('searchbox', { name: 'Search recipes' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}/r/tomato-soup$`));
});

test("the timeline lists the group's events with their recipe, filtered by kind and in either order", async ({ page }) => {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  const slug = await createRecipe(user.token, 'Pancakes');
  const recipeId = (await getRecipe(user.token, slug)).id ?? '';
  await ok(
    api(user.token).POST('/api/recipes/timeline/events', {
      body: { recipeId, subject: 'Jane made this', eventType: 'comment', eventMessage: 'With lemon' },
    }),
    201,
  );

  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}/recipes/timeline`);
  const list = page.getByRole('list', { name: 'Timeline events' });
  const made = list.getByRole('listitem', { name: 'Jane made this' });
  await expect(made.getByRole('link', { name: 'Pancakes' })).toHaveAttribute('href', `/g/${user.groupSlug}/r/pancakes`, {
    timeout: 15_000,
  });
  await expect(made.getByRole('img', { name: 'Comment' })).toBeVisible();
  // Newest first: the comment before the recipe's "created" entry.
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toHaveAccessibleName('Jane made this');

  await page.getByRole('switch', { name: 'Oldest first' }).click();
  await expect(list.getByRole('listitem').last()).toHaveAccessibleName('Jane made this');

  await page.getByRole('checkbox', { name: 'System' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(made).toBeVisible();
});

test('an organizer creates a tool and marks it on hand; a member without the flag may only look', async ({ page, browser }) => {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser({ admin: true });
  await ok(api(user.token).POST('/api/organizers/tools', { body: { name: 'Oven', onHand: false } }), 201);
  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}/recipes/tools`);
  await expect(page.getByRole('link', { name: 'Oven' })).toHaveAttribute('href', `/g/${user.groupSlug}?tools=oven`, { timeout: 15_000 });

  await page.getByRole('button', { name: 'New tool' }).click();
  const dialog = page.getByRole('dialog', { name: 'New tool' });
  await dialog.getByLabel('Name').fill('Wok');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'W', exact: true })).toBeVisible();
  await page.getByRole('switch', { name: 'Oven on hand' }).click();
  await expect(page.getByRole('switch', { name: 'Oven on hand' })).toBeChecked();
  await expect
    .poll(async () => (await ok(api(user.token).GET('/api/organizers/tools'))).items.map((tool) => [tool.name, tool.onHand]))
    .toEqual(
      expect.arrayContaining([
        ['Oven', true],
        ['Wok', false],
      ]),
    );

  await page.getByRole('searchbox', { name: 'Search tools' }).fill('wo');
  await expect(page.getByRole('link', { name: 'Oven' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Wok' })).toBeVisible();

  const member = await createUser({ group: user.group });
  const other = await browser.newContext();
  const memberPage = await other.newPage();
  await useToken(memberPage, member.token);
  await memberPage.goto(`/g/${member.groupSlug}/recipes/tools`);
  await expect(memberPage.getByRole('link', { name: 'Oven' })).toBeVisible({ timeout: 15_000 });
  await expect(memberPage.getByRole('button', { name: 'New tool' })).toHaveCount(0);
  await expect(memberPage.getByRole('button', { name: 'Edit Oven' })).toHaveCount(0);
  await expect(memberPage.getByRole('switch', { name: 'Oven on hand' })).toBeDisabled();
  await other.close();
});
