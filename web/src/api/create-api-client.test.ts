import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import messages from '../locales/en-US.json';
import { ApiError } from './api-error';
import { type ApiClientOptions, createApiClient } from './create-api-client';
import { apiErrorMessage } from './error-messages';

const i18n = i18next.createInstance();
await i18n.init({ lng: 'en-US', resources: { 'en-US': { translation: messages } }, interpolation: { escapeValue: false } });
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

type Handler = (request: Request) => Response | Promise<Response>;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function setup(handlers: Handler[], overrides: Partial<ApiClientOptions> = {}) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    const handler = handlers[Math.min(requests.length - 1, handlers.length - 1)];
    if (!handler) throw new Error('no handler');
    return handler(request);
  });
  let nextId = 1;
  const notify = vi.fn((_type: string, _message: string) => nextId++);
  const onUnauthorized = vi.fn();
  const dismissStaleErrors = vi.fn();
  const client = createApiClient({
    baseUrl: 'http://larder.test',
    fetch,
    getToken: () => 'token-123',
    getLocale: () => 'de-DE',
    notify,
    errorMessage: (status, body) => apiErrorMessage(status, body, t),
    networkErrorMessage: () => 'You are offline',
    onUnauthorized,
    notificationMark: () => nextId,
    dismissStaleErrors,
    ...overrides,
  });
  return { client, fetch, requests, notify, onUnauthorized, dismissStaleErrors };
}

const offline: Handler = () => {
  throw new TypeError('Failed to fetch');
};

describe('createApiClient', () => {
  it('sends the bearer token, the locale and cookies', async () => {
    const { client, requests } = setup([() => json({ isFirstLogin: false, isDemo: false })]);
    await client.GET('/api/app/about/startup-info');
    const [request] = requests;
    expect(request?.headers.get('Authorization')).toBe('Bearer token-123');
    expect(request?.headers.get('Accept-Language')).toBe('de-DE');
    expect(request?.credentials).toBe('include');
  });

  it('sends no Authorization header without a token', async () => {
    const { client, requests } = setup([() => json({ isFirstLogin: false, isDemo: false })], { getToken: () => null });
    await client.GET('/api/app/about/startup-info');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });

  it('shows the message of a successful response as info', async () => {
    const { client, notify } = setup([() => json({ message: 'Logged out' })]);
    const { data } = await client.POST('/api/auth/logout');
    expect(data).toEqual({ message: 'Logged out' });
    expect(notify).toHaveBeenCalledWith('info', 'Logged out');
  });

  it('words a failed change once, shows it and rejects with an ApiError carrying the words', async () => {
    const body = { detail: { message: 'Permission Denied', error: true, exception: null } };
    const { client, notify } = setup([() => json(body, 403)]);
    const call = client.PUT('/api/admin/site-settings', { body: { siteName: 'x' } });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 403, body, message: 'You do not have permission to do this.', shown: true });
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('error', 'You do not have permission to do this.');
  });

  it("shows a change's failure even when detail is a plain string (a bad filter, a body too large)", async () => {
    const { client, notify } = setup([() => json({ detail: 'invalid query string: unterminated list' }, 400)]);
    await expect(client.POST('/api/households/cookbooks', { body: { name: 'x' } as never })).rejects.toMatchObject({
      message: 'invalid query string: unterminated list',
    });
    expect(notify).toHaveBeenCalledWith('error', 'invalid query string: unterminated list');
  });

  it('names the limit of a 413', async () => {
    const body = { detail: { message: 'The upload is larger than 25 MB', error: true, exception: null, maxBytes: 25 * 1024 * 1024 } };
    const { client, notify } = setup([() => json(body, 413)]);
    await expect(client.PUT('/api/users/password', { body: { currentPassword: 'a', newPassword: 'b' } })).rejects.toMatchObject({
      status: 413,
    });
    expect(notify).toHaveBeenCalledWith('error', 'Too large: the server accepts at most 25 MB.');
  });

  it('shows a 422 in words with the field and the limit', async () => {
    const detail = [{ type: 'string_too_long', loc: ['body', 'fullName'], msg: 'Too big', input: 'x', ctx: { max_length: 255 } }];
    const { client, notify } = setup([() => json({ detail }, 422)]);
    await expect(client.PUT('/api/users/password', { body: { currentPassword: 'a', newPassword: 'b' } })).rejects.toMatchObject({
      message: 'Full name: at most 255 characters',
    });
    expect(notify).toHaveBeenCalledWith('error', 'Full name: at most 255 characters');
  });

  it('shows a failed read only when the server gave a message (its screen shows the rest)', async () => {
    const first = setup([() => json({ detail: 'Not Found' }, 404)]);
    await expect(first.client.GET('/api/admin/groups/{itemId}', { params: { path: { itemId: 'x' } } })).rejects.toMatchObject({
      status: 404,
      shown: false,
    });
    expect(first.notify).not.toHaveBeenCalled();
  });

  it('closes an error shown before a change that then succeeds, and not one shown during it', async () => {
    const { client, notify, dismissStaleErrors } = setup([() => json({ message: 'ok' })]);
    notify('error', 'Old failure'); // id 1
    await client.POST('/api/auth/logout');
    // The mark taken when the change was sent (2) covers the old failure only.
    expect(dismissStaleErrors).toHaveBeenCalledWith(2);
  });

  it('does not close errors after a successful read', async () => {
    const { client, dismissStaleErrors } = setup([() => json({ isFirstLogin: false, isDemo: false })]);
    await client.GET('/api/app/about/startup-info');
    expect(dismissStaleErrors).not.toHaveBeenCalled();
  });

  it('leaves a failed sign-in to its screen: no notification', async () => {
    const { client, notify } = setup([() => json({ detail: 'Unauthorized' }, 401)]);
    const call = client.POST('/api/auth/token', { body: { username: 'a', password: 'b' } });
    await expect(call).rejects.toMatchObject({ status: 401, message: 'Sign in to continue.' });
    expect(notify).not.toHaveBeenCalled();
  });

  it('reports a 401 on a non-auth call, but not on an auth call', async () => {
    const first = setup([() => json({ detail: 'Not authenticated' }, 401)]);
    await expect(first.client.GET('/api/users/self')).rejects.toBeInstanceOf(ApiError);
    expect(first.onUnauthorized).toHaveBeenCalledWith('/api/users/self');

    const second = setup([() => json({ detail: 'Unauthorized' }, 401)]);
    await expect(second.client.POST('/api/auth/token', { body: { username: 'a', password: 'b' } })).rejects.toBeInstanceOf(ApiError);
    expect(second.onUnauthorized).not.toHaveBeenCalled();
  });

  it('shows the one offline message when the network fails and rethrows', async () => {
    const { client, notify } = setup([offline]);
    await expect(client.PUT('/api/users/password', { body: { currentPassword: 'a', newPassword: 'b' } })).rejects.toBeInstanceOf(TypeError);
    expect(notify).toHaveBeenCalledTimes(1);
    expect(notify).toHaveBeenCalledWith('error', 'You are offline');
  });

  it('retries a GET once after a network failure', async () => {
    const { client, fetch, notify } = setup([offline, () => json({ isFirstLogin: true, isDemo: false })]);
    const { data } = await client.GET('/api/app/about/startup-info');
    expect(data).toEqual({ isFirstLogin: true, isDemo: false });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(notify).not.toHaveBeenCalled();
  });

  it('retries a GET once after a 5xx answer, and no more', async () => {
    const { client, fetch } = setup([() => json({ detail: 'Bad Gateway' }, 502), () => json({ detail: 'Bad Gateway' }, 502)]);
    await expect(client.GET('/api/app/about/startup-info')).rejects.toMatchObject({ status: 502 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never retries a mutation', async () => {
    const { client, fetch } = setup([() => json({ detail: 'Internal Server Error' }, 500), () => json({ message: 'ok' })]);
    await expect(client.POST('/api/auth/logout')).rejects.toMatchObject({ status: 500 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry a 4xx answer', async () => {
    const { client, fetch } = setup([() => json({ detail: 'Not Found' }, 404)]);
    await expect(client.GET('/api/admin/groups/{itemId}', { params: { path: { itemId: 'x' } } })).rejects.toMatchObject({ status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the 422 field errors on the ApiError', async () => {
    const detail = [{ type: 'string_too_short', loc: ['body', 'newPassword'], msg: 'Too short', input: 'a' }];
    const { client } = setup([() => json({ detail }, 422)]);
    const error = await client.PUT('/api/users/password', { body: { currentPassword: 'a', newPassword: 'b' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).validationIssues).toEqual(detail);
  });
});
