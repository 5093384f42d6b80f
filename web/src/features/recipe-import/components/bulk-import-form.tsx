import AddIcon from '@mui/icons-material/Add';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkImportRow, useStartBulkImport } from '../../../api/recipes/start-bulk-import';
import { notify } from '../../../lib/notifications/notifications-store';
import { BulkAddDialog } from './bulk-add-dialog';
import { OrganizerAutocomplete } from './organizer-autocomplete';

interface Row extends BulkImportRow {
  key: number;
}

let nextKey = 1;
const emptyRow = (url = ''): Row => ({ key: nextKey++, url, categories: [], tags: [] });

/** screens.md §3.5 `bulk`: many addresses, each with its own categories and tags, imported in the background. */
export function BulkImportForm() {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>(() => [emptyRow()]);
  const [organizers, setOrganizers] = useState(false);
  const [pasting, setPasting] = useState(false);
  const [started, setStarted] = useState(false);
  const start = useStartBulkImport({
    mutationConfig: {
      onSuccess: () => {
        setStarted(true);
        notify.success(t('recipeImport.bulk.started'));
      },
    },
  });

  const edit = (key: number, change: Partial<Row>) => {
    setStarted(false);
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  };
  const filled = rows.filter((row) => row.url.trim());

  return (
    <Box
      component="form"
      aria-label={t('recipeImport.methods.bulk.title')}
      onSubmit={(event) => {
        event.preventDefault();
        // Nothing to import: the server would refuse an empty list (the button is disabled too).
        if (filled.length === 0 || start.isPending) return;
        start.mutate({
          imports: filled.map((row) => ({
            url: row.url.trim(),
            categories: organizers ? row.categories : [],
            tags: organizers ? row.tags : [],
          })),
        });
      }}
    >
      <FormControlLabel
        control={<Switch checked={organizers} onChange={(event) => setOrganizers(event.target.checked)} />}
        label={t('recipeImport.bulk.setOrganizers')}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, my: 2 }}>
        {rows.map((row, index) => (
          <Paper key={row.key} variant="outlined" sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <TextField
                fullWidth
                size="small"
                type="url"
                label={t('recipeImport.bulk.urlField', { number: index + 1 })}
                value={row.url}
                onChange={(event) => edit(row.key, { url: event.target.value })}
              />
              <IconButton
                aria-label={t('recipeImport.bulk.removeRow', { number: index + 1 })}
                onClick={() => setRows((current) => (current.length > 1 ? current.filter((r) => r.key !== row.key) : [emptyRow()]))}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
            {organizers && (
              <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
                <OrganizerAutocomplete
                  kind="categories"
                  label={t('recipeImport.bulk.categories')}
                  value={row.categories}
                  onChange={(categories) => edit(row.key, { categories })}
                />
                <OrganizerAutocomplete
                  kind="tags"
                  label={t('recipeImport.bulk.tags')}
                  value={row.tags}
                  onChange={(tags) => edit(row.key, { tags })}
                />
              </Box>
            )}
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button startIcon={<AddIcon />} onClick={() => setRows((current) => [...current, emptyRow()])}>
          {t('recipeImport.bulk.addRow')}
        </Button>
        <Button startIcon={<ContentPasteIcon />} onClick={() => setPasting(true)}>
          {t('recipeImport.bulk.paste')}
        </Button>
        <Button
          color="error"
          onClick={() => {
            setStarted(false);
            setRows([emptyRow()]);
          }}
        >
          {t('recipeImport.bulk.clear')}
        </Button>
        <Box sx={{ flex: '1 1 auto' }} />
        <Button
          type="submit"
          variant="contained"
          disabled={filled.length === 0 || start.isPending || started}
          startIcon={start.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('recipeImport.bulk.submit', { count: filled.length })}
        </Button>
      </Box>
      {started && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('recipeImport.bulk.startedHelp')}
        </Alert>
      )}
      <BulkAddDialog
        open={pasting}
        onClose={() => setPasting(false)}
        onAdd={(urls) => {
          setStarted(false);
          setRows((current) => {
            const next = [...current.filter((row) => row.url.trim()), ...urls.map((url) => emptyRow(url))];
            return next.length ? next : [emptyRow()];
          });
        }}
      />
    </Box>
  );
}
