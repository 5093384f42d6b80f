import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Page } from '../../components/ui/page/page';
import { ApiTokenCreate } from '../../features/users/components/api-token-create';
import { ApiTokenList } from '../../features/users/components/api-token-list';
import { useAuth } from '../../lib/auth/auth-context';

export function Component() {
  const { t } = useTranslation();
  const { user, refetchUser } = useAuth();
  if (!user) return null;
  return (
    <Page title={t('users.apiTokens.title')} subtitle={t('users.apiTokens.intro')}>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('users.apiTokens.create')}
          </Typography>
          <ApiTokenCreate onClosed={() => void refetchUser()} />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2">
            {t('users.apiTokens.active')}
          </Typography>
          <ApiTokenList tokens={user.tokens ?? []} />
        </Paper>
      </Stack>
    </Page>
  );
}
