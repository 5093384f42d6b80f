import { useDroppable } from '@dnd-kit/core';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_ENTRY_TYPES, type PlanEntry, type PlanEntryType } from '../../../api/mealplans/types';
import { type DropTarget, dayTargetId } from '../lib/drag-targets';
import { formatDay } from '../lib/format-day';
import type { PlanDay } from '../lib/group-entries';
import { EditEntryCard } from './edit-entry-card';
import { MealSlot } from './meal-slot';
import { RandomMealButton } from './random-meal-button';

export interface PlanDayEditorProps {
  day: PlanDay<PlanEntry>;
  randomPending: boolean;
  onNew: (date: string) => void;
  onRandom: (date: string, entryType: PlanEntryType) => void;
  onEdit: (entry: PlanEntry) => void;
  onChangeType: (entry: PlanEntry, entryType: PlanEntryType) => void;
  onDelete: (entry: PlanEntry) => void;
}

/**
 * §5.1 edit tab: one day, with its Random and New buttons and every meal type, an empty one as a
 * slim drop target (shown always, so that nothing shifts under a card when a drag begins).
 */
export function PlanDayEditor({ day, randomPending, onNew, onRandom, onEdit, onChangeType, onDelete }: PlanDayEditorProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const target: DropTarget = { kind: 'day', date: day.date };
  const { setNodeRef } = useDroppable({ id: dayTargetId(day.date), data: target });
  const date = formatDay(day.date, i18n.language, 'long');
  return (
    <Box component="section" ref={setNodeRef} aria-labelledby={headingId} data-date={day.date} sx={{ minWidth: 0, pb: 2 }}>
      <Card sx={{ px: 1.5, py: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {date}
        </Typography>
      </Card>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <RandomMealButton
          label={t('mealPlan.edit.randomFor', { date })}
          disabled={randomPending}
          onRandom={(entryType) => onRandom(day.date, entryType)}
        />
        <Button size="small" startIcon={<AddIcon />} aria-label={t('mealPlan.edit.newFor', { date })} onClick={() => onNew(day.date)}>
          {t('mealPlan.edit.new')}
        </Button>
      </Box>
      {PLAN_ENTRY_TYPES.map((entryType) => {
        const entries = day.sections.find((section) => section.entryType === entryType)?.entries ?? [];
        return (
          <MealSlot key={entryType} date={day.date} entryType={entryType} empty={entries.length === 0}>
            {entries.length > 0 && (
              <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
                {entries.map((entry) => (
                  <EditEntryCard key={entry.id} entry={entry} onEdit={onEdit} onChangeType={onChangeType} onDelete={onDelete} />
                ))}
              </Box>
            )}
          </MealSlot>
        );
      })}
    </Box>
  );
}
