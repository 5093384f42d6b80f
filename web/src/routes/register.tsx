import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../components/ui/link/link';
import { paths } from '../config/paths';
import { RegisterWizard } from '../features/users/components/register/register-wizard';
import { toLocaleCode } from '../lib/i18n/locales';

export function Component() {
  const { t, i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  useEffect(() => {
    document.title = `${t('users.register.title')} · Larder`;
  }, [t]);
  return (
    <Stack spacing={2} sx={{ width: '100%', alignItems: 'center', mt: { xs: 1, sm: 4 } }}>
      <RegisterWizard
        inviteToken={searchParams.get('token')}
        locale={toLocaleCode(i18n.language)}
        onRegistered={() => navigate(paths.auth.login.getHref())}
      />
      <Typography>
        {t('users.register.haveAccount')} <Link to={paths.auth.login.getHref()}>{t('users.register.signIn')}</Link>
      </Typography>
    </Stack>
  );
}
