import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createRecipe,
  createUser,
  memberOfOtherHousehold,
  multipart,
  recipeRow,
  type TestRecipe,
  type TestUser,
  testImage,
} from '../../../../test/factories.js';
import { bearer, setupTestApp, type TestContext } from '../../../../test/harness.js';
import { expectUnchanged } from '../../../../test/responses.js';

let ctx: TestContext;
let owner: TestUser;
let member: TestUser;
let neighbour: TestUser;
let stranger: TestUser;
let recipe: TestRecipe;

beforeAll(async () => {
  ctx = await setupTestApp();
  owner = await createUser(ctx);
  member = await createUser(ctx, { beside: owner });
  neighbour = await memberOfOtherHousehold(ctx, owner);
  stranger = await createUser(ctx);
  recipe = await createRecipe(ctx, owner, { name: 'Pictured Paella' });
});
afterAll(() => ctx.close());

const imagesDir = (id: string) => path.join(ctx.dataDir, 'recipes', id, 'images');
const upload = async (user: TestUser | null, slug: string, fields: Parameters<typeof multipart>[0]) => {
  const body = await multipart(fields);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/recipes/${slug}/image`,
    headers: { ...(user ? bearer(user.token) : {}), ...body.headers },
    payload: body.payload,
  });
};
const png = async () => ({ data: await testImage('png'), filename: 'photo.png', type: 'image/png' });

describe('PUT /api/recipes/{slug}/image', () => {
  it('needs a user', async () => {
    expect((await upload(null, recipe.slug, { image: await png(), extension: 'png' })).statusCode).toBe(401);
  });

  it('refuses a file that is not an image with 400 and changes nothing', async () => {
    await expectUnchanged(ctx, ['recipes'], async () => {
      const res = await upload(owner, recipe.slug, { image: { data: Buffer.from('<html>'), filename: 'x.png' }, extension: 'png' });
      expect(res.statusCode).toBe(400);
      expect(res.json().detail.message).toMatch(/image/);
    });
    expect(fs.existsSync(imagesDir(recipe.id))).toBe(false);
  });

  it('refuses a body without the image field with 422', async () => {
    const res = await upload(owner, recipe.slug, { extension: 'png' });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail[0].loc).toEqual(['body', 'image']);
  });

  it("answers 404 for another household's or another group's recipe", async () => {
    await expectUnchanged(ctx, ['recipes'], async () => {
      expect((await upload(neighbour, recipe.slug, { image: await png(), extension: 'png' })).statusCode).toBe(404);
      expect((await upload(stranger, recipe.slug, { image: await png(), extension: 'png' })).statusCode).toBe(404);
    });
  });

  it("refuses another member's locked recipe with 403", async () => {
    const locked = await createRecipe(ctx, owner, { name: 'Locked Loaf', settings: { locked: true } });
    const res = await upload(member, locked.slug, { image: await png(), extension: 'png' });
    expect(res.statusCode).toBe(403);
  });

  it('stores original, min and 300×300 tiny webp files, removes other files and sets a new version', async () => {
    fs.mkdirSync(imagesDir(recipe.id), { recursive: true });
    fs.writeFileSync(path.join(imagesDir(recipe.id), 'original.jpg'), 'stale');

    const res = await upload(member, recipe.id, { image: await png(), extension: 'png' });
    expect(res.statusCode).toBe(200);
    const { image } = res.json();
    expect(image).toMatch(/^\d{1,3}$/);
    expect((await recipeRow(ctx, recipe.id)).image).toBe(image);
    expect(fs.readdirSync(imagesDir(recipe.id)).sort()).toEqual([
      'medium.webp',
      'min-original.webp',
      'original.webp',
      'tiny-original.webp',
    ]);

    const original = await ctx.app.inject({ method: 'GET', url: `/api/media/recipes/${recipe.id}/images/original.webp?version=${image}` });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/webp');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400, height: 200 });

    const tiny = await ctx.app.inject({ method: 'GET', url: `/api/media/recipes/${recipe.id}/images/tiny-original.webp` });
    expect(await sharp(tiny.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 300, height: 300 });

    const again = await upload(owner, recipe.slug, { image: { data: await testImage('jpeg'), filename: 'b.jpg' }, extension: 'jpg' });
    expect(again.json().image).not.toBe(image);
  });
});

describe('GET /api/media/recipes/{id}/images/medium.webp', () => {
  const medium = (id: string) => ctx.app.inject({ method: 'GET', url: `/api/media/recipes/${id}/images/medium.webp` });

  it('is the picture at most 800 px wide, made with the others; a smaller picture keeps its size', async () => {
    const wide = await createRecipe(ctx, owner, { name: 'Wide Waffles' });
    await upload(owner, wide.slug, { image: { data: await testImage('jpeg', 2000, 1000), filename: 'w.jpg' }, extension: 'jpg' });
    const res = await medium(wide.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 400 });
    const original = await ctx.app.inject({ method: 'GET', url: `/api/media/recipes/${wide.id}/images/original.webp` });
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 2000, height: 1000 });

    const small = await createRecipe(ctx, owner, { name: 'Small Scones' });
    await upload(owner, small.slug, { image: await png(), extension: 'png' });
    expect(await sharp((await medium(small.id)).rawPayload).metadata()).toMatchObject({ width: 400, height: 200 });
  });

  it('is made from the original when missing (a restored backup has only the three files) and kept', async () => {
    const restored = await createRecipe(ctx, owner, { name: 'Restored Risotto' });
    fs.mkdirSync(imagesDir(restored.id), { recursive: true });
    const original = await sharp(await testImage('png', 1600, 1200))
      .webp()
      .toBuffer();
    for (const name of ['original.webp', 'min-original.webp']) fs.writeFileSync(path.join(imagesDir(restored.id), name), original);

    const [first, second] = await Promise.all([medium(restored.id), medium(restored.id)]);
    for (const res of [first, second]) {
      expect(res.statusCode).toBe(200);
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    }
    expect(fs.readdirSync(imagesDir(restored.id)).sort()).toEqual(['medium.webp', 'min-original.webp', 'original.webp']);
  });

  it('answers 404 without an original, for an original that is not a picture, and for any other name', async () => {
    const bare = await createRecipe(ctx, owner, { name: 'Bare Bread' });
    expect((await medium(bare.id)).statusCode).toBe(404);
    fs.mkdirSync(imagesDir(bare.id), { recursive: true });
    fs.writeFileSync(path.join(imagesDir(bare.id), 'original.webp'), 'not a picture');
    expect((await medium(bare.id)).statusCode).toBe(404);
    expect(fs.existsSync(path.join(imagesDir(bare.id), 'medium.webp'))).toBe(false);
    for (const name of ['large.webp', '..%2Foriginal.webp', 'medium.png']) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/media/recipes/${bare.id}/images/${name}` });
      expect(res.statusCode, name).toBe(404);
    }
  });
});

describe('POST /api/recipes/{slug}/image', () => {
  let server: http.Server;
  let base: string;
  let pictured: TestRecipe;
  beforeAll(async () => {
    const picture = await testImage('png', 320, 240);
    server = http.createServer((req, res) => {
      if (req.url === '/photo.png') res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
      else res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html><body>Not a picture</body></html>');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    pictured = await createRecipe(ctx, owner, { name: 'Fetched Focaccia' });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fromUrl = (user: TestUser | null, slug: string, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/recipes/${slug}/image`,
      headers: user ? bearer(user.token) : {},
      payload: payload as object,
    });
  // The loopback server is reachable only while a test allows its exact address.
  const allowingServer = async <T>(work: () => Promise<T>): Promise<T> => {
    const undo = ctx.app.deps.outbound.allowAddress(new URL(base).host);
    try {
      return await work();
    } finally {
      undo();
    }
  };

  it('needs a user', async () => {
    expect((await fromUrl(null, pictured.slug, { url: `${base}/photo.png` })).statusCode).toBe(401);
  });

  it('downloads the image, stores the webp renditions and sets a new version', async () => {
    const res = await allowingServer(() => fromUrl(member, pictured.slug, { url: `${base}/photo.png` }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toBe('null');
    const { image } = await recipeRow(ctx, pictured.id);
    expect(image).toMatch(/^\d{1,3}$/);
    expect(fs.readdirSync(imagesDir(pictured.id)).sort()).toEqual([
      'medium.webp',
      'min-original.webp',
      'original.webp',
      'tiny-original.webp',
    ]);
    const original = await ctx.app.inject({ method: 'GET', url: `/api/media/recipes/${pictured.id}/images/original.webp` });
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('refuses a private address with 400 and changes nothing', async () => {
    const before = await recipeRow(ctx, pictured.id);
    await expectUnchanged(ctx, ['recipes'], async () => {
      for (const url of [`${base}/photo.png`, 'http://10.0.0.1/photo.png', 'http://169.254.169.254/latest/meta-data']) {
        const res = await fromUrl(owner, pictured.slug, { url });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().detail.exception, url).toBe('blocked-address');
      }
    });
    expect((await recipeRow(ctx, pictured.id)).image).toBe(before.image);
  });

  it('refuses an answer that is not an image with 400 and changes nothing', async () => {
    const fresh = await createRecipe(ctx, owner, { name: 'Plain Porridge' });
    await expectUnchanged(ctx, ['recipes'], async () => {
      const res = await allowingServer(() => fromUrl(owner, fresh.slug, { url: `${base}/page.html` }));
      expect(res.statusCode).toBe(400);
      expect(res.json().detail.message).toBe('Url is not an image');
    });
    expect(fs.existsSync(imagesDir(fresh.id))).toBe(false);
  });

  it('refuses a missing or non-http url with a 4xx naming the fault', async () => {
    const missing = await fromUrl(owner, pictured.slug, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().detail[0].loc).toEqual(['body', 'url']);
    const scheme = await fromUrl(owner, pictured.slug, { url: 'file:///etc/passwd' });
    expect(scheme.statusCode).toBe(400);
    expect(scheme.json().detail.exception).toBe('bad-scheme');
  });

  it("answers 404 for another household's or group's recipe and 403 for another member's locked one, fetching nothing", async () => {
    const locked = await createRecipe(ctx, owner, { name: 'Locked Lasagne', settings: { locked: true } });
    await expectUnchanged(ctx, ['recipes'], async () => {
      await allowingServer(async () => {
        expect((await fromUrl(neighbour, pictured.slug, { url: `${base}/photo.png` })).statusCode).toBe(404);
        expect((await fromUrl(stranger, pictured.slug, { url: `${base}/photo.png` })).statusCode).toBe(404);
        expect((await fromUrl(member, locked.slug, { url: `${base}/photo.png` })).statusCode).toBe(403);
      });
    });
    expect(fs.existsSync(imagesDir(locked.id))).toBe(false);
  });
});

describe('GET /api/media/recipes/...', () => {
  it('serves only the whitelisted names, and never leaves the recipe folder', async () => {
    for (const url of [
      `/api/media/recipes/${recipe.id}/images/other.webp`,
      `/api/media/recipes/${recipe.id}/images/..%2f..%2f..%2f.secret`,
      `/api/media/recipes/${recipe.id}/images/..%2F..%2Flarder.db`,
      `/api/media/recipes/..%2f..%2f/images/original.webp`,
      `/api/media/recipes/${crypto.randomUUID()}/images/original.webp`,
      `/api/media/recipes/${recipe.id}/assets/..%2f..%2f..%2f.secret`,
      `/api/media/recipes/${recipe.id}/assets/.secret`,
      `/api/media/recipes/${recipe.id}/images/timeline/..%2f..%2f/original.webp`,
      `/api/media/recipes/${recipe.id}/images/timeline/${crypto.randomUUID()}/original.webp`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('POST /api/recipes/{slug}/assets', () => {
  const asset = (user: TestUser, slug: string, fields: Parameters<typeof multipart>[0]) =>
    multipart(fields).then((body) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/recipes/${slug}/assets`,
        headers: { ...bearer(user.token), ...body.headers },
        payload: body.payload,
      }),
    );

  it('stores the file as slugify(name).extension, lists it on the recipe and serves it publicly', async () => {
    const pdf = Buffer.from('%PDF-1.4 test');
    const res = await asset(owner, recipe.slug, {
      name: "Grandma's Notes",
      icon: 'mdi-file',
      extension: 'pdf',
      file: { data: pdf, filename: 'notes.pdf' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ name: "Grandma's Notes", icon: 'mdi-file', fileName: 'grandma-s-notes.pdf' });
    const rows = await ctx.database.db.selectFrom('recipe_assets').selectAll().where('recipe_id', '=', recipe.id).execute();
    expect(rows.map((r) => r.file_name)).toEqual(['grandma-s-notes.pdf']);

    const media = await ctx.app.inject({ method: 'GET', url: `/api/media/recipes/${recipe.id}/assets/grandma-s-notes.pdf` });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('application/pdf');
    expect(media.rawPayload.equals(pdf)).toBe(true);
  });

  it('keeps a hostile name inside the asset folder and sends active content as a download', async () => {
    const res = await asset(owner, recipe.slug, {
      name: '../../../evil',
      icon: 'mdi-file',
      extension: 'html',
      file: { data: Buffer.from('<script>alert(1)</script>'), filename: 'x.html' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().fileName).toBe('evil.html');
    expect(fs.existsSync(path.join(ctx.dataDir, 'recipes', recipe.id, 'assets', 'evil.html'))).toBe(true);
    const media = await ctx.app.inject({ method: 'GET', url: `/api/media/recipes/${recipe.id}/assets/evil.html` });
    expect(media.headers['content-type']).toBe('application/octet-stream');
    expect(media.headers['content-disposition']).toBe('attachment');
  });

  it('refuses a bad extension with 400, and other households or groups with 404', async () => {
    const file = { data: Buffer.from('x'), filename: 'x.txt' };
    await expectUnchanged(ctx, ['recipe_assets'], async () => {
      expect((await asset(owner, recipe.slug, { name: 'ok', icon: 'i', extension: '../../x', file })).statusCode).toBe(400);
      expect((await asset(neighbour, recipe.slug, { name: 'ok', icon: 'i', extension: 'txt', file })).statusCode).toBe(404);
      expect((await asset(stranger, recipe.slug, { name: 'ok', icon: 'i', extension: 'txt', file })).statusCode).toBe(404);
    });
  });
});
