import type { ClientRect, CollisionDetection, KeyboardCoordinateGetter } from '@dnd-kit/core';
import { closestCenter, KeyboardCode } from '@dnd-kit/core';
import type { PlanEntryType } from '../../../api/mealplans/types';

/** Where a dragged meal may land: a day (its type kept) or one meal type of a day. */
export type DropTarget = { kind: 'day'; date: string } | { kind: 'slot'; date: string; entryType: PlanEntryType };

export const dayTargetId = (date: string) => `day:${date}`;
export const slotTargetId = (date: string, entryType: PlanEntryType) => `slot:${date}:${entryType}`;

const contains = (rect: ClientRect, x: number, y: number) => x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;
const isSlot = (data: unknown) => (data as { current?: DropTarget } | undefined)?.current?.kind === 'slot';

/**
 * The meal type under the pointer (or, from the keyboard, under the dragged card's corner) wins
 * over the day around it; outside any, the nearest target.
 */
export const plannerCollisions: CollisionDetection = (args) => {
  const point = args.pointerCoordinates ?? { x: args.collisionRect.left + 4, y: args.collisionRect.top + 4 };
  const under = args.droppableContainers.filter((container) => {
    const rect = args.droppableRects.get(container.id);
    return rect ? contains(rect, point.x, point.y) : false;
  });
  const slots = under.filter((container) => isSlot(container.data));
  const chosen = slots.length > 0 ? slots : under;
  if (chosen.length > 0) return chosen.map((container) => ({ id: container.id, data: { droppableContainer: container, value: 0 } }));
  return closestCenter(args);
};

/**
 * Keyboard moves (space, arrows, space): each arrow jumps the card to the nearest meal type in
 * that direction, so that right arrow means "the next day" on a wide screen and down arrow "the
 * next meal" on a phone.
 */
export const plannerKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const { collisionRect, droppableRects, droppableContainers } = context;
  const directions: string[] = [KeyboardCode.Up, KeyboardCode.Down, KeyboardCode.Left, KeyboardCode.Right];
  if (!directions.includes(event.code)) return undefined;
  event.preventDefault();
  if (!collisionRect) return undefined;
  let best: { rect: ClientRect; distance: number } | null = null;
  for (const container of droppableContainers.getEnabled()) {
    if (!isSlot(container.data)) continue;
    const rect = droppableRects.get(container.id);
    if (!rect) continue;
    const dx = rect.left - collisionRect.left;
    const dy = rect.top - collisionRect.top;
    const ahead =
      (event.code === KeyboardCode.Right && dx > 8) ||
      (event.code === KeyboardCode.Left && dx < -8) ||
      (event.code === KeyboardCode.Down && dy > 8) ||
      (event.code === KeyboardCode.Up && dy < -8);
    if (!ahead) continue;
    // Sideways moves prefer the same height, vertical ones the same column.
    const sideways = event.code === KeyboardCode.Left || event.code === KeyboardCode.Right;
    const distance = sideways ? Math.abs(dx) + 3 * Math.abs(dy) : Math.abs(dy) + 3 * Math.abs(dx);
    if (!best || distance < best.distance) best = { rect, distance };
  }
  return best ? { x: best.rect.left + 1, y: best.rect.top + 1 } : undefined;
};
