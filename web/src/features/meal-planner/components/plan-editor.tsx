import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanEntry, PlanEntryType } from '../../../api/mealplans/types';
import { type DropTarget, plannerCollisions, plannerKeyboardCoordinates } from '../lib/drag-targets';
import { entryTitle } from '../lib/entry-title';
import { ENTRY_TYPE_LABELS } from '../lib/entry-type-labels';
import { formatDay } from '../lib/format-day';
import type { PlanDay } from '../lib/group-entries';
import { EditEntryCard } from './edit-entry-card';
import { PlanDayEditor } from './plan-day-editor';

export interface PlanEditorProps {
  days: PlanDay<PlanEntry>[];
  randomPending: boolean;
  onMove: (entry: PlanEntry, date: string, entryType: PlanEntryType) => void;
  onNew: (date: string) => void;
  onRandom: (date: string, entryType: PlanEntryType) => void;
  onEdit: (entry: PlanEntry) => void;
  onDelete: (entry: PlanEntry) => void;
}

const entryOf = (data: unknown) => (data as { current?: { entry?: PlanEntry } } | undefined)?.current?.entry;
const targetOf = (data: unknown) => (data as { current?: DropTarget } | undefined)?.current;

/**
 * §5.1 edit tab: columns per day (1 a row on phones, 2 on tablets, 4 on desktops, 6 on wide
 * screens). A meal is dragged by its handle, with a mouse, a touch (after a short press) or the
 * keyboard (space, arrows, space), onto another day or another meal type of a day.
 */
export function PlanEditor({ days, randomPending, onMove, onNew, onRandom, onEdit, onDelete }: PlanEditorProps) {
  const { t, i18n } = useTranslation();
  const [active, setActive] = useState<PlanEntry | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: plannerKeyboardCoordinates }),
  );
  const untitled = t('mealPlan.planner.untitled');

  const onDragStart = ({ active: dragged }: DragStartEvent) => setActive(entryOf(dragged.data) ?? null);
  const onDragEnd = ({ active: dragged, over }: DragEndEvent) => {
    setActive(null);
    const entry = entryOf(dragged.data);
    const target = over ? targetOf(over.data) : undefined;
    if (!entry || !target) return;
    const entryType = target.kind === 'slot' ? target.entryType : entry.entryType;
    if (target.date === entry.date && entryType === entry.entryType) return;
    onMove(entry, target.date, entryType);
  };

  const nameOf = (data: unknown) => {
    const entry = entryOf(data);
    return entry ? entryTitle(entry, untitled) : '';
  };
  const placeOf = (data: unknown) => {
    const target = targetOf(data);
    const entry = entryOf(data);
    if (!target) return '';
    const type = target.kind === 'slot' ? target.entryType : (entry?.entryType ?? 'dinner');
    return `${t(ENTRY_TYPE_LABELS[type])}, ${formatDay(target.date, i18n.language, 'long')}`;
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={plannerCollisions}
      measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setActive(null)}
      accessibility={{
        announcements: {
          onDragStart: ({ active: dragged }) => t('mealPlan.edit.dragStart', { title: nameOf(dragged.data) }),
          onDragOver: ({ active: dragged, over }) =>
            over ? t('mealPlan.edit.dragOver', { title: nameOf(dragged.data), place: placeOf(over.data) }) : undefined,
          onDragEnd: ({ active: dragged, over }) =>
            over
              ? t('mealPlan.edit.dragEnd', { title: nameOf(dragged.data), place: placeOf(over.data) })
              : t('mealPlan.edit.dragCancel', { title: nameOf(dragged.data) }),
          onDragCancel: ({ active: dragged }) => t('mealPlan.edit.dragCancel', { title: nameOf(dragged.data) }),
        },
        screenReaderInstructions: { draggable: t('mealPlan.edit.dragInstructions') },
      }}
    >
      <Box
        sx={{
          display: 'grid',
          columnGap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(4, minmax(0, 1fr))',
            xl: 'repeat(6, minmax(0, 1fr))',
          },
        }}
      >
        {days.map((day) => (
          <PlanDayEditor
            key={day.date}
            day={day}
            randomPending={randomPending}
            onNew={onNew}
            onRandom={onRandom}
            onEdit={onEdit}
            onChangeType={(entry, entryType) => onMove(entry, entry.date, entryType)}
            onDelete={onDelete}
          />
        ))}
      </Box>
      <DragOverlay>
        {active ? (
          <EditEntryCard entry={active} overlay onEdit={() => undefined} onChangeType={() => undefined} onDelete={() => undefined} />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
