import type { SessionUser } from '../../api/users/get-current-user';
import { STORAGE_KEYS } from '../../config/constants';

/**
 * The signed-in user as last loaded, kept beside the token so that the app can start without a
 * network (the shopping list in a dead-zone supermarket, issue 13): a failed connection is not a
 * signed-out session. Only used for the token it was loaded with.
 */
interface StoredSession {
  token: string;
  user: SessionUser;
}

export function readOfflineUser(token: string | null): SessionUser | undefined {
  if (token === null) return undefined;
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.offlineUser) ?? 'null') as StoredSession | null;
    return stored?.token === token ? stored.user : undefined;
  } catch {
    return undefined;
  }
}

export function storeOfflineUser(token: string, user: SessionUser): void {
  localStorage.setItem(STORAGE_KEYS.offlineUser, JSON.stringify({ token, user } satisfies StoredSession));
}

export function clearOfflineUser(): void {
  localStorage.removeItem(STORAGE_KEYS.offlineUser);
}

/** A request that never reached the server (fetch rejects with a TypeError). */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;
