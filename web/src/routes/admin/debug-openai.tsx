import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { useAbout } from '../../api/app/get-about';
import { Page } from '../../components/ui/page/page';
import { PageLoader } from '../../components/ui/page-loader/page-loader';
import { DebugOpenaiPanel } from '../../features/admin/components/debug-openai-panel';

export function Component() {
  const { t } = useTranslation();
  const about = useAbout();
  return (
    <Page title={t('admin.debugOpenai.title')} subtitle={t('admin.debugOpenai.description')} width="medium">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {about.data ? (
          <DebugOpenaiPanel openaiEnabled={about.data.enableOpenai} imageServicesEnabled={about.data.enableOpenaiImageServices} />
        ) : (
          <PageLoader />
        )}
      </Paper>
    </Page>
  );
}
