import { useDroppable } from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanEntryType } from '../../../api/mealplans/types';
import { type DropTarget, slotTargetId } from '../lib/drag-targets';
import { ENTRY_TYPE_LABELS } from '../lib/entry-type-labels';

/** One meal type of a day in the edit tab: a group named by its heading, its cards, and a drop target. */
export function MealSlot({
  date,
  entryType,
  empty,
  children,
}: {
  date: string;
  entryType: PlanEntryType;
  empty: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const target: DropTarget = { kind: 'slot', date, entryType };
  const { setNodeRef, isOver } = useDroppable({ id: slotTargetId(date, entryType), data: target });
  return (
    <Box
      ref={setNodeRef}
      role="group"
      aria-labelledby={headingId}
      sx={{
        mt: empty ? 0.5 : 1,
        px: 0.5,
        py: empty ? 0 : 0.5,
        borderRadius: 1,
        border: 1,
        borderStyle: 'dashed',
        borderColor: isOver ? 'primary.main' : empty ? 'divider' : 'transparent',
        bgcolor: isOver ? 'action.hover' : 'transparent',
      }}
    >
      <Typography
        id={headingId}
        variant="overline"
        component="h3"
        color="text.secondary"
        sx={{ display: 'block', lineHeight: empty ? 2 : undefined }}
      >
        {t(ENTRY_TYPE_LABELS[entryType])}
      </Typography>
      {children}
    </Box>
  );
}
