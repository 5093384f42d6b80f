import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { type ForgotPasswordInput, forgotPasswordSchema, useForgotPassword } from '../../../api/users/forgot-password';
import { Form } from '../../../components/ui/form/form';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { notify } from '../../../lib/notifications/notifications-store';

export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const forgotPassword = useForgotPassword();
  return (
    <Form
      schema={forgotPasswordSchema}
      defaultValues={{ email: '' }}
      aria-label={t('users.forgotPassword.title')}
      onSubmit={async (values) => {
        await forgotPassword.mutateAsync(values);
        notify.success(t('users.forgotPassword.sent'));
      }}
    >
      {() => (
        <>
          <FormTextField<ForgotPasswordInput> name="email" label={t('users.fields.email')} type="email" autoComplete="email" autoFocus />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <SubmitButton>{t('users.forgotPassword.submit')}</SubmitButton>
          </Box>
        </>
      )}
    </Form>
  );
}
