import fs from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { ADMIN, adminApi, ok, signIn, useToken } from './api';

const LOAD = { timeout: 20_000 };
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

async function asAdmin(page: Page) {
  await useToken(page, await signIn(ADMIN.email, ADMIN.password));
}

/** Whether the page scrolls sideways (it must not at 360 px). */
async function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);
}

async function phonePage(browser: Browser, path: string) {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await asAdmin(page);
  await page.goto(path);
  return { context, page };
}

test('the maintenance page shows the storage table, and cleaning temporary files asks first and reports success', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/admin/site-settings');
  await page.getByRole('link', { name: 'Maintenance' }).click(LOAD);
  await expect(page).toHaveURL(/\/admin\/maintenance$/);
  await expect(page.getByRole('heading', { name: 'Maintenance', level: 1 })).toBeVisible();

  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Data folder size', LOAD);

  const storage = page.getByRole('table', { name: 'Storage' });
  for (const folder of ['Temporary files', 'Backups', 'Groups', 'Recipes', 'Users']) {
    await expect(storage.getByRole('rowheader', { name: folder })).toBeVisible(LOAD);
  }

  // Cancelling deletes nothing and says nothing.
  await page.getByRole('button', { name: 'Clean temporary files' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete temporary files?' });
  await expect(dialog).toContainText('.temp');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Temporary files removed')).toBeHidden();

  // A leftover in the server's data folder (playwright.config.ts names it for this run).
  const temp = path.join(process.env.E2E_DATA_DIR ?? '', '.temp');
  const leftover = path.join(temp, `leftover-${Date.now()}.txt`);
  fs.mkdirSync(temp, { recursive: true });
  fs.writeFileSync(leftover, 'x'.repeat(4096));

  await page.getByRole('button', { name: 'Clean temporary files' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Temporary files removed' })).toBeVisible();
  await expect(storage.getByRole('rowheader', { name: 'Temporary files' })).toBeVisible();
  expect(fs.existsSync(leftover)).toBe(false);
});

test('the maintenance and site-settings pages fit a 360 px phone', async ({ browser }) => {
  const maintenance = await phonePage(browser, '/admin/maintenance');
  await expect(maintenance.page.getByRole('table', { name: 'Storage' })).toBeVisible(LOAD);
  await expect(maintenance.page.getByRole('button', { name: 'Clean recipe folders' })).toBeVisible();
  expect(await overflowsSideways(maintenance.page)).toBe(false);
  await maintenance.context.close();

  const settings = await phonePage(browser, '/admin/site-settings');
  await expect(settings.page.getByRole('list', { name: 'Configuration checks' })).toBeVisible(LOAD);
  await expect(settings.page.getByLabel('Bug-report text')).toBeVisible();
  expect(await overflowsSideways(settings.page)).toBe(false);
  await settings.context.close();
});

test('site settings show the configuration checks, and the test e-mail reports that SMTP is not set', async ({ page }) => {
  await asAdmin(page);
  await page.goto('/admin/site-settings');

  const checks = page.getByRole('list', { name: 'Configuration checks' });
  const email = checks.getByRole('listitem').filter({ hasText: 'E-mail is not configured' });
  await expect(email).toBeVisible(LOAD);
  await expect(email.getByRole('img', { name: 'Warning' })).toBeVisible();
  await expect(email).toHaveAttribute('data-status', 'warning');
  // The e2e server has no BASE_URL either; the browser talks to it on a local address (a secure context).
  await expect(checks.getByRole('listitem').filter({ hasText: 'Secure site' }).getByRole('img', { name: 'OK' })).toBeVisible();

  const form = page.getByRole('form', { name: 'E-mail' });
  await expect(page.getByText('E-mail is not configured. Set the SMTP settings')).toBeVisible();
  await form.getByRole('button', { name: 'Send a test e-mail' }).click();
  await expect(form.getByText('Enter a valid email address')).toBeVisible();
  await form.getByLabel('E-mail address').fill('someone@larder.test');
  await form.getByRole('button', { name: 'Send a test e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The test e-mail was not sent' })).toBeVisible();
});

test('the bug-report text is copied with the version and without a password', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const about = await ok((await adminApi()).GET('/api/admin/about'));
  await asAdmin(page);
  await page.goto('/admin/site-settings');

  const report = page.getByRole('region', { name: 'Bug report' });
  const shown = await report.getByLabel('Bug-report text').inputValue(LOAD);
  expect(shown).toContain(`Version: ${about.version}`);
  await report.getByRole('button', { name: 'Copy' }).click();
  await expect(report.getByRole('button', { name: 'Copied' })).toBeVisible();

  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shown);
  expect(copied).toContain(about.version);
  expect(copied).toContain(about.dbType);
  expect(copied.toLowerCase()).not.toContain('password');
  if (about.dbUrl) expect(copied).not.toContain(about.dbUrl);
});
