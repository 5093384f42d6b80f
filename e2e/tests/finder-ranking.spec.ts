import { expect, test } from '@playwright/test';
import { createFood, createRecipe, createUser, setSiteSettings, useToken } from './api';

type Food = Awaited<ReturnType<typeof createFood>>;

const withFoods = (foods: Food[]) => ({ recipeIngredient: foods.map((food) => ({ quantity: 1, food, note: '' })) });

test('ranks recipes by the foods missing from what you have', async ({ page }) => {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  const egg = await createFood(user.token, 'Egg', true);
  const flour = await createFood(user.token, 'Flour');
  const milk = await createFood(user.token, 'Milk');
  const cheese = await createFood(user.token, 'Cheese');
  await createRecipe(user.token, 'Pancakes', withFoods([egg, flour, milk]));
  await createRecipe(user.token, 'Omelette', withFoods([egg, cheese]));
  await createRecipe(user.token, 'Boiled egg', withFoods([egg]));
  await createRecipe(user.token, 'Cheese plate', withFoods([cheese]));

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

  // Only what can be cooked now.
  await page.getByRole('combobox', { name: 'Missing foods at most' }).click();
  await page.getByRole('option', { name: '0', exact: true }).click();
  await expect(results.getByRole('article')).toHaveCount(2);
  await expect(results.getByRole('article', { name: 'Omelette' })).toHaveCount(0);

  // The foods picked are remembered.
  await page.reload();
  for (const name of ['Egg', 'Flour', 'Milk']) await expect(page.getByRole('button', { name })).toBeVisible({ timeout: 15_000 });
  await expect(results.getByRole('article').first()).toHaveAccessibleName('Pancakes');
});
