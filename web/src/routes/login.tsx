import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbout } from '../api/app/get-about';
import { useStartupInfo } from '../api/app/get-startup-info';
import { LoginForm } from '../features/auth/components/login-form';

/** `/login`; after sign-in the signed-out-only guard moves on to `redirect` or `/`. */
export function Component() {
  const { t } = useTranslation();
  const about = useAbout();
  // The boot asked a moment ago (app/boot-queries.ts); a sign-in page opened later asks again.
  const startupInfo = useStartupInfo({ maxAge: 10_000 });
  useEffect(() => {
    document.title = `${t('auth.login.title')} · Larder`;
  }, [t]);
  return (
    <Box sx={{ width: '100%', display: 'flex', justifyContent: 'center', mt: { xs: 1, sm: 6 } }}>
      <LoginForm
        siteName={about.data?.siteName || t('common.appName')}
        allowSignup={about.data?.allowSignup ?? false}
        firstLogin={startupInfo.data?.isFirstLogin ?? false}
      />
    </Box>
  );
}
