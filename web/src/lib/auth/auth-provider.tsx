import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { appKeys } from '../../api/app/keys';
import { CURRENT_USER_PATH, currentUserQueryOptions } from '../../api/users/get-current-user';
import { paths } from '../../config/paths';
import { AuthContext, type AuthContextValue, type AuthStatus } from './auth-context';
import { clearOfflineUser, isNetworkFailure, storeOfflineUser } from './offline-session';
import { SERVER_SESSION_TOKEN, ServerSessionContext } from './server-session';
import { sessionUserQueryOptions } from './session-user-query';
import { clearStoredToken, getStoredToken, storeToken } from './token-storage';
import { onUnauthorized } from './unauthorized-events';
import { useRefetchOnVisible } from './use-refetch-on-visible';

/** Holds the session: the stored token and the user it belongs to (`GET /api/users/self`). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const serverSession = use(ServerSessionContext);
  const [token, setToken] = useState(() => getStoredToken() ?? (serverSession ? SERVER_SESSION_TOKEN : null));
  const [signingOut, setSigningOut] = useState(false);
  const userQuery = useQuery(sessionUserQueryOptions(token));

  const clearSession = useCallback(() => {
    clearStoredToken();
    clearOfflineUser();
    setToken(null);
    // Public app data (about, theme) stays; everything fetched as the user goes.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== appKeys.all[0] });
  }, [queryClient]);

  const signIn = useCallback(
    async (newToken: string, rememberMe: boolean) => {
      storeToken(newToken, rememberMe);
      try {
        const user = await queryClient.fetchQuery(currentUserQueryOptions());
        setToken(newToken);
        return user;
      } catch (error) {
        clearSession();
        throw error;
      }
    },
    [queryClient, clearSession],
  );

  // Guarded pages stay quiet from sign-out until the destination has rendered: the router
  // commits its location in a transition, after the session state has already changed.
  const signOutTarget = useRef<string | null>(null);
  const signOut = useCallback(
    async (destination: string) => {
      signOutTarget.current = new URL(destination, window.location.origin).pathname;
      setSigningOut(true);
      clearSession();
      await navigate(destination, { replace: true });
    },
    [clearSession, navigate],
  );
  useEffect(() => {
    if (signingOut && location.pathname === signOutTarget.current) {
      signOutTarget.current = null;
      setSigningOut(false);
    }
  }, [signingOut, location.pathname]);

  // A network failure is not a sign-out: the app keeps working offline with the stored user.
  useEffect(() => {
    if (token !== null && userQuery.isError && !isNetworkFailure(userQuery.error)) clearSession();
  }, [token, userQuery.isError, userQuery.error, clearSession]);
  useEffect(() => {
    if (token !== null && userQuery.data && userQuery.isSuccess && userQuery.dataUpdatedAt > 0) storeOfflineUser(token, userQuery.data);
  }, [token, userQuery.data, userQuery.isSuccess, userQuery.dataUpdatedAt]);

  useEffect(
    () =>
      onUnauthorized((schemaPath) => {
        clearSession();
        // A failed session load only signs out; any other call was made for a page that needs it.
        if (schemaPath === CURRENT_USER_PATH) return;
        const here = `${window.location.pathname}${window.location.search}`;
        if (window.location.pathname !== paths.auth.login.path) {
          navigate(paths.auth.login.getHref({ redirect: here }), { replace: true });
        }
      }),
    [clearSession, navigate],
  );

  const { refetch } = userQuery;
  useRefetchOnVisible(refetch, token !== null);

  const user = token !== null ? (userQuery.data ?? null) : null;
  const status: AuthStatus = token === null ? 'unauthenticated' : user ? 'authenticated' : 'loading';

  const value = useMemo<AuthContextValue>(
    () => ({ status, user, signIn, clearSession, signOut, signingOut, refetchUser: refetch }),
    [status, user, signIn, clearSession, signOut, signingOut, refetch],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
