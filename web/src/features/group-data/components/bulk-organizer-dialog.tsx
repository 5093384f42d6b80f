import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organizer } from '../../../api/organizers/get-organizers';

const keys = {
  tags: { title: 'groupData.recipes.tagTitle', field: 'groupData.recipes.tagField', message: 'groupData.recipes.tagMessage' },
  categories: {
    title: 'groupData.recipes.categorizeTitle',
    field: 'groupData.recipes.categorizeField',
    message: 'groupData.recipes.categorizeMessage',
  },
} as const;

export interface BulkOrganizerDialogProps {
  kind: 'tags' | 'categories';
  count: number;
  options: Organizer[];
  onClose: () => void;
  onApply: (items: Organizer[]) => Promise<unknown>;
}

/** Bulk "tag" or "categorize": picks organizers to add to every selected recipe. */
export function BulkOrganizerDialog({ kind, count, options, onClose, onApply }: BulkOrganizerDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [selected, setSelected] = useState<Organizer[]>([]);
  const [pending, setPending] = useState(false);
  const submit = async () => {
    setPending(true);
    try {
      await onApply(selected);
      onClose();
    } catch {
      // Shown by the API client; the dialog stays open.
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{t(keys[kind].title)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t(keys[kind].message, { count })}</DialogContentText>
          <Autocomplete
            multiple
            options={options}
            value={selected}
            onChange={(_, items) => setSelected(items)}
            getOptionLabel={(item) => item.name}
            getOptionKey={(item) => item.id}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => <TextField {...params} label={t(keys[kind].field)} margin="normal" />}
          />
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between' }}>
          <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={pending || selected.length === 0}>
            {t('groupData.recipes.apply')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
