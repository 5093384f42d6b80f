import { useCallback } from 'react';
import { logout } from '../../../api/auth/logout';
import { forgetAllOfflineLists } from '../../../api/shopping-lists/offline-store';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { getStoredToken } from '../../../lib/auth/token-storage';

/**
 * Clears the session, tells the server, and goes to `/login?direct=1` (no OIDC auto-redirect).
 * The shopping lists kept on the device for offline use go too: the next person here is not
 * to read them.
 */
export function useSignOut() {
  const { signOut } = useAuth();
  return useCallback(async () => {
    const token = getStoredToken();
    // The token is already gone locally; a failed logout call leaves nothing to undo.
    logout(token).catch(() => undefined);
    forgetAllOfflineLists().catch(() => undefined);
    await signOut(paths.auth.login.getHref({ direct: true }));
  }, [signOut]);
}
