import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TestEmailInput, testEmailSchema, useSendTestEmail } from '../../../../api/admin/send-test-email';
import { Form } from '../../../../components/ui/form/form';
import { FormTextField } from '../../../../components/ui/form/form-text-field';
import { SubmitButton } from '../../../../components/ui/form/submit-button';

type Outcome = { sent: true; address: string } | { sent: false; error: string | null };

/**
 * §8.1 e-mail: whether SMTP is configured, and a test message to an address. The test can be sent
 * while SMTP is not ready, so that the answer shows why nothing goes out.
 */
export function TestEmailForm({ ready }: { ready: boolean }) {
  const { t } = useTranslation();
  const send = useSendTestEmail();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <Box>
      <Alert severity={ready ? 'success' : 'warning'} sx={{ mb: 2 }}>
        {ready ? t('admin.siteSettings.email.ready') : t('admin.siteSettings.email.notReady')}
      </Alert>
      <Form
        schema={testEmailSchema}
        defaultValues={{ email: '' }}
        aria-label={t('admin.siteSettings.email.title')}
        onSubmit={async (values) => {
          setOutcome(null);
          const result = await send.mutateAsync(values);
          setOutcome(result.success ? { sent: true, address: values.email } : { sent: false, error: result.error });
        }}
      >
        {() => (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
            <FormTextField<TestEmailInput>
              name="email"
              type="email"
              autoComplete="email"
              label={t('admin.siteSettings.email.address')}
              margin="none"
            />
            <SubmitButton sx={{ mt: 1, flexShrink: 0 }}>{t('admin.siteSettings.email.send')}</SubmitButton>
          </Box>
        )}
      </Form>
      {outcome && (
        <Alert severity={outcome.sent ? 'success' : 'error'} role="status" sx={{ mt: 2, overflowWrap: 'anywhere' }}>
          {outcome.sent
            ? t('admin.siteSettings.email.sent', { address: outcome.address })
            : outcome.error
              ? t('admin.siteSettings.email.failed', { error: outcome.error })
              : t('admin.siteSettings.email.failedNotConfigured')}
        </Alert>
      )}
    </Box>
  );
}
