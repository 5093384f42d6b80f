import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Recipe } from '../../../api/recipes/get-recipe';
import { type RecipeIngredientForList, useAddRecipeToShoppingList } from '../../../api/shopping-lists/add-recipe-to-list';
import { useShoppingLists } from '../../../api/shopping-lists/get-shopping-lists';
import type { ShoppingListSummary } from '../../../api/shopping-lists/types';
import { notify } from '../../../lib/notifications/notifications-store';
import { ingredientText } from '../lib/ingredient-display';

type Ingredient = NonNullable<Recipe['recipeIngredient']>[number];

interface Line {
  key: string;
  ingredient: Ingredient;
}

/** The recipe's ingredient lines by section, foods on hand moved to the end of their section. */
function sections(ingredients: readonly Ingredient[]): { title: string; lines: Line[] }[] {
  const result: { title: string; lines: Line[] }[] = [];
  ingredients.forEach((ingredient, index) => {
    if (ingredient.title || result.length === 0) result.push({ title: ingredient.title ?? '', lines: [] });
    result.at(-1)?.lines.push({ key: ingredient.referenceId || String(index), ingredient });
  });
  for (const section of result)
    section.lines.sort((a, b) => Number(Boolean(a.ingredient.food?.onHand)) - Number(Boolean(b.ingredient.food?.onHand)));
  return result;
}

/**
 * screens.md §3.3 "Add to shopping list": choose the list (skipped when only one is shown), the
 * scale and the ingredients (foods on hand start unticked), then the server adds them.
 */
export function AddToShoppingListDialog({ recipe, userId, onClose }: { recipe: Recipe; userId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const lists = useShoppingLists();
  const [showAll, setShowAll] = useState(false);
  const [chosen, setChosen] = useState<ShoppingListSummary | null>(null);
  const [scale, setScale] = useState('1');
  const grouped = useMemo(() => sections(recipe.recipeIngredient ?? []), [recipe.recipeIngredient]);
  const [ticked, setTicked] = useState(
    () => new Set(grouped.flatMap((section) => section.lines.filter((line) => !line.ingredient.food?.onHand).map((line) => line.key))),
  );
  const add = useAddRecipeToShoppingList({
    mutationConfig: {
      onSuccess: (list) => {
        notify.success(t('recipe.shoppingList.added', { name: list.name ?? '' }));
        onClose();
      },
    },
  });
  const visible = (lists.data ?? []).filter((list) => showAll || list.userId === userId);
  const list = chosen ?? (visible.length === 1 ? visible[0] : null);
  const amount = Number(scale.replace(',', '.'));
  const validScale = Number.isFinite(amount) && amount > 0;
  const all = grouped.flatMap((section) => section.lines);

  const submit = () => {
    if (!list || !validScale) return;
    const ingredients = all.filter((line) => ticked.has(line.key)).map((line) => line.ingredient as unknown as RecipeIngredientForList);
    if (ingredients.length === 0) return;
    add.mutate({ listId: list.id, recipeId: recipe.id, scale: amount, ingredients });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t('recipe.shoppingList.title')}</DialogTitle>
      <DialogContent>
        {!list ? (
          <>
            <FormControlLabel
              control={<Checkbox checked={showAll} onChange={(event) => setShowAll(event.target.checked)} />}
              label={t('recipe.shoppingList.showAll')}
            />
            {lists.data && visible.length === 0 && <Typography color="text.secondary">{t('recipe.shoppingList.noLists')}</Typography>}
            <List aria-label={t('recipe.shoppingList.chooseList')}>
              {visible.map((entry) => (
                <ListItemButton key={entry.id} onClick={() => setChosen(entry)}>
                  <ListItemText primary={entry.name || t('recipe.shoppingList.untitled')} />
                </ListItemButton>
              ))}
            </List>
          </>
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>{t('recipe.shoppingList.addingTo', { name: list.name ?? '' })}</Typography>
            <TextField
              size="small"
              label={t('recipe.shoppingList.scale')}
              value={scale}
              onChange={(event) => setScale(event.target.value)}
              error={!validScale}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              sx={{ width: 120, mb: 1 }}
            />
            <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
              <Button size="small" onClick={() => setTicked(new Set(all.map((line) => line.key)))}>
                {t('recipe.shoppingList.checkAll')}
              </Button>
              <Button size="small" onClick={() => setTicked(new Set())}>
                {t('recipe.shoppingList.uncheckAll')}
              </Button>
            </Box>
            {grouped.map((section) => (
              <Box key={section.lines[0]?.key ?? section.title} sx={{ mb: 1 }}>
                {section.title && (
                  <Typography variant="subtitle2" component="h3">
                    {section.title}
                  </Typography>
                )}
                <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
                  {section.lines.map((line) => (
                    <FormControlLabel
                      key={line.key}
                      sx={{ minWidth: 0, mr: 0 }}
                      control={
                        <Checkbox
                          checked={ticked.has(line.key)}
                          onChange={(event) =>
                            setTicked((current) => {
                              const next = new Set(current);
                              if (event.target.checked) next.add(line.key);
                              else next.delete(line.key);
                              return next;
                            })
                          }
                        />
                      }
                      label={
                        <Typography component="span" sx={{ overflowWrap: 'anywhere' }}>
                          {ingredientText(line.ingredient, { scale: validScale ? amount : 1 })}
                        </Typography>
                      }
                    />
                  ))}
                </Box>
              </Box>
            ))}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
        {list && (
          <Button variant="contained" onClick={submit} disabled={add.isPending || !validScale || ticked.size === 0}>
            {t('recipe.shoppingList.add')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
