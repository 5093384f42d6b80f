import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAdminAbout } from '../../api/admin/get-admin-about';
import { useAppStatistics } from '../../api/admin/get-app-statistics';
import { useConfigCheck } from '../../api/admin/get-config-check';
import { useEmailReady } from '../../api/admin/get-email-ready';
import { useSiteSettings } from '../../api/admin/get-site-settings';
import { Page } from '../../components/ui/page/page';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { SiteNameForm } from '../../features/admin/components/site-name-form';
import { AdminAboutList } from '../../features/admin/components/site-settings/admin-about-list';
import { BugReportSection } from '../../features/admin/components/site-settings/bug-report-section';
import { ConfigCheckList } from '../../features/admin/components/site-settings/config-check-list';
import { TestEmailForm } from '../../features/admin/components/site-settings/test-email-form';

export function Component() {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const about = useAdminAbout();
  const statistics = useAppStatistics();
  const check = useConfigCheck();
  const email = useEmailReady();
  return (
    <Page title={t('admin.siteSettings.title')} width="medium">
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('admin.siteSettings.general')}
          </Typography>
          {settings.data ? <SiteNameForm settings={settings.data} /> : <PageLoader />}
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="site-settings-checks" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="site-settings-checks" variant="h6" component="h2">
            {t('admin.siteSettings.checks.title')}
          </Typography>
          {check.data && about.data ? <ConfigCheckList check={check.data} about={about.data} /> : <PageLoader />}
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="site-settings-email" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="site-settings-email" variant="h6" component="h2" sx={{ mb: 2 }}>
            {t('admin.siteSettings.email.title')}
          </Typography>
          {email.data ? <TestEmailForm ready={email.data.ready} /> : <PageLoader />}
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="site-settings-about" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="site-settings-about" variant="h6" component="h2">
            {t('admin.siteSettings.about.title')}
          </Typography>
          {about.data ? <AdminAboutList about={about.data} statistics={statistics.data} /> : <PageLoader />}
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="site-settings-bug-report" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="site-settings-bug-report" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('admin.siteSettings.bugReport.title')}
          </Typography>
          {about.data && check.data ? <BugReportSection about={about.data} check={check.data} /> : <PageLoader />}
        </Paper>
      </Stack>
    </Page>
  );
}
