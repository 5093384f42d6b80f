import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface DeleteRowsDialogProps {
  /** Names of the rows to delete; the dialog is open while there are any. */
  names: string[];
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** One row: "Delete «name»?"; several: the count and every name (§6.2). */
export function DeleteRowsDialog({ names, pending, onConfirm, onCancel }: DeleteRowsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const single = names.length === 1;
  return (
    <Dialog open={names.length > 0} onClose={onCancel} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <DialogTitle id={titleId}>{t('common.dataTable.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {single ? t('common.dataTable.deleteOne', { name: names[0] }) : t('common.dataTable.deleteMany', { count: names.length })}
          </DialogContentText>
          {!single && (
            <List dense aria-label={t('common.dataTable.deleteListLabel')} sx={{ maxHeight: 240, overflowY: 'auto' }}>
              {names.map((name, index) => (
                // Names may repeat (e.g. two recipes called the same); the position keeps keys unique.
                // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders while open
                <ListItem key={`${index}-${name}`} disableGutters>
                  <ListItemText primary={name} />
                </ListItem>
              ))}
            </List>
          )}
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between' }}>
          <Button onClick={onCancel}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={pending} autoFocus>
            {t('common.actions.delete')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
