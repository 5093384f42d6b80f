import Box from '@mui/material/Box';
import type { PlanEntry } from '../../../api/mealplans/types';
import type { PlanDay } from '../lib/group-entries';
import { PlanDayView } from './plan-day-view';

export interface PlanViewProps {
  days: PlanDay<PlanEntry>[];
  groupSlug: string;
  onAddToShoppingList: (entries: PlanEntry[], date: string) => void;
}

/** §5.1 view tab: one column per day (1 a row on phones, 2 on tablets, 3 on desktops, 6 on wide screens). */
export function PlanView({ days, groupSlug, onAddToShoppingList }: PlanViewProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: 'repeat(3, minmax(0, 1fr))',
          xl: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {days.map((day) => (
        <PlanDayView key={day.date} day={day} groupSlug={groupSlug} onAddToShoppingList={onAddToShoppingList} />
      ))}
    </Box>
  );
}
