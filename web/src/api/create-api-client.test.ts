import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { type ApiClientOptions, createApiClient } from './create-api-client';

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
  const notify = vi.fn();
  const onUnauthorized = vi.fn();
  const client = createApiClient({
    baseUrl: 'http://larder.test',
    fetch,
    getToken: () => 'token-123',
    getLocale: () => 'de-DE',
    notify,
    networkErrorMessage: () => 'Network Error',
    onUnauthorized,
    ...overrides,
  });
  return { client, fetch, requests, notify, onUnauthorized };
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

  it('shows detail.message of an error response and rejects with ApiError', async () => {
    const body = { detail: { message: 'Permission Denied', error: true, exception: null } };
    const { client, notify } = setup([() => json(body, 403)]);
    const call = client.PUT('/api/admin/site-settings', { body: { siteName: 'x' } });
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toMatchObject({ status: 403, body });
    expect(notify).toHaveBeenCalledWith('error', 'Permission Denied');
  });

  it('rejects without a notification when detail is a plain string', async () => {
    const { client, notify } = setup([() => json({ detail: 'Unauthorized' }, 401)]);
    const call = client.POST('/api/auth/token', { body: { username: 'a', password: 'b' } });
    await expect(call).rejects.toMatchObject({ status: 401, message: 'Unauthorized' });
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

  it('shows "Network Error" when the network fails and rethrows', async () => {
    const { client, notify } = setup([offline]);
    await expect(client.PUT('/api/users/password', { body: { currentPassword: 'a', newPassword: 'b' } })).rejects.toBeInstanceOf(TypeError);
    expect(notify).toHaveBeenCalledWith('error', 'Network Error');
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
