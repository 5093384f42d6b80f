import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OpenAiTestServer, startOpenAiServer, TEST_OPENAI_KEY, TEST_OPENAI_MODEL } from '../../test/openai-server.js';
import { loadConfig } from '../config.js';
import { AppError } from './errors.js';
import { createOpenAiClient } from './openai.js';

const clientFor = (env: Record<string, string>) => createOpenAiClient(loadConfig(env).openai);

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('OpenAI client', () => {
  let openai: OpenAiTestServer;
  beforeAll(async () => {
    openai = await startOpenAiServer();
  });
  afterAll(() => openai.close());
  beforeEach(() => {
    openai.requests.length = 0;
    openai.reply({ ok: true });
  });

  it('is disabled without an API key and answers 503 without calling out', async () => {
    const client = clientFor({ OPENAI_BASE_URL: openai.baseUrl });
    expect(client.enabled).toBe(false);
    expect(client.model).toBe('gpt-4o');
    const error = await failureOf(client.chatJson({ system: 's', user: 'u' }));
    expect(error.status).toBe(503);
    expect(openai.requests).toHaveLength(0);
  });

  it('sends the model, both messages, JSON mode, the key, custom headers and custom query params', async () => {
    openai.reply({ answer: 42 });
    const client = clientFor({
      ...openai.env,
      OPENAI_CUSTOM_HEADERS: '{"X-Tenant": "kitchen"}',
      OPENAI_CUSTOM_PARAMS: '{"api-version": "2024-06-01"}',
    });
    expect(client.enabled).toBe(true);
    const result = await client.chatJson<{ answer: number }>({ system: 'You parse.', user: '2 cups flour' });
    expect(result).toEqual({ answer: 42 });
    const [request] = openai.requests;
    expect(request.url).toBe('/v1/chat/completions?api-version=2024-06-01');
    expect(request.headers.authorization).toBe(`Bearer ${TEST_OPENAI_KEY}`);
    expect(request.headers['x-tenant']).toBe('kitchen');
    expect(request.body.model).toBe(TEST_OPENAI_MODEL);
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    expect(request.body.messages).toEqual([
      { role: 'system', content: 'You parse.' },
      { role: 'user', content: '2 cups flour' },
    ]);
  });

  it('sends images as base64 data URLs beside the text', async () => {
    const client = clientFor(openai.env);
    await client.chatJson({ system: 's', user: 'Read this card', images: [{ mimeType: 'image/png', data: Buffer.from('png-bytes') }] });
    expect(openai.requests[0].body.messages[1].content).toEqual([
      { type: 'text', text: 'Read this card' },
      { type: 'image_url', image_url: { url: `data:image/png;base64,${Buffer.from('png-bytes').toString('base64')}` } },
    ]);
  });

  it('accepts JSON wrapped in a Markdown code fence', async () => {
    openai.reply('```json\n{"wrapped": true}\n```');
    expect(await clientFor(openai.env).chatJson({ system: 's', user: 'u' })).toEqual({ wrapped: true });
  });

  it('answers 502 when the service fails, with its error message', async () => {
    openai.respondOnce({ status: 401, body: { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } } });
    const error = await failureOf(clientFor(openai.env).chatJson({ system: 's', user: 'u' }));
    expect(error.status).toBe(502);
    expect(error.message).toBe('The OpenAI service answered 401: Incorrect API key provided');
  });

  it('answers 502 when the message is not JSON', async () => {
    openai.reply('Sure! Here are your ingredients.');
    const error = await failureOf(clientFor(openai.env).chatJson({ system: 's', user: 'u' }));
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/did not answer with JSON/);
  });

  it('answers 502 when the service cannot be reached', async () => {
    const error = await failureOf(
      clientFor({ ...openai.env, OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }).chatJson({ system: 's', user: 'u' }),
    );
    expect(error.status).toBe(502);
    expect(error.message).toMatch(/Could not reach the OpenAI service/);
  });

  it('answers 502 after OPENAI_REQUEST_TIMEOUT seconds', async () => {
    openai.respondOnce({ content: {}, delayMs: 3000 });
    const error = await failureOf(clientFor({ ...openai.env, OPENAI_REQUEST_TIMEOUT: '1' }).chatJson({ system: 's', user: 'u' }));
    expect(error.status).toBe(502);
    expect(error.message).toBe('The OpenAI service did not answer within 1 s');
  });

  it('rejects custom headers that are not a JSON object at start-up', () => {
    expect(() => loadConfig({ OPENAI_CUSTOM_HEADERS: '["a"]' })).toThrow(/OPENAI_CUSTOM_HEADERS: expected a JSON object/);
  });
});
