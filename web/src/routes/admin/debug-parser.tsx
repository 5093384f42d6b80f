import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { useAbout } from '../../api/app/get-about';
import { Page } from '../../components/ui/page/page';
import { DebugParserPanel } from '../../features/admin/components/debug-parser-panel';

export function Component() {
  const { t } = useTranslation();
  const about = useAbout();
  return (
    <Page title={t('admin.debugParser.title')} subtitle={t('admin.debugParser.description')} width="medium">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <DebugParserPanel openaiEnabled={about.data?.enableOpenai === true} />
      </Paper>
    </Page>
  );
}
