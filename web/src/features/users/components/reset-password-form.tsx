import Box from '@mui/material/Box';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type ResetPasswordInput, resetPasswordSchema, useResetPassword } from '../../../api/users/reset-password';
import { Form } from '../../../components/ui/form/form';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { FormPasswordField } from '../../../components/ui/password-field/form-password-field';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength/password-strength-meter';
import { notify } from '../../../lib/notifications/notifications-store';

function Strength() {
  const password = useWatch<ResetPasswordInput, 'password'>({ name: 'password' });
  return <PasswordStrengthMeter password={password ?? ''} />;
}

/** Without a token in the URL the form cannot be sent, and its button says why. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const resetPassword = useResetPassword();
  return (
    <Form
      schema={resetPasswordSchema}
      defaultValues={{ email: '', password: '', passwordConfirm: '' }}
      aria-label={t('users.resetPassword.title')}
      onSubmit={async (values, form) => {
        if (!token) return;
        await resetPassword.mutateAsync({ ...values, token });
        form.reset();
        notify.success(t('users.resetPassword.done'));
      }}
    >
      {() => (
        <>
          <FormTextField<ResetPasswordInput> name="email" label={t('users.fields.email')} type="email" autoComplete="email" />
          <FormPasswordField<ResetPasswordInput> name="password" label={t('users.password.new')} autoComplete="new-password" />
          <Strength />
          <FormPasswordField<ResetPasswordInput>
            name="passwordConfirm"
            label={t('users.password.confirm')}
            autoComplete="new-password"
            showToggle={false}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <SubmitButton disabled={!token}>
              {token ? t('users.resetPassword.submit') : t('users.resetPassword.tokenRequired')}
            </SubmitButton>
          </Box>
        </>
      )}
    </Form>
  );
}
