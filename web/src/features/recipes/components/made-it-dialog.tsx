import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordMadeIt } from '../../../api/recipes/record-made-it';

export interface MadeItDialogProps {
  open: boolean;
  onClose: () => void;
  recipe: { id: string; slug: string; lastMade?: string | null };
  userName: string;
}

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** "I made this": a note and a date, written to the recipe's timeline; last-made moves forward. */
export function MadeItDialog({ open, onClose, recipe, userName }: MadeItDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [message, setMessage] = useState('');
  const [date, setDate] = useState(today);
  const record = useRecordMadeIt({
    mutationConfig: {
      onSuccess: () => {
        setMessage('');
        onClose();
      },
    },
  });
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // End of the chosen local day, as Mealie records it.
          const timestamp = new Date(`${date}T23:59:59`).toISOString();
          record.mutate({
            recipeId: recipe.id,
            slug: recipe.slug,
            subject: t('recipe.madeIt.subject', { name: userName }),
            message,
            timestamp,
            lastMade: recipe.lastMade,
          });
        }}
      >
        <DialogTitle id={titleId}>{t('recipe.madeIt.title')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <TextField
            label={t('recipe.madeIt.note')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            multiline
            minRows={3}
          />
          <TextField
            label={t('recipe.madeIt.date')}
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            required
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between' }}>
          <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={record.isPending || !date}>
            {t('recipe.madeIt.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
