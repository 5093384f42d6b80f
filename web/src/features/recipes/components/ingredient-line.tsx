import Box from '@mui/material/Box';
import { type DisplayableIngredient, type DisplayOptions, ingredientParts } from '../../../lib/ingredients/ingredient-display';

/** One ingredient: amount and unit, the food in bold, the note smaller and faded. */
export function IngredientLine({ ingredient, ...options }: { ingredient: DisplayableIngredient } & DisplayOptions) {
  const parts = ingredientParts(ingredient, options);
  return (
    <Box component="span">
      {parts.quantity && <span>{parts.quantity} </span>}
      {parts.unit && <span>{parts.unit} </span>}
      {parts.food && <strong>{parts.food} </strong>}
      {parts.note && (
        <Box
          component="span"
          sx={{ color: parts.food || parts.quantity ? 'text.secondary' : 'inherit', fontSize: parts.food ? '0.92em' : 'inherit' }}
        >
          {parts.note}
        </Box>
      )}
    </Box>
  );
}
