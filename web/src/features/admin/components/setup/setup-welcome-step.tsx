import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../../components/ui/link/link';

export function SetupWelcomeStep({ homeHref, onNext }: { homeHref: string; onNext: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('admin.setup.welcome.intro')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('admin.setup.welcome.alreadyDone')} <Link to={homeHref}>{t('admin.setup.welcome.skip')}</Link>
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button variant="contained" onClick={onNext}>
          {t('common.actions.next')}
        </Button>
      </Box>
    </>
  );
}
