import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  api,
  createFullRecipe,
  createHouseholdMember,
  createPlanEntry,
  createRecipe,
  createShoppingList,
  createUser,
  getPlanEntries,
  getPlanEntry,
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

/** Today plus `offset` days, as the API writes dates (local time, as the planner's first range). */
function isoDay(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The day's heading on the planner: "Friday, November 27". */
function dayName(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' }).format(date);
}

const day = (page: Page, offset: number) => page.getByRole('region', { name: dayName(offset) });

async function recipeId(slug: string): Promise<string> {
  return (await getRecipe(user.token, slug)).id ?? '';
}

/** Opens the planner signed in as `token`, waiting for the live event stream. */
async function openPlanner(page: Page, token: string, tab: 'view' | 'edit') {
  await useToken(page, token);
  const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events/stream', LOAD);
  await page.goto(`/household/mealplan/planner/${tab}`);
  expect((await streamOpen).status()).toBe(200);
  await expect(day(page, 0)).toBeVisible(LOAD);
}

/** Drags `handle` with the mouse and drops it on the middle of `target` (found once the drag has begun). */
/**
 * Picks a meal up by its handle with the keyboard (space). The drag-and-drop keyboard sensor
 * starts listening for arrow keys in a timer of its own once the drag has started; an arrow
 * pressed before that timer ran is lost. So this waits for a timer queued after it.
 */
async function pickUpByKeyboard(page: Page, handle: Locator) {
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}

async function dragByMouse(page: Page, handle: Locator, target: () => Locator) {
  // Hovering waits until the handle stands still (a card that was just moved may still be settling).
  await handle.hover();
  const from = await handle.boundingBox();
  if (!from) throw new Error('the drag handle is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 5 });
  const drop = target();
  await drop.scrollIntoViewIfNeeded();
  const to = await drop.boundingBox();
  if (!to) throw new Error('the drop target is not on screen');
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await page.mouse.up();
}

test('the planner opens on the view tab, and the drawer leads to it', async ({ page }) => {
  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}`);
  await page.getByRole('link', { name: 'Meal planner' }).first().click(LOAD);
  await expect(page).toHaveURL(/\/household\/mealplan\/planner\/view$/);
  await expect(page.getByRole('tab', { name: 'Meal planner' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: /^Dates: / })).toBeVisible();
  await expect(page.getByRole('region')).toHaveCount(7);
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/household/mealplan/settings');
});

/** Each of these runs on a desktop window and on a 360 px phone. */
const SCREENS = [
  ['desktop', {}],
  ['360 px', PHONE],
] as const;

for (const [screen, options] of SCREENS) {
  test(`plans meals: one found by search in the dialog, a random dinner; the type menu and delete (${screen})`, async ({ browser }) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await createRecipe(user.token, 'Chicken curry', { description: 'Mild, with rice' });
    await createRecipe(user.token, 'Lentil soup');
    await createPlanEntry(user.token, { date: isoDay(1), entryType: 'dinner', title: 'Pizza night', text: 'Order in' });
    await openPlanner(page, user.token, 'edit');
    await expect(day(page, 1).getByRole('button', { name: 'Edit Pizza night' })).toContainText('Order in');

    // A new meal by recipe search; dinner by default.
    await day(page, 0)
      .getByRole('button', { name: `New meal on ${dayName(0)}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'New meal' });
    await dialog.getByRole('combobox', { name: 'Recipe' }).fill('chick');
    // The list of matches opens beside the dialog, not inside it.
    await page.getByRole('option', { name: 'Chicken curry' }).click();
    await dialog.getByLabel('Servings').fill('6');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(day(page, 0).getByRole('group', { name: 'Dinner' }).getByRole('button', { name: 'Edit Chicken curry' })).toContainText(
      'Mild, with rice',
    );
    const [curry] = await getPlanEntries(user.token, isoDay(0), isoDay(0));
    expect(curry).toMatchObject({ entryType: 'dinner', servings: 6, recipe: { name: 'Chicken curry' } });

    // A random dinner on the third day.
    await day(page, 2)
      .getByRole('button', { name: `Random meal on ${dayName(2)}` })
      .click();
    await page.getByRole('menuitem', { name: 'Dinner' }).click();
    await expect(page.getByRole('alert')).toContainText('Planned');
    await expect(
      day(page, 2)
        .getByRole('group', { name: 'Dinner' })
        .getByRole('button', { name: /^Move / }),
    ).toHaveCount(1);
    const random = await getPlanEntries(user.token, isoDay(2), isoDay(2));
    expect(random).toHaveLength(1);
    expect(random[0]).toMatchObject({ entryType: 'dinner' });
    expect(['Chicken curry', 'Lentil soup']).toContain(random[0]?.recipe?.name);

    // The type menu and delete.
    await day(page, 1).getByRole('button', { name: 'Meal type of Pizza night: Dinner' }).click();
    await page.getByRole('menuitem', { name: 'Snack' }).click();
    await expect(day(page, 1).getByRole('group', { name: 'Snack' }).getByRole('button', { name: 'Edit Pizza night' })).toBeVisible();
    await expect.poll(async () => (await getPlanEntries(user.token, isoDay(1), isoDay(1)))[0]?.entryType).toBe('snack');
    await day(page, 1).getByRole('button', { name: 'Delete Pizza night' }).click();
    await expect(day(page, 1).getByRole('button', { name: 'Edit Pizza night' })).toHaveCount(0);
    await expect.poll(async () => getPlanEntries(user.token, isoDay(1), isoDay(1))).toEqual([]);
    // Undo plans it again.
    await page.getByRole('alert').getByRole('button', { name: 'Undo' }).click();
    await expect(day(page, 1).getByRole('group', { name: 'Snack' }).getByRole('button', { name: 'Edit Pizza night' })).toBeVisible();
    const restored = await getPlanEntries(user.token, isoDay(1), isoDay(1));
    expect(restored.map((each) => [each.title, each.text, each.entryType])).toEqual([['Pizza night', 'Order in', 'snack']]);
    await context.close();
  });
}

test('moves meals to another day by mouse and by keyboard; the server keeps the moves', async ({ page }) => {
  const [curry, soup] = await Promise.all([createRecipe(user.token, 'Chicken curry'), createRecipe(user.token, 'Lentil soup')]);
  const soupEntry = await createPlanEntry(user.token, { date: isoDay(0), entryType: 'lunch', recipeId: await recipeId(soup) });
  const curryEntry = await createPlanEntry(user.token, { date: isoDay(0), entryType: 'dinner', recipeId: await recipeId(curry) });
  await openPlanner(page, user.token, 'edit');

  // By mouse: the soup goes to the fourth day's breakfast.
  await dragByMouse(page, day(page, 0).getByRole('button', { name: 'Move Lentil soup' }), () =>
    day(page, 3).getByRole('group', { name: 'Breakfast' }),
  );
  await expect(day(page, 3).getByRole('group', { name: 'Breakfast' }).getByRole('button', { name: 'Edit Lentil soup' })).toBeVisible();
  await expect.poll(async () => getPlanEntry(user.token, soupEntry.id)).toMatchObject({ date: isoDay(3), entryType: 'breakfast' });

  // By keyboard: space, right arrow (the next day), space.
  await pickUpByKeyboard(page, day(page, 0).getByRole('button', { name: 'Move Chicken curry' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByText(new RegExp(`Chicken curry is over .*${dayName(1)}`))).toBeAttached();
  await page.keyboard.press('Space');
  await expect(day(page, 1).getByRole('button', { name: 'Edit Chicken curry' })).toBeVisible();
  await expect.poll(async () => (await getPlanEntry(user.token, curryEntry.id)).date).toBe(isoDay(1));

  await page.reload();
  await expect(day(page, 3).getByRole('button', { name: 'Edit Lentil soup' })).toBeVisible(LOAD);
  await expect(day(page, 1).getByRole('button', { name: 'Edit Chicken curry' })).toBeVisible();
  await expect(day(page, 0).getByRole('button', { name: /^Edit / })).toHaveCount(0);
});

test('edits a meal in the dialog, plans a note, and copies the shown days to the next week', async ({ page }) => {
  const curry = await createRecipe(user.token, 'Chicken curry', { recipeServings: 4 });
  const entry = await createPlanEntry(user.token, { date: isoDay(0), entryType: 'dinner', recipeId: await recipeId(curry) });
  await openPlanner(page, user.token, 'edit');

  await day(page, 0).getByRole('button', { name: 'Edit Chicken curry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit meal' });
  await expect(dialog.getByRole('combobox', { name: 'Recipe' })).toHaveValue('Chicken curry');
  await expect(dialog.getByLabel('Servings')).toHaveAttribute('placeholder', "4 (the recipe's)");
  await dialog.getByLabel('Servings').fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => (await getPlanEntry(user.token, entry.id)).servings).toBe(2);

  await day(page, 1)
    .getByRole('button', { name: `New meal on ${dayName(1)}` })
    .click();
  const create = page.getByRole('dialog', { name: 'New meal' });
  await create.getByRole('switch', { name: 'Note only (no recipe)' }).check();
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create.getByText('Give the note a title.')).toBeVisible();
  await create.getByLabel('Title').fill('Eat out');
  await create.getByLabel('Note', { exact: true }).fill('Somewhere new');
  await create.getByRole('combobox', { name: 'Meal type' }).click();
  await page.getByRole('option', { name: 'Lunch' }).click();
  await create.getByRole('button', { name: 'Save' }).click();
  await expect(create).toBeHidden();
  await expect(day(page, 1).getByRole('group', { name: 'Lunch' }).getByRole('button', { name: 'Edit Eat out' })).toContainText(
    'Somewhere new',
  );

  await page.getByRole('button', { name: 'Copy these days to…' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy these days' });
  await expect(copy.getByLabel('First day to copy to')).toHaveValue(isoDay(7));
  await copy.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toContainText('Copied 2 meals.');
  const copies = await getPlanEntries(user.token, isoDay(7), isoDay(13));
  expect(copies.map((each) => [each.date, each.entryType, each.recipe?.name ?? each.title, each.servings])).toEqual([
    [isoDay(7), 'dinner', 'Chicken curry', 2],
    [isoDay(8), 'lunch', 'Eat out', null],
  ]);
});

test('a random meal that no recipe matches says so', async ({ page }) => {
  await createRecipe(user.token, 'Chicken curry');
  await ok(
    api(user.token).POST('/api/households/mealplans/rules', {
      body: { day: 'unset', entryType: 'unset', queryFilterString: 'name = "No such recipe"' },
    }),
    201,
  );
  await openPlanner(page, user.token, 'edit');
  await day(page, 0)
    .getByRole('button', { name: `Random meal on ${dayName(0)}` })
    .click();
  await page.getByRole('menuitem', { name: 'Lunch' }).click();
  await expect(page.getByRole('alert')).toContainText('No recipes match your rules');
  expect(await getPlanEntries(user.token, isoDay(0), isoDay(0))).toEqual([]);
});

for (const [screen, options] of SCREENS) {
  test(`adds the week to a shopping list: one recipe planned twice, and once for more servings, adds up (${screen})`, async ({
    browser,
  }) => {
    const context = await browser.newContext(options);
    const page = await context.newPage();
    const slug = await createFullRecipe(user.token, 'Rice bowl', {
      recipeServings: 2,
      settings: { disableAmount: false },
      recipeIngredient: [{ referenceId: crypto.randomUUID(), title: '', quantity: 1, note: 'cups of rice' }],
    });
    const id = await recipeId(slug);
    const groceries = await createShoppingList(user.token, 'Groceries');
    await createPlanEntry(user.token, { date: isoDay(0), entryType: 'dinner', recipeId: id });
    await createPlanEntry(user.token, { date: isoDay(2), entryType: 'lunch', recipeId: id });
    // 4 servings of a 2-serving recipe: twice the amounts.
    await createPlanEntry(user.token, { date: isoDay(4), entryType: 'dinner', recipeId: id, servings: 4 });
    await createPlanEntry(user.token, { date: isoDay(5), entryType: 'dinner', title: 'Leftovers' });
    await openPlanner(page, user.token, 'view');

    // The view tab: sections by type, cards linking to the recipe, a note as text.
    await expect(day(page, 0).getByRole('link', { name: /Rice bowl/ })).toHaveAttribute('href', `/g/${user.groupSlug}/r/${slug}`);
    await expect(day(page, 5).getByText('Leftovers')).toBeVisible();
    await expect(day(page, 1).getByRole('listitem')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add the week to a shopping list' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add to shopping list' });
    await expect(dialog.getByText('Adding to Groceries')).toBeVisible(LOAD);
    await expect(dialog.getByRole('region', { name: 'Rice bowl' })).toContainText('Quantity: 4');
    await expect(dialog.getByRole('checkbox', { name: '4 cups of rice' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Added to Groceries.');
    await page.getByRole('link', { name: 'Open the list' }).click();
    await expect(page).toHaveURL(new RegExp(`/shopping-lists/${groceries.id}$`));
    await expect(page.getByRole('checkbox', { name: /4 cups of rice/ })).toBeVisible(LOAD);
    const list = await getShoppingList(user.token, groceries.id);
    expect(list.listItems.map((item) => [item.note, item.quantity])).toEqual([['cups of rice', 4]]);
    expect(list.recipeReferences.map((reference) => reference.recipeQuantity)).toEqual([4]);
    await context.close();
  });
}

test("one day's menu adds that day's recipes only", async ({ page }) => {
  const slug = await createFullRecipe(user.token, 'Toast', {
    settings: { disableAmount: false },
    recipeIngredient: [{ referenceId: crypto.randomUUID(), title: '', quantity: 2, note: 'slices of bread' }],
  });
  const other = await createRecipe(user.token, 'Soup');
  await createShoppingList(user.token, 'Weekly');
  await createPlanEntry(user.token, { date: isoDay(1), entryType: 'breakfast', recipeId: await recipeId(slug) });
  await createPlanEntry(user.token, { date: isoDay(2), entryType: 'dinner', recipeId: await recipeId(other) });
  await openPlanner(page, user.token, 'view');
  await day(page, 1)
    .getByRole('button', { name: `Actions for ${dayName(1)}` })
    .click();
  await page.getByRole('menuitem', { name: 'Add to shopping list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to shopping list' });
  await expect(dialog.getByRole('checkbox', { name: '2 slices of bread' })).toBeVisible(LOAD);
  await expect(dialog.getByRole('region')).toHaveCount(1);
});

test('a meal planned on another device appears on an open planner without reloading', async ({ page }) => {
  const member = await createHouseholdMember(user);
  await openPlanner(page, user.token, 'view');
  await createPlanEntry(member.token, { date: isoDay(3), entryType: 'lunch', title: 'Picnic', text: 'In the park' });
  await expect(day(page, 3).getByText('Picnic')).toBeVisible({ timeout: 5000 });
  await expect(day(page, 3).getByRole('heading', { name: 'Lunch' })).toBeVisible();
});

test('at 360 px the planner fits the screen; the keyboard moves a meal to the next meal type, the mouse to another day', async ({
  browser,
}) => {
  await createPlanEntry(user.token, {
    date: isoDay(0),
    entryType: 'dinner',
    title: 'Tacos',
    text: 'With a very long description that should wrap rather than widen the page at all',
  });
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await openPlanner(page, user.token, 'view');
  const fits = () => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY) <= 360);
  expect(await fits()).toBe(true);
  await page.getByRole('button', { name: /^Dates: / }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the days' });
  await expect(picker.getByLabel('Number of days')).toHaveValue('7');
  expect(await fits()).toBe(true);
  await picker.getByLabel('Number of days').fill('3');
  await picker.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('region')).toHaveCount(3);

  await page.getByRole('tab', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/planner\/edit$/);
  await expect(page.getByRole('region')).toHaveCount(3);
  expect(await fits()).toBe(true);
  await pickUpByKeyboard(page, day(page, 0).getByRole('button', { name: 'Move Tacos' }));
  await page.keyboard.press('ArrowDown');
  // The page may scroll to bring the next meal type into view first.
  await expect(page.getByText(/Tacos is over Side/)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(day(page, 0).getByRole('group', { name: 'Side' }).getByRole('button', { name: 'Edit Tacos' })).toBeVisible();
  await expect.poll(async () => (await getPlanEntries(user.token, isoDay(0), isoDay(0)))[0]?.entryType).toBe('side');

  // By mouse (a pointer on a touch screen): to the next day's dinner, one column further down.
  // Tried again while the meal is still on the first day (a drag that did not start moves nothing).
  await expect(async () => {
    const handle = day(page, 0).getByRole('button', { name: 'Move Tacos' });
    if (await handle.count()) await dragByMouse(page, handle, () => day(page, 1).getByRole('group', { name: 'Dinner' }));
    await expect(day(page, 1).getByRole('group', { name: 'Dinner' }).getByRole('button', { name: 'Edit Tacos' })).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 20_000 });
  await expect.poll(async () => (await getPlanEntries(user.token, isoDay(1), isoDay(1)))[0]?.entryType).toBe('dinner');

  // The number of days is remembered.
  await page.reload();
  await expect(page.getByRole('region')).toHaveCount(3, LOAD);
  await context.close();
});
