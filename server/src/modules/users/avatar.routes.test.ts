import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, multipart, type TestUser, testImage } from '../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../test/harness.js';
import { expectUnchanged } from '../../../test/responses.js';

let ctx: TestContext;
let owner: TestUser;
let member: TestUser;
let stranger: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await setupTestApp();
  owner = await createUser(ctx);
  member = await createUser(ctx, { beside: owner });
  stranger = await createUser(ctx);
  admin = await createUser(ctx, { admin: true });
});
afterAll(() => ctx.close());

const userDir = (id: string) => path.join(ctx.dataDir, 'users', id);
const cacheKeyOf = async (id: string) =>
  (await ctx.database.db.selectFrom('users').select('cache_key').where('id', '=', id).executeTakeFirstOrThrow()).cache_key;

type Part = { data: Buffer; filename: string; type?: string };
const upload = async (user: TestUser | null, userId: string, profile: Part | undefined) => {
  const body = await multipart(profile ? { profile } : { other: 'x' });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/users/${userId}/image`,
    headers: { ...(user ? bearer(user.token) : {}), ...body.headers },
    payload: body.payload,
  });
};
const png = async (width = 400, height = 200): Promise<Part> => ({
  data: await testImage('png', width, height),
  filename: 'me.png',
  type: 'image/png',
});
const media = (userId: string, fileName: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/media/users/${userId}/${fileName}`, headers });

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><script>alert(1)</script><rect width="64" height="64"/></svg>',
);

describe('POST /api/users/{id}/image', () => {
  it('needs a user', async () => {
    expect((await upload(null, owner.id, await png())).statusCode).toBe(401);
  });

  it('stores profile.webp with 128 px and 32 px renditions, renews the cacheKey and serves them', async () => {
    const before = await cacheKeyOf(owner.id);
    const res = await upload(owner, owner.id, await png());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('null');
    const after = await cacheKeyOf(owner.id);
    expect(after).not.toBe(before);
    expect(fs.readdirSync(userDir(owner.id)).sort()).toEqual(['min-profile.webp', 'profile.webp', 'tiny-profile.webp']);

    const self = await ctx.app.inject({ method: 'GET', url: '/api/users/self', headers: bearer(owner.token) });
    expect(self.json().cacheKey).toBe(after);

    const profile = await media(owner.id, 'profile.webp');
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['content-type']).toBe('image/webp');
    expect(profile.headers['cache-control']).toBe('no-cache');
    expect(profile.headers.etag).toMatch(/^".+"$/);
    expect(await sharp(profile.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 200, height: 200 });
    for (const [name, side] of [
      ['min-profile.webp', 128],
      ['tiny-profile.webp', 32],
    ] as const) {
      const res = await media(owner.id, name);
      expect(res.statusCode, name).toBe(200);
      expect(await sharp(res.rawPayload).metadata(), name).toMatchObject({ format: 'webp', width: side, height: side });
    }
    const again = await media(owner.id, 'profile.webp', { 'if-none-match': profile.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('keeps a large picture to 512 px and accepts a JPEG', async () => {
    const res = await upload(member, member.id, { data: await testImage('jpeg', 1200, 900), filename: 'big.jpg', type: 'image/jpeg' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await sharp((await media(member.id, 'profile.webp')).rawPayload).metadata()).toMatchObject({ width: 512, height: 512 });
  });

  it('lets an administrator change any user, in any group', async () => {
    const res = await upload(admin, stranger.id, await png(64, 64));
    expect(res.statusCode, res.body).toBe(200);
    expect((await media(stranger.id, 'profile.webp')).statusCode).toBe(200);
  });

  it.each([
    ['an SVG', { data: SVG, filename: 'me.svg', type: 'image/svg+xml' }, /SVG/],
    ['an SVG named .png', { data: SVG, filename: 'me.png', type: 'image/png' }, /SVG/],
    [
      'an HTML page',
      { data: Buffer.from('<!doctype html><html><body>hi</body></html>'), filename: 'me.html', type: 'text/html' },
      /not an image/,
    ],
    [
      'a text file named .jpg',
      { data: Buffer.from('just some text, not a picture'), filename: 'me.jpg', type: 'image/jpeg' },
      /not an image/,
    ],
  ])('refuses %s with 422 naming the problem and changes nothing', async (_what, part, message) => {
    const before = fs.readdirSync(userDir(owner.id)).map((name) => [name, fs.readFileSync(path.join(userDir(owner.id), name))]);
    await expectUnchanged(ctx, ['users'], async () => {
      const res = await upload(owner, owner.id, part);
      expect(res.statusCode, res.body).toBe(422);
      const [detail] = res.json().detail;
      expect(detail.loc).toEqual(['body', 'profile']);
      expect(detail.msg).toMatch(message);
    });
    const after = fs.readdirSync(userDir(owner.id)).map((name) => [name, fs.readFileSync(path.join(userDir(owner.id), name))]);
    expect(after).toEqual(before);
  });

  it('refuses a body without the profile field with 422', async () => {
    const res = await upload(owner, owner.id, undefined);
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'profile']);
  });

  it("refuses another member's picture with 403 and another group's user with 404, writing nothing", async () => {
    const fresh = await createUser(ctx, { beside: owner });
    await expectUnchanged(ctx, ['users'], async () => {
      expect((await upload(member, fresh.id, await png())).statusCode).toBe(403);
      expect((await upload(stranger, fresh.id, await png())).statusCode).toBe(404);
      expect((await upload(owner, crypto.randomUUID(), await png())).statusCode).toBe(404);
    });
    expect(fs.existsSync(userDir(fresh.id))).toBe(false);
  });

  it('answers 422 for an id that is not a UUID', async () => {
    const res = await upload(owner, 'not-a-uuid', await png());
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['path', 'id']);
  });
});

describe('GET /api/media/users/{user_id}/{file_name}', () => {
  it('accepts the id in upper case, as Mealie reads UUIDs', async () => {
    expect((await media(owner.id.toUpperCase(), 'profile.webp')).statusCode).toBe(200);
  });

  it('serves only the known renditions, and never leaves the user folder', async () => {
    fs.writeFileSync(path.join(ctx.dataDir, 'users', 'secret.txt'), 'secret');
    for (const url of [
      `/api/media/users/${owner.id}/other.webp`,
      `/api/media/users/${owner.id}/profile.png`,
      `/api/media/users/${owner.id}/..%2f..%2flarder.db`,
      `/api/media/users/${owner.id}/..%2Fsecret.txt`,
      `/api/media/users/${owner.id}/%2e%2e%2f${member.id}%2fprofile.webp`,
      `/api/media/users/..%2f..%2f/profile.webp`,
      `/api/media/users/..%2Fusers%2F${owner.id}/profile.webp`,
      `/api/media/users/.secret/profile.webp`,
      `/api/media/users/${crypto.randomUUID()}/profile.webp`,
      `/api/media/users/${owner.id}/`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toBe('image/webp');
    }
  });
});
