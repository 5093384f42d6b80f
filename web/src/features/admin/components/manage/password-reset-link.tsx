import EmailIcon from '@mui/icons-material/Email';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatePasswordResetToken } from '../../../../api/admin/create-password-reset-token';
import { useForgotPassword } from '../../../../api/users/forgot-password';
import { CopyButton } from '../../../../components/ui/copy-button/copy-button';
import { paths } from '../../../../config/paths';
import { notify } from '../../../../lib/notifications/notifications-store';

/** §8.2 a one-time link to the reset-password page, for the admin to hand over. */
export function PasswordResetLink({ email, disabled = false }: { email: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const [link, setLink] = useState<string | null>(null);
  const createToken = useCreatePasswordResetToken({
    mutationConfig: { onSuccess: ({ token }) => setLink(`${window.location.origin}${paths.auth.resetPassword.getHref(token)}`) },
  });
  // Mealie's "Email it": the server mails a reset link of its own (the same kind, a fresh token).
  const sendEmail = useForgotPassword({
    mutationConfig: { onSuccess: () => notify.success(t('admin.manage.users.resetLink.emailed', { email })) },
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2">
        {t('admin.manage.users.resetLink.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {disabled ? t('admin.manage.users.resetLink.notMealie') : t('admin.manage.users.resetLink.description')}
      </Typography>
      <Button
        variant="outlined"
        startIcon={<LinkIcon />}
        disabled={disabled || createToken.isPending}
        onClick={() => createToken.mutate(email)}
      >
        {t('admin.manage.users.resetLink.generate')}
      </Button>
      {link && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
          <TextField
            label={t('admin.manage.users.resetLink.label')}
            value={link}
            size="small"
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(event) => event.target.select()}
            sx={{ flex: '1 1 240px' }}
          />
          <CopyButton text={link} />
          <Button startIcon={<EmailIcon />} disabled={sendEmail.isPending} onClick={() => sendEmail.mutate({ email })}>
            {t('admin.manage.users.resetLink.email')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
