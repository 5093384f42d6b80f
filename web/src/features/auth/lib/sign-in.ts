import { isApiError } from '../../../api/api-error';
import type { CreateTokenInput } from '../../../api/auth/create-token';

/** The token of a `/api/auth/token` answer, or null when the answer has none. */
export function extractAccessToken(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('access_token' in body)) return null;
  const token = body.access_token;
  return typeof token === 'string' && token !== '' ? token : null;
}

/** The message key for a failed token request; null when the API client already said it. */
export function signInErrorKey(error: unknown): string | null {
  if (error instanceof TypeError) return null;
  if (isApiError(error, 401)) return 'auth.login.errors.invalidCredentials';
  if (isApiError(error, 423)) return 'auth.login.errors.locked';
  if (isApiError(error, 429)) return 'auth.login.errors.throttled';
  return 'auth.login.errors.generic';
}

export interface SignInDependencies {
  requestToken: (input: CreateTokenInput) => Promise<unknown>;
  /** Stores the token and loads the session. */
  startSession: (token: string, rememberMe: boolean) => Promise<unknown>;
  notifyError: (messageKey: string) => void;
}

/**
 * Signs in with a password. A response without a string `access_token` aborts: nothing is
 * stored and the user is told. Returns whether a session started.
 */
export async function signInWithPassword(input: CreateTokenInput, deps: SignInDependencies): Promise<boolean> {
  let body: unknown;
  try {
    body = await deps.requestToken(input);
  } catch (error) {
    const key = signInErrorKey(error);
    if (key) deps.notifyError(key);
    return false;
  }
  const token = extractAccessToken(body);
  if (!token) {
    deps.notifyError('auth.login.errors.invalidResponse');
    return false;
  }
  try {
    await deps.startSession(token, input.rememberMe);
  } catch (error) {
    if (!(error instanceof TypeError)) deps.notifyError('auth.login.errors.generic');
    return false;
  }
  return true;
}
