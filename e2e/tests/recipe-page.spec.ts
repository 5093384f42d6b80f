import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { createUser, setSiteSettings, useToken } from './api';

type User = Awaited<ReturnType<typeof createUser>>;

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A recipe made through the API: a name, then a full PUT with the given parts. */
async function createRecipe(request: APIRequestContext, user: User, name: string, body: Record<string, unknown>): Promise<string> {
  const created = await request.post('/api/recipes', { headers: auth(user.token), data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const slug: string = await created.json();
  const current = await (await request.get(`/api/recipes/${slug}`, { headers: auth(user.token) })).json();
  const saved = await request.put(`/api/recipes/${slug}`, {
    headers: auth(user.token),
    data: { ...current, ...body, settings: { ...current.settings, disableAmount: false, ...(body.settings as object) } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()).slug;
}

const pancakes = {
  recipeYield: '4 servings',
  recipeServings: 0,
  recipeIngredient: [
    { referenceId: crypto.randomUUID(), title: 'Batter', quantity: 1, note: 'flour' },
    { referenceId: crypto.randomUUID(), title: '', quantity: 2, note: 'eggs' },
    { referenceId: crypto.randomUUID(), title: '', quantity: 0, note: 'salt' },
  ],
  recipeInstructions: [
    { id: crypto.randomUUID(), title: '', summary: '', text: 'Whisk everything together.' },
    { id: crypto.randomUUID(), title: '', summary: '', text: 'Fry 2 minutes per side.' },
  ],
};

const ingredientNames = (page: Page) =>
  page
    .getByRole('region', { name: 'Ingredients' })
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.map((box) => {
        const id = box.getAttribute('aria-labelledby');
        return (id && document.getElementById(id)?.getAttribute('aria-label')) ?? '';
      }),
    );

// The first paint of a page waits for the route's chunk and the recipe; shared CI machines can be slow.
const LOAD = { timeout: 20_000 };

let user: User;

test.beforeEach(async ({ page, request }) => {
  test.slow();
  await setSiteSettings(request, { setupCompleted: true });
  user = await createUser(request);
  await useToken(page, user.token);
});

test('creates a recipe by name and opens it in edit mode', async ({ page }) => {
  await page.goto(`/g/${user.groupSlug}/r/create/new`);
  await expect(page.getByLabel('Recipe name')).toBeVisible(LOAD);
  await page.getByLabel('Recipe name').fill('Tomato soup');
  await page.getByRole('form', { name: 'Create a recipe' }).getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}/r/tomato-soup\\?edit=true$`), LOAD);
  await expect(page.getByRole('toolbar', { name: 'Editor actions' })).toBeVisible(LOAD);
  await page.getByLabel('Description').fill('Warming.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/r\/tomato-soup$/, LOAD);
  await expect(page.getByRole('heading', { name: 'Tomato soup', level: 1 })).toBeVisible(LOAD);
  await expect(page.getByText('Warming.')).toBeVisible();
});

test('reorders ingredients and steps in the editor, and the order survives a reload', async ({ page, request }) => {
  const slug = await createRecipe(request, user, 'Pancakes', pancakes);
  await page.goto(`/g/${user.groupSlug}/r/${slug}`);
  await page.getByRole('button', { name: 'Edit', exact: true }).click(LOAD);
  await expect(page).toHaveURL(/\?edit=true$/);
  await page.getByRole('button', { name: 'Move ingredient 3 up' }).click();
  await page.getByRole('button', { name: 'Move ingredient 1 down' }).click();
  await page.getByRole('button', { name: 'Move step 2 up' }).click();
  await page.getByLabel('Recipe name').fill('Pancakes deluxe');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/\/r\/pancakes-deluxe$/, LOAD);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Pancakes deluxe', level: 1 })).toBeVisible(LOAD);
  await expect.poll(() => ingredientNames(page)).toEqual(['salt', '1 flour', '2 eggs']);
  const steps = page.getByRole('region', { name: 'Instructions' }).getByRole('listitem');
  await expect(steps.first()).toContainText('Fry 2 minutes per side.');
});

test('scales servings: quantities change and fractions show as fractions', async ({ page, request }) => {
  const slug = await createRecipe(request, user, 'Scaled pancakes', pancakes);
  await page.goto(`/g/${user.groupSlug}/r/${slug}`);
  await expect(page.getByTestId('scaled-yield')).toHaveText('4 servings', LOAD);
  await page.getByRole('button', { name: 'More servings' }).click();
  await page.getByRole('button', { name: 'More servings' }).click();
  await expect(page.getByTestId('scaled-yield')).toHaveText('6 servings');
  await expect.poll(() => ingredientNames(page)).toEqual(['1 ½ flour', '3 eggs', 'salt']);
  await page.getByRole('spinbutton', { name: 'Servings' }).fill('3');
  await expect.poll(() => ingredientNames(page)).toEqual(['¾ flour', '1 ½ eggs', 'salt']);
});

test('steps through cook mode', async ({ page, request }) => {
  const slug = await createRecipe(request, user, 'Cooked pancakes', pancakes);
  await page.goto(`/g/${user.groupSlug}/r/${slug}`);
  await page.getByRole('button', { name: 'Cook mode' }).first().click(LOAD);
  const dialog = page.getByRole('dialog', { name: 'Cooked pancakes' });
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 2' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Next step' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 2 of 2' })).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Timer 2 minutes' })).toContainText('2:00');
  await dialog.getByRole('button', { name: 'Start timer' }).click();
  await expect(dialog.getByRole('button', { name: 'Pause timer' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Previous step' }).click();
  await expect(dialog.getByRole('heading', { name: 'Step 1 of 2' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Leave cook mode' }).click();
  await expect(dialog).toBeHidden();
});

test('rates, favourites, comments and records "I made this"', async ({ page, request }) => {
  const slug = await createRecipe(request, user, 'Social pancakes', pancakes);
  await page.goto(`/g/${user.groupSlug}/r/${slug}`);
  await expect(page.getByText('Never made')).toBeVisible(LOAD);

  // MUI hides the star inputs; a click on a star's label text is what a pointer does.
  await page.getByText('4 stars', { exact: true }).dispatchEvent('click');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.getByRole('button', { name: 'Add to favorites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();

  await page.getByLabel('Add a comment').fill('Lovely with **berries**');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(page.getByText('berries', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'I made this' }).click();
  const madeIt = page.getByRole('dialog', { name: 'I made this' });
  await madeIt.getByLabel('How did it go?').fill('Kids loved it');
  await madeIt.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Last made /)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked(LOAD);
  await expect(page.getByRole('button', { name: 'Remove from favorites' })).toBeVisible();
});

test('a share link opens the recipe for a signed-out visitor', async ({ page, request, browser }) => {
  const slug = await createRecipe(request, user, 'Shared pancakes', pancakes);
  await page.goto(`/g/${user.groupSlug}/r/${slug}`);
  await page.getByRole('button', { name: 'More actions' }).click(LOAD);
  await page.getByRole('menuitem', { name: 'Share', exact: true }).click();
  const linkField = page.getByRole('dialog', { name: 'Share recipe' }).getByLabel('Share link');
  await expect(linkField).toHaveValue(new RegExp(`/g/${user.groupSlug}/shared/r/`), LOAD);
  const link = await linkField.inputValue();

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(link);
  await expect(visitorPage.getByRole('heading', { name: 'Shared pancakes', level: 1 })).toBeVisible(LOAD);
  await expect(visitorPage.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect.poll(() => ingredientNames(visitorPage)).toEqual(['1 flour', '2 eggs', 'salt']);
  await visitor.close();
});

test('fits a 360 px phone with ingredients above the steps', async ({ page, request }) => {
  const slug = await createRecipe(request, user, 'Phone pancakes', pancakes);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/g/${user.groupSlug}/r/${slug}`);
  const ingredients = page.getByRole('region', { name: 'Ingredients' });
  const steps = page.getByRole('region', { name: 'Instructions' });
  await expect(steps).toBeVisible(LOAD);
  const ingredientsBox = await ingredients.boundingBox();
  const stepsBox = await steps.boundingBox();
  expect(ingredientsBox && stepsBox && ingredientsBox.y < stepsBox.y).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
