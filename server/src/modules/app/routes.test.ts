import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../../test/harness.js';
import { buildApp } from '../../app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await setupTestApp({ THEME_LIGHT_PRIMARY: '#123456', THEME_DARK_ERROR: 'ABCDEF', THEME_USE_DARK: 'true' });
});
afterAll(() => ctx.close());

describe('GET /api/app/about', () => {
  it('is public and hides the default group while it is private', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/app/about' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      production: true,
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      demoStatus: false,
      allowSignup: false,
      defaultGroupSlug: null,
      defaultHouseholdSlug: null,
      enableOidc: false,
      oidcRedirect: false,
      oidcProviderName: 'OAuth',
      enableOpenai: false,
      enableOpenaiImageServices: false,
      siteName: 'Larder',
      useDark: true,
    });
  });

  it('shows the default group slug once the group is public', async () => {
    const group = await ctx.database.db.selectFrom('groups').select('id').where('name', '=', 'Home').executeTakeFirstOrThrow();
    await ctx.database.db.updateTable('group_preferences').set({ private_group: false }).where('group_id', '=', group.id).execute();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/app/about' });
    expect(res.json().defaultGroupSlug).toBe('home');
    expect(res.json().defaultHouseholdSlug).toBeNull();
    await ctx.database.db.updateTable('group_preferences').set({ private_group: true }).where('group_id', '=', group.id).execute();
  });
});

describe('GET /api/app/about/startup-info', () => {
  it('reports a first login until set-up is completed', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/app/about/startup-info' });
    expect(res.json()).toEqual({ isFirstLogin: true, isDemo: false });
  });
});

describe('GET /api/app/about/theme', () => {
  it('returns the fourteen colours with defaults and environment overrides, cached for a week', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/app/about/theme' });
    expect(res.headers['cache-control']).toBe('public, max-age=604800');
    expect(res.json()).toEqual({
      lightPrimary: '#123456',
      lightAccent: '#007A99',
      lightSecondary: '#973542',
      lightSuccess: '#43A047',
      lightInfo: '#1976D2',
      lightWarning: '#FF6D00',
      lightError: '#EF5350',
      darkPrimary: '#E58325',
      darkAccent: '#007A99',
      darkSecondary: '#973542',
      darkSuccess: '#43A047',
      darkInfo: '#1976D2',
      darkWarning: '#FF6D00',
      darkError: '#ABCDEF',
    });
  });
});

describe('errors and unknown paths', () => {
  it('answers unknown /api paths with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/no/such/thing' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ detail: 'Not Found' });
    }
  });

  it('answers malformed JSON with a 400 naming the problem', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().detail).toBe('string');
  });

  it('publishes the OpenAPI document and the docs page', async () => {
    const doc = await ctx.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/token', '/api/users/self', '/api/admin/users/{itemId}', '/api/app/about/theme']),
    );
    const docs = await ctx.app.inject({ method: 'GET', url: '/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });
});

describe('the web app', () => {
  it('serves index.html for every unknown non-API path and JSON 404 for the API', async () => {
    const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-web-'));
    fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Larder</title><div id="root"></div>');
    fs.mkdirSync(path.join(webRoot, 'assets'));
    fs.writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = await buildApp({ config: ctx.config, database: ctx.database, secret: 's'.repeat(32), logger: false, webRoot });
    try {
      const root = await app.inject({ method: 'GET', url: '/' });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('<div id="root">');
      const page = await app.inject({ method: 'GET', url: '/g/home/r/some-recipe?x=1' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
      const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await app.inject({ method: 'GET', url: '/api/unknown' });
      expect(api.json()).toEqual({ detail: 'Not Found' });
    } finally {
      await app.close();
      fs.rmSync(webRoot, { recursive: true, force: true });
    }
  });
});

describe('API_DOCS=false', () => {
  it('hides Swagger UI but keeps the OpenAPI document', async () => {
    const quiet = await setupTestApp({ API_DOCS: 'false' });
    try {
      expect((await quiet.app.inject({ method: 'GET', url: '/docs' })).statusCode).toBe(404);
      expect((await quiet.app.inject({ method: 'GET', url: '/openapi.json' })).statusCode).toBe(200);
    } finally {
      await quiet.close();
    }
  });
});
