import type { Updateable } from 'kysely';
import type { RecipeTimelineEventsTable } from '../../../db/types.js';
import { inGroup, type Tenant } from '../../../platform/access.js';
import type { Db } from '../../../platform/transactions.js';

/** Timeline events of one group's recipes, with the recipe's group and household (its owner's). */
export const eventsInGroup = (db: Db, tenant: Tenant) =>
  db
    .selectFrom('recipe_timeline_events')
    .innerJoin('recipes', 'recipes.id', 'recipe_timeline_events.recipe_id')
    .innerJoin('users as owner', 'owner.id', 'recipes.user_id')
    .selectAll('recipe_timeline_events')
    .select(['recipes.group_id', 'owner.household_id', 'recipes.slug as recipe_slug'])
    .$call(inGroup(tenant, 'recipes.group_id'));

export type EventRow = NonNullable<Awaited<ReturnType<ReturnType<typeof eventsInGroup>['executeTakeFirst']>>>;

export const findEventInGroup = (db: Db, tenant: Tenant, id: string) =>
  eventsInGroup(db, tenant).where('recipe_timeline_events.id', '=', id).executeTakeFirst();

export interface NewEvent {
  id: string;
  recipeId: string;
  userId: string;
  subject: string;
  message: string | null;
  eventType: 'system' | 'info' | 'comment';
  image: string;
  timestamp: string;
  now: string;
}

export const insertEvent = (db: Db, e: NewEvent) =>
  db
    .insertInto('recipe_timeline_events')
    .values({
      id: e.id,
      recipe_id: e.recipeId,
      user_id: e.userId,
      subject: e.subject,
      message: e.message,
      event_type: e.eventType,
      image: e.image,
      timestamp: e.timestamp,
      created_at: e.now,
      update_at: e.now,
    })
    .execute();

export const updateEvent = (db: Db, id: string, change: Updateable<RecipeTimelineEventsTable>) =>
  db.updateTable('recipe_timeline_events').set(change).where('id', '=', id).execute();

export const deleteEvent = (db: Db, id: string) => db.deleteFrom('recipe_timeline_events').where('id', '=', id).execute();

export const findUserInGroup = (db: Db, tenant: Tenant, userId: string) =>
  db.selectFrom('users').select('id').where('id', '=', userId).$call(inGroup(tenant)).executeTakeFirst();

/** Raises `last_made` to `timestamp` when it is unset or older (never lowers it). */
export const raiseLastMade = (db: Db, recipeId: string, timestamp: string) =>
  db
    .updateTable('recipes')
    .set({ last_made: timestamp })
    .where('id', '=', recipeId)
    .where((eb) => eb.or([eb('last_made', 'is', null), eb('last_made', '<', timestamp)]))
    .execute();

/** Whether the recipe has an event with this subject timestamped within [from, to). */
export const hasEventBetween = async (db: Db, recipeId: string, subject: string, from: string, to: string) =>
  (await db
    .selectFrom('recipe_timeline_events')
    .select('id')
    .where('recipe_id', '=', recipeId)
    .where('subject', '=', subject)
    .where('timestamp', '>=', from)
    .where('timestamp', '<', to)
    .executeTakeFirst()) !== undefined;
