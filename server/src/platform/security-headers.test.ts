import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../../test/harness.js';
import { buildApp } from '../app.js';

const APP_POLICY =
  "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;font-src 'self' data:;" +
  "connect-src 'self';manifest-src 'self';worker-src 'self';frame-ancestors 'none';base-uri 'self';form-action 'self';object-src 'none'";

let ctx: TestContext;
let app: FastifyInstance;
let webRoot: string;

beforeAll(async () => {
  ctx = await setupTestApp();
  // The harness app serves no web app; this one serves a stand-in build.
  webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'larder-web-'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Larder</title><div id="root"></div>');
  app = await buildApp({ config: ctx.config, database: ctx.database, secret: 's'.repeat(32), logger: false, webRoot });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
  await ctx.close();
});

function expectCommonHeaders(headers: Record<string, unknown>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('same-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBe('max-age=31536000');
  expect(headers['cross-origin-resource-policy']).toBeUndefined();
}

describe('security headers', () => {
  it('are sent with API answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/app/about' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe(APP_POLICY);
    expectCommonHeaders(res.headers);
  });

  it('are sent with the web app page, for the root and for any app path', async () => {
    for (const url of ['/', '/g/home/r/some-recipe']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toBe(APP_POLICY);
      expectCommonHeaders(res.headers);
    }
  });

  it('are sent with a 404 and with an error answer', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'Not Found' });
    expect(missing.headers['content-security-policy']).toBe(APP_POLICY);
    expectCommonHeaders(missing.headers);

    const unauthenticated = await app.inject({ method: 'GET', url: '/api/users/self' });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.headers['content-security-policy']).toBe(APP_POLICY);
    expectCommonHeaders(unauthenticated.headers);
  });

  it('let media answers embed a PDF viewer, and nothing else changes', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/media/recipes/${crypto.randomUUID()}/images/original.webp` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toBe(APP_POLICY.replace("object-src 'none'", "object-src 'self'"));
    expectCommonHeaders(res.headers);
  });

  it('give /docs the policy of Swagger UI, with inline styles but without framing or upgraded requests', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('swagger-initializer.js');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self'(;| 'sha256-)/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("frame-ancestors 'self'");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain('upgrade-insecure-requests');
    expectCommonHeaders(res.headers);

    const script = await app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['x-content-type-options']).toBe('nosniff');
  });
});
