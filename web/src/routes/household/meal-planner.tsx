import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useHouseholdPreferences } from '../../api/households/get-household-preferences';
import { Page } from '../../components/ui/page/page';
import { paths } from '../../config/paths';
import { PlannerHeader } from '../../features/meal-planner/components/planner-header';
import { rangeFrom, toWeekStart } from '../../features/meal-planner/lib/plan-range';
import type { PlannerContext } from '../../features/meal-planner/lib/planner-context';
import { useMealPlannerPreferences } from '../../features/meal-planner/lib/preferences';

/**
 * `/household/mealplan/planner/*` (screens.md §5.1): the shared header (the range, remembered
 * number of days, the tabs, the settings link) around the view and edit tabs.
 */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const householdPreferences = useHouseholdPreferences();
  const [preferences, setPreferences] = useMealPlannerPreferences();
  const [range, setRange] = useState(() => rangeFrom(new Date(), preferences.numberOfDays));
  const tabs = [
    { label: t('mealPlan.planner.tabView'), href: paths.mealPlan.plannerView.getHref() },
    { label: t('mealPlan.planner.tabEdit'), href: paths.mealPlan.plannerEdit.getHref() },
  ];
  const context: PlannerContext = { range };
  return (
    <Page title={t('mealPlan.planner.title')} width="wide">
      <PlannerHeader
        range={range}
        numberOfDays={preferences.numberOfDays}
        weekStartsOn={toWeekStart(householdPreferences.data?.firstDayOfWeek)}
        onRangeChange={(start, numberOfDays) => {
          setPreferences({ numberOfDays });
          setRange(rangeFrom(start, numberOfDays));
        }}
        tabs={tabs}
        current={pathname.startsWith(paths.mealPlan.plannerEdit.getHref()) ? 1 : 0}
        settingsHref={paths.mealPlan.settings.getHref()}
      />
      <Outlet context={context} />
    </Page>
  );
}
