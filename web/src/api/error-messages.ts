import { getErrorMessage, type ValidationIssue } from './api-error';

/**
 * What a person reads for an API answer that failed: the one place that words statuses and 422
 * issues. Pure (the translation function is passed in), so that the API client, forms and tests
 * share it.
 */

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Server messages that say no more than the status does: the client's own words are better. */
const GENERIC_SERVER_MESSAGES = new Set([
  'permission denied',
  'forbidden',
  'not found',
  'not found.',
  'unknown error',
  'not authenticated',
  'unauthorized',
  'internal server error',
  'request body is too large',
]);

/** Where a 422 issue's `loc` points before the field: not part of its name. */
const LOCATIONS = new Set(['body', 'query', 'path', 'header', 'cookie']);

/** `26214400` → "25 MB"; whole numbers without decimals. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = Math.round(value * 10) / 10;
  return `${Number.isInteger(rounded) ? rounded : rounded.toFixed(1)} ${units[unit]}`;
}

/** The field a 422 issue names: the last name in its `loc` (`["body", "imports", 0, "url"]` → `url`). */
export function issueField(issue: ValidationIssue): string | undefined {
  const names = issue.loc.filter((part): part is string => typeof part === 'string');
  const last = names[names.length - 1];
  return last === undefined || (names.length === 1 && LOCATIONS.has(last)) ? undefined : last;
}

/** A field name as words, when the screen's label is not at hand: `fullName`, `full_name` → "Full name". */
export function humanizeField(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const numberOf = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/**
 * Pydantic's type and context read back from a Zod message ("Too big: expected string to have
 * <=255 characters"), for a server that sends Zod's issue code and message only.
 */
function fromZodMessage(msg: string): { type: string; ctx: Record<string, unknown> } | undefined {
  const match = /^Too (big|small): expected (\w+) to (?:have|be) (<=|<|>=|>)\s*(-?\d+(?:\.\d+)?)/.exec(msg);
  if (!match) return undefined;
  const [, , origin = '', op = '<=', raw] = match;
  const value = Number(raw);
  const upper = op.startsWith('<');
  if (origin === 'string') {
    return upper ? { type: 'string_too_long', ctx: { max_length: value } } : { type: 'string_too_short', ctx: { min_length: value } };
  }
  if (origin === 'array' || origin === 'set') {
    return upper ? { type: 'too_long', ctx: { max_length: value } } : { type: 'too_short', ctx: { min_length: value } };
  }
  const bounds: Record<string, [string, string]> = {
    '<=': ['less_than_equal', 'le'],
    '<': ['less_than', 'lt'],
    '>=': ['greater_than_equal', 'ge'],
    '>': ['greater_than', 'gt'],
  };
  const [type, key] = bounds[op] ?? ['less_than_equal', 'le'];
  return { type, ctx: { [key]: value } };
}

/** The words of one 422 issue without its field: "at most 255 characters", or the server's own message. */
export function issueText(issue: ValidationIssue, t: Translate): string {
  const known = issue.ctx ? { type: issue.type, ctx: issue.ctx } : (fromZodMessage(issue.msg) ?? { type: issue.type, ctx: {} });
  const { type, ctx } = known;
  const count = (key: string) => numberOf(ctx[key]);
  switch (type) {
    case 'string_too_long':
      if (count('max_length') !== undefined) return t('common.errors.issues.charsAtMost', { count: count('max_length') });
      break;
    case 'string_too_short':
      if (count('min_length') === 1) return t('common.errors.issues.required');
      if (count('min_length') !== undefined) return t('common.errors.issues.charsAtLeast', { count: count('min_length') });
      break;
    case 'too_long':
      if (count('max_length') !== undefined) return t('common.errors.issues.itemsAtMost', { count: count('max_length') });
      break;
    case 'too_short':
      if (count('min_length') !== undefined) return t('common.errors.issues.itemsAtLeast', { count: count('min_length') });
      break;
    case 'less_than_equal':
      if (count('le') !== undefined) return t('common.errors.issues.atMost', { value: count('le') });
      break;
    case 'less_than':
      if (count('lt') !== undefined) return t('common.errors.issues.lessThan', { value: count('lt') });
      break;
    case 'greater_than_equal':
      if (count('ge') !== undefined) return t('common.errors.issues.atLeast', { value: count('ge') });
      break;
    case 'greater_than':
      if (count('gt') !== undefined) return t('common.errors.issues.moreThan', { value: count('gt') });
      break;
    case 'missing':
      return t('common.errors.issues.required');
  }
  return issue.msg;
}

/**
 * One 422 issue as a sentence with its field's label: "Full name: at most 255 characters". A
 * server message that already names the field ("Full name must not be empty") is not prefixed.
 */
export function issueMessage(issue: ValidationIssue, t: Translate, label?: string): string {
  const field = issueField(issue);
  const name = label ?? (field ? humanizeField(field) : undefined);
  const text = issueText(issue, t);
  if (!name || text.toLowerCase().includes(name.toLowerCase())) return text;
  return t('common.errors.field', { label: name, message: text });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function issuesOf(body: unknown): ValidationIssue[] {
  const detail = isRecord(body) ? body.detail : undefined;
  if (!Array.isArray(detail)) return [];
  return detail.filter((item): item is ValidationIssue => isRecord(item) && Array.isArray(item.loc) && typeof item.msg === 'string');
}

/** The server's own words, unless they only repeat the status ("Permission Denied"). */
function specificServerMessage(body: unknown): string | undefined {
  const message = getErrorMessage(body)?.trim();
  if (!message || GENERIC_SERVER_MESSAGES.has(message.toLowerCase())) return undefined;
  return message;
}

/**
 * The message for a failed answer, worded once for the whole app. 422 lists its issues with their
 * fields; 413 names the limit (`detail.maxBytes`); 423 and 429 have the app's own words; 403 and
 * 404 too, unless the server says something more specific; 400, 409 and 5xx show the server's
 * words when it has any.
 */
export function apiErrorMessage(status: number, body: unknown, t: Translate): string {
  const server = specificServerMessage(body);
  switch (status) {
    case 401:
      return t('common.errors.unauthenticated');
    case 413: {
      const maxBytes = isRecord(body) && isRecord(body.detail) ? numberOf(body.detail.maxBytes) : undefined;
      // Without the limit, the server's words (a remote page too large to import) say more than ours.
      if (maxBytes === undefined) return server ?? t('common.errors.tooLargeNoLimit');
      return t('common.errors.tooLarge', { size: formatBytes(maxBytes) });
    }
    case 422: {
      const issues = issuesOf(body);
      if (issues.length > 0) return issues.map((issue) => issueMessage(issue, t)).join('\n');
      return server ?? t('common.errors.invalid');
    }
    case 423:
      return t('common.errors.locked');
    case 429:
      return t('common.errors.tooManyRequests');
    case 403:
      return server ?? t('common.errors.forbidden');
    case 404:
      return server ?? t('common.errors.notFound');
    case 400:
      return server ?? t('common.errors.badRequest');
    case 409:
      return server ?? t('common.errors.conflict');
    default:
      return server ?? t('common.errors.generic');
  }
}
