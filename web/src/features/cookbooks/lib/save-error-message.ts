import { isApiError } from '../../../api/api-error';

/**
 * What to tell the user when saving a cookbook fails, or null when the API client already did
 * (it words every failed change once, a bad query filter's 422 included).
 */
export function saveErrorMessage(error: unknown, fallback: string): string | null {
  if (error instanceof TypeError) return null;
  if (!isApiError(error)) return fallback;
  if (error.shown) return null;
  return error.message || fallback;
}
