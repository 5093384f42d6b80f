import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useAbout } from '../api/app/get-about';
import { Link } from '../components/ui/link/link';
import { paths } from '../config/paths';
import { RegisterWizard } from '../features/users/components/register/register-wizard';
import { toLocaleCode } from '../lib/i18n/locales';

export function Component() {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const inviteToken = searchParams.get('token');
  // Without an invitation, sign-up must be on: say so before any step is filled in.
  const about = useAbout({ enabled: !inviteToken });
  const signupOff = !inviteToken && about.data?.allowSignup === false;
  useEffect(() => {
    document.title = `${t('users.register.title')} · Larder`;
  }, [t]);
  return (
    <Stack spacing={2} sx={{ width: '100%', alignItems: 'center', mt: { xs: 1, sm: 4 } }}>
      {signupOff ? (
        <Alert severity="info" sx={{ width: '100%', maxWidth: 640 }} data-testid="signup-off">
          {t('users.register.signupOff')}
        </Alert>
      ) : !inviteToken && about.isPending ? (
        <CircularProgress aria-label={t('common.loading')} />
      ) : (
        <RegisterWizard
          inviteToken={inviteToken}
          locale={toLocaleCode(i18n.language)}
          onRegistered={() => navigate(paths.auth.login.getHref())}
        />
      )}
      <Typography>
        {t('users.register.haveAccount')} <Link to={paths.auth.login.getHref()}>{t('users.register.signIn')}</Link>
      </Typography>
    </Stack>
  );
}
