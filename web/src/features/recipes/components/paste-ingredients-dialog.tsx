import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pastedLinesToIngredients, splitPastedLines } from '../lib/paste-lines';

export interface PasteIngredientsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Note-only ingredients, titles on the first row of each section. */
  onAdd: (ingredients: { title: string; note: string }[]) => void;
}

/** A text box for a block of ingredient lines from another page; each line becomes an ingredient. */
export function PasteIngredientsDialog({ open, onClose, onAdd }: PasteIngredientsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [text, setText] = useState('');
  const lines = splitPastedLines(text);
  const items = lines.filter((line) => line.kind === 'item').length;
  const sections = lines.length - items;
  const close = () => {
    setText('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // React bubbles events through portals: without this the recipe editor's own form would submit too.
          event.stopPropagation();
          onAdd(pastedLinesToIngredients(lines));
          setText('');
        }}
      >
        <DialogTitle id={titleId}>{t('recipe.paste.title')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={8}
            maxRows={16}
            label={t('recipe.paste.lines')}
            helperText={t('recipe.paste.help')}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
          <Typography aria-live="polite" sx={{ mt: 1 }} color="text.secondary">
            {t('recipe.paste.items', { count: items })}
            {sections > 0 && <br />}
            {sections > 0 && t('recipe.paste.sections', { count: sections })}
          </Typography>
        </DialogContent>
        <DialogActions sx={{ justifyContent: 'space-between' }}>
          <Button onClick={close}>{t('common.actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={items === 0 && sections === 0}>
            {t('recipe.paste.add')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
