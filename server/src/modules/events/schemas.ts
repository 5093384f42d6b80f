import { z } from 'zod';
import { DOCUMENT_TYPES, EVENT_TYPES, OPERATIONS } from '../../platform/events/types.js';

export const EventStreamQuery = z.object({
  /** The browser's EventSource cannot send headers: a reconnecting page passes the id here. */
  lastEventId: z.coerce.number().int().min(0).optional(),
});

export const EventDocumentData = z
  .looseObject({
    documentType: z.enum(DOCUMENT_TYPES),
    operation: z.enum(OPERATIONS),
    recipeSlug: z.string().optional(),
    recipeId: z.string().optional(),
    shoppingListId: z.string().optional(),
    mealplanId: z.number().int().optional(),
    date: z.string().optional(),
  })
  .describe('What changed; further ids depend on the document type (cookbookId, tagId, categoryId, reportId, …)')
  .meta({ id: 'EventDocumentData' });

/** The `data` of each stream message: Mealie's event JSON (camelCase). */
export const EventMessage = z
  .object({
    eventId: z.string(),
    eventType: z.enum(EVENT_TYPES),
    integrationId: z.string(),
    documentData: EventDocumentData,
    message: z.object({ title: z.string(), body: z.string() }),
    timestamp: z.string(),
    groupId: z.string(),
    householdId: z.string().nullable(),
  })
  .describe(
    'A text/event-stream: each message has `id:` (the event id to send back as Last-Event-ID), `event:` (the event type) and `data:` (this JSON); `: ping` comments are heartbeats.',
  )
  .meta({ id: 'EventMessage' });
