/**
 * One entry of a 422 body: `{"detail": [{type, loc, msg, input, ctx}]}` (FastAPI's shape). `type`
 * and `ctx` follow Pydantic (`string_too_long` with `ctx.max_length`) where the server knows them.
 */
export interface ValidationIssue {
  type: string;
  loc: (string | number)[];
  msg: string;
  input?: unknown;
  ctx?: Record<string, unknown>;
}

/**
 * A non-2xx answer from the API. `body` is the parsed JSON body, or its text. `message` is what
 * to tell a person (the API client words it once, see error-messages.ts); `notificationId` is set
 * when the client has already shown it as a notification, so that callers do not say it twice.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  notificationId: number | null = null;

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? getErrorMessage(body) ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Whether the API client has already shown this error to the user. */
  get shown(): boolean {
    return this.notificationId !== null;
  }

  /** The field errors of a 422 answer, or an empty list. */
  get validationIssues(): ValidationIssue[] {
    const detail = isRecord(this.body) ? this.body.detail : undefined;
    return Array.isArray(detail) ? detail.filter(isValidationIssue) : [];
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isValidationIssue(value: unknown): value is ValidationIssue {
  return isRecord(value) && Array.isArray(value.loc) && typeof value.msg === 'string';
}

/** `detail.message` of Mealie's ErrorResponse body, the one the UI shows as a notification. */
export function getDetailMessage(body: unknown): string | undefined {
  if (!isRecord(body) || !isRecord(body.detail)) return undefined;
  const { message } = body.detail;
  return typeof message === 'string' ? message : undefined;
}

/** A string field of an object `detail` (`exception`, `allowedBy`, …). */
export function getDetailField(body: unknown, field: string): string | undefined {
  if (!isRecord(body) || !isRecord(body.detail)) return undefined;
  const value = body.detail[field];
  return typeof value === 'string' ? value : undefined;
}

/** The most specific message a body carries: `detail.message` or a string `detail`. */
export function getErrorMessage(body: unknown): string | undefined {
  if (isRecord(body) && typeof body.detail === 'string') return body.detail;
  return getDetailMessage(body);
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
