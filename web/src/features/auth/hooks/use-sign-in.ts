import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../lib/auth/auth-context';
import { notify } from '../../../lib/notifications/notifications-store';
import { type CreateTokenInput, createToken } from '../api/create-token';
import { signInWithPassword } from '../lib/sign-in';

/** Signing in; once the session is loaded, the login route moves the user on. */
export function useSignIn() {
  const { signIn } = useAuth();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (input: CreateTokenInput) =>
      signInWithPassword(input, {
        requestToken: createToken,
        startSession: signIn,
        notifyError: (key) => notify.error(t(key)),
      }),
  });
}
