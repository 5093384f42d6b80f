// Starts the built server with the built web app on a fresh SQLite data folder, with an admin
// whose setup is done and one recipe (with a picture), for the page benchmarks (first-load.mjs,
// lighthouse.mjs).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ADMIN = { email: 'bench@larder.test', password: 'bench-password' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A `width`×`height` RGB PNG with a smooth gradient (what a photo compresses like, more or less). */
export function gradientPng(width, height) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      rows[row + 1 + x * 3] = (x * 255) / width;
      rows[row + 2 + x * 3] = (y * 255) / height;
      rows[row + 3 + x * 3] = ((x + y) * 97) % 256;
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/**
 * Starts the server on `port`; resolves once it answers, signed in as the admin with the setup done.
 * `recipe: true` also creates a recipe with a picture and returns its slug.
 */
export async function startWebAppServer({ port, dist = path.join(root, 'web/dist'), recipe = false }) {
  const entry = path.join(root, 'server/dist/main.js');
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(dist, 'index.html'))) throw new Error('Build first: npm run build');
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-web-bench-'));
  const server = spawn(process.execPath, [entry], {
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
    const started = Date.now();
    for (let ready = false; !ready; await sleep(200)) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      if (Date.now() - started > 60_000) throw new Error('the server did not answer within a minute');
      ready = await fetch(`${base}/api/app/about`).then(
        (r) => r.ok,
        () => false,
      );
    }
    const { access_token: token } = await api('POST', '/api/auth/token', { form: { username: ADMIN.email, password: ADMIN.password } });
    await api('PUT', '/api/admin/site-settings', { token, body: { setupCompleted: true } });
    const { group } = await api('GET', '/api/users/self', { token });
    const groupSlug = (await api('GET', '/api/groups/self', { token })).slug ?? group;
    let recipeSlug;
    if (recipe) {
      recipeSlug = await api('POST', '/api/recipes', { token, body: { name: 'Tomato soup' } });
      const multipart = new FormData();
      multipart.set('image', new Blob([gradientPng(1200, 800)], { type: 'image/png' }), 'soup.png');
      multipart.set('extension', 'png');
      await api('PUT', `/api/recipes/${recipeSlug}/image`, { token, multipart });
    }
    return { base, token, groupSlug, recipeSlug, api, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
