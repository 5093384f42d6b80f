import { describe, expect, it } from 'vitest';
import { clearStoredToken, getRememberMe, getStoredToken, storeToken, tokenSubject } from './token-storage';

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

describe('tokenSubject', () => {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

  it('reads the user a sign-in token names', () => {
    expect(tokenSubject(`${part({ alg: 'HS256' })}.${part({ sub: 'user-1', exp: 1 })}.signature`)).toBe('user-1');
  });

  it('is null for a token that is not a readable JWT or names no user', () => {
    expect(tokenSubject('not-a-token')).toBeNull();
    expect(tokenSubject('a.%%%.c')).toBeNull();
    expect(tokenSubject(`${part({})}.${part({ long_token: true })}.signature`)).toBeNull();
  });
});
