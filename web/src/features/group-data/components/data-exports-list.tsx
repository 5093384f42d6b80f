import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getDataExportDownloadUrl, useDataExports, usePurgeDataExports } from '../../../api/recipes/get-recipe-exports';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog/confirm-dialog';
import { formatDate } from '../lib/format-date';

/** The group's recipe exports: download each, or purge them all. */
export function DataExportsList() {
  const { t, i18n } = useTranslation();
  const exports = useDataExports();
  const [confirming, setConfirming] = useState(false);
  const purge = usePurgeDataExports({ mutationConfig: { onSuccess: () => setConfirming(false) } });
  const items = exports.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-labelledby="group-data-exports">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography id="group-data-exports" variant="h6" component="h2">
          {t('groupData.exports.title')}
        </Typography>
        <Button color="error" startIcon={<DeleteSweepIcon />} onClick={() => setConfirming(true)} disabled={items.length === 0}>
          {t('groupData.exports.purge')}
        </Button>
      </Stack>
      {items.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('groupData.exports.empty')}
        </Typography>
      ) : (
        <List dense>
          {items.map((item) => (
            <ListItem
              key={item.id}
              disableGutters
              secondaryAction={
                <IconButton
                  aria-label={t('groupData.exports.download', { name: item.filename })}
                  onClick={() => void getDataExportDownloadUrl(item.path).then((url) => window.open(url, '_blank', 'noopener'))}
                >
                  <DownloadIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={item.name}
                secondary={t('groupData.exports.details', {
                  fileName: item.filename,
                  size: item.size,
                  expires: formatDate(item.expires, i18n.language),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('groupData.exports.purgeTitle')}
        message={t('groupData.exports.purgeMessage')}
        confirmLabel={t('groupData.exports.purge')}
        color="error"
        pending={purge.isPending}
        onConfirm={() => purge.mutate(undefined)}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
