import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useChangeRecipeQuantity } from '../../../api/shopping-lists/change-recipe-quantity';
import type { ShoppingList } from '../../../api/shopping-lists/types';
import { Link } from '../../../components/ui/link/link';
import { paths } from '../../../config/paths';

/** §4.2 the recipes on the list, each with − / quantity / + (the server adds or takes off its ingredients). */
export function LinkedRecipes({ list, groupSlug, online }: { list: ShoppingList; groupSlug: string; online: boolean }) {
  const { t } = useTranslation();
  const change = useChangeRecipeQuantity();
  if (list.recipeReferences.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="linked-recipes" sx={{ mt: 3 }}>
      <Typography id="linked-recipes" variant="h6" component="h2">
        {t('shopping.recipes.title', { count: list.recipeReferences.length })}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.recipeReferences.map((reference) => {
          const name = reference.recipe.name ?? '';
          return (
            <Box component="li" key={reference.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, minWidth: 0 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link
                  to={paths.group.recipe.getHref(groupSlug, reference.recipe.slug ?? reference.recipeId)}
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {name}
                </Link>
                {reference.recipe.description && (
                  <Typography variant="body2" color="text.secondary" noWrap>
                    {reference.recipe.description}
                  </Typography>
                )}
              </Box>
              <IconButton
                aria-label={t('shopping.recipes.decrease', { name })}
                disabled={!online || change.isPending}
                onClick={() => change.mutate({ listId: list.id, recipeId: reference.recipeId, change: -1 })}
              >
                <RemoveIcon />
              </IconButton>
              <Typography aria-label={t('shopping.recipes.quantity', { name })}>{reference.recipeQuantity}</Typography>
              <IconButton
                aria-label={t('shopping.recipes.increase', { name })}
                disabled={!online || change.isPending}
                onClick={() => change.mutate({ listId: list.id, recipeId: reference.recipeId, change: 1 })}
              >
                <AddIcon />
              </IconButton>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
