import { type APIRequestContext, expect, test } from '@playwright/test';
import { createUser, setSiteSettings, useToken } from './api';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

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

test('creates a cookbook from a tag filter and shows its recipes', async ({ page, request }) => {
  await setSiteSettings(request, { setupCompleted: true });
  // Admin, so that it may create the tag (organizers need canOrganize).
  const user = await createUser(request, { admin: true });
  const tag = await request.post('/api/organizers/tags', { headers: auth(user.token), data: { name: 'Easy' } });
  expect(tag.status(), await tag.text()).toBe(201);
  await createRecipe(request, user.token, 'Easy toast', { tags: [await tag.json()] });
  await createRecipe(request, user.token, 'Hard bread');

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
  const saved = await (await request.get('/api/households/cookbooks', { headers: auth(user.token) })).json();
  expect(saved.items.map((c: { name: string; queryFilterString: string }) => [c.name, c.queryFilterString])).toEqual([
    ['Quick wins', 'tags.name IN ["Easy"]'],
  ]);

  await list.getByRole('link', { name: 'Quick wins' }).click();
  await expect(page.getByRole('heading', { name: 'Quick wins', level: 1 })).toBeVisible();
  const results = page.getByRole('list', { name: 'Recipe results' });
  await expect(results.getByRole('article', { name: 'Easy toast' })).toBeVisible();
  await expect(results.getByRole('article', { name: 'Hard bread' })).toHaveCount(0);
});

test('reorders cookbooks and lists them in the drawer', async ({ page, request }) => {
  await setSiteSettings(request, { setupCompleted: true });
  const user = await createUser(request);
  for (const [position, name] of ['First book', 'Second book'].entries()) {
    const res = await request.post('/api/households/cookbooks', {
      headers: auth(user.token),
      data: { name, position: position + 1, queryFilterString: '' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}/cookbooks`);
  await page.getByRole('button', { name: 'Move Second book up' }).click();
  const manage = page.getByRole('main').getByRole('list', { name: 'Cookbooks' });
  await expect(manage.getByRole('listitem').first()).toHaveAccessibleName('Second book');
  await expect
    .poll(async () => {
      const body = await (
        await request.get('/api/households/cookbooks?orderBy=position&orderDirection=asc', { headers: auth(user.token) })
      ).json();
      return body.items.map((c: { name: string }) => c.name);
    })
    .toEqual(['Second book', 'First book']);
  const drawer = page.getByRole('navigation').getByRole('list', { name: 'Cookbooks' });
  await expect(drawer.getByRole('link').first()).toHaveText('Second book');
});
