import Box from '@mui/material/Box';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error';
import { type ChangePasswordInput, changePasswordSchema, useUpdatePassword } from '../../../api/users/update-password';
import { Form } from '../../../components/ui/form/form';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { FormPasswordField } from '../../../components/ui/password-field/form-password-field';
import { PasswordStrengthMeter } from '../../../components/ui/password-strength/password-strength-meter';
import { notify } from '../../../lib/notifications/notifications-store';

function NewPasswordStrength() {
  const password = useWatch<ChangePasswordInput, 'newPassword'>({ name: 'newPassword' });
  return <PasswordStrengthMeter password={password ?? ''} />;
}

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const updatePassword = useUpdatePassword();
  const [visible, setVisible] = useState(false);
  const eye = { visible, onToggleVisible: () => setVisible((value) => !value) };
  return (
    <Form
      schema={changePasswordSchema}
      defaultValues={{ currentPassword: '', newPassword: '', confirmPassword: '' }}
      aria-label={t('users.edit.changePassword')}
      onSubmit={async (values, form) => {
        try {
          await updatePassword.mutateAsync({ currentPassword: values.currentPassword, newPassword: values.newPassword });
        } catch (error) {
          if (!isApiError(error, 400)) throw error;
          form.setError('currentPassword', { type: 'server', message: 'users.password.errors.wrongCurrent' });
          return;
        }
        form.reset();
        notify.success(t('users.password.changed'));
      }}
    >
      {() => (
        <>
          <FormPasswordField<ChangePasswordInput> name="currentPassword" label={t('users.password.current')} {...eye} />
          <FormPasswordField<ChangePasswordInput>
            name="newPassword"
            label={t('users.password.new')}
            autoComplete="new-password"
            showToggle={false}
            {...eye}
          />
          <NewPasswordStrength />
          <FormPasswordField<ChangePasswordInput>
            name="confirmPassword"
            label={t('users.password.confirm')}
            autoComplete="new-password"
            showToggle={false}
            {...eye}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <SubmitButton>{t('users.password.submit')}</SubmitButton>
          </Box>
        </>
      )}
    </Form>
  );
}
