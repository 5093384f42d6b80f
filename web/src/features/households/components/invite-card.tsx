import EmailIcon from '@mui/icons-material/Email';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateInvitation } from '../../../api/households/create-invitation';
import { useEmailInvitation } from '../../../api/households/email-invitation';
import { CopyButton } from '../../../components/ui/copy-button/copy-button';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notifications/notifications-store';

/** §7.1 "Get invite link": a one-use registration link into the household, to copy or e-mail. */
export function InviteCard() {
  const { t } = useTranslation();
  const [token, setToken] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const create = useCreateInvitation({ mutationConfig: { onSuccess: (invitation) => setToken(invitation.token) } });
  const send = useEmailInvitation({
    mutationConfig: {
      onSuccess: (result, input) => {
        if (result.success) {
          notify.success(t('households.invite.emailed', { email: input.email }));
          setEmail('');
        } else notify.error(t('households.invite.emailFailed', { error: result.error ?? '' }));
      },
    },
  });
  const link = token ? `${window.location.origin}${paths.auth.register.getHref(token)}` : null;
  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    if (token && email.trim()) send.mutate({ email: email.trim(), token });
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby="invite-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="invite-title" variant="h6" component="h2">
        {t('households.invite.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('households.invite.description')}
      </Typography>
      <Button variant="outlined" startIcon={<PersonAddIcon />} disabled={create.isPending} onClick={() => create.mutate(1)}>
        {t('households.invite.create')}
      </Button>
      {link && token && (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
            <TextField
              label={t('households.invite.link')}
              value={link}
              size="small"
              slotProps={{ htmlInput: { readOnly: true } }}
              onFocus={(event) => event.target.select()}
              sx={{ flex: '1 1 240px' }}
            />
            <CopyButton text={link} />
          </Box>
          <Box
            component="form"
            onSubmit={submitEmail}
            aria-label={t('households.invite.emailForm')}
            sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}
          >
            <TextField
              label={t('households.invite.email')}
              type="email"
              value={email}
              size="small"
              onChange={(event) => setEmail(event.target.value)}
              sx={{ flex: '1 1 240px' }}
            />
            <Button type="submit" startIcon={<EmailIcon />} disabled={send.isPending || !email.trim()}>
              {t('households.invite.send')}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
