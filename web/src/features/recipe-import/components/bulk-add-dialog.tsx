import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Paste many addresses, one a line; blank lines are skipped. */
export function BulkAddDialog({ open, onAdd, onClose }: { open: boolean; onAdd: (urls: string[]) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)');
  const [text, setText] = useState('');
  const close = () => {
    setText('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The dialog sits in a portal, but React still bubbles its submit to the import form
          // around it, which would start an import of the rows as they were (none).
          event.stopPropagation();
          onAdd(
            text
              .split(/\r?\n/)
              .map((line) => line.trim())
              .filter(Boolean),
          );
          close();
        }}
      >
        <DialogTitle id={titleId}>{t('recipeImport.bulk.pasteTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={6}
            margin="dense"
            label={t('recipeImport.bulk.pasteField')}
            helperText={t('recipeImport.bulk.pasteHelp')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!text.trim()}>
            {t('recipeImport.bulk.pasteAdd')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
