import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clearInstallPrompt,
  dismissInstall,
  getInstallPrompt,
  isInstallDismissed,
  subscribeInstallPrompt,
} from '../lib/pwa/install-prompt';

/** "Install Larder" when the browser offers installation; Cancel hides it for good. */
export function InstallBanner() {
  const { t } = useTranslation();
  const prompt = useSyncExternalStore(subscribeInstallPrompt, getInstallPrompt, getInstallPrompt);
  const [dismissed, setDismissed] = useState(isInstallDismissed);
  if (!prompt || dismissed) return null;
  return (
    <Paper
      role="region"
      aria-label={t('app.install.title')}
      elevation={6}
      sx={{ position: 'fixed', bottom: 16, left: 16, right: 16, mx: 'auto', maxWidth: 480, p: 2, zIndex: (theme) => theme.zIndex.snackbar }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('app.install.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('app.install.description')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1 }}>
        <Button
          onClick={() => {
            dismissInstall();
            setDismissed(true);
          }}
        >
          {t('common.actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={async () => {
            await prompt.prompt();
            await prompt.userChoice;
            clearInstallPrompt();
          }}
        >
          {t('app.install.install')}
        </Button>
      </Stack>
    </Paper>
  );
}
