import { expect, type Page, test } from '@playwright/test';
import { api, createRecipe, createTag, createUser, getRecipe, ok, useToken } from './api';

// Each journey crosses several dialogs and a seed of some 200 foods; the shared CI box is slow.
test.describe.configure({ timeout: 90_000 });

/** An administrator (and so an organizer) in a group of their own, signed in in the browser. */
async function signInOrganizer(page: Page) {
  const user = await createUser({ admin: true });
  await useToken(page, user.token);
  return user;
}

async function foodIdByName(token: string, name: string): Promise<string> {
  const foods = await ok(api(token).GET('/api/foods', { params: { query: { search: name, perPage: 50 } } }));
  const food = foods.items.find((item) => item.name === name);
  expect(food, `food ${name}`).toBeTruthy();
  return food?.id ?? '';
}

async function createFoodInDialog(page: Page, name: string) {
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create food' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

async function pick(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an organizer seeds foods, creates two and combines one into the other', async ({ page }) => {
  const user = await signInOrganizer(page);
  await page.goto('/group/data');
  await expect(page).toHaveURL(/\/group\/data\/foods$/);
  await expect(page.getByRole('heading', { name: 'Foods', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Foods' });

  await page.getByRole('main').getByRole('button', { name: 'Seed', exact: true }).click();
  const seed = page.getByRole('dialog', { name: 'Seed foods' });
  await expect(seed).toContainText('American English');
  await seed.getByRole('button', { name: 'Seed' }).click();
  await expect(seed).toBeHidden();
  await page.getByLabel('Search', { exact: true }).fill('acorn');
  await expect(table.getByRole('row', { name: /acorn squash/ })).toBeVisible();
  await page.getByLabel('Search', { exact: true }).fill('');

  const suffix = Date.now().toString(36);
  const target = `Tomatillo ${suffix}`;
  const source = `Tomatilloes ${suffix}`;
  await createFoodInDialog(page, target);
  await createFoodInDialog(page, source);
  await page.getByLabel('Search', { exact: true }).fill(suffix);
  await expect(table.getByRole('row')).toHaveCount(3);

  // A recipe that uses the food about to be combined away.
  const sourceId = await foodIdByName(user.token, source);
  const targetId = await foodIdByName(user.token, target);
  const slug = await createRecipe(user.token, `Salsa ${suffix}`, {
    recipeIngredient: [{ quantity: 2, note: '', food: { id: sourceId, name: source } }],
  });

  await page.getByRole('main').getByRole('button', { name: 'Combine', exact: true }).click();
  const merge = page.getByRole('dialog', { name: 'Combine foods' });
  await pick(page, 'Food to combine', source);
  await pick(page, 'Combine into', target);
  await expect(merge.getByRole('status')).toContainText(`Every use of “${source}” will move to “${target}”`);
  await merge.getByRole('button', { name: 'Combine' }).click();
  await expect(merge).toBeHidden();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row', { name: new RegExp(target) })).toBeVisible();

  const ingredient = (await getRecipe(user.token, slug)).recipeIngredient?.[0];
  expect(ingredient?.food).toMatchObject({ id: targetId, name: target });
});

test('a new food keeps its label and aliases, and the newest food comes first', async ({ page }) => {
  const user = await signInOrganizer(page);
  const label = await ok(api(user.token).POST('/api/groups/labels', { body: { name: 'Produce', color: '#4CAF50' } }));
  await ok(api(user.token).POST('/api/foods', { body: { name: 'Tomato' } }), 201);

  await page.goto('/group/data/foods');
  const table = page.getByRole('table', { name: 'Foods' });
  await expect(table.getByRole('row', { name: /Tomato/ })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create food' });
  await dialog.getByLabel(/^Name/).fill('Basil');
  await dialog.getByRole('combobox', { name: 'Label' }).click();
  await page.getByRole('option', { name: 'Produce' }).click();
  await dialog.getByLabel('New alias').fill('Genovese');
  await dialog.getByLabel('New alias').press('Enter');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('Basil');
  await expect(rows.nth(1)).toContainText('Produce');
  await expect(rows.nth(2)).toContainText('Tomato');
  const basil = (await ok(api(user.token).GET('/api/foods', { params: { query: { search: 'Basil' } } }))).items.find(
    (food) => food.name === 'Basil',
  );
  expect(basil).toMatchObject({ labelId: label.id, aliases: [{ name: 'Genovese' }] });
});

test('an organizer creates, edits and deletes a label', async ({ page }) => {
  await signInOrganizer(page);
  await page.goto('/group/data/labels');
  const table = page.getByRole('table', { name: 'Labels' });

  await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
  const create = page.getByRole('dialog', { name: 'Create label' });
  await create.getByLabel('Name', { exact: true }).fill('Bakery aisle');
  await create.getByRole('button', { name: '#2196F3' }).click();
  await expect(create.getByTestId('label-preview')).toHaveText('Bakery aisle');
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  await expect(table.getByRole('row', { name: /Bakery aisle/ })).toBeVisible();

  await table.getByRole('button', { name: 'Edit Bakery aisle' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit label' });
  await expect(edit.getByLabel('Colour', { exact: true })).toHaveValue('#2196F3');
  await edit.getByLabel('Name', { exact: true }).fill('Bread');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(table.getByRole('row', { name: /Bread/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Bakery aisle/ })).toHaveCount(0);

  await table.getByRole('button', { name: 'Delete Bread' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm deletion' });
  await expect(confirm).toContainText('Delete “Bread”?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(table.getByRole('row', { name: /Bread/ })).toHaveCount(0);
});

test('an organizer tags several recipes at once from the recipes page', async ({ page }) => {
  const user = await signInOrganizer(page);
  await createTag(user.token, 'Weeknight');
  const slugs = [await createRecipe(user.token, 'Dal'), await createRecipe(user.token, 'Pilaf')];

  await page.goto('/group/data/recipes');
  const table = page.getByRole('table', { name: 'Recipes' });
  await table.getByRole('checkbox', { name: 'Select Dal' }).check();
  await table.getByRole('checkbox', { name: 'Select Pilaf' }).check();
  await page.getByRole('button', { name: 'Bulk actions' }).click();
  await page.getByRole('menuitem', { name: 'Tag' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tag recipes' });
  await dialog.getByRole('combobox', { name: 'Tags' }).click();
  await page.getByRole('option', { name: 'Weeknight' }).click();
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: /Dal/ })).toContainText('Weeknight');

  for (const slug of slugs) {
    const recipe = await getRecipe(user.token, slug);
    expect(recipe.tags?.map((tag) => tag.name)).toEqual(['Weeknight']);
  }
});

test('a member without the organizer flag is sent away', async ({ page }) => {
  const user = await createUser();
  await useToken(page, user.token);
  await page.goto('/group/data/foods');
  await expect(page).not.toHaveURL(/\/group\/data/);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the units page fits the screen and its rows can be edited', async ({ page }) => {
    await signInOrganizer(page);
    await page.goto('/group/data/units');
    await page.getByRole('main').getByRole('button', { name: 'Create', exact: true }).click();
    const create = page.getByRole('dialog', { name: 'Create unit' });
    await create.getByLabel(/^Name/).fill('handful');
    await create.getByLabel('Abbreviation', { exact: true }).fill('hf');
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(create).toBeHidden();

    const edit = page.getByRole('table', { name: 'Units' }).getByRole('button', { name: 'Edit handful' });
    await expect(edit).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit unit' });
    await dialog.getByLabel('New alias').fill('fistful');
    await dialog.getByRole('button', { name: 'Add alias' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await page.getByLabel('Search', { exact: true }).fill('fistful');
    await expect(page.getByRole('table', { name: 'Units' }).getByRole('row', { name: /handful/ })).toBeVisible();
  });
});
