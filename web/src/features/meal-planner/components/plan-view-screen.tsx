import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePlanEntries } from '../../../api/mealplans/get-plan-entries';
import type { PlanEntry } from '../../../api/mealplans/types';
import { useAuth } from '../../../lib/auth/auth-context';
import { notify } from '../../../lib/notifications/notifications-store';
import { formatDay } from '../lib/format-day';
import { groupByDay } from '../lib/group-entries';
import { type PlanRange, rangeDays } from '../lib/plan-range';
import { type PlannedRecipe, plannedRecipes } from '../lib/shopping-scale';
import { PlanView } from './plan-view';

export interface PlanViewScreenProps {
  range: PlanRange;
  /** Opens the "Add to shopping list" dialog with these recipes at their scales. */
  onAddToShoppingList: (recipes: PlannedRecipe[]) => void;
}

/** §5.1 the view tab: the range's days, and the whole range to a shopping list. */
export function PlanViewScreen({ range, onAddToShoppingList }: PlanViewScreenProps) {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const entries = usePlanEntries(range.start, range.end);
  const days = groupByDay(entries.data ?? [], rangeDays(range));

  const shop = (chosen: PlanEntry[], nothingMessage: string) => {
    const recipes = plannedRecipes(chosen);
    if (recipes.length === 0) notify.info(nothingMessage);
    else onAddToShoppingList(recipes);
  };

  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
        <Button
          variant="contained"
          startIcon={<ShoppingCartIcon />}
          disabled={!entries.data}
          onClick={() => shop(entries.data ?? [], t('mealPlan.planner.nothingToShop'))}
        >
          {t('mealPlan.planner.addRange')}
        </Button>
      </Box>
      {entries.isFetching && <LinearProgress aria-label={t('common.loading')} sx={{ mb: 1 }} />}
      {entries.isError && !entries.data ? (
        <Typography color="error">{t('mealPlan.planner.loadFailed')}</Typography>
      ) : entries.data ? (
        <PlanView
          days={days}
          groupSlug={user?.groupSlug ?? ''}
          onAddToShoppingList={(dayEntries, date) =>
            shop(dayEntries, t('mealPlan.planner.nothingToShopDay', { date: formatDay(date, i18n.language, 'long') }))
          }
        />
      ) : null}
    </>
  );
}
