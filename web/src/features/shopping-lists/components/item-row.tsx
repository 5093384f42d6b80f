import EditIcon from '@mui/icons-material/Edit';
import SoupKitchenIcon from '@mui/icons-material/SoupKitchen';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShoppingList, ShoppingListItem } from '../../../api/shopping-lists/types';
import { textColorOn } from '../lib/group-items';
import { itemText } from '../lib/list-text';

export interface ItemRowProps {
  item: ShoppingListItem;
  list: ShoppingList;
  /** The drag handle, when the row can be reordered. */
  handle?: ReactNode;
  /** Show the item's label as a chip (when items are not grouped by label). */
  showLabel?: boolean;
  onCheckedChange: (checked: boolean) => void;
  onEdit?: () => void;
}

/** One item: a checkbox named by the item's text, its label, its recipes, drag handle and edit button. */
export function ItemRow({ item, list, handle, showLabel = false, onCheckedChange, onEdit }: ItemRowProps) {
  const { t, i18n } = useTranslation();
  const [recipesOpen, setRecipesOpen] = useState(false);
  const text = itemText(item);
  const recipeName = (recipeId: string) =>
    list.recipeReferences.find((reference) => reference.recipeId === recipeId)?.recipe.name ?? t('shopping.item.unknownRecipe');
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <FormControlLabel
          sx={{ flex: 1, minWidth: 0, mr: 0, ml: -0.5 }}
          control={<Checkbox checked={item.checked} onChange={(event) => onCheckedChange(event.target.checked)} />}
          label={
            <Typography
              component="span"
              sx={{ overflowWrap: 'anywhere', textDecoration: item.checked ? 'line-through' : 'none' }}
              color={item.checked ? 'text.secondary' : 'text.primary'}
            >
              {text}
            </Typography>
          }
        />
        {item.checked && (
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {new Date(item.updatedAt).toLocaleDateString(i18n.language)}
          </Typography>
        )}
        {showLabel && item.label && (
          <Chip
            size="small"
            label={item.label.name}
            sx={{ bgcolor: item.label.color, color: textColorOn(item.label.color), maxWidth: 96 }}
          />
        )}
        {item.recipeReferences.length > 0 && (
          <IconButton
            size="small"
            aria-label={t('shopping.item.recipes', { name: text })}
            aria-expanded={recipesOpen}
            onClick={() => setRecipesOpen((open) => !open)}
          >
            <SoupKitchenIcon fontSize="small" />
          </IconButton>
        )}
        {handle}
        {onEdit && (
          <IconButton size="small" aria-label={t('shopping.item.edit', { name: text })} onClick={onEdit}>
            <EditIcon fontSize="small" />
          </IconButton>
        )}
      </Box>
      {recipesOpen && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, pl: 4, pb: 1 }}>
          {item.recipeReferences.map((reference) => (
            <Chip
              key={reference.id}
              size="small"
              variant="outlined"
              label={t('shopping.item.recipeAmount', { name: recipeName(reference.recipeId), quantity: reference.recipeQuantity })}
              sx={{ maxWidth: '100%' }}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
