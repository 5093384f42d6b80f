import { z } from 'zod';

export const TimelineEventType = z.enum(['system', 'info', 'comment']);
export const TimelineEventImage = z.enum(['has image', 'does not have image']);

/** A datetime; one without a zone is UTC, as Mealie stores naive UTC. */
export const UtcDateTime = z
  .string()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'Invalid datetime')
  .transform((value) => {
    const zoned = /([zZ]|[+-]\d{2}:?\d{2})$/.test(value) || !value.includes('T') ? value : `${value}Z`;
    return new Date(zoned).toISOString();
  });

export const RecipeTimelineEventOut = z
  .object({
    recipeId: z.string(),
    userId: z.string(),
    subject: z.string(),
    eventType: TimelineEventType,
    eventMessage: z.string().nullable(),
    image: z.string(),
    timestamp: z.string(),
    id: z.string(),
    groupId: z.string(),
    householdId: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'RecipeTimelineEventOut' });
export type RecipeTimelineEventOut = z.infer<typeof RecipeTimelineEventOut>;

const subject = z.string().trim().min(1, 'Subject must not be empty').max(255);
const message = z.string().max(10_000).nullish();

// Mealie's field is `message` with the alias `eventMessage`; both names are accepted.
export const RecipeTimelineEventIn = z
  .object({
    recipeId: z.guid(),
    userId: z.guid().nullish(),
    subject,
    eventType: TimelineEventType,
    eventMessage: message,
    message,
    image: TimelineEventImage.nullish(),
    timestamp: UtcDateTime.nullish(),
  })
  .meta({ id: 'RecipeTimelineEventIn' });
export type RecipeTimelineEventIn = z.infer<typeof RecipeTimelineEventIn>;

export const RecipeTimelineEventUpdate = z
  .object({ subject, eventMessage: message, message, image: TimelineEventImage.nullish() })
  .meta({ id: 'RecipeTimelineEventUpdate' });
export type RecipeTimelineEventUpdate = z.infer<typeof RecipeTimelineEventUpdate>;

export const EventIdParams = z.object({ id: z.guid() });
