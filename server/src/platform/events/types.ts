/**
 * Mealie's domain events (reference/domain.md §3.17): the event types with their integer values,
 * the document types and operations, and the camelCase event JSON that the live stream, webhooks
 * and notifiers carry.
 */

/** `EventTypes` in Mealie's order; the integer value (webhooks send it) is the position + 1. */
export const EVENT_TYPES = [
  'test_message',
  'webhook_task',
  'recipe_created',
  'recipe_updated',
  'recipe_deleted',
  'user_signup',
  'data_migrations',
  'data_export',
  'data_import',
  'mealplan_entry_created',
  'shopping_list_created',
  'shopping_list_updated',
  'shopping_list_deleted',
  'cookbook_created',
  'cookbook_updated',
  'cookbook_deleted',
  'tag_created',
  'tag_updated',
  'tag_deleted',
  'category_created',
  'category_updated',
  'category_deleted',
  // Larder's own, after Mealie's so that Mealie's integer values hold: meal-plan changes that
  // Mealie does not announce, for the household's other open planners.
  'mealplan_entry_updated',
  'mealplan_entry_deleted',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** The integer value of an event type, as Mealie's webhooks send it. */
export const eventTypeValue = (type: EventType): number => EVENT_TYPES.indexOf(type) + 1;

/** "recipe_created" → "Recipe Created": the title of the event's message, as Mealie makes it. */
export const eventTitle = (type: EventType): string =>
  type.replace(/(^|_)([a-z])/g, (_, sep: string, c: string) => `${sep ? ' ' : ''}${c.toUpperCase()}`);

export const DOCUMENT_TYPES = [
  'generic',
  'user',
  'category',
  'cookbook',
  'mealplan',
  'shopping_list',
  'shopping_list_item',
  'recipe',
  'recipe_bulk_report',
  'recipe_timeline_event',
  'tag',
] as const;

export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const OPERATIONS = ['info', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** What changed: its kind, the operation and the ids a client needs to refresh (camelCase). */
export interface DocumentData {
  documentType: DocumentType;
  operation: Operation;
  [field: string]: unknown;
}

/** What a service emits. */
export interface EventInput {
  eventType: EventType;
  documentData: DocumentData;
  /** The message body (Mealie's notifiers show it); "generic" when absent, as in Mealie. */
  message?: string;
  /**
   * The household whose members see the event. Defaults to the emitter's household; `null` makes
   * it group-level (every household of the group sees it), as tags and categories are.
   */
  householdId?: string | null;
}

/**
 * Events about group-scoped documents (domain.md §2.3: recipes with their timeline and reports,
 * tags, categories, the group's users) reach every household of the group on the live stream: a
 * member sees those documents whichever household changed them. The others (cookbooks, meal
 * plans, shopping lists) stay with their household. The outbox keeps the emitter's household
 * either way, for household-level webhooks and notifiers.
 */
export const GROUP_VISIBLE_EVENT_TYPES: readonly EventType[] = [
  'recipe_created',
  'recipe_updated',
  'recipe_deleted',
  'user_signup',
  'tag_created',
  'tag_updated',
  'tag_deleted',
  'category_created',
  'category_updated',
  'category_deleted',
];

/** The event JSON, as Mealie serialises its `Event` (camelCase). */
export interface EventJson {
  eventId: string;
  eventType: EventType;
  integrationId: string;
  documentData: DocumentData;
  message: { title: string; body: string };
  timestamp: string;
  groupId: string;
  householdId: string | null;
}

/** An event as delivered: its outbox id (the stream's event id) and its JSON. */
export interface DeliveredEvent {
  id: number;
  event: EventJson;
}

// ---------------------------------------------------------------------------------------------
// The document data of the events services emit, so that each emit is one line.

const operationOf = (type: EventType): Operation =>
  type.endsWith('_created') ? 'create' : type.endsWith('_updated') ? 'update' : type.endsWith('_deleted') ? 'delete' : 'info';

type RecipeEventType = 'recipe_created' | 'recipe_updated' | 'recipe_deleted';

/** A recipe was created, updated or deleted (Mealie's `EventRecipeData`, plus its id). */
export const recipeEvent = (eventType: RecipeEventType, recipe: { id: string; slug: string }, message?: string): EventInput => ({
  eventType,
  documentData: { documentType: 'recipe', operation: operationOf(eventType), recipeSlug: recipe.slug, recipeId: recipe.id },
  message,
});

/** A timeline event of a recipe changed (Mealie emits `recipe_updated` with `EventRecipeTimelineEventData`). */
export const timelineEvent = (
  operation: 'create' | 'update' | 'delete',
  recipe: { id: string; slug: string },
  timelineEventId: string,
): EventInput => ({
  eventType: 'recipe_updated',
  documentData: {
    documentType: 'recipe_timeline_event',
    operation,
    recipeSlug: recipe.slug,
    recipeId: recipe.id,
    recipeTimelineEventId: timelineEventId,
  },
});

/** A bulk URL import started (Mealie emits `recipe_created` with `EventRecipeBulkReportData`). */
export const bulkImportEvent = (reportId: string): EventInput => ({
  eventType: 'recipe_created',
  documentData: { documentType: 'recipe_bulk_report', operation: 'create', reportId },
});

export const cookbookEvent = (eventType: 'cookbook_created' | 'cookbook_updated' | 'cookbook_deleted', cookbookId: string): EventInput => ({
  eventType,
  documentData: { documentType: 'cookbook', operation: operationOf(eventType), cookbookId },
});

const PAST: Record<'create' | 'update' | 'delete', string> = { create: 'created', update: 'updated', delete: 'deleted' };

/** Tags and categories belong to the group: their events reach every household. */
export function organizerEvent(kind: 'tags' | 'categories', operation: 'create' | 'update' | 'delete', id: string): EventInput {
  const noun = kind === 'tags' ? 'tag' : 'category';
  return {
    eventType: `${noun}_${PAST[operation]}` as EventType,
    documentData: { documentType: noun, operation, [`${noun}Id`]: id },
    householdId: null,
  };
}

/** A user registered (Mealie's `EventUserSignupData`). */
export const userSignupEvent = (user: { username: string; email: string }): EventInput => ({
  eventType: 'user_signup',
  documentData: { documentType: 'user', operation: 'create', username: user.username, email: user.email },
});

type ShoppingListEventType = 'shopping_list_created' | 'shopping_list_updated' | 'shopping_list_deleted';

/** A shopping list was created, renamed, reordered or deleted (household-level). */
export const shoppingListEvent = (eventType: ShoppingListEventType, shoppingListId: string): EventInput => ({
  eventType,
  documentData: { documentType: 'shopping_list', operation: operationOf(eventType), shoppingListId },
});

/** Items of a list changed: Mealie emits `shopping_list_updated` with the item ids (household-level). */
export const shoppingListItemsEvent = (
  operation: 'create' | 'update' | 'delete',
  shoppingListId: string,
  shoppingListItemIds: string[],
): EventInput => ({
  eventType: 'shopping_list_updated',
  documentData: { documentType: 'shopping_list_item', operation, shoppingListId, shoppingListItemIds },
});

type MealplanEventType = 'mealplan_entry_created' | 'mealplan_entry_updated' | 'mealplan_entry_deleted';

/** A meal-plan entry was planned, changed or removed (household-level). */
export const mealplanEvent = (eventType: MealplanEventType, entry: { id: number; date: string }): EventInput => ({
  eventType,
  documentData: { documentType: 'mealplan', operation: operationOf(eventType), mealplanId: entry.id, date: entry.date },
});
