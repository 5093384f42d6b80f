/**
 * The one error type services throw. Each carries its HTTP status and the `detail` body that
 * Mealie sends for that case (reference/api.md §3): sometimes a bare string, sometimes an
 * ErrorResponse object `{message, error: true, exception}`.
 */
export type ErrorDetail = string | { message: string; error: true; exception: string | null } | Record<string, unknown>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: ErrorDetail,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof detail === 'string' ? detail : String((detail as { message?: unknown }).message ?? status));
    this.name = 'AppError';
  }
}

const errorResponse = (message: string) => ({ message, error: true as const, exception: null });

/** 401 with a bare detail, as FastAPI's OAuth2 scheme answers. */
export const unauthenticated = (detail = 'Not authenticated') => new AppError(401, detail, { 'www-authenticate': 'Bearer' });
export const invalidCredentials = () => new AppError(401, 'Unauthorized', { 'www-authenticate': 'Bearer' });
export const lockedOut = () => new AppError(423, 'User is locked out');
export const forbidden = (message = 'Permission Denied') => new AppError(403, errorResponse(message));
export const notFound = (message = 'Not found.') => new AppError(404, errorResponse(message));
export const badRequest = (message: string) => new AppError(400, errorResponse(message));
export const conflict = (message: string) => new AppError(409, { message });
export const tooManyRequests = (message: string) => new AppError(429, message);

/** 422 in FastAPI's shape, for rules a schema cannot express (the field is named in `loc`). */
export const invalid = (location: 'body' | 'query' | 'path', field: string, message: string, input?: unknown) =>
  new AppError(422, [{ type: 'value_error', loc: [location, field], msg: message, input }] as unknown as ErrorDetail);
