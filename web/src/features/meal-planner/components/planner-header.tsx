import DateRangeIcon from '@mui/icons-material/DateRange';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '../lib/format-day';
import type { PlanRange, WeekStart } from '../lib/plan-range';
import { RangePickerDialog } from './range-picker-dialog';

export interface PlannerTab {
  label: string;
  href: string;
}

export interface PlannerHeaderProps {
  range: PlanRange;
  numberOfDays: number;
  weekStartsOn: WeekStart;
  onRangeChange: (start: string, numberOfDays: number) => void;
  tabs: PlannerTab[];
  /** The index of the tab shown. */
  current: number;
  /** The meal-plan settings screen, linked beside the tabs. */
  settingsHref: string;
}

/** §5.1 the planner's shared header: the date range button, then the tabs and the settings link. */
export function PlannerHeader({ range, numberOfDays, weekStartsOn, onRangeChange, tabs, current, settingsHref }: PlannerHeaderProps) {
  const { t, i18n } = useTranslation();
  const [picking, setPicking] = useState(false);
  const dates = { start: formatDay(range.start, i18n.language), end: formatDay(range.end, i18n.language) };
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        variant="outlined"
        startIcon={<DateRangeIcon />}
        onClick={() => setPicking(true)}
        aria-label={t('mealPlan.range.button', dates)}
      >
        {t('mealPlan.range.selected', dates)}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={current} aria-label={t('mealPlan.planner.tabs')} sx={{ flex: '1 1 auto', minWidth: 0 }}>
          {tabs.map((tab) => (
            <Tab key={tab.href} label={tab.label} component={RouterLink} to={tab.href} />
          ))}
        </Tabs>
        <Button component={RouterLink} to={settingsHref} startIcon={<SettingsIcon />}>
          {t('mealPlan.planner.settings')}
        </Button>
      </Box>
      {picking && (
        <RangePickerDialog
          range={range}
          numberOfDays={numberOfDays}
          weekStartsOn={weekStartsOn}
          onClose={() => setPicking(false)}
          onChoose={(start, days) => {
            setPicking(false);
            onRangeChange(start, days);
          }}
        />
      )}
    </Box>
  );
}
