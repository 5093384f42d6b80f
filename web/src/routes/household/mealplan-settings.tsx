import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useHouseholdPreferences } from '../../api/households/get-household-preferences';
import { Page } from '../../components/ui/page/page';
import { CalendarFeedCard } from '../../features/mealplan-feed/components/calendar-feed-card';
import { NewRuleCard } from '../../features/mealplan-rules/components/new-rule-card';
import { RuleList } from '../../features/mealplan-rules/components/rule-list';
import { useOrganizerNames } from '../../features/organizers/hooks/use-organizer-names';

/** `/household/mealplan/settings`: the random meal's rules and the calendar subscription (screens.md §5.2). */
export function Component() {
  const { t } = useTranslation();
  const organizerNames = useOrganizerNames();
  // The day picker starts on the household's first day of the week; Sunday until it is known.
  const firstDayOfWeek = useHouseholdPreferences().data?.firstDayOfWeek;
  return (
    <Page title={t('mealPlanSettings.title')} subtitle={t('mealPlanSettings.subtitle')}>
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <NewRuleCard firstDayOfWeek={firstDayOfWeek} organizerNames={organizerNames} />
        <RuleList firstDayOfWeek={firstDayOfWeek} organizerNames={organizerNames} />
        <CalendarFeedCard />
      </Box>
    </Page>
  );
}
