import createClient, { type Middleware } from 'openapi-fetch';
import { ApiError, getDetailMessage } from './api-error';
import type { paths } from './schema';

export type ApiNotificationType = 'info' | 'error';

export interface ApiClientOptions {
  baseUrl: string;
  fetch: (request: Request) => Promise<Response>;
  getToken: () => string | null;
  getLocale: () => string;
  /** Shows a message; returns the notification's id when it has one. */
  notify: (type: ApiNotificationType, message: string) => number | undefined;
  /** What a person reads for a failed answer (error-messages.ts's `apiErrorMessage`). */
  errorMessage: (status: number, body: unknown) => string;
  /** The one message for a network failure ("You are offline …"). */
  networkErrorMessage: () => string;
  /** Called with the OpenAPI path of a non-auth call answered with 401. */
  onUnauthorized: (schemaPath: string) => void;
  /** A mark of the notifications shown so far, taken when a change is sent. */
  notificationMark?: () => number;
  /** A change succeeded: an error shown before `mark` is stale and closes. */
  dismissStaleErrors?: (mark: number) => void;
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

/**
 * Whether the client shows a failed answer itself. A 401 leads to the sign-in page, and the auth
 * calls' screens say their own words. A failed read shows a message only when the server gave one
 * (`detail.message`): its screen shows the failure, and some reads expect a 404. A failed change
 * is always explained, 422 included (a form that puts the issues on its fields withdraws it).
 */
function showsError(method: string, status: number, schemaPath: string, body: unknown): boolean {
  if (status === 401 || schemaPath.startsWith('/api/auth/')) return false;
  if (NON_MUTATING_METHODS.has(method)) return getDetailMessage(body) !== undefined;
  return true;
}

export function createApiMiddleware(options: Omit<ApiClientOptions, 'baseUrl' | 'fetch'>): Middleware {
  // The notification mark at the time each change was sent: errors shown before it are stale once it succeeds.
  const marks = new WeakMap<Request, number>();
  return {
    onRequest({ request }) {
      const token = options.getToken();
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      request.headers.set('Accept-Language', options.getLocale());
      if (!NON_MUTATING_METHODS.has(request.method) && options.notificationMark) marks.set(request, options.notificationMark());
      return request;
    },
    async onResponse({ request, response, schemaPath }) {
      const body = await readBody(response);
      if (response.ok) {
        const mark = marks.get(request);
        if (mark !== undefined) options.dismissStaleErrors?.(mark);
        if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
          options.notify('info', body.message);
        }
        return undefined;
      }
      if (response.status === 401 && !schemaPath.startsWith('/api/auth/')) options.onUnauthorized(schemaPath);
      const error = new ApiError(response.status, body, options.errorMessage(response.status, body));
      if (showsError(request.method, response.status, schemaPath, body)) {
        error.notificationId = options.notify('error', error.message) ?? 0;
      }
      throw error;
    },
    onError({ error }) {
      if (error instanceof TypeError) options.notify('error', options.networkErrorMessage());
      return error instanceof Error ? error : new Error(String(error));
    },
  };
}

/**
 * Builds the typed API client: bearer token, `Accept-Language`, cookies, server messages shown as
 * notifications, errors worded once and thrown as ApiError (its `message` is what a person reads),
 * a stale error closed when a later change succeeds. The app makes exactly one (src/api/client.ts).
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
