import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../../test/factories.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, setupTestApp, signIn, type TestContext } from '../../../test/harness.js';
import { expectAdminOnly } from '../../../test/responses.js';

let ctx: TestContext;
let adminToken: string;
let member: TestUser;
let outside: string;

const RECIPE = '3f2a0c1e-9b7d-4c55-8e21-6a4b0d9c7e11';
const RECIPE_NO_DASHES = '7C9E6679742540DE944BE07FC1F90AE7';
const LINKED = '5b8f3e2a-1c4d-4e6f-9a0b-2c3d4e5f6a7b';
const USER = '0d6b2f4e-8a1c-4b3d-9e5f-7a2c4e6b8d0f';
const GROUP = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

function put(relative: string, bytes: number) {
  const file = path.join(ctx.dataDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.alloc(bytes));
}
const exists = (relative: string) => fs.existsSync(path.join(ctx.dataDir, relative));

beforeAll(async () => {
  ctx = await setupTestApp();
  adminToken = await signIn(ctx.app, ADMIN_EMAIL, ADMIN_PASSWORD);
  member = await createUser(ctx);

  put(`recipes/${RECIPE}/images/original.webp`, 1000);
  put(`recipes/${RECIPE}/images/original.jpg`, 200);
  put(`recipes/${RECIPE}/images/photo.PNG`, 300);
  put(`recipes/${RECIPE}/images/timeline/${USER}/kept.jpg`, 50);
  put(`recipes/${RECIPE}/assets/manual.pdf`, 400);
  put(`recipes/${RECIPE_NO_DASHES}/images/original.webp`, 10);
  put('recipes/not-a-recipe/images/old.jpg', 20);
  fs.mkdirSync(path.join(ctx.dataDir, 'recipes', 'also-not-one'), { recursive: true });
  put('.temp/upload.part', 100);
  put('.temp/nested/more.part', 2000);
  put('backups/mealie_2024.01.01.00.00.00.zip', 1024);
  put(`users/${USER}/profile.webp`, 10);
  put(`groups/${GROUP}/export/data.zip`, 3 * 1024 * 1024);

  // A recipe folder whose images folder is a link to a folder outside DATA_DIR.
  outside = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-outside-'));
  fs.writeFileSync(path.join(outside, 'precious.jpg'), 'do not delete');
  fs.mkdirSync(path.join(ctx.dataDir, 'recipes', LINKED), { recursive: true });
  fs.symlinkSync(outside, path.join(ctx.dataDir, 'recipes', LINKED, 'images'));
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(outside, { recursive: true, force: true });
});

const admin = (method: 'GET' | 'POST', url: string) => ctx.app.inject({ method, url, headers: bearer(adminToken) });

describe('administrators only', () => {
  it.each([
    ['GET', '/api/admin/maintenance'],
    ['GET', '/api/admin/maintenance/storage'],
    ['POST', '/api/admin/maintenance/clean/images'],
    ['POST', '/api/admin/maintenance/clean/temp'],
    ['POST', '/api/admin/maintenance/clean/recipe-folders'],
  ] as const)('%s %s answers 401 signed out and 403 to a member, deleting nothing', async (method, url) => {
    await expectAdminOnly(ctx.app, member.token, { method, url });
    expect(exists(`recipes/${RECIPE}/images/original.jpg`)).toBe(true);
    expect(exists('recipes/not-a-recipe')).toBe(true);
    expect(exists('.temp/upload.part')).toBe(true);
  });
});

describe('GET /api/admin/maintenance/storage', () => {
  it('gives each top-level folder its size as Mealie prints it', async () => {
    const res = await admin('GET', '/api/admin/maintenance/storage');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tempDirSize: '2.05 KB',
      backupsDirSize: '1.0 KB',
      groupsDirSize: '3.0 MB',
      // 1000 + 200 + 300 + 50 + 400 + 10 + 20; the linked folder outside DATA_DIR is not followed.
      recipesDirSize: '1.93 KB',
      userDirSize: '10 bytes',
    });
  });
});

describe('GET /api/admin/maintenance', () => {
  it('counts the non-webp recipe images and the folders that are not recipe ids', async () => {
    const res = await admin('GET', '/api/admin/maintenance');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ dataDirSize: expect.stringMatching(/^\d+(\.\d+)? (bytes|KB|MB)$/), cleanableImages: 3, cleanableDirs: 2 });
  });
});

describe('POST /api/admin/maintenance/clean/*', () => {
  it('images: deletes only the non-webp files directly in recipes/*/images', async () => {
    const res = await admin('POST', '/api/admin/maintenance/clean/images');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '3 Images cleaned', error: false });
    expect(exists(`recipes/${RECIPE}/images/original.jpg`)).toBe(false);
    expect(exists(`recipes/${RECIPE}/images/photo.PNG`)).toBe(false);
    expect(exists('recipes/not-a-recipe/images/old.jpg')).toBe(false);
    expect(exists(`recipes/${RECIPE}/images/original.webp`)).toBe(true);
    expect(exists(`recipes/${RECIPE}/images/timeline/${USER}/kept.jpg`)).toBe(true);
    expect(exists(`recipes/${RECIPE}/assets/manual.pdf`)).toBe(true);
    expect(fs.existsSync(path.join(outside, 'precious.jpg'))).toBe(true);
    expect((await admin('GET', '/api/admin/maintenance')).json().cleanableImages).toBe(0);
  });

  it('recipe-folders: deletes the folders of recipes/ whose name is not a UUID', async () => {
    const res = await admin('POST', '/api/admin/maintenance/clean/recipe-folders');
    expect(res.json()).toEqual({ message: '2 Recipe folders removed', error: false });
    expect(exists('recipes/not-a-recipe')).toBe(false);
    expect(exists('recipes/also-not-one')).toBe(false);
    expect(exists(`recipes/${RECIPE}/images/original.webp`)).toBe(true);
    expect(exists(`recipes/${RECIPE_NO_DASHES}/images/original.webp`)).toBe(true);
    expect(exists(`recipes/${LINKED}`)).toBe(true);
    expect((await admin('GET', '/api/admin/maintenance')).json().cleanableDirs).toBe(0);
  });

  it('temp: empties .temp and leaves everything else', async () => {
    const res = await admin('POST', '/api/admin/maintenance/clean/temp');
    expect(res.json()).toEqual({ message: "'.temp' directory cleaned", error: false });
    expect(fs.readdirSync(path.join(ctx.dataDir, '.temp'))).toEqual([]);
    expect(exists('backups/mealie_2024.01.01.00.00.00.zip')).toBe(true);
    expect(exists(`users/${USER}/profile.webp`)).toBe(true);
    expect((await admin('GET', '/api/admin/maintenance/storage')).json().tempDirSize).toBe('0 bytes');
  });
});
