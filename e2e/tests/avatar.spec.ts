import { expect, type Page, test } from '@playwright/test';
import { createUser, getSelf, setSiteSettings, type User, useToken } from './api';

// A 48 × 48 PNG, green.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAYElEQVRYhe3WUQ3AAAxCwSlBGJoQPRNLuo9LKqAh8ODJ+qt7zj+Ih0qh8VCkrOf4CTCWQuOhSFnPIRQDrRQaD0XKikMFxqmOKNeaH7ufZjHQSqHxUKSsOFRgnOrIp1F4AadKJIiyE4nMAAAAAElFTkSuQmCC',
  'base64',
);

async function openProfileEditor(page: Page): Promise<User & { fullName: string }> {
  await setSiteSettings({ setupCompleted: true });
  const user = await createUser();
  const { fullName } = await getSelf(user.token);
  await useToken(page, user.token);
  await page.goto('/user/profile/edit');
  return { ...user, fullName: fullName ?? user.username };
}

/** The profile picture in the app bar: an image named by the user, inside the link to their profile. */
const appBarAvatar = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name: 'Your profile' }).getByRole('img', { name });

for (const [label, viewport] of [
  ['desktop', { width: 1366, height: 900 }],
  ['360 px', { width: 360, height: 740 }],
] as const) {
  test.describe(`avatar (${label})`, () => {
    test.use({ viewport });

    test('an uploaded picture shows in the app bar', async ({ page }) => {
      const user = await openProfileEditor(page);
      const before = (await getSelf(user.token)).cacheKey;

      await page.getByLabel('Upload a profile picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });

      await expect.poll(async () => (await getSelf(user.token)).cacheKey).not.toBe(before);
      const cacheKey = (await getSelf(user.token)).cacheKey;
      const img = appBarAvatar(page, user.fullName);
      await expect(img).toBeVisible();
      await expect(img).toHaveAttribute('src', `/api/media/users/${user.id}/min-profile.webp?cacheKey=${cacheKey}`);
      // The picture really loaded (a failed one falls back to the initials, without an img).
      await expect.poll(() => img.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth)).toBe(128);

      const served = await page.request.get(`/api/media/users/${user.id}/profile.webp`);
      expect(served.status()).toBe(200);
      expect(served.headers()['content-type']).toBe('image/webp');
    });

    test("a file that is not an image shows the server's 422 message and changes nothing", async ({ page }) => {
      const user = await openProfileEditor(page);
      const before = (await getSelf(user.token)).cacheKey;
      const answer = page.waitForResponse((response) => response.url().endsWith(`/api/users/${user.id}/image`));

      await page
        .getByLabel('Upload a profile picture')
        .setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('only text, not a picture') });

      expect((await answer).status()).toBe(422);
      await expect(page.getByRole('alert').filter({ hasText: 'The file is not an image' })).toBeVisible();
      expect((await getSelf(user.token)).cacheKey).toBe(before);
      // Without a picture the app bar shows the initials.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Your profile' }).locator('img')).toHaveCount(0);
    });
  });
}
