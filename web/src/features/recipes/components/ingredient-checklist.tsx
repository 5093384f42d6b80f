import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type DisplayableIngredient, ingredientText } from '../../../lib/ingredients/ingredient-display';
import { IngredientLine } from './ingredient-line';

export interface ChecklistIngredient extends DisplayableIngredient {
  referenceId?: string | null;
  title?: string | null;
}

export interface IngredientChecklistProps {
  ingredients: ChecklistIngredient[];
  scale: number;
  disableAmount: boolean;
}

/** Ingredients under their section titles, each with a box to tick off while cooking (not saved). */
export function IngredientChecklist({ ingredients, scale, disableAmount }: IngredientChecklistProps) {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const baseId = useId();
  const toggle = (index: number) =>
    setChecked((previous) => {
      const next = new Set(previous);
      if (next.has(index)) next.delete(index);
      else next.add(index);
      return next;
    });
  return (
    <List dense disablePadding>
      {ingredients.map((ingredient, index) => {
        const labelId = `${baseId}-${index}`;
        const done = checked.has(index);
        return (
          <Box component="li" key={ingredient.referenceId ?? index} sx={{ listStyle: 'none' }}>
            {ingredient.title && (
              <>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: index === 0 ? 0 : 2 }}>
                  {ingredient.title}
                </Typography>
                <Divider sx={{ mb: 0.5 }} />
              </>
            )}
            <ListItem component="div" disablePadding>
              <ListItemButton onClick={() => toggle(index)} sx={{ px: 0.5, py: 0, breakInside: 'avoid' }}>
                <ListItemIcon sx={{ minWidth: 36, displayPrint: 'none' }}>
                  <Checkbox edge="start" checked={done} tabIndex={-1} size="small" slotProps={{ input: { 'aria-labelledby': labelId } }} />
                </ListItemIcon>
                <Box
                  id={labelId}
                  aria-label={ingredientText(ingredient, { scale, disableAmount })}
                  sx={{ py: 0.5, textDecoration: done ? 'line-through' : 'none', opacity: done ? 0.6 : 1 }}
                >
                  <IngredientLine ingredient={ingredient} scale={scale} disableAmount={disableAmount} />
                </Box>
              </ListItemButton>
            </ListItem>
          </Box>
        );
      })}
    </List>
  );
}
