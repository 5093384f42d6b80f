import { expect, type Page, test } from '@playwright/test';
import {
  api,
  createMealPlanRule,
  createRecipe,
  createTag,
  createUser,
  getMealPlanRules,
  ok,
  randomMealSlugs,
  setSiteSettings,
  useToken,
} from './api';

test.describe.configure({ timeout: 120_000 });
const LOAD = { timeout: 20_000 };
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };
const SETTINGS = '/household/mealplan/settings';

/** Desktop (the default context) and a 360 px phone. */
const SCREENS = [
  { screen: 'desktop', options: {} },
  { screen: '360 px', options: PHONE },
] as const;

/** A Wednesday: the rule is made for that weekday. */
const DATE = '2030-01-09';
/** Random meals asked each time: with two recipes, a rule that were ignored would show within a few. */
const TRIES = 6;

async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

async function pick(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

for (const { screen, options } of SCREENS) {
  test(`a dinner rule on a weekday steers the random meal, follows an edit, and can be deleted (${screen})`, async ({ browser }) => {
    await setSiteSettings({ setupCompleted: true });
    const user = await createUser({ flags: { canOrganize: true, canManageHousehold: true } });
    // Weeks start on Monday in this household: the day picker follows.
    await ok(api(user.token).PUT('/api/households/preferences', { body: { firstDayOfWeek: 1 } }), 200);
    const quick = await createTag(user.token, 'Quick');
    const slow = await createTag(user.token, 'Slow');
    const quickSlug = await createRecipe(user.token, 'Quick pasta', { tags: [quick] });
    const slowSlug = await createRecipe(user.token, 'Slow stew', { tags: [slow] });

    const context = await browser.newContext(options);
    const page = await context.newPage();
    await useToken(page, user.token);
    await page.goto(SETTINGS);
    await expect(page.getByRole('heading', { name: 'Meal-plan settings', level: 1 })).toBeVisible(LOAD);
    await expect(page.getByText('No rules yet')).toBeVisible();

    const form = page.getByRole('form', { name: 'New rule' });
    await expect(form.getByText('Applies to every meal on every day')).toBeVisible();
    await form.getByRole('combobox', { name: 'Day' }).click();
    await expect(page.getByRole('option').nth(1)).toHaveText('Monday');
    await expect(page.getByRole('option').last()).toHaveText('Sunday');
    await page.getByRole('option', { name: 'Wednesday' }).click();
    await pick(page, form.getByRole('combobox', { name: 'Meal type' }), 'Dinner');
    await expect(form.getByText('Applies to dinner on Wednesdays')).toBeVisible();

    // A filter the server refuses: its words show beside the form, and nothing is saved.
    await form.getByLabel('Query filter').fill('nosuchfield IN ["x"]');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Invalid query filter string' })).toBeVisible();
    expect(await getMealPlanRules(user.token)).toEqual([]);

    // An unfinished filter cannot be sent.
    await form.getByLabel('Query filter').fill('tags.name IN ["Quick"');
    await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();

    await form.getByLabel('Query filter').fill('');
    await pick(page, form.getByRole('combobox', { name: 'Tags', exact: true }), 'Quick');
    await expect(form.getByLabel('Query filter')).toHaveValue('tags.name IN ["Quick"]');
    await form.getByRole('button', { name: 'Create' }).click();

    const card = page.getByRole('article', { name: 'Wednesday · Dinner' });
    await expect(card.getByText('Applies to dinner on Wednesdays')).toBeVisible();
    await expect(card.getByText('Quick', { exact: true })).toBeVisible();
    // The form starts over for the next rule.
    await expect(form.getByText('Applies to every meal on every day')).toBeVisible();
    const [rule] = await getMealPlanRules(user.token);
    expect(rule).toMatchObject({ day: 'wednesday', entryType: 'dinner', queryFilterString: 'tags.name IN ["Quick"]' });
    expect(await randomMealSlugs(user.token, DATE, 'dinner', TRIES)).toEqual(Array(TRIES).fill(quickSlug));
    if (screen !== 'desktop') expect(await overflowsSideways(page)).toBe(false);

    // Edit in place: the other tag, then Update.
    await card.getByRole('button', { name: 'Edit rule Wednesday · Dinner' }).click();
    const editForm = page.getByRole('form', { name: 'Edit rule Wednesday · Dinner' });
    await editForm.getByLabel('Query filter').fill('');
    await pick(page, editForm.getByRole('combobox', { name: 'Tags', exact: true }), 'Slow');
    await expect(editForm.getByLabel('Query filter')).toHaveValue('tags.name IN ["Slow"]');
    if (screen !== 'desktop') expect(await overflowsSideways(page)).toBe(false);
    await editForm.getByRole('button', { name: 'Update' }).click();
    await expect(editForm).toHaveCount(0);
    await expect(card.getByText('Slow', { exact: true })).toBeVisible();
    await expect.poll(async () => (await getMealPlanRules(user.token))[0]?.queryFilterString).toBe('tags.name IN ["Slow"]');
    expect(await randomMealSlugs(user.token, DATE, 'dinner', TRIES)).toEqual(Array(TRIES).fill(slowSlug));

    // A second rule, made elsewhere, shows after a reload and is deleted without a question (as Mealie).
    await createMealPlanRule(user.token, { entryType: 'lunch' });
    await page.reload();
    const lunch = page.getByRole('article', { name: 'Any day · Lunch' });
    await expect(lunch.getByText('Any recipe')).toBeVisible(LOAD);
    await lunch.getByRole('button', { name: 'Delete rule Any day · Lunch' }).click();
    await expect(lunch).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Wednesday · Dinner' })).toBeVisible();
    expect((await getMealPlanRules(user.token)).map((saved) => saved.entryType)).toEqual(['dinner']);
    await context.close();
  });

  test(`the calendar link: create, fetch the iCalendar file, revoke (${screen})`, async ({ browser }) => {
    await setSiteSettings({ setupCompleted: true });
    const user = await createUser();
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await useToken(page, user.token);
    await page.goto(SETTINGS);

    const card = page.getByRole('region', { name: 'Calendar subscription' });
    await card.getByRole('button', { name: 'Create calendar link' }).click(LOAD);
    const field = card.getByRole('textbox', { name: 'Calendar link' });
    await expect(field).toHaveValue(/^https?:\/\/.+\.ics$/);
    await expect(field).toHaveAttribute('readonly', '');
    await expect(card.getByRole('button', { name: 'Copy' })).toBeVisible();
    const url = await field.inputValue();
    if (screen !== 'desktop') expect(await overflowsSideways(page)).toBe(false);

    // No sign-in: the address itself is the credential, as a calendar app uses it.
    const calendar = await page.request.get(url, { headers: {} });
    expect(calendar.status()).toBe(200);
    expect(await calendar.text()).toContain('BEGIN:VCALENDAR');

    // The page reads the existing link when it opens.
    await page.reload();
    await expect(field).toHaveValue(url, LOAD);

    await card.getByRole('button', { name: 'Revoke link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Revoke the calendar link?' });
    await expect(dialog).toContainText('stop updating');
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Create calendar link' })).toBeVisible();
    await expect(field).toHaveCount(0);
    expect((await page.request.get(url)).status()).toBe(404);
    await context.close();
  });
}
