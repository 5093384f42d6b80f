import { expect, test } from '@playwright/test';
import {
  api,
  createFood,
  createFullRecipe,
  createShoppingList,
  createUser,
  getShoppingList,
  ok,
  setSiteSettings,
  type User,
  useToken,
} from './api';

// The first paint waits for the route's chunk and its data; shared CI machines can be slow.
const LOAD = { timeout: 20_000 };

let user: User;

test.beforeEach(async ({ page }) => {
  test.slow();
  await setSiteSettings({ setupCompleted: true });
  user = await createUser();
  await useToken(page, user.token);
});

/** What the list holds, by food (or note): quantity and unit. */
async function listContents(listId: string) {
  const list = await getShoppingList(user.token, listId);
  return Object.fromEntries(list.listItems.map((item) => [item.food?.name ?? item.note, [item.quantity, item.unit?.name ?? null]]));
}

test('adds a recipe at the page scale, leaving the food on hand unticked', async ({ page }) => {
  const cup = await ok(api(user.token).POST('/api/units', { body: { name: 'cup', pluralName: 'cups' } }), 201);
  const [flour, milk, butter] = await Promise.all([
    createFood(user.token, 'flour'),
    createFood(user.token, 'milk'),
    createFood(user.token, 'butter', true),
  ]);
  const ref = (food: { id: string; name: string }) => ({ id: food.id, name: food.name });
  const slug = await createFullRecipe(user.token, 'Pancake stack', {
    recipeYield: '2 servings',
    recipeServings: 2,
    settings: { disableAmount: false },
    recipeIngredient: [
      {
        referenceId: crypto.randomUUID(),
        title: 'Batter',
        quantity: 1.5,
        unit: { id: cup.id, name: cup.name },
        food: ref(flour),
        note: '',
      },
      { referenceId: crypto.randomUUID(), title: '', quantity: 2, food: ref(butter), note: '' },
      { referenceId: crypto.randomUUID(), title: '', quantity: 1, unit: { id: cup.id, name: cup.name }, food: ref(milk), note: '' },
      { referenceId: crypto.randomUUID(), title: 'Topping', quantity: 0, note: 'maple syrup' },
    ],
  });
  const groceries = await createShoppingList(user.token, 'Groceries');
  await createShoppingList(user.token, 'Market');

  await page.goto(`/g/${user.groupSlug}/r/${slug}`);
  await expect(page.getByTestId('scaled-yield')).toHaveText('2 servings', LOAD);
  await page.getByRole('button', { name: 'More servings' }).click();
  await page.getByRole('button', { name: 'More servings' }).click();
  await expect(page.getByTestId('scaled-yield')).toHaveText('4 servings');
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'Add to shopping list' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add to shopping list' });
  await dialog.getByRole('button', { name: 'Groceries' }).click();
  await expect(dialog.getByText('Adding to Groceries')).toBeVisible();
  const batter = dialog.getByRole('region', { name: 'Pancake stack' });
  // Amounts at twice the recipe; butter is on hand: unticked, and last of its section.
  await expect(batter.getByRole('checkbox', { name: '3 cups flour' })).toBeChecked();
  await expect(batter.getByRole('checkbox', { name: '2 cups milk' })).toBeChecked();
  await expect(batter.getByRole('checkbox', { name: '4 butter' })).not.toBeChecked();
  await expect(batter.getByRole('checkbox')).toHaveCount(4);
  await expect(batter.getByRole('checkbox').nth(2)).toHaveAccessibleName('4 butter');
  await batter.getByRole('checkbox', { name: 'maple syrup' }).uncheck();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert')).toContainText('Added to Groceries.');
  await page.getByRole('link', { name: 'Open the list' }).click();
  await expect(page).toHaveURL(new RegExp(`/shopping-lists/${groceries.id}$`));
  await expect(page.getByRole('checkbox', { name: /flour/ })).toBeVisible(LOAD);
  await expect(page.getByRole('checkbox', { name: /milk/ })).toBeVisible();
  expect(await listContents(groceries.id)).toEqual({ flour: [3, 'cup'], milk: [2, 'cup'] });
  const list = await getShoppingList(user.token, groceries.id);
  expect(list.recipeReferences.map((reference) => reference.recipeQuantity)).toEqual([2]);
});

test('from a recipe card with one list, goes straight to the ingredients; fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await createFullRecipe(user.token, 'Toast', {
    recipeIngredient: [{ referenceId: crypto.randomUUID(), title: '', quantity: 2, note: 'slices of bread' }],
    settings: { disableAmount: false },
  });
  const weekly = await createShoppingList(user.token, 'Weekly');

  await page.goto(`/g/${user.groupSlug}`);
  await page.getByRole('button', { name: 'More actions for Toast' }).click(LOAD);
  await page.getByRole('menuitem', { name: 'Add to shopping list' }).click();

  const dialog = page.getByRole('dialog', { name: 'Add to shopping list' });
  await expect(dialog.getByText('Adding to Weekly')).toBeVisible(LOAD);
  await expect(dialog.getByRole('list', { name: 'Shopping lists' })).toHaveCount(0);
  await expect(dialog.getByRole('checkbox', { name: '2 slices of bread' })).toBeChecked();
  // Full screen on a phone, and nothing wider than it.
  const box = await dialog.boundingBox();
  expect(box?.width).toBe(360);
  expect(await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY) <= 360)).toBe(true);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();

  await expect(page.getByRole('alert')).toContainText('Added to Weekly.');
  expect(await listContents(weekly.id)).toEqual({ 'slices of bread': [2, null] });
});
