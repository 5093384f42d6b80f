import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError, getDetailMessage } from './api-error';
import type { paths } from './schema';

export type ApiNotificationType = 'info' | 'error';

export interface ApiClientOptions {
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
  getToken: () => string | null;
  getLocale: () => string;
  notify: (type: ApiNotificationType, message: string) => void;
  networkErrorMessage: () => string;
  /** Called with the OpenAPI path of a non-auth call answered with 401. */
  onUnauthorized: (schemaPath: string) => void;
}

const NON_MUTATING_METHODS = new Set(['GET', 'HEAD']);

/**
 * Retries a GET or HEAD once when the network fails or the server answers 5xx; a mutation is
 * never repeated, since the first attempt may have been applied.
 */
export function withRetry(fetchOnce: (request: Request) => Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    if (!NON_MUTATING_METHODS.has(request.method)) return fetchOnce(request);
    try {
      const response = await fetchOnce(request.clone());
      if (response.status < 500) return response;
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
    }
    return fetchOnce(request);
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createApiMiddleware(options: Omit<ApiClientOptions, 'baseUrl' | 'fetch'>): Middleware {
  return {
    onRequest({ request }) {
      const token = options.getToken();
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      request.headers.set('Accept-Language', options.getLocale());
      return request;
    },
    async onResponse({ response, schemaPath }) {
      const body = await readBody(response);
      if (response.ok) {
        if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
          options.notify('info', body.message);
        }
        return undefined;
      }
      if (response.status === 401 && !schemaPath.startsWith('/api/auth/')) options.onUnauthorized(schemaPath);
      const message = getDetailMessage(body);
      if (message) options.notify('error', message);
      throw new ApiError(response.status, body);
    },
    onError({ error }) {
      if (error instanceof TypeError) options.notify('error', options.networkErrorMessage());
      return error instanceof Error ? error : new Error(String(error));
    },
  };
}

/**
 * Builds the typed API client: bearer token, `Accept-Language`, cookies, server messages shown as
 * notifications, errors thrown as ApiError. The app makes exactly one (src/api/client.ts).
 */
export function createApiClient(options: ApiClientOptions) {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    credentials: 'include',
    fetch: withRetry(options.fetch),
  });
  client.use(createApiMiddleware(options));
  return client;
}

export type ApiClient = ReturnType<typeof createApiClient>;
