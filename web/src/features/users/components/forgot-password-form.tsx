import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDetailField, isApiError } from '../../../api/api-error';
import { type ForgotPasswordInput, forgotPasswordSchema, useForgotPassword } from '../../../api/users/forgot-password';
import { Form } from '../../../components/ui/form/form';
import { FormTextField } from '../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { dismissNotification, notify } from '../../../lib/notifications/notifications-store';

/**
 * screens.md `/forgot-password`. With no mail server the server says so (503
 * `EMAIL_NOT_CONFIGURED`) for every address, and the screen says it in place of "a link is on its way".
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const forgotPassword = useForgotPassword();
  const [noMail, setNoMail] = useState(false);
  return (
    <>
      {noMail && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <AlertTitle>{t('users.forgotPassword.noMailTitle')}</AlertTitle>
          {t('users.forgotPassword.noMail')}
        </Alert>
      )}
      <Form
        schema={forgotPasswordSchema}
        defaultValues={{ email: '' }}
        aria-label={t('users.forgotPassword.title')}
        onSubmit={async (values) => {
          try {
            await forgotPassword.mutateAsync(values);
            setNoMail(false);
            notify.success(t('users.forgotPassword.sent'));
          } catch (error) {
            if (isApiError(error, 503) && getDetailField(error.body, 'exception') === 'EMAIL_NOT_CONFIGURED') {
              // The panel says it in the reader's language: the notification would only repeat it.
              if (error.notificationId !== null) dismissNotification(error.notificationId);
              setNoMail(true);
              return;
            }
            throw error;
          }
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
    </>
  );
}
