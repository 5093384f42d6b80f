import { useTranslation } from 'react-i18next';
import { type CreateTokenInput, createToken } from '../../../api/auth/create-token';
import { useApiMutation } from '../../../api/mutation';
import { useAuth } from '../../../lib/auth/auth-context';
import { notify } from '../../../lib/notifications/notifications-store';
import { signInWithPassword } from '../lib/sign-in';

/** Signing in; once the session is loaded, the login route moves the user on. */
export function useSignIn() {
  const { signIn } = useAuth();
  const { t } = useTranslation();
  // The session loads the user itself, so nothing else is refreshed.
  return useApiMutation(
    (input: CreateTokenInput) =>
      signInWithPassword(input, {
        requestToken: createToken,
        startSession: signIn,
        notifyError: (key) => notify.error(t(key)),
      }),
    [],
  );
}
