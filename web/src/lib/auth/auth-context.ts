import { createContext, useContext } from 'react';
import type { SessionUser } from '../../api/users/get-current-user';

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  /** Stores the token, then loads the session; a failed load clears both and rethrows. */
  signIn: (token: string, rememberMe: boolean) => Promise<SessionUser>;
  /** Forgets the token and every cached piece of the user's data. */
  clearSession: () => void;
  /**
   * Clears the session and navigates to `destination`; guarded pages do not bounce the user to
   * the login page with a `redirect` meanwhile.
   */
  signOut: (destination: string) => Promise<void>;
  /** True while signOut is navigating away. */
  signingOut: boolean;
  refetchUser: () => Promise<unknown>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
