import { type APIRequestContext, expect, test } from '@playwright/test';
import { createUser, setSiteSettings, useToken } from './api';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function createFood(request: APIRequestContext, token: string, name: string, onHand = false) {
  const res = await request.post('/api/foods', { headers: auth(token), data: { name, onHand } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string; name: string };
}

async function createRecipe(request: APIRequestContext, token: string, name: string, foods: { id: string; name: string }[]) {
  const res = await request.post('/api/recipes', { headers: auth(token), data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  const slug = (await res.json()) as string;
  const recipeIngredient = foods.map((food) => ({ quantity: 1, food, note: '' }));
  const update = await request.patch(`/api/recipes/${slug}`, { headers: auth(token), data: { recipeIngredient } });
  expect(update.status(), await update.text()).toBe(200);
}

test('ranks recipes by the foods missing from what you have', async ({ page, request }) => {
  await setSiteSettings(request, { setupCompleted: true });
  const user = await createUser(request);
  const egg = await createFood(request, user.token, 'Egg', true);
  const flour = await createFood(request, user.token, 'Flour');
  const milk = await createFood(request, user.token, 'Milk');
  const cheese = await createFood(request, user.token, 'Cheese');
  await createRecipe(request, user.token, 'Pancakes', [egg, flour, milk]);
  await createRecipe(request, user.token, 'Omelette', [egg, cheese]);
  await createRecipe(request, user.token, 'Boiled egg', [egg]);
  await createRecipe(request, user.token, 'Cheese plate', [cheese]);

  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}/recipes/finder`);
  const results = page.getByRole('list', { name: 'Recipes you can cook' });
  // Egg is on hand, so it is picked already.
  await expect(page.getByRole('button', { name: 'Egg' })).toBeVisible({ timeout: 15_000 });
  await expect(results.getByRole('article')).toHaveCount(3);
  await expect(results.getByRole('article').first()).toHaveAccessibleName('Boiled egg');

  const foods = page.getByRole('combobox', { name: 'Foods you have' });
  await foods.click();
  await page.getByRole('option', { name: 'Flour' }).click();
  await foods.click();
  await page.getByRole('option', { name: 'Milk' }).click();
  await expect(results.getByRole('article').first()).toHaveAccessibleName('Pancakes');
  await expect(results.getByRole('article', { name: 'Pancakes' }).getByText('You have everything')).toBeVisible();
  const omelette = results.getByRole('article', { name: 'Omelette' });
  await expect(omelette.getByText('Missing 1:')).toBeVisible();
  await expect(omelette.getByText('Cheese')).toBeVisible();
  await expect(results.getByRole('article', { name: 'Cheese plate' })).toHaveCount(0);
});
