import { expect, type Page, test } from '@playwright/test';
import { createFullRecipe, createHouseholdMember, createOtherHousehold, createUser, setSiteSettings, type User, useToken } from './api';

/** A recipe made through the API, with amounts shown. */
const createRecipe = (user: User, name: string, body: typeof pancakes) =>
  createFullRecipe(user.token, name, { ...body, settings: { disableAmount: false } });

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

test.beforeEach(async ({ page }) => {
  test.slow();
  await setSiteSettings({ setupCompleted: true });
  user = await createUser();
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

test('reorders ingredients and steps in the editor, and the order survives a reload', async ({ page }) => {
  const slug = await createRecipe(user, 'Pancakes', pancakes);
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

test('scales servings: quantities change and fractions show as fractions', async ({ page }) => {
  const slug = await createRecipe(user, 'Scaled pancakes', pancakes);
  await page.goto(`/g/${user.groupSlug}/r/${slug}`);
  await expect(page.getByTestId('scaled-yield')).toHaveText('4 servings', LOAD);
  await page.getByRole('button', { name: 'More servings' }).click();
  await page.getByRole('button', { name: 'More servings' }).click();
  await expect(page.getByTestId('scaled-yield')).toHaveText('6 servings');
  await expect.poll(() => ingredientNames(page)).toEqual(['1 ½ flour', '3 eggs', 'salt']);
  await page.getByRole('spinbutton', { name: 'Servings' }).fill('3');
  await expect.poll(() => ingredientNames(page)).toEqual(['¾ flour', '1 ½ eggs', 'salt']);
});

test('steps through cook mode', async ({ page }) => {
  const slug = await createRecipe(user, 'Cooked pancakes', pancakes);
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

test('rates, favourites, comments and records "I made this"', async ({ page }) => {
  const slug = await createRecipe(user, 'Social pancakes', pancakes);
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

test('a share link opens the recipe for a signed-out visitor', async ({ page, browser }) => {
  const slug = await createRecipe(user, 'Shared pancakes', pancakes);
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

test('fits a 360 px phone with ingredients above the steps', async ({ page }) => {
  const slug = await createRecipe(user, 'Phone pancakes', pancakes);
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

test('offers editing to those who may edit: the owner, not a locked or another household’s recipe', async ({ page }) => {
  const own = await createRecipe(user, 'Own pancakes', pancakes);
  const housemate = await createHouseholdMember(user);
  const locked = await createFullRecipe(housemate.token, 'Locked pancakes', { ...pancakes, settings: { locked: true } });
  const neighbour = await createOtherHousehold(user, `Cellar ${Date.now().toString(36)}`);
  const theirs = await createFullRecipe(neighbour.token, 'Cellar pancakes', pancakes);
  const quiet = await createFullRecipe(user.token, 'Quiet pancakes', { ...pancakes, settings: { disableComments: true } });
  const actions = page.getByRole('toolbar', { name: 'Recipe actions' });

  await page.goto(`/g/${user.groupSlug}/r/${own}`);
  await expect(actions.getByRole('button', { name: 'Edit', exact: true })).toBeVisible(LOAD);
  await expect(page.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await actions.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Duplicate' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/g/${user.groupSlug}/r/${locked}`);
  await expect(page.getByRole('heading', { name: 'Locked pancakes', level: 1 })).toBeVisible(LOAD);
  await expect(actions.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
  await actions.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Print' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Another household's recipe stays in the view, even when the editor is asked for.
  await page.goto(`/g/${user.groupSlug}/r/${theirs}?edit=true`);
  await expect(page.getByRole('heading', { name: 'Cellar pancakes', level: 1 })).toBeVisible(LOAD);
  await expect(page.getByRole('toolbar', { name: 'Editor actions' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);

  // The owner gets the editor from the address.
  await page.goto(`/g/${user.groupSlug}/r/${own}?edit=true`);
  await expect(page.getByRole('toolbar', { name: 'Editor actions' })).toBeVisible(LOAD);
  await expect(page.getByRole('textbox', { name: 'Recipe name' })).toHaveValue('Own pancakes');

  await page.goto(`/g/${user.groupSlug}/r/${quiet}`);
  await expect(page.getByRole('heading', { name: 'Quiet pancakes', level: 1 })).toBeVisible(LOAD);
  await expect(page.getByRole('heading', { name: 'Comments' })).toHaveCount(0);
});
