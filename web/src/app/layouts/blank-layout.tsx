import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useAbout } from '../../api/app/get-about';
import { ColorSchemeToggle } from '../../features/app/components/color-scheme-toggle';
import { LanguageButton } from '../../features/app/components/language-button';

/** No chrome: a demo banner when the server runs a demo, and small language/theme buttons. */
export function BlankLayout() {
  const { t } = useTranslation();
  const about = useAbout();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {about.data?.demoStatus && (
        <Alert severity="info" square sx={{ position: 'sticky', top: 0, zIndex: 1 }}>
          {t('app.layout.demoBanner', { version: about.data.version })}
        </Alert>
      )}
      <Stack direction="row" sx={{ justifyContent: 'flex-end', p: 1 }}>
        <LanguageButton variant="icon" />
        <ColorSchemeToggle variant="icon" />
      </Stack>
      <Box
        component="main"
        sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', alignItems: 'flex-start', px: { xs: 1, sm: 2 }, pb: 4 }}
      >
        <Outlet />
      </Box>
    </Box>
  );
}
