import MoreVertIcon from '@mui/icons-material/MoreVert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanEntry } from '../../../api/mealplans/types';
import { ENTRY_TYPE_LABELS } from '../lib/entry-type-labels';
import { formatDay } from '../lib/format-day';
import type { PlanDay } from '../lib/group-entries';
import { PlanEntryCard } from './plan-entry-card';

export interface PlanDayViewProps {
  day: PlanDay<PlanEntry>;
  groupSlug: string;
  onAddToShoppingList: (entries: PlanEntry[], date: string) => void;
}

/** §5.1 view tab: one day, its header card with a ⋮ menu, then its meals by type (empty types hidden). */
export function PlanDayView({ day, groupSlug, onAddToShoppingList }: PlanDayViewProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const date = formatDay(day.date, i18n.language, 'long');
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Card sx={{ display: 'flex', alignItems: 'center', pl: 2, pr: 0.5, py: 0.5, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {date}
        </Typography>
        <IconButton
          color="inherit"
          aria-label={t('mealPlan.planner.dayActions', { date })}
          onClick={(event) => setMenu(event.currentTarget)}
        >
          <MoreVertIcon />
        </IconButton>
        <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
          <MenuItem
            onClick={() => {
              setMenu(null);
              onAddToShoppingList(day.entries, day.date);
            }}
          >
            {t('mealPlan.planner.dayAddToShoppingList')}
          </MenuItem>
        </Menu>
      </Card>
      {day.sections.map((section) => (
        <Box key={section.entryType} sx={{ mt: 1.5 }}>
          <Typography variant="overline" component="h3" color="text.secondary">
            {t(ENTRY_TYPE_LABELS[section.entryType])}
          </Typography>
          <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
            {section.entries.map((entry) => (
              <PlanEntryCard key={entry.id} entry={entry} groupSlug={groupSlug} />
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
