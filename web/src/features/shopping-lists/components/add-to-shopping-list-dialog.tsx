import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueries } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recipeQueryOptions } from '../../../api/recipes/get-recipe';
import { useAddRecipesToList } from '../../../api/shopping-lists/add-recipes-to-list';
import { useShoppingLists } from '../../../api/shopping-lists/get-shopping-lists';
import { useCreateShoppingList } from '../../../api/shopping-lists/save-shopping-list';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { notify } from '../../../lib/notifications/notifications-store';
import { useShoppingListPreferences } from '../lib/preferences';
import { allKeys, initialTicks, recipeChoices, recipesToAdd } from '../lib/recipe-ingredient-choices';
import { ChooseListStep } from './choose-list-step';
import { RecipeIngredientsStep } from './recipe-ingredients-step';

/** A recipe to add: what a card, the recipe page or a planner day knows of it. */
export interface RecipeToShop {
  recipe: { id: string; slug: string; name: string };
  /** How many times: the recipe page's servings scale, 1 from a card. */
  scale: number;
}

export interface AddToShoppingListDialogProps {
  recipes: RecipeToShop[];
  onClose: () => void;
}

interface ChosenList {
  id: string;
  name: string;
}

/**
 * screens.md §3.3 "Add to shopping list": choose one of the household's lists (skipped when
 * exactly one is shown; with none, name a new one), untick what is not needed (foods on hand
 * start unticked), then one bulk request adds every recipe at its scale.
 */
export function AddToShoppingListDialog({ recipes, onClose }: AddToShoppingListDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { user } = useAuth();
  const lists = useShoppingLists();
  const [preferences, setPreferences] = useShoppingListPreferences();
  const [chosen, setChosen] = useState<ChosenList | null>(null);
  // The list step is skipped only on the way in: after "show all" or "back" the user is choosing.
  const [skipOnlyList, setSkipOnlyList] = useState(true);
  const [ticked, setTicked] = useState<ReadonlySet<string> | null>(null);
  const createList = useCreateShoppingList();
  const addRecipes = useAddRecipesToList();

  const slugs = [...new Set(recipes.map((entry) => entry.recipe.slug))];
  const recipeQueries = useQueries({ queries: slugs.map((slug) => recipeQueryOptions(slug)) });
  const bySlug = new Map(recipeQueries.flatMap((query, index) => (query.data ? [[slugs[index], query.data] as const] : [])));
  // Cheap enough to work out on every render: a day's recipes have a few dozen lines.
  const choices =
    bySlug.size === slugs.length
      ? recipeChoices(
          recipes.flatMap((entry) => {
            const recipe = bySlug.get(entry.recipe.slug);
            return recipe ? [{ recipe, scale: entry.scale }] : [];
          }),
        )
      : null;

  const visible = (lists.data ?? []).filter((list) => preferences.viewAllLists || list.userId === user?.id);
  const only = skipOnlyList && visible.length === 1 ? visible[0] : undefined;
  const list: ChosenList | null = chosen ?? (only ? { id: only.id, name: only.name ?? '' } : null);
  const current = ticked ?? (choices ? initialTicks(choices) : new Set<string>());
  const toAdd = choices ? recipesToAdd(choices, current) : [];

  const choose = (next: ChosenList) => {
    setChosen(next);
    setTicked(null);
  };
  const back = () => {
    setSkipOnlyList(false);
    setChosen(null);
  };
  const submit = () => {
    if (!list || toAdd.length === 0) return;
    addRecipes.mutate(
      { listId: list.id, recipes: toAdd },
      {
        onSuccess: () => {
          notify.success(t('shopping.addRecipes.added', { name: list.name || t('shopping.lists.untitled') }), {
            label: t('shopping.addRecipes.openList'),
            href: paths.shoppingLists.list.getHref(list.id),
          });
          onClose();
        },
      },
    );
  };

  let content: ReactNode;
  if (!list) {
    if (lists.isPending) content = <Loading />;
    else if (lists.isError && !lists.data) content = <Typography color="error">{t('shopping.lists.loadFailed')}</Typography>;
    else
      content = (
        <ChooseListStep
          lists={visible}
          showAll={preferences.viewAllLists}
          onShowAllChange={(showAll) => {
            setSkipOnlyList(false);
            setPreferences({ viewAllLists: showAll });
          }}
          onChoose={(summary) => choose({ id: summary.id, name: summary.name ?? '' })}
          onCreate={async (name) => {
            const created = await createList.mutateAsync(name);
            choose({ id: created.id, name: created.name ?? name });
          }}
        />
      );
  } else if (recipeQueries.some((query) => query.isError)) {
    content = <Typography color="error">{t('shopping.addRecipes.recipesFailed')}</Typography>;
  } else if (!choices) {
    content = <Loading />;
  } else {
    content = (
      <>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('shopping.addRecipes.toList', { name: list.name || t('shopping.lists.untitled') })}
          </Typography>
          <Button size="small" onClick={back}>
            {t('shopping.addRecipes.otherList')}
          </Button>
        </Box>
        <RecipeIngredientsStep
          recipes={choices}
          ticked={current}
          onToggle={(key, checked) => {
            const next = new Set(current);
            if (checked) next.add(key);
            else next.delete(key);
            setTicked(next);
          }}
          onAll={(checked) => setTicked(new Set(checked ? allKeys(choices) : []))}
        />
      </>
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth={list ? 'md' : 'sm'} fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{t('shopping.addRecipes.title')}</DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Button onClick={onClose}>{t('common.actions.cancel')}</Button>
        {list && choices && (
          <Button
            variant="contained"
            onClick={submit}
            disabled={toAdd.length === 0 || addRecipes.isPending}
            startIcon={addRecipes.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('shopping.addRecipes.submit')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress aria-label={t('common.loading')} />
    </Box>
  );
}
