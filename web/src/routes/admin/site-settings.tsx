import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../api/admin/get-site-settings';
import { useAbout } from '../../api/app/get-about';
import { Page } from '../../components/ui/page/page';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { SiteNameForm } from '../../features/admin/components/site-name-form';
import { AboutInfoList } from '../../features/app/components/about-info-list';

export function Component() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const about = useAbout();
  return (
    <Page title={t('admin.siteSettings.title')} width="medium">
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('admin.siteSettings.general')}
          </Typography>
          {settings.data ? <SiteNameForm settings={settings.data} /> : <PageLoader />}
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2">
            {t('app.about.title')}
          </Typography>
          {about.data ? <AboutInfoList about={about.data} /> : <PageLoader />}
        </Paper>
      </Stack>
    </Page>
  );
}
