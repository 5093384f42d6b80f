import { expect, type Page, test } from '@playwright/test';
import { api, createHouseholdMember, createUser, getSelf, ok, signIn, type User, useToken } from './api';

test.describe.configure({ timeout: 120_000 });
const LOAD = { timeout: 20_000 };
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

/** createUser names everyone `Cook <suffix>` with username `cook<suffix>`. */
const fullNameOf = (user: User) => `Cook ${user.username.slice('cook'.length)}`;

/** `POST /api/organizers/tags` as the user: the HTTP status only. */
async function tagStatus(user: User, name: string): Promise<number> {
  const { response } = await api(user.token).POST('/api/organizers/tags', { body: { name } });
  return response.status;
}

async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

/** Desktop (the test's own page) and a 360 px phone (a context of its own). */
const SCREENS = [
  { screen: 'desktop', options: {} },
  { screen: '360 px', options: PHONE },
] as const;

for (const { screen, options } of SCREENS) {
  test(`register with an invitation link: the new cook lands in the inviter household (${screen})`, async ({ browser }) => {
    const inviter = await createUser({ flags: { canInvite: true } });
    const context = await browser.newContext(options);
    const page = await context.newPage();
    await useToken(page, inviter.token);
    await page.goto('/user/profile');
    await page.getByRole('button', { name: 'Get invite link' }).click(LOAD);
    const linkField = page.getByRole('textbox', { name: 'Invitation link' });
    await expect(linkField).toHaveValue(/\/register\?token=/);
    const link = await linkField.inputValue();
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    // The statistics cards show the household's counts.
    await expect(page.getByRole('heading', { name: 'Household statistics' })).toBeVisible();

    if (screen !== 'desktop') expect(await overflowsSideways(page)).toBe(false);
    await context.close();

    const visitor = await browser.newContext(options);
    const guest = await visitor.newPage();
    await guest.goto(link);
    const username = `invited${Date.now().toString(36)}`;
    const password = `password-${username}`;
    await guest.getByLabel('Username').fill(username, LOAD);
    await guest.getByLabel('Full name').fill('Invited Cook');
    await guest.getByLabel('Email').fill(`${username}@larder.test`);
    await guest.getByLabel('Password', { exact: true }).fill(password);
    await guest.getByLabel('Confirm password').fill(password);
    await guest.getByRole('button', { name: 'Next' }).click();
    await guest.getByRole('button', { name: 'Register' }).click(LOAD);
    await expect(guest).toHaveURL(/\/login/, LOAD);
    await visitor.close();

    const [invited, self] = await Promise.all([getSelf(await signIn(username, password)), getSelf(inviter.token)]);
    expect(invited.groupId).toBe(self.groupId);
    expect(invited.householdId).toBe(self.householdId);
  });

  test(`a manager turns on a member's organize switch and the member can then create a tag (${screen})`, async ({ browser }) => {
    const manager = await createUser({ flags: { canManage: true } });
    const member = await createHouseholdMember(manager);
    expect(await tagStatus(member, `Before ${member.username}`)).toBe(403);

    const context = await browser.newContext(options);
    const page = await context.newPage();
    await useToken(page, manager.token);
    await page.goto('/household/members');
    const organize = page.getByLabel(`Organize: ${fullNameOf(member)}`, { exact: true });
    await expect(organize).not.toBeChecked(LOAD);
    await expect(organize).toBeEnabled();
    // Your own switches are disabled, with the reason.
    await expect(page.getByLabel(`Organize: ${fullNameOf(manager)}`, { exact: true })).toBeDisabled();
    await expect(page.getByText('You cannot change your own permissions.')).toBeVisible();

    await organize.click();
    await expect(page.getByText(`Permissions of ${fullNameOf(member)} saved`)).toBeVisible(LOAD);
    await expect(organize).toBeChecked();
    await page.reload();
    await expect(page.getByLabel(`Organize: ${fullNameOf(member)}`, { exact: true })).toBeChecked(LOAD);

    if (screen !== 'desktop') expect(await overflowsSideways(page)).toBe(false);
    await context.close();

    expect((await getSelf(member.token)).canOrganize).toBe(true);
    expect(await tagStatus(member, `After ${member.username}`)).toBe(201);
  });
}

test('the household preferences form saves', async ({ page }) => {
  const manager = await createUser({ flags: { canManageHousehold: true } });
  const before = await ok(api(manager.token).GET('/api/households/preferences'));
  await useToken(page, manager.token);
  await page.goto('/user/profile');
  await page.getByRole('link', { name: /Household settings/ }).click(LOAD);
  await expect(page).toHaveURL(/\/household$/);

  const lock = page.getByRole('checkbox', { name: 'Lock recipe edits from other households' });
  await expect(lock).toBeVisible(LOAD);
  await lock.setChecked(!before.lockRecipeEditsFromOtherHouseholds);
  const comments = page.getByRole('checkbox', { name: 'Disable comments' });
  await comments.setChecked(!before.recipeDisableComments);
  await page.getByRole('combobox', { name: 'First day of the week' }).click();
  await page.getByRole('option', { name: 'Monday' }).click();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Household preferences saved')).toBeVisible(LOAD);

  const after = await ok(api(manager.token).GET('/api/households/preferences'));
  expect(after.lockRecipeEditsFromOtherHouseholds).toBe(!before.lockRecipeEditsFromOtherHouseholds);
  expect(after.recipeDisableComments).toBe(!before.recipeDisableComments);
  expect(after.firstDayOfWeek).toBe(1);
});

test('a plain member is kept out of the household and group settings', async ({ page }) => {
  const cook = await createUser();
  await useToken(page, cook.token);
  for (const path of ['/household', '/household/members', '/group']) {
    await page.goto(path);
    await expect(page).not.toHaveURL(new RegExp(`${path}$`), LOAD);
  }
});

test('the group settings save the private group at once', async ({ page }) => {
  const manager = await createUser({ flags: { canManage: true } });
  const before = await ok(api(manager.token).GET('/api/groups/self'));
  await useToken(page, manager.token);
  await page.goto('/group');
  const privateGroup = page.getByRole('checkbox', { name: 'Private group' });
  await expect(privateGroup).toBeVisible(LOAD);
  await privateGroup.setChecked(!before.preferences?.privateGroup);
  await expect(page.getByText('Group settings saved')).toBeVisible(LOAD);
  const after = await ok(api(manager.token).GET('/api/groups/self'));
  expect(after.preferences?.privateGroup).toBe(!before.preferences?.privateGroup);
});

test('the members page works on a 360 px phone', async ({ browser }) => {
  const manager = await createUser({ flags: { canManage: true } });
  const member = await createHouseholdMember(manager);
  const phone = await browser.newContext(PHONE);
  const page = await phone.newPage();
  await useToken(page, manager.token);
  await page.goto('/household/members');
  const invite = page.getByLabel(`Invite: ${fullNameOf(member)}`, { exact: true });
  await expect(invite).toBeAttached(LOAD);
  expect(await overflowsSideways(page)).toBe(false);
  await invite.scrollIntoViewIfNeeded();
  await invite.click();
  await expect(page.getByText(`Permissions of ${fullNameOf(member)} saved`)).toBeVisible(LOAD);
  expect((await getSelf(member.token)).canInvite).toBe(true);
  await phone.close();
});
