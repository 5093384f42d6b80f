import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  api,
  createCookbook,
  createFullRecipe,
  createHouseholdMember,
  createUser,
  getRecipe,
  getSelf,
  ok,
  setSiteSettings,
  type User,
  useToken,
} from './api';

// The first paint of a page waits for the route's chunk and the recipe; shared CI machines can be slow.
const LOAD = { timeout: 45_000 };

const soup = {
  description: 'A bowl of comfort.',
  recipeIngredient: [{ referenceId: crypto.randomUUID(), title: '', quantity: 1, note: 'leek' }],
  recipeInstructions: [{ id: crypto.randomUUID(), title: '', summary: '', text: 'Simmer for 20 minutes.' }],
};

/** Presses a drag handle and moves the pointer in small steps onto another row, as a hand would. */
async function dragOnto(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('drag handle or target is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 + 4, { steps: 20 });
  await page.mouse.up();
}

const cookbookNames = async (user: User) => {
  const { data } = await api(user.token).GET('/api/households/cookbooks', {
    params: { query: { orderBy: 'position', orderDirection: 'asc' } },
  });
  return (data?.items ?? []).map((cookbook) => cookbook.name);
};

const fitsWidth = (page: Page) => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? Number.POSITIVE_INFINITY) <= 360);

let user: User;

test.beforeEach(async () => {
  test.slow();
  await setSiteSettings({ setupCompleted: true });
  user = await createUser();
});

test('uploads an asset in edit mode, downloads it, then removes it', async ({ page, request }) => {
  const slug = await createFullRecipe(user.token, 'Asset soup', { ...soup, settings: { showAssets: true } });
  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}/r/${slug}?edit=true`);
  await expect(page.getByRole('toolbar', { name: 'Editor actions' })).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'Add asset' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add an asset' });
  await dialog
    .getByLabel('Choose file')
    .setInputFiles({ name: 'menu.txt', mimeType: 'text/plain', buffer: Buffer.from('Soup of the day') });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Menu card');
  await dialog.getByRole('button', { name: 'Recipe' }).click();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('link', { name: 'Download Menu card' })).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/r/${slug}$`), LOAD);
  const download = page.getByRole('region', { name: 'Assets' }).getByRole('link', { name: 'Download Menu card' });
  await expect(download).toBeVisible(LOAD);
  const href = await download.getAttribute('href');
  expect(href).toMatch(/\/assets\/menu-card\.txt$/);
  const file = await request.get(href ?? '');
  expect(file.status()).toBe(200);
  expect(await file.text()).toBe('Soup of the day');
  const saved = await getRecipe(user.token, slug);
  expect(saved.assets).toEqual([{ name: 'Menu card', icon: 'mdi-silverware-fork-knife', fileName: 'menu-card.txt' }]);

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: 'Remove Menu card' }).click(LOAD);
  await expect(page.getByText('No files attached yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/r/${slug}$`), LOAD);
  await expect(page.getByRole('heading', { name: 'Asset soup', level: 1 })).toBeVisible(LOAD);
  await expect(page.getByRole('region', { name: 'Assets' })).toHaveCount(0);
  // Saving the recipe without the asset deletes its file too.
  expect((await request.get(href ?? '')).status()).toBe(404);
});

test('the timeline dialog adds, edits and deletes the recipe’s events', async ({ page, browser }) => {
  const slug = await createFullRecipe(user.token, 'Timeline soup', soup);
  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}/r/${slug}`);
  await page.getByRole('button', { name: 'Timeline' }).click(LOAD);
  const timeline = page.getByRole('dialog', { name: 'Timeline: Timeline soup' });
  const events = timeline.getByRole('list', { name: 'Timeline events' });
  // The app's own "created" entry is listed but cannot be changed.
  await expect(events.getByRole('listitem')).toHaveCount(1, LOAD);
  await expect(events.getByRole('button')).toHaveCount(0);

  await timeline.getByRole('button', { name: 'I made this' }).click();
  const madeIt = page.getByRole('dialog', { name: 'I made this' });
  await madeIt.getByLabel('How did it go?').fill('Needed more **salt**');
  await madeIt.getByRole('button', { name: 'Save' }).click();
  await expect(madeIt).toBeHidden();
  const subject = `${(await getSelf(user.token)).fullName} made this`;
  const entry = events.getByRole('listitem', { name: subject });
  await expect(entry).toContainText('Needed more salt');
  // Newest first: the new entry comes before the "created" one.
  await expect(events.getByRole('listitem').first()).toHaveAccessibleName(subject);

  await entry.getByRole('button', { name: `Edit ${subject}` }).click();
  const form = entry.getByRole('form', { name: 'Edit event' });
  await form.getByRole('textbox', { name: 'Subject' }).fill('Sunday soup');
  await form.getByRole('textbox', { name: 'Message' }).fill('Better with bread');
  await form.getByRole('button', { name: 'Save' }).click();
  const edited = events.getByRole('listitem', { name: 'Sunday soup' });
  await expect(edited).toContainText('Better with bread');
  const recipeId = (await getRecipe(user.token, slug)).id;
  const stored = await ok(
    api(user.token).GET('/api/recipes/timeline/events', { params: { query: { queryFilter: `recipe_id="${recipeId}"` } } }),
  );
  expect(stored.items.map((event) => [event.subject, event.eventMessage])).toContainEqual(['Sunday soup', 'Better with bread']);

  // Another member's entry is theirs to change, and an administrator's.
  const housemate = await createHouseholdMember(user);
  await ok(
    api(housemate.token).POST('/api/recipes/timeline/events', {
      body: { recipeId: recipeId ?? '', subject: 'Housemate note', eventType: 'comment', eventMessage: 'Try it cold' },
    }),
    201,
  );
  await page.reload();
  await page.getByRole('button', { name: 'Timeline' }).click(LOAD);
  const note = events.getByRole('listitem', { name: 'Housemate note' });
  await expect(note).toBeVisible(LOAD);
  await expect(note.getByRole('button')).toHaveCount(0);
  const admin = await createUser({ admin: true, group: user.group });
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await useToken(adminPage, admin.token);
  await adminPage.goto(`/g/${user.groupSlug}/r/${slug}`);
  await adminPage.getByRole('button', { name: 'Timeline' }).click(LOAD);
  const adminEvents = adminPage.getByRole('list', { name: 'Timeline events' });
  await expect(adminEvents.getByRole('button', { name: 'Delete Housemate note' })).toBeVisible(LOAD);
  await expect(adminEvents.getByRole('button', { name: 'Edit Sunday soup' })).toBeVisible();
  await adminContext.close();

  await edited.getByRole('button', { name: 'Delete Sunday soup' }).click();
  await page.getByRole('dialog', { name: 'Delete event' }).getByRole('button', { name: 'Delete' }).click();
  await expect(edited).toHaveCount(0);
  // The "created" entry and the housemate's note are left.
  await expect(events.getByRole('listitem')).toHaveCount(2);
});

test('edits the name in the JSON editor, and invalid JSON never reaches the server', async ({ page }) => {
  const slug = await createFullRecipe(user.token, 'Json soup', soup);
  await useToken(page, user.token);
  const writes: string[] = [];
  page.on('request', (sent) => {
    if (sent.method() !== 'GET' && sent.url().includes('/api/recipes/')) writes.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
  });
  await page.goto(`/g/${user.groupSlug}/r/${slug}?edit=true`);
  await expect(page.getByRole('toolbar', { name: 'Editor actions' })).toBeVisible(LOAD);
  await page.getByRole('button', { name: 'JSON', exact: true }).click();
  const json = page.getByRole('textbox', { name: 'Recipe JSON' });
  const original = await json.inputValue();
  expect(JSON.parse(original).name).toBe('Json soup');

  await json.fill('{ "name": "Broken soup", ');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This is not valid JSON' })).toBeVisible();
  await expect(json).toBeVisible();
  await json.fill('{ "name": "" }');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The recipe needs a "name" that is not empty.' })).toBeVisible();
  expect(writes).toEqual([]);

  // Apply puts the JSON back into the form, unsaved.
  await json.fill(original.replace('"name": "Json soup"', '"name": "Applied soup"'));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(json).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Recipe name' })).toHaveValue('Applied soup');
  expect(writes).toEqual([]);
  await page.getByRole('button', { name: 'JSON', exact: true }).click();

  await json.fill(original.replace('"name": "Json soup"', '"name": "Velvet soup"'));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/r\/velvet-soup$/, LOAD);
  await expect(page.getByRole('heading', { name: 'Velvet soup', level: 1 })).toBeVisible(LOAD);
  await expect(page.getByText('Simmer for 20 minutes.')).toBeVisible();
  expect(writes).toEqual([`PUT /api/recipes/${slug}`]);
});

test('reorders cookbooks by dragging and by keyboard; the order survives a reload', async ({ page }) => {
  for (const [index, name] of ['First book', 'Second book', 'Third book'].entries()) await createCookbook(user.token, name, index + 1);
  await useToken(page, user.token);
  await page.goto(`/g/${user.groupSlug}/cookbooks`);
  const list = page.getByRole('main').getByRole('list', { name: 'Cookbooks' });
  await expect(list.getByRole('listitem')).toHaveCount(3, LOAD);

  await dragOnto(page, list.getByRole('button', { name: 'Drag First book' }), list.getByRole('listitem', { name: 'Third book' }));
  await expect.poll(() => cookbookNames(user)).toEqual(['Second book', 'Third book', 'First book']);

  // The rows show the saved order before the keyboard takes over (they re-render once it is saved).
  const shownOrder = () => list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  await expect.poll(shownOrder).toEqual(['Second book', 'Third book', 'First book']);

  // Keyboard: space picks the row up, an arrow moves it, space drops it. An arrow pressed before
  // the sensor has measured the rows does not move anything (the row is dropped where it was), so
  // the gesture is repeated until the move is saved.
  const thirdHandle = list.getByRole('button', { name: 'Drag Third book' });
  await expect(async () => {
    await thirdHandle.focus();
    await page.keyboard.press('Space');
    await expect(thirdHandle).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect.poll(() => cookbookNames(user), { timeout: 3000 }).toEqual(['Third book', 'Second book', 'First book']);
  }).toPass({ timeout: 30_000 });

  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(3, LOAD);
  const names = await list.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  expect(names).toEqual(['Third book', 'Second book', 'First book']);
});

test('the shared recipe page (signed out) and the create page fit 360 px', async ({ browser }) => {
  const slug = await createFullRecipe(user.token, 'Narrow soup with a rather long name to wrap on small phones', soup);
  const recipe = await getRecipe(user.token, slug);
  const tokenId = (await ok(api(user.token).POST('/api/shared/recipes', { body: { recipeId: recipe.id ?? '' } }), 201)).id;

  const visitor = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/g/${user.groupSlug}/shared/r/${tokenId}`);
  await expect(visitorPage.getByRole('heading', { name: recipe.name, level: 1 })).toBeVisible(LOAD);
  await expect(visitorPage.getByText('Simmer for 20 minutes.')).toBeVisible();
  expect(await fitsWidth(visitorPage)).toBe(true);
  await visitor.close();

  const cook = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const cookPage = await cook.newPage();
  await useToken(cookPage, user.token);
  await cookPage.goto(`/g/${user.groupSlug}/r/create/new`);
  await expect(cookPage.getByLabel('Recipe name')).toBeVisible(LOAD);
  expect(await fitsWidth(cookPage)).toBe(true);
  await cook.close();
});
