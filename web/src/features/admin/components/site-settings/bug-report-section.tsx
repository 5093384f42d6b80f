import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdminAbout } from '../../../../api/admin/get-admin-about';
import type { ConfigCheck } from '../../../../api/admin/get-config-check';
import { CopyButton } from '../../../../components/ui/copy-button/copy-button';
import { bugReportText } from './bug-report';

/** §8.1 the bug-report text, shown and copyable; it never holds the database URL. */
export function BugReportSection({ about, check }: { about: AdminAbout; check: ConfigCheck }) {
  const { t } = useTranslation();
  const text = bugReportText(t, about, check, window.isSecureContext);
  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('admin.siteSettings.bugReport.description')}
      </Typography>
      <TextField
        label={t('admin.siteSettings.bugReport.text')}
        value={text}
        multiline
        fullWidth
        minRows={4}
        maxRows={12}
        slotProps={{ input: { readOnly: true, sx: { fontFamily: 'monospace', fontSize: '0.85rem' } } }}
      />
      <Box sx={{ mt: 1 }}>
        <CopyButton text={text} variant="outlined" />
      </Box>
    </Box>
  );
}
