import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Label } from '../../../api/labels/get-labels';
import { LabelChip } from './label-chip';

export interface AssignLabelDialogProps {
  open: boolean;
  count: number;
  labels: Label[];
  onClose: () => void;
  onAssign: (labelId: string | null) => Promise<unknown>;
}

/** Bulk "assign label": overwrites the label of every selected food. */
export function AssignLabelDialog({ open, count, labels, onClose, onAssign }: AssignLabelDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [labelId, setLabelId] = useState('');
  const [pending, setPending] = useState(false);
  const submit = async () => {
    setPending(true);
    try {
      await onAssign(labelId || null);
      onClose();
    } catch {
      // Shown by the API client; the dialog stays open.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{t('groupData.foods.assignLabelTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('groupData.foods.assignLabelWarning', { count })}</DialogContentText>
          <TextField
            select
            fullWidth
            margin="normal"
            label={t('groupData.fields.label')}
            value={labelId}
            onChange={(e) => setLabelId(e.target.value)}
          >
            <MenuItem value="">{t('groupData.foods.noLabel')}</MenuItem>
            {labels.map((label) => (
              <MenuItem key={label.id} value={label.id}>
                <LabelChip name={label.name} color={label.color} />
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between' }}>
          <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('groupData.foods.assignLabel')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
