import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  api,
  createFood,
  createFullRecipe,
  createHouseholdMember,
  createLabel,
  createShoppingList,
  createUser,
  getRecipe,
  getShoppingList,
  ok,
  setSiteSettings,
  type User,
  useToken,
} from './api';

// The first paint waits for the route's chunk and its data; shared CI machines can be slow.
const LOAD = { timeout: 20_000 };
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

let user: User;

test.beforeEach(async () => {
  test.slow();
  await setSiteSettings({ setupCompleted: true });
  user = await createUser();
});

/** A signed-in page of its own context (another device), on the list, with the live stream open. */
async function openList(context: BrowserContext, token: string, listId: string): Promise<Page> {
  const page = await context.newPage();
  await useToken(page, token);
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events/stream', LOAD);
  await page.goto(`/shopping-lists/${listId}`);
  expect((await streamOpen).status()).toBe(200);
  return page;
}

const item = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

test('two devices on one list see each other check items off within a second', async ({ browser }) => {
  const member = await createHouseholdMember(user);
  const list = await createShoppingList(user.token, 'Groceries', ['Milk', 'Bread']);
  const [mine, theirs] = [await browser.newContext(), await browser.newContext()];
  const a = await openList(mine, user.token, list.id);
  const b = await openList(theirs, member.token, list.id);
  await expect(item(a, 'Milk')).toBeVisible(LOAD);
  await expect(item(b, 'Bread')).toBeVisible(LOAD);

  await item(a, 'Milk').click();
  await expect(b.getByRole('button', { name: '1 checked item' })).toBeVisible({ timeout: 1000 });
  await expect(item(b, 'Milk')).toBeHidden();

  await item(b, 'Bread').click();
  await expect(a.getByRole('button', { name: '2 checked items' })).toBeVisible({ timeout: 1000 });
  await Promise.all([mine.close(), theirs.close()]);
});

test('changes made offline wait, are counted, and reach the other device once back online', async ({ browser }) => {
  const member = await createHouseholdMember(user);
  const list = await createShoppingList(user.token, 'Weekend', ['Milk', 'Eggs', 'Flour']);
  const [mine, theirs] = [await browser.newContext(), await browser.newContext()];
  const a = await openList(mine, user.token, list.id);
  const b = await openList(theirs, member.token, list.id);
  await expect(item(a, 'Eggs')).toBeVisible(LOAD);
  await expect(item(b, 'Eggs')).toBeVisible(LOAD);

  await mine.setOffline(true);
  await expect(a.getByRole('status', { name: 'Connection' })).toContainText('You are offline.');
  await item(a, 'Milk').click();
  await item(a, 'Eggs').click();
  await a.getByLabel('Add an item').fill('Butter');
  await a.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(item(a, 'Butter')).toBeVisible();
  await expect(a.getByRole('status', { name: 'Connection' })).toContainText('3 changes waiting');
  await expect(a.getByRole('button', { name: '2 checked items' })).toBeVisible();
  // Nothing reached the server meanwhile.
  await expect(item(b, 'Milk')).toBeVisible();

  await mine.setOffline(false);
  await expect(b.getByRole('button', { name: '2 checked items' })).toBeVisible(LOAD);
  await expect(item(b, 'Butter')).toBeVisible();
  await expect(item(b, 'Flour')).toBeVisible();
  await expect(a.getByRole('status', { name: 'Connection' })).toBeHidden();
  const saved = await getShoppingList(user.token, list.id);
  expect(saved.listItems.map((entry) => [entry.note, entry.checked]).sort()).toEqual([
    ['Butter', false],
    ['Eggs', true],
    ['Flour', false],
    ['Milk', true],
  ]);
  await Promise.all([mine.close(), theirs.close()]);
});

test('a list opened once opens again with no network after a reload', async ({ browser }) => {
  const list = await createShoppingList(user.token, 'Dead zone', ['Rice', 'Beans']);
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const page = await openList(context, user.token, list.id);
  await expect(item(page, 'Rice')).toBeVisible(LOAD);
  // The service worker has cached the app shell (production build).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dead zone', level: 1 })).toBeVisible(LOAD);
  await expect(item(page, 'Beans')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('You are offline.');
  // A change made now waits, and is sent when the network is back.
  await item(page, 'Beans').click();
  await expect(page.getByRole('status', { name: 'Connection' })).toContainText('1 change waiting');
  await context.setOffline(false);
  await expect(page.getByRole('status', { name: 'Connection' })).toBeHidden(LOAD);
  await expect
    .poll(async () => (await getShoppingList(user.token, list.id)).listItems.find((entry) => entry.note === 'Beans')?.checked)
    .toBe(true);
  await context.close();
});

test('an item dragged with the keyboard keeps its place after a reload', async ({ page }) => {
  const list = await createShoppingList(user.token, 'Order', ['Apples', 'Bread', 'Cheese']);
  await useToken(page, user.token);
  await page.goto(`/shopping-lists/${list.id}`);
  const items = page.getByRole('list', { name: 'No label' }).getByRole('listitem');
  await expect(items).toHaveText(['Apples', 'Bread', 'Cheese'], LOAD);

  await page.getByRole('button', { name: 'Move Cheese' }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await expect(items).toHaveText(['Cheese', 'Apples', 'Bread']);
  await expect
    .poll(async () => {
      const saved = await getShoppingList(user.token, list.id);
      return [...saved.listItems].sort((x, y) => x.position - y.position).map((entry) => entry.note);
    })
    .toEqual(['Cheese', 'Apples', 'Bread']);

  await page.reload();
  await expect(items).toHaveText(['Cheese', 'Apples', 'Bread'], LOAD);
});

test('the list groups by label and fits a 360 px phone without scrolling sideways', async ({ browser }) => {
  const label = await createLabel(user.token, 'Dairy and refrigerated goods', '#1565C0');
  const list = await createShoppingList(user.token, 'A shopping list with a rather long name for a small phone', [
    'Sea salt',
    { note: 'Greek yoghurt, full fat, the large tub from the cold shelf at the back', labelId: label.id },
  ]);
  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  await useToken(page, user.token);
  await page.goto(`/shopping-lists/${list.id}`);
  await expect(page.getByRole('heading', { name: 'Dairy and refrigerated goods' })).toBeVisible(LOAD);
  await expect(page.getByRole('list', { name: 'No label' }).getByRole('listitem')).toHaveText(['Sea salt']);
  await page.getByRole('button', { name: 'Edit Sea salt' }).click();
  await expect(page.getByLabel('Food')).toBeVisible();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  expect(await fits()).toBe(true);
  await page.goto('/shopping-lists?disableRedirect=true');
  await expect(page.getByRole('link', { name: /A shopping list with a rather long name/ })).toBeVisible(LOAD);
  expect(await fits()).toBe(true);
  await phone.close();
});

test('the index lists, creates and deletes lists, and opens the only one straight away', async ({ page }) => {
  await useToken(page, user.token);
  await page.goto('/shopping-lists');
  await expect(page.getByText('No shopping lists yet.')).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'New list' }).click();
  await page.getByLabel('Name').fill('Hardware');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('link', { name: 'Hardware' })).toBeVisible();

  await page.goto('/shopping-lists');
  await expect(page.getByRole('heading', { name: 'Hardware', level: 1 })).toBeVisible(LOAD);
  await page.getByRole('link', { name: 'All shopping lists' }).click();
  await page.getByRole('button', { name: 'Delete Hardware' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No shopping lists yet.')).toBeVisible();
});

test('check all, uncheck all and delete checked ask first; the editor sets a food; a recipe is added and taken off', async ({ page }) => {
  const flour = await createFood(user.token, 'Wholemeal flour');
  const slug = await createFullRecipe(user.token, 'Soda bread', {
    recipeIngredient: [{ quantity: 2, note: 'buttermilk cups', referenceId: crypto.randomUUID() }],
  });
  const recipe = await getRecipe(user.token, slug);
  const list = await createShoppingList(user.token, 'Baking', ['Salt', 'Yeast']);
  await ok(
    api(user.token).POST('/api/households/shopping/lists/{itemId}/recipe/{recipeId}', {
      params: { path: { itemId: list.id, recipeId: recipe.id ?? '' } },
      body: { recipeIncrementQuantity: 1 },
    }),
  );
  await useToken(page, user.token);
  await page.goto(`/shopping-lists/${list.id}`);
  await expect(item(page, 'Salt')).toBeVisible(LOAD);

  // Linked recipes: + adds the recipe's ingredients once more, − takes them off.
  const recipes = page.getByRole('region', { name: '1 linked recipe' });
  await expect(recipes.getByRole('link', { name: 'Soda bread' })).toBeVisible();
  await recipes.getByRole('button', { name: 'One more Soda bread' }).click();
  await expect(recipes.getByLabel('Times Soda bread is on the list')).toHaveText('2');
  await recipes.getByRole('button', { name: 'One less Soda bread' }).click();
  await expect(recipes.getByLabel('Times Soda bread is on the list')).toHaveText('1');

  // The inline editor: choose a food from the group's foods.
  await page.getByRole('button', { name: 'Edit Yeast' }).click();
  await page.getByLabel('Food').fill('Wholemeal');
  await page.getByRole('option', { name: flour.name }).click();
  await page.getByLabel('Quantity').fill('3');
  await page.getByLabel('Note').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(item(page, '3 Wholemeal flour')).toBeVisible();

  // Check all, then uncheck all, then check all again and delete the checked items.
  await page.getByRole('button', { name: 'Check all items' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Check all items' }).click();
  await expect(page.getByText('Nothing left to buy.')).toBeVisible();
  await page.getByRole('button', { name: 'Uncheck all items' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Uncheck all items' }).click();
  await expect(item(page, 'Salt')).toBeVisible();
  await item(page, 'Salt').click();
  await page.getByRole('button', { name: 'Delete checked items' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete checked items' }).click();
  await expect(page.getByRole('button', { name: /checked item/ })).toBeHidden();
  await expect.poll(async () => (await getShoppingList(user.token, list.id)).listItems.map((entry) => entry.note)).not.toContain('Salt');
});

test('the label order dialog and the list settings save', async ({ page }) => {
  // Names that sort next to each other whatever labels other tests left in the group.
  const tag = crypto.randomUUID().slice(0, 8);
  const fruit = await createLabel(user.token, `Aisle ${tag} fruit`, '#FFEB3B');
  const dairy = await createLabel(user.token, `Aisle ${tag} dairy`, '#1565C0');
  const list = await createShoppingList(user.token, 'Market', [
    { note: 'Pears', labelId: fruit.id },
    { note: 'Cream', labelId: dairy.id },
  ]);
  await useToken(page, user.token);
  await page.goto(`/shopping-lists/${list.id}`);
  // The list's label order as the server seeded it; the dialog moves the second label to the top.
  const seeded = [...list.labelSettings].sort((x, y) => x.position - y.position).map((setting) => setting.label.name);
  const [first = '', second = ''] = seeded.filter((name) => name === fruit.name || name === dairy.name);
  const headings = page.getByRole('heading', { level: 2 });
  await expect(headings).toHaveText([first, second], LOAD);

  await page.getByRole('button', { name: 'Reorder labels' }).click();
  const dialog = page.getByRole('dialog', { name: 'Label order' });
  const handle = dialog.getByRole('button', { name: `Move label ${second}` });
  // The keyboard move starts once the drag has begun; a key pressed while the dialog still opens
  // can be lost, so the whole move is tried again until the label sits above the other.
  await expect(async () => {
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect(handle).not.toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
    const names = await dialog.getByRole('listitem').allTextContents();
    expect(names.indexOf(second)).toBe(names.indexOf(first) - 1);
  }).toPass({ timeout: 20_000 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(headings).toHaveText([second, first]);

  await page.getByRole('button', { name: 'List settings' }).click();
  await page.getByRole('dialog').getByLabel('Name').fill('Farmers market');
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Farmers market', level: 1 })).toBeVisible();
  await page.reload();
  await expect(headings).toHaveText([second, first], LOAD);
  await expect(page.getByRole('heading', { name: 'Farmers market', level: 1 })).toBeVisible();
});
