import { isApiError } from '../api-error';
import { apiClient } from '../client';

export type AvailabilityField = 'username' | 'email' | 'groupName';

// Mealie hides /api/validators/* from its OpenAPI document, so they are not in the generated
// schema; this is the one untyped call, kept narrow.
const validatorPaths: Record<AvailabilityField, { path: string; param: string }> = {
  username: { path: '/api/validators/user/name', param: 'name' },
  email: { path: '/api/validators/user/email', param: 'email' },
  groupName: { path: '/api/validators/group', param: 'name' },
};

type UntypedGet = (path: string, init: { params: { query: Record<string, string> } }) => Promise<{ data?: unknown }>;

/**
 * Whether a username, e-mail or group name is still free (`{valid: true}`). Returns null when
 * the server has no validator (404), so the form skips the live check.
 */
export async function checkAvailability(field: AvailabilityField, value: string): Promise<boolean | null> {
  const { path, param } = validatorPaths[field];
  try {
    const { data } = await (apiClient.GET as unknown as UntypedGet)(path, { params: { query: { [param]: value } } });
    if (typeof data === 'object' && data !== null && 'valid' in data) return data.valid === true;
    return null;
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 405)) return null;
    throw error;
  }
}
