import { expect, test } from '@playwright/test';
import { api, createCookbook, createRecipe, createTag, createUser, setSiteSettings, useToken } from './api';

const cookbookNames = async (token: string) => {
  const { data } = await api(token).GET('/api/households/cookbooks', { params: { query: { orderBy: 'position', orderDirection: 'asc' } } });
  return (data?.items ?? []).map((cookbook) => [cookbook.name, cookbook.queryFilterString]);
};

test('creates a cookbook from a tag filter and shows its recipes', async ({ page }) => {
  await setSiteSettings({ setupCompleted: true });
  // Admin, so that it may create the tag (organizers need canOrganize).
  const user = await createUser({ admin: true });
  const tag = await createTag(user.token, 'Easy');
  await createRecipe(user.token, 'Easy toast', { tags: [tag] });
  await createRecipe(user.token, 'Hard bread');

  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}/cookbooks`);
  await page.getByRole('button', { name: 'New cookbook' }).click();
  const dialog = page.getByRole('dialog', { name: 'New cookbook' });
  await dialog.getByLabel('Name').fill('Quick wins');
  await dialog.getByRole('combobox', { name: 'Tags', exact: true }).click();
  await page.getByRole('option', { name: 'Easy' }).click();
  await expect(dialog.getByLabel('Query filter')).toHaveValue('tags.name IN ["Easy"]');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);

  const list = page.getByRole('main').getByRole('list', { name: 'Cookbooks' });
  await expect(list.getByRole('link', { name: 'Quick wins' })).toBeVisible();
  expect(await cookbookNames(user.token)).toEqual([['Quick wins', 'tags.name IN ["Easy"]']]);

  await list.getByRole('link', { name: 'Quick wins' }).click();
  await expect(page.getByRole('heading', { name: 'Quick wins', level: 1 })).toBeVisible();
  const results = page.getByRole('list', { name: 'Recipe results' });
  await expect(results.getByRole('article', { name: 'Easy toast' })).toBeVisible();
  await expect(results.getByRole('article', { name: 'Hard bread' })).toHaveCount(0);
});

test('reorders cookbooks and lists them in the drawer', async ({ page }) => {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  for (const [position, name] of ['First book', 'Second book'].entries()) await createCookbook(user.token, name, position + 1);

  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}/cookbooks`);
  await page.getByRole('button', { name: 'Move Second book up' }).click();
  const manage = page.getByRole('main').getByRole('list', { name: 'Cookbooks' });
  await expect(manage.getByRole('listitem').first()).toHaveAccessibleName('Second book');
  await expect.poll(async () => (await cookbookNames(user.token)).map(([name]) => name)).toEqual(['Second book', 'First book']);
  const drawer = page.getByRole('navigation').getByRole('list', { name: 'Cookbooks' });
  await expect(drawer.getByRole('link').first()).toHaveText('Second book');
});
