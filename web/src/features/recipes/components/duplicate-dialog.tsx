import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface DuplicateDialogProps {
  open: boolean;
  initialName: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (name: string) => void;
}

/** Asks for the copy's name; Enter submits. */
export function DuplicateDialog({ open, initialName, pending, onCancel, onConfirm }: DuplicateDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(initialName);
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (name.trim()) onConfirm(name.trim());
        }}
      >
        <DialogTitle id={titleId}>{t('recipe.duplicate.title')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <TextField
            autoFocus
            fullWidth
            required
            label={t('recipe.fields.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between' }}>
          <Button onClick={onCancel}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending || !name.trim()}>
            {t('recipe.duplicate.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
