import { getDetailMessage, getErrorMessage, isApiError } from '../../../api/api-error';

/**
 * What to tell the user when saving a cookbook fails, or null when the API client already did.
 * A bad query filter comes back as a 400 whose `detail` is a plain string naming the fault,
 * which the client does not show by itself.
 */
export function saveErrorMessage(error: unknown, fallback: string): string | null {
  if (error instanceof TypeError) return null;
  if (!isApiError(error)) return fallback;
  if (getDetailMessage(error.body)) return null;
  return getErrorMessage(error.body) ?? fallback;
}
