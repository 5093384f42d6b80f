import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecipeIngredient } from '../../../api/recipes/get-recipe';
import { ingredientText } from '../../../lib/ingredients/ingredient-display';
import { suggestLinkedIngredients } from '../lib/step-ingredients';

export interface LinkIngredientsDialogProps {
  open: boolean;
  stepNumber: number;
  stepText: string;
  ingredients: RecipeIngredient[];
  linked: string[];
  onClose: () => void;
  onSave: (referenceIds: string[]) => void;
}

/** Ticks which ingredients a step uses, so the step and cook mode list them with it. */
export function LinkIngredientsDialog({ open, stepNumber, stepText, ingredients, linked, onClose, onSave }: LinkIngredientsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [selected, setSelected] = useState<string[]>(linked);
  const toggle = (id: string) =>
    setSelected((previous) => (previous.includes(id) ? previous.filter((value) => value !== id) : [...previous, id]));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('recipe.editor.linkTitle', { number: stepNumber })}</DialogTitle>
      <DialogContent>
        {ingredients.length === 0 && <Typography color="text.secondary">{t('recipe.ingredients.empty')}</Typography>}
        <FormGroup>
          {ingredients.map((ingredient, index) => {
            const id = ingredient.referenceId ?? '';
            const label = ingredientText(ingredient) || t('recipe.editor.ingredientNumber', { number: index + 1 });
            return (
              <FormControlLabel
                key={id || index}
                control={<Checkbox checked={selected.includes(id)} onChange={() => toggle(id)} />}
                label={label}
              />
            );
          })}
        </FormGroup>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
        <Button
          sx={{ ml: 'auto' }}
          onClick={() => {
            const suggested = suggestLinkedIngredients(stepText, ingredients, (ingredient) => ingredientText(ingredient));
            setSelected((previous) =>
              [...new Set([...previous, ...suggested.map((ingredient) => ingredient.referenceId ?? '')])].filter(Boolean),
            );
          }}
        >
          {t('recipe.editor.autoLink')}
        </Button>
        <Button
          variant="contained"
          onClick={() =>
            // In recipe order, whatever order they were ticked in.
            onSave(ingredients.map((ingredient) => ingredient.referenceId ?? '').filter((id) => id && selected.includes(id)))
          }
        >
          {t('common.actions.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
