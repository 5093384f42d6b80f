// Starts the built server with the built web app on a fresh SQLite data folder, with an admin
// whose setup is done and one recipe (with a picture), for the page benchmarks (first-load.mjs,
// lighthouse.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { root, serverEntry, startFlags, waitFor } from './lib.mjs';

export const ADMIN = { email: 'bench@larder.test', password: 'bench-password' };

/** A 1200×800 JPEG of noise: about the weight of a photo, which a flat picture is not. */
const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b5653a', noise: { type: 'gaussian', mean: 128, sigma: 24 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

/**
 * Starts the server on `port`; resolves once it answers, signed in as the admin with the setup done.
 * `recipe: true` also creates a recipe with a picture and returns its slug.
 */
export async function startWebAppServer({ port, dist = path.join(root, 'web/dist'), recipe = false }) {
  if (!fs.existsSync(serverEntry) || !fs.existsSync(path.join(dist, 'index.html'))) throw new Error('Build first: npm run build');
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-web-bench-'));
  const server = spawn(process.execPath, [...startFlags(), serverEntry], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      STATIC_FILES: dist,
      API_PORT: String(port),
      API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEFAULT_ADMIN_EMAIL: ADMIN.email,
      DEFAULT_ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  async function api(method, url, { token, body, form, multipart } = {}) {
    const headers = token ? { Authorization: `Bearer ${token}` } : {};
    if (body) headers['content-type'] = 'application/json';
    const payload = form ? new URLSearchParams(form) : (multipart ?? (body && JSON.stringify(body)));
    const res = await fetch(`${base}${url}`, { method, headers, body: payload });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  }

  try {
    await waitFor(`${base}/api/app/about`, server);
    const { access_token: token } = await api('POST', '/api/auth/token', { form: { username: ADMIN.email, password: ADMIN.password } });
    await api('PUT', '/api/admin/site-settings', { token, body: { setupCompleted: true } });
    const { group } = await api('GET', '/api/users/self', { token });
    const groupSlug = (await api('GET', '/api/groups/self', { token })).slug ?? group;
    let recipeSlug;
    if (recipe) {
      recipeSlug = await api('POST', '/api/recipes', { token, body: { name: 'Tomato soup' } });
      const multipart = new FormData();
      multipart.set('image', new Blob([await photo()], { type: 'image/jpeg' }), 'soup.jpg');
      multipart.set('extension', 'jpg');
      await api('PUT', `/api/recipes/${recipeSlug}/image`, { token, multipart });
    }
    return { base, token, groupSlug, recipeSlug, api, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
