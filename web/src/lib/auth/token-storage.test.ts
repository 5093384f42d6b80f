import { describe, expect, it } from 'vitest';
import { clearStoredToken, getRememberMe, getStoredToken, storeToken } from './token-storage';

describe('token storage', () => {
  it('keeps the token and the remember-me flag in localStorage', () => {
    storeToken('abc', true);
    expect(localStorage.getItem('larder.auth.token')).toBe('abc');
    expect(getStoredToken()).toBe('abc');
    expect(getRememberMe()).toBe(true);
  });

  it('clears both', () => {
    storeToken('abc', false);
    clearStoredToken();
    expect(getStoredToken()).toBeNull();
    expect(getRememberMe()).toBe(false);
    expect(localStorage.length).toBe(0);
  });
});
