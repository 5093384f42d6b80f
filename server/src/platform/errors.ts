/**
 * The one error type services throw. Each carries its HTTP status and the `detail` body that
 * Mealie sends for that case (reference/api.md §3): sometimes a bare string, sometimes an
 * ErrorResponse object `{message, error: true, exception}`.
 */
export type ErrorDetail = string | { message: string; error: true; exception: string | null } | Record<string, unknown>;

/** What went wrong, as services name it; the error handler alone turns a kind into an HTTP status. */
export type ErrorKind =
  | 'unauthenticated'
  | 'invalid_credentials'
  | 'locked_out'
  | 'forbidden'
  | 'not_found'
  | 'bad_request'
  | 'conflict'
  | 'too_many_requests'
  | 'invalid'
  | 'too_large'
  | 'unavailable'
  | 'upstream_failed'
  | 'timeout'
  | 'internal';

export const STATUS_OF_KIND: Record<ErrorKind, number> = {
  unauthenticated: 401,
  invalid_credentials: 401,
  locked_out: 423,
  forbidden: 403,
  not_found: 404,
  bad_request: 400,
  conflict: 409,
  too_many_requests: 429,
  invalid: 422,
  too_large: 413,
  unavailable: 503,
  upstream_failed: 502,
  timeout: 408,
  internal: 500,
};

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly kind: ErrorKind,
    readonly detail: ErrorDetail,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : String((detail as { message?: unknown }).message ?? kind));
    this.name = 'AppError';
    this.status = STATUS_OF_KIND[kind];
  }
}

const errorResponse = (message: string) => ({ message, error: true as const, exception: null });

/** 401 with a bare detail, as FastAPI's OAuth2 scheme answers. */
export const unauthenticated = (detail = 'Not authenticated') => new AppError('unauthenticated', detail, { 'www-authenticate': 'Bearer' });
export const invalidCredentials = () => new AppError('invalid_credentials', 'Unauthorized', { 'www-authenticate': 'Bearer' });
export const lockedOut = () => new AppError('locked_out', 'User is locked out');
export const forbidden = (message = 'Permission Denied') => new AppError('forbidden', errorResponse(message));
export const notFound = (message = 'Not found.') => new AppError('not_found', errorResponse(message));
/** 400; `exception` (and `extra`, e.g. Mealie's `details: "BAD_RECIPE_DATA"`) name the failure for clients that branch on it. */
export const badRequest = (message: string, exception: string | null = null, extra: Record<string, unknown> = {}) =>
  new AppError('bad_request', { ...errorResponse(message), exception, ...extra });
export const conflict = (message: string) => new AppError('conflict', { message });
export const tooManyRequests = (message: string) => new AppError('too_many_requests', message);

/** 422 in FastAPI's shape, for rules a schema cannot express (the field is named in `loc`). */
export const invalid = (location: 'body' | 'query' | 'path', field: string | (string | number)[], message: string, input?: unknown) =>
  new AppError('invalid', [
    { type: 'value_error', loc: [location, ...(Array.isArray(field) ? field : [field])], msg: message, input },
  ] as unknown as ErrorDetail);

/** 400 with a bare string detail (FastAPI's `HTTPException(400, "…")`). */
export const badRequestText = (message: string) => new AppError('bad_request', message);
/** 403 with a bare string detail. */
export const forbiddenText = (message = 'Forbidden') => new AppError('forbidden', message);
/** 404 with a bare string detail. */
export const notFoundText = (message: string) => new AppError('not_found', message);
/** 413; `maxBytes` names the limit, so that a client can say it in its own words. */
export const tooLarge = (message: string, maxBytes?: number) =>
  new AppError('too_large', { ...errorResponse(message), ...(maxBytes === undefined ? {} : { maxBytes }) });
export const unavailable = (message: string) => new AppError('unavailable', errorResponse(message));
/** 502; `exception` names the kind of failure for clients that branch on it (`openai-bad-response`). */
export const upstreamFailed = (message: string, exception: string | null = null) =>
  new AppError('upstream_failed', { ...errorResponse(message), exception });
export const timedOut = (message: string, exception: string | null = null) =>
  new AppError('timeout', { ...errorResponse(message), exception });
/** 500 with Mealie's message, for a failure the client must hear about by name ("Email failure"); `cause` is logged, never sent. */
export const internalError = (message: string, cause?: unknown) => {
  const error = new AppError('internal', errorResponse(message));
  if (cause !== undefined) error.cause = cause;
  return error;
};
/** 503: no mail server is configured (SMTP_*), so nothing can be mailed; the same answer for every address. */
export const mailNotConfigured = () =>
  new AppError('unavailable', {
    ...errorResponse('E-mail is not set up on this server, so no reset link can be sent. Ask an administrator to reset your password.'),
    exception: 'EMAIL_NOT_CONFIGURED',
  });

/** Whether `error` is one of ours of this kind (services branch on kinds, never on statuses). */
export const isError = (error: unknown, kind: ErrorKind): error is AppError => error instanceof AppError && error.kind === kind;
