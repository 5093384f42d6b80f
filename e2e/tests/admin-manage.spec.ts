import { expect, type Page, test } from '@playwright/test';
import { ADMIN, adminApi, createUser, ok, signIn, useToken } from './api';

// A whole administration journey over several screens.
test.describe.configure({ timeout: 120_000 });
const LOAD = { timeout: 20_000 };
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Picks an option of a MUI select by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The household an account is in, as the admin API reports it. */
async function householdOf(userId: string): Promise<string> {
  const admin = await adminApi();
  const user = await ok(admin.GET('/api/admin/users/{itemId}', { params: { path: { itemId: userId } } }));
  return user.household;
}

test('an admin creates a group, a household and a user, moves the user, and cannot delete the non-empty household', async ({ page }) => {
  const id = suffix();
  const group = `Crew ${id}`;
  const pantry = `Pantry ${id}`;
  const username = `mover${id}`;
  await useToken(page, await signIn(ADMIN.email, ADMIN.password));

  // The group, from the groups screen.
  await page.goto('/admin/manage/groups');
  await page.getByRole('button', { name: 'Create group' }).click(LOAD);
  const groupDialog = page.getByRole('dialog', { name: 'Create a group' });
  await groupDialog.getByLabel('Name').fill(group);
  await groupDialog.getByRole('button', { name: 'Save' }).click();
  await expect(groupDialog).toBeHidden();
  await expect(page.getByRole('link', { name: group })).toBeVisible();

  // A second household in it, from the households screen.
  await page.getByRole('link', { name: 'Households' }).click();
  await page.getByRole('button', { name: 'Create household' }).click(LOAD);
  const householdDialog = page.getByRole('dialog', { name: 'Create a household' });
  await choose(page, 'Group', group);
  await householdDialog.getByLabel('Name').fill(pantry);
  await householdDialog.getByRole('button', { name: 'Save' }).click();
  await expect(householdDialog).toBeHidden();
  await page.getByRole('searchbox', { name: 'Search' }).fill(group);
  await expect(page.getByRole('link', { name: pantry })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Family' })).toBeVisible();

  // The user, created in the group's first household.
  await page.getByRole('link', { name: 'Users' }).click();
  await page.getByRole('link', { name: 'Create user' }).click(LOAD);
  await choose(page, 'Group', group);
  await expect(page.getByRole('combobox', { name: 'Household' })).toHaveText('Family');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Full name').fill(`Mover ${id}`);
  await page.getByLabel('Email').fill(`${username}@larder.test`);
  await page.getByLabel('Password', { exact: true }).fill('a-long-enough-password');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page).toHaveURL(/\/admin\/manage\/users$/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(username);
  const userLink = page.getByRole('link', { name: username });
  await expect(userLink).toBeVisible();

  // Moved to the other household from the user's page.
  await userLink.click();
  await expect(page.getByRole('heading', { name: username })).toBeVisible(LOAD);
  await choose(page, 'Household', pantry);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `Saved ${username}` })).toBeVisible();
  const userId = page.url().split('/').pop() ?? '';
  await expect.poll(() => householdOf(userId)).toBe(pantry);

  // The household with the user cannot be deleted, and says why; the emptied one can.
  await page.goto('/admin/manage/households');
  await page.getByRole('searchbox', { name: 'Search' }).fill(group);
  const deletePantry = page.getByRole('button', { name: `Delete ${pantry}` });
  await expect(deletePantry).toBeDisabled(LOAD);
  const reason = 'This household still has a user: move them to another household first.';
  await expect(deletePantry).toHaveAccessibleDescription(reason);
  await deletePantry.locator('..').hover();
  await expect(page.getByRole('tooltip')).toHaveText(reason);

  // The group still holds households and a user.
  await page.goto('/admin/manage/groups');
  await expect(page.getByRole('button', { name: `Delete ${group}` })).toBeDisabled(LOAD);

  await page.goto('/admin/manage/households');
  await page.getByRole('searchbox', { name: 'Search' }).fill(group);
  await page.getByRole('button', { name: 'Delete Family' }).click(LOAD);
  const confirm = page.getByRole('dialog', { name: 'Delete household' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Deleted Family' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Family' })).toBeHidden();
  await expect(page.getByRole('link', { name: pantry })).toBeVisible();
});

test('a household that gained a user after the list loaded is refused with the server’s reason', async ({ page }) => {
  const id = suffix();
  const member = await createUser();
  const admin = await adminApi();
  const self = await ok(admin.GET('/api/admin/users/{itemId}', { params: { path: { itemId: member.id } } }));
  const spare = `Spare ${id}`;
  await ok(admin.POST('/api/admin/households', { body: { groupId: self.groupId, name: spare } }), 201);
  await useToken(page, await signIn(ADMIN.email, ADMIN.password));
  await page.goto('/admin/manage/households');
  await page.getByRole('searchbox', { name: 'Search' }).fill(spare);
  const deleteSpare = page.getByRole('button', { name: `Delete ${spare}` });
  await expect(deleteSpare).toBeEnabled(LOAD);

  // Someone else moves the member in meanwhile.
  await ok(admin.PUT('/api/admin/users/{itemId}', { params: { path: { itemId: member.id } }, body: { ...self, household: spare } }));
  await deleteSpare.click();
  await page.getByRole('dialog', { name: 'Delete household' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Cannot delete household with users' })).toBeVisible();
  await expect(deleteSpare).toBeDisabled();
});

test('an admin gets a password reset link for a user', async ({ page }) => {
  const member = await createUser();
  await useToken(page, await signIn(ADMIN.email, ADMIN.password));
  await page.goto(`/admin/manage/users/${member.id}`);
  await page.getByRole('button', { name: 'Generate password reset link' }).click(LOAD);
  await expect(page.getByLabel('Password reset link')).toHaveValue(/\/reset-password\?token=[^&]+$/);
});

test('an admin who deletes their own account is warned, then signed out', async ({ page }) => {
  const self = await createUser({ admin: true });
  await useToken(page, self.token);
  await page.goto(`/admin/manage/users/${self.id}`);
  await page.getByRole('button', { name: 'Delete user' }).click(LOAD);
  const confirm = page.getByRole('dialog', { name: 'Delete user' });
  await expect(confirm).toContainText('This is your own account');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/login/, LOAD);
  const answer = await fetch(new URL('/api/auth/token', page.url()), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: self.username, password: self.password }),
  });
  expect(answer.status).toBe(401);
});

test('the users table fits a 360 px phone', async ({ browser }) => {
  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  await useToken(page, await signIn(ADMIN.email, ADMIN.password));
  await page.goto('/admin/manage/users');
  await expect(page.getByRole('table', { name: 'Users' })).toBeVisible(LOAD);
  await expect(page.getByRole('link', { name: 'Create user' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unlock locked users' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await phone.close();
});
