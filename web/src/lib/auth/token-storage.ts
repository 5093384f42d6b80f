import { STORAGE_KEYS } from '../../config/constants';
import { readLocalStorage } from '../local-storage';

export function getStoredToken(): string | null {
  return readLocalStorage(STORAGE_KEYS.authToken);
}

export function getRememberMe(): boolean {
  return localStorage.getItem(STORAGE_KEYS.rememberMe) === 'true';
}

export function storeToken(token: string, rememberMe: boolean): void {
  localStorage.setItem(STORAGE_KEYS.authToken, token);
  localStorage.setItem(STORAGE_KEYS.rememberMe, String(rememberMe));
}

export function clearStoredToken(): void {
  localStorage.removeItem(STORAGE_KEYS.authToken);
  localStorage.removeItem(STORAGE_KEYS.rememberMe);
}

/** The user a sign-in token names (its `sub`), or null for a token that is not a readable JWT. */
export function tokenSubject(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: unknown };
    return typeof claims.sub === 'string' ? claims.sub : null;
  } catch {
    return null;
  }
}
