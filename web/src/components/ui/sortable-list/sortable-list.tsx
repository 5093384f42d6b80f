import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';

export interface SortableListProps<T> {
  items: T[];
  getId: (item: T) => string;
  onMove: (from: number, to: number) => void;
  /** Accessible name of an item's drag handle, e.g. "Drag ingredient 2". */
  handleLabel: (index: number) => string;
  renderItem: (item: T, index: number, handle: ReactNode) => ReactNode;
  /** Accessible name of the list itself. */
  label?: string;
  /** Accessible name of each list item, when its content does not name it well. */
  itemLabel?: (item: T, index: number) => string;
}

interface SortableRowProps {
  id: string;
  handleLabel: string;
  itemLabel?: string;
  children: (handle: ReactNode) => ReactNode;
}

function SortableRow({ id, handleLabel, itemLabel, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <IconButton
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
      size="small"
      sx={{ cursor: 'grab', touchAction: 'none' }}
    >
      <DragIndicatorIcon fontSize="small" />
    </IconButton>
  );
  return (
    <Box
      component="li"
      ref={setNodeRef}
      aria-label={itemLabel}
      sx={{ listStyle: 'none', opacity: isDragging ? 0.5 : 1, position: 'relative', zIndex: isDragging ? 1 : 'auto', minWidth: 0 }}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {children(handle)}
    </Box>
  );
}

/** A vertical list reordered by dragging a handle (pointer, touch or keyboard: space, arrows, space). */
export function SortableList<T>({ items, getId, onMove, handleLabel, renderItem, label, itemLabel }: SortableListProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 150, tolerance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(getId);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Box component="ol" aria-label={label} sx={{ p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          {items.map((item, index) => (
            <SortableRow
              key={ids[index]}
              id={ids[index] ?? String(index)}
              handleLabel={handleLabel(index)}
              itemLabel={itemLabel?.(item, index)}
            >
              {(handle) => renderItem(item, index, handle)}
            </SortableRow>
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}
