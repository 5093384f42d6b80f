import { expect, type Page, type Response, test } from '@playwright/test';
import { multipart } from '../../web/src/api/multipart';
import { api, createRecipe, createUser, ok, setSiteSettings } from './api';

// An 8×8 PNG, enough for the server to make the recipe's webp images.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4UaGBFTEMLQkAUtVaAV8W4QQAAAAASUVORK5CYII=', 'base64');

// The first paint of a page waits for the route's chunk and its data; shared CI machines can be slow.
const LOAD = { timeout: 20_000 };

/** Every CSP violation the page reports, from the DOM event and from the console. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI} in ${event.documentURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

function expectPolicy(response: Response | null) {
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['referrer-policy']).toBe('same-origin');
}

/** Waits for a loaded picture, then checks that every image of the page is one of our media files. */
async function expectOwnImagesLoaded(page: Page) {
  const loaded = () => page.evaluate(() => [...document.images].filter((img) => img.complete && img.naturalWidth > 0).length);
  await expect.poll(loaded, LOAD).toBeGreaterThan(0);
  const sources = await page.evaluate(() => [...document.images].map((img) => img.currentSrc || img.src));
  for (const source of sources) expect(source.startsWith(`${new URL(page.url()).origin}/api/media/`), source).toBe(true);
}

test('the main screens and /docs run under the security policy without violations', async ({ page }) => {
  test.slow();
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  const slug = await createRecipe(user.token, 'Saffron rice');
  const image = new File([PNG], 'rice.png', { type: 'image/png' });
  await ok(
    api(user.token).PUT('/api/recipes/{slug}/image', { params: { path: { slug } }, ...multipart({ image, extension: 'png' }) }),
    200,
  );

  const violations = await collectViolations(page);

  expectPolicy(await page.goto('/login'));
  await page.getByLabel('Email or username').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/g/${user.groupSlug}$`), LOAD);
  await expect(page.getByRole('link', { name: /Saffron rice/ }).first()).toBeVisible(LOAD);
  await expectOwnImagesLoaded(page);

  expectPolicy(await page.goto(`/g/${user.groupSlug}/r/${slug}`));
  await expect(page.getByRole('heading', { name: 'Saffron rice', level: 1 })).toBeVisible(LOAD);
  await expectOwnImagesLoaded(page);

  expectPolicy(await page.goto('/user/profile'));
  await expect(page.getByText(/^Welcome, /)).toBeVisible(LOAD);

  const docs = await page.goto('/docs');
  expect(docs?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { name: /Larder/ }).first()).toBeVisible(LOAD);
  await expect(page.getByText('/api/app/about', { exact: true }).first()).toBeVisible(LOAD);

  expect(violations).toEqual([]);
});
