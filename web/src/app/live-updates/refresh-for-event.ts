import type { QueryClient } from '@tanstack/react-query';
import { refreshForCookbookEvent } from '../../api/cookbooks/live';
import { refreshForMealPlanEvent } from '../../api/mealplans/live';
import { refreshForOrganizerEvent } from '../../api/organizers/live';
import { refreshForRecipeEvent, refreshForTimelineEvent } from '../../api/recipes/live';
import { refreshForReportEvent } from '../../api/reports/live';
import { refreshForShoppingListEvent } from '../../api/shopping-lists/live';
import type { LiveEvent } from '../../lib/live-events/live-event';

type EventData = LiveEvent['documentData'];
type Handler = (queryClient: QueryClient, data: EventData) => Promise<void>;

/** `info` events announce nothing that changed. */
const change = (operation: EventData['operation']) => (operation === 'info' ? null : operation);

/** What each kind of document refreshes; the resource modules know their own keys. */
const handlers: Partial<Record<EventData['documentType'], Handler>> = {
  recipe: (queryClient, data) => refreshForRecipeEvent(queryClient, data),
  recipe_timeline_event: (queryClient) => refreshForTimelineEvent(queryClient),
  recipe_bulk_report: (queryClient) => refreshForReportEvent(queryClient),
  cookbook: async (queryClient, { operation }) => {
    const op = change(operation);
    if (op) await refreshForCookbookEvent(queryClient, op);
  },
  tag: async (queryClient, { operation }) => {
    const op = change(operation);
    if (op) await refreshForOrganizerEvent(queryClient, 'tags', op);
  },
  category: async (queryClient, { operation }) => {
    const op = change(operation);
    if (op) await refreshForOrganizerEvent(queryClient, 'categories', op);
  },
  shopping_list: (queryClient, { shoppingListId }) => refreshForShoppingListEvent(queryClient, 'shopping_list', shoppingListId),
  shopping_list_item: (queryClient, { shoppingListId }) => refreshForShoppingListEvent(queryClient, 'shopping_list_item', shoppingListId),
  mealplan: async (queryClient, { operation }) => {
    if (change(operation)) await refreshForMealPlanEvent(queryClient);
  },
};

/** Marks what a live event changed as stale, so that what is on screen refetches. */
export async function refreshForEvent(queryClient: QueryClient, event: LiveEvent): Promise<void> {
  await handlers[event.documentData.documentType]?.(queryClient, event.documentData);
}

/** After the stream was down with nothing to resume from: anything on screen may be outdated. */
export function refreshAfterGap(queryClient: QueryClient): Promise<void> {
  // Public app data (`['app', …]`) does not change through events.
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'app' });
}
