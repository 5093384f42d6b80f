import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { extractAccessToken, signInWithPassword } from './sign-in';

const input = { username: 'jane', password: 'secret', rememberMe: true };

function deps(requestToken: () => Promise<unknown>) {
  return { requestToken: vi.fn(requestToken), startSession: vi.fn(async () => undefined), notifyError: vi.fn() };
}

describe('extractAccessToken', () => {
  it('returns a non-empty string access_token only', () => {
    expect(extractAccessToken({ access_token: 'abc', token_type: 'bearer' })).toBe('abc');
    expect(extractAccessToken({ access_token: 42 })).toBeNull();
    expect(extractAccessToken({ access_token: '' })).toBeNull();
    expect(extractAccessToken({ token: 'abc' })).toBeNull();
    expect(extractAccessToken(null)).toBeNull();
    expect(extractAccessToken('abc')).toBeNull();
  });
});

describe('signInWithPassword', () => {
  it('starts the session with the token and the remember-me choice', async () => {
    const d = deps(async () => ({ access_token: 'abc', token_type: 'bearer' }));
    expect(await signInWithPassword(input, d)).toBe(true);
    expect(d.requestToken).toHaveBeenCalledWith(input);
    expect(d.startSession).toHaveBeenCalledWith('abc', true);
    expect(d.notifyError).not.toHaveBeenCalled();
  });

  it('aborts without a string access_token: error shown, nothing stored', async () => {
    const d = deps(async () => ({ token_type: 'bearer' }));
    expect(await signInWithPassword(input, d)).toBe(false);
    expect(d.startSession).not.toHaveBeenCalled();
    expect(d.notifyError).toHaveBeenCalledWith('auth.login.errors.invalidResponse');
  });

  it.each([
    [401, 'auth.login.errors.invalidCredentials'],
    [423, 'auth.login.errors.locked'],
    [429, 'auth.login.errors.throttled'],
    [500, 'auth.login.errors.generic'],
  ])('tells the user about a %i answer', async (status, key) => {
    const d = deps(async () => {
      throw new ApiError(status, { detail: 'x' });
    });
    expect(await signInWithPassword(input, d)).toBe(false);
    expect(d.notifyError).toHaveBeenCalledWith(key);
    expect(d.startSession).not.toHaveBeenCalled();
  });

  it('adds nothing to the network error the client already showed', async () => {
    const d = deps(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await signInWithPassword(input, d)).toBe(false);
    expect(d.notifyError).not.toHaveBeenCalled();
  });

  it('reports a session that fails to load', async () => {
    const d = deps(async () => ({ access_token: 'abc' }));
    d.startSession.mockRejectedValueOnce(new ApiError(500, {}));
    expect(await signInWithPassword(input, d)).toBe(false);
    expect(d.notifyError).toHaveBeenCalledWith('auth.login.errors.generic');
  });
});
