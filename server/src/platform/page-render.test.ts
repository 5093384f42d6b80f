import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { bearer, setupTestApp, signIn, type TestContext } from '../../test/harness.js';
import { buildApp } from '../app.js';
import { ACCESS_COOKIE } from './auth/plugin.js';
import { acceptedLanguages, pageHtml } from './page-render.js';

let ctx: TestContext;
let app: FastifyInstance;
let buildRoot: string;

// The app's HTML as the web build leaves it: preloads in the head, the splash in the root.
const INDEX = `<!doctype html>
<html lang="en-US" dir="ltr">
  <head>
    <title>Larder</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-abc.js">
    <link rel="modulepreload" crossorigin href="/assets/main-abc.js">
  </head>
  <body>
    <div id="root">
      <svg aria-hidden="true"><rect width="1" height="1" /></svg>
    </div>
  </body>
</html>
`;

// A stand-in for the web app's render (web/src/entry-server.tsx): the same exports, its markup made
// of what it was given.
const RENDER_MODULE = `
export function pageReads(url, { signedIn, phone }) {
  const path = new URL(url, 'http://x').pathname;
  if (path === '/login' && !signedIn) return ['/api/app/about', '/api/app/about/startup-info'];
  if (path === '/g/home' && signedIn && phone) return ['/api/app/about', '/api/users/self'];
  return null;
}
export async function renderPage({ url, localeCookie, languages, answers, signedIn, phone }) {
  if (url.includes('fail')) throw new Error('render failed');
  if (url.includes('decline')) return null;
  const locale = localeCookie ?? languages[0] ?? 'en-US';
  const about = answers['/api/app/about'];
  const self = answers['/api/users/self'];
  return {
    html: '<main><h1>' + about.siteName + '</h1><p>' + locale + '</p>' + (self ? '<p>' + self.email + '</p>' : '') + '</main>',
    lang: locale,
    dir: 'ltr',
    scheme: about.useDark ? 'dark' : 'light',
    inputs: { page: url, locale, signedIn, phone, queries: answers },
  };
}
`;

const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const inputsOf = (html: string) => JSON.parse(/<script type="application\/json" id="larder-server-render">(.*?)<\/script>/.exec(html)![1]!);

const rootOf = (html: string) => /<div id="root"[^>]*>([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1];

beforeAll(async () => {
  ctx = await setupTestApp();
  buildRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-render-'));
  fs.mkdirSync(path.join(buildRoot, 'dist'));
  fs.mkdirSync(path.join(buildRoot, 'dist-ssr'));
  fs.writeFileSync(path.join(buildRoot, 'dist', 'index.html'), INDEX);
  fs.writeFileSync(path.join(buildRoot, 'dist-ssr', 'entry-server.js'), RENDER_MODULE);
  app = await buildApp({
    config: ctx.config,
    database: ctx.database,
    secret: 's'.repeat(32),
    logger: false,
    webRoot: path.join(buildRoot, 'dist'),
  });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(buildRoot, { recursive: true, force: true });
  await ctx.close();
});

describe('pages rendered by the server', () => {
  it('sends the sign-in page rendered from the answers a signed-out visitor gets, with its inputs beside it', async () => {
    const about = (await app.inject({ method: 'GET', url: '/api/app/about' })).json();
    const response = await app.inject({ method: 'GET', url: '/login', headers: { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const html = response.body;
    expect(rootOf(html)).toBe(`<main><h1>${about.siteName}</h1><p>fr-FR</p></main>`);
    expect(html).toContain('<html lang="fr-FR" dir="ltr" data-color-scheme="light" style="color-scheme: light">');
    // Inert until the app has taken it over; the app's modules are asked for after the first paint.
    expect(html).toContain('<div id="root" inert>');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    const inputs = inputsOf(html);
    expect(inputs).toMatchObject({ page: '/login', locale: 'fr-FR', signedIn: false });
    expect(inputs.queries['/api/app/about']).toEqual(about);
  });

  it('takes the locale cookie over the browser languages', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/login',
      cookies: { 'larder.locale': 'de-DE' },
      headers: { 'accept-language': 'fr-FR' },
    });
    expect(rootOf(page.body)).toContain('<p>de-DE</p>');
  });

  it("renders a member's page on a phone from the answers read with the session cookie", async () => {
    const user = await createUser(ctx);
    const session = { [ACCESS_COOKIE]: await signIn(app, user.username, user.password) };
    const phone = await app.inject({ method: 'GET', url: '/g/home', cookies: session, headers: { 'user-agent': PHONE } });
    expect(rootOf(phone.body)).toContain(`<p>${user.email}</p>`);
    expect(inputsOf(phone.body)).toMatchObject({ signedIn: true, phone: true });
    expect(phone.headers['cache-control']).toBe('private, no-cache');
    // A desktop browser's width is not known to the server; it gets the app's own first render.
    const desktop = await app.inject({ method: 'GET', url: '/g/home', cookies: session, headers: { 'user-agent': DESKTOP } });
    expect(desktop.body).toBe(INDEX);
  });

  it('sends the plain app to an API client, a session that is not valid, another page, and where the render declines or fails', async () => {
    const user = await createUser(ctx);
    const token = await signIn(app, user.username, user.password);
    const plain = [
      await app.inject({ method: 'GET', url: '/login', headers: bearer(token) }),
      await app.inject({ method: 'GET', url: '/g/home', headers: { ...bearer(token), 'user-agent': PHONE } }),
      await app.inject({ method: 'GET', url: '/g/home', cookies: { [ACCESS_COOKIE]: 'not-a-token' }, headers: { 'user-agent': PHONE } }),
      // A session on the sign-in page: the app sends the member on.
      await app.inject({ method: 'GET', url: '/login', cookies: { [ACCESS_COOKIE]: token } }),
      await app.inject({ method: 'GET', url: '/g/home', headers: { 'user-agent': PHONE } }),
      await app.inject({ method: 'GET', url: '/' }),
      await app.inject({ method: 'GET', url: '/login?decline' }),
      await app.inject({ method: 'GET', url: '/login?fail' }),
    ];
    for (const response of plain) {
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('reads the answers again for every page', async () => {
    const admin = await createUser(ctx, { admin: true });
    const settings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/site-settings',
      headers: bearer(admin.token),
      payload: { siteName: 'Club kitchen' },
    });
    expect(settings.statusCode).toBe(200);
    expect(rootOf((await app.inject({ method: 'GET', url: '/login' })).body)).toContain('<h1>Club kitchen</h1>');
  });
});

describe('acceptedLanguages', () => {
  it('orders the languages by weight, then as sent, without the ones refused or the wildcard', () => {
    expect(acceptedLanguages('en;q=0.5, fr-FR, de;q=0.8, *;q=0.1, nl;q=0')).toEqual(['fr-FR', 'de', 'en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('')).toEqual([]);
  });
});

describe('pageHtml', () => {
  it('keeps what it is given from closing the inputs element', () => {
    const html = pageHtml(INDEX, {
      html: '<p>x</p>',
      lang: 'en-US',
      dir: 'ltr',
      scheme: 'light',
      inputs: { name: '</script><script>alert(1)</script>' },
    });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
  });
});
