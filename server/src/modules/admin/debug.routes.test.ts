import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, multipart, testImage } from '../../../test/factories.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, bearer, setupTestApp, signIn, type TestContext } from '../../../test/harness.js';
import { type OpenAiTestServer, startOpenAiServer, TEST_OPENAI_MODEL } from '../../../test/openai-server.js';
import { errorDto, expectAdminOnly } from '../../../test/responses.js';

let openai: OpenAiTestServer;
let configured: TestContext;
let bare: TestContext;
let adminToken: string;
let bareAdminToken: string;

beforeAll(async () => {
  openai = await startOpenAiServer();
  [configured, bare] = await Promise.all([setupTestApp(openai.env), setupTestApp()]);
  [adminToken, bareAdminToken] = await Promise.all([
    signIn(configured.app, ADMIN_EMAIL, ADMIN_PASSWORD),
    signIn(bare.app, ADMIN_EMAIL, ADMIN_PASSWORD),
  ]);
});
afterAll(async () => {
  await Promise.all([configured.close(), bare.close()]);
  await openai.close();
});
beforeEach(() => {
  openai.requests.length = 0;
  openai.reply({ text: 'Hello from the test model' });
});

const debug = (ctx: TestContext, token: string, extra: { payload?: Buffer; headers?: Record<string, string> } = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/admin/debug/openai', ...extra, headers: { ...bearer(token), ...extra.headers } });

describe('POST /api/admin/debug/openai', () => {
  it('is for administrators only', async () => {
    const member = await createUser(configured);
    await expectAdminOnly(configured.app, member.token, { method: 'POST', url: '/api/admin/debug/openai' });
    expect(openai.requests).toHaveLength(0);
  });

  it('says so when OpenAI is not configured', async () => {
    const res = await debug(bare, bareAdminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, response: 'OpenAI is not enabled: set OPENAI_API_KEY (and OPENAI_MODEL).' });
    const about = await bare.app.inject({ method: 'GET', url: '/api/app/about' });
    expect(about.json()).toMatchObject({ enableOpenai: false, enableOpenaiImageServices: false });
  });

  it('reports the answer of the configured service', async () => {
    const res = await debug(configured, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      response: `OpenAI is working (model ${TEST_OPENAI_MODEL}). Response: "Hello from the test model"`,
    });
    expect(openai.requests).toHaveLength(1);
    expect(openai.requests[0].body.messages[1]).toEqual({ role: 'user', content: 'Hello, checking to see if I can reach you.' });
    const about = await configured.app.inject({ method: 'GET', url: '/api/app/about' });
    expect(about.json()).toMatchObject({ enableOpenai: true, enableOpenaiImageServices: true });
  });

  it('sends an uploaded image along', async () => {
    const png = await testImage('png', 20, 10);
    const res = await debug(
      configured,
      adminToken,
      await multipart({ image: { data: png, filename: 'card.png', type: 'image/png' }, extension: 'png' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().success).toBe(true);
    const content = openai.requests[0].body.messages[1].content;
    expect(content).toEqual([
      { type: 'text', text: 'Hello, checking to see if I can reach you. Here is an image to test with.' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } },
    ]);
  });

  it('answers 422 naming the image for a file that is no image', async () => {
    const res = await debug(configured, adminToken, await multipart({ image: { data: Buffer.from('%PDF-1.4'), filename: 'notes.pdf' } }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(errorDto.invalidField('body', 'image'));
    expect(openai.requests).toHaveLength(0);
  });

  it('reports a failing service as an unsuccessful test', async () => {
    openai.respondOnce({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const res = await debug(configured, adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      response: 'OpenAI request failed: The OpenAI service answered 401: Incorrect API key provided',
    });
  });
});
