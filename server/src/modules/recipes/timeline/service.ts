import { requireAccess, type Tenant } from '../../../platform/access.js';
import type { AuthContext } from '../../../platform/auth/context.js';
import type { Deps } from '../../../platform/deps.js';
import { notFound } from '../../../platform/errors.js';
import { timelineEvent } from '../../../platform/events/types.js';
import { type PaginationQuery, paginate } from '../../../platform/pagination.js';
import type { AttributeMap } from '../../../platform/query-filter.js';
import { nowIso, toIso } from '../../../platform/time.js';
import { withTransaction } from '../../../platform/transactions.js';
import { processImage, writeImages } from '../media/images.js';
import type { UploadedFile } from '../media/multipart.js';
import type { RecipesService } from '../service.js';
import {
  deleteEvent,
  type EventRow,
  eventsInGroup,
  findEventInGroup,
  findUserInGroup,
  hasEventBetween,
  insertEvent,
  raiseLastMade,
  updateEvent,
} from './queries.js';
import type { RecipeTimelineEventIn, RecipeTimelineEventOut, RecipeTimelineEventUpdate } from './schemas.js';

const EVENT_ATTRIBUTES: AttributeMap = {
  id: { column: 'recipe_timeline_events.id', type: 'uuid' },
  recipe_id: { column: 'recipe_timeline_events.recipe_id', type: 'uuid' },
  user_id: { column: 'recipe_timeline_events.user_id', type: 'uuid' },
  subject: { column: 'recipe_timeline_events.subject', type: 'string' },
  message: { column: 'recipe_timeline_events.message', type: 'string' },
  event_type: { column: 'recipe_timeline_events.event_type', type: 'string' },
  image: { column: 'recipe_timeline_events.image', type: 'string' },
  timestamp: { column: 'recipe_timeline_events.timestamp', type: 'datetime' },
  created_at: { column: 'recipe_timeline_events.created_at', type: 'datetime' },
  update_at: { column: 'recipe_timeline_events.update_at', type: 'datetime' },
  updated_at: { column: 'recipe_timeline_events.update_at', type: 'datetime' },
  group_id: { column: 'recipes.group_id', type: 'uuid' },
  household_id: { column: 'owner.household_id', type: 'uuid' },
  'recipe.id': { column: 'recipes.id', type: 'uuid' },
  'recipe.slug': { column: 'recipes.slug', type: 'string' },
  'recipe.name': { column: 'recipes.name', type: 'string' },
  'recipe.user_id': { column: 'recipes.user_id', type: 'uuid' },
  'recipe.group_id': { column: 'recipes.group_id', type: 'uuid' },
  'recipe.household_id': { column: 'owner.household_id', type: 'uuid' },
};

const toEventOut = (row: EventRow): RecipeTimelineEventOut => ({
  recipeId: row.recipe_id,
  userId: row.user_id,
  subject: row.subject,
  eventType: row.event_type,
  eventMessage: row.message,
  image: row.image,
  timestamp: toIso(row.timestamp)!,
  id: row.id,
  groupId: row.group_id,
  householdId: row.household_id,
  createdAt: toIso(row.created_at)!,
  updatedAt: toIso(row.update_at)!,
});

/**
 * Recipe timeline events: group-wide. Any member of the recipe's group adds one; only its author
 * or an administrator changes it, deletes it or sets its photo. Mealie only hides those buttons
 * from other members and its server accepts their requests; ours answers them 403.
 */
export function createTimelineService(deps: Deps, recipes: Pick<RecipesService, 'findRecipeRow'>) {
  const { db, files } = deps;

  async function getEvent(auth: AuthContext, id: string): Promise<EventRow> {
    const row = await findEventInGroup(db, auth, id);
    if (!row) throw notFound('Timeline event not found');
    return row;
  }

  /** An event the caller may change: read in the caller's group (404), then the authored rule (403). */
  async function authoredEvent(auth: AuthContext, id: string): Promise<EventRow> {
    const row = await getEvent(auth, id);
    requireAccess(auth, 'authored.edit', { user_id: row.user_id });
    return row;
  }

  return {
    listEvents: (auth: AuthContext, q: PaginationQuery) =>
      paginate(eventsInGroup(db, auth), q, {
        attributes: EVENT_ATTRIBUTES,
        idColumn: 'recipe_timeline_events.id',
        defaultOrder: 'created_at',
        map: (rows) => rows.map(toEventOut),
      }),

    async getEvent(auth: AuthContext, id: string): Promise<RecipeTimelineEventOut> {
      return toEventOut(await getEvent(auth, id));
    },

    /** An `info` event ("made this") also raises the recipe's `last_made` when it is newer. */
    async createEvent(auth: AuthContext, input: RecipeTimelineEventIn): Promise<RecipeTimelineEventOut> {
      const recipe = await recipes.findRecipeRow(auth, input.recipeId);
      if (!recipe) throw notFound('recipe not found');
      const userId = input.userId ?? auth.userId;
      if (userId !== auth.userId && !(await findUserInGroup(db, auth, userId))) throw notFound('User not found');
      const id = crypto.randomUUID();
      const now = nowIso();
      // Mealie's default timestamp is fixed at server start; the request time is what was meant.
      const timestamp = input.timestamp ?? now;
      await withTransaction(db, async (trx) => {
        await insertEvent(trx, {
          id,
          recipeId: recipe.id,
          userId,
          subject: input.subject,
          message: input.eventMessage ?? input.message ?? null,
          eventType: input.eventType,
          image: input.image ?? 'does not have image',
          timestamp,
          now,
        });
        if (input.eventType === 'info') await raiseLastMade(trx, recipe.id, timestamp);
        await deps.events.emit(auth, timelineEvent('create', recipe, id));
      });
      return toEventOut(await getEvent(auth, id));
    },

    /**
     * Rule 15: records that a planned recipe was made on `day` (an `info` event by the planner,
     * raising `last_made`), once per recipe and subject that day; false when it was already there.
     */
    async recordPlannedMeal(tenant: Tenant, input: { recipeId: string; userId: string; subject: string; day: string }): Promise<boolean> {
      const recipe = await recipes.findRecipeRow(tenant, input.recipeId);
      if (!recipe) return false;
      const from = `${input.day}T00:00:00.000Z`;
      const to = new Date(Date.parse(from) + 86_400_000).toISOString();
      const now = new Date();
      // The moment of the record, within its day (the job may run after midnight for yesterday).
      const timestamp = now.toISOString() < to ? now.toISOString() : new Date(Date.parse(to) - 1000).toISOString();
      return withTransaction(db, async (trx) => {
        if (await hasEventBetween(trx, recipe.id, input.subject, from, to)) return false;
        const id = crypto.randomUUID();
        await insertEvent(trx, {
          id,
          recipeId: recipe.id,
          userId: input.userId,
          subject: input.subject,
          message: null,
          eventType: 'info',
          image: 'does not have image',
          timestamp,
          now: nowIso(),
        });
        await raiseLastMade(trx, recipe.id, timestamp);
        await deps.events.emit(tenant, timelineEvent('create', recipe, id));
        return true;
      });
    },

    async updateEvent(auth: AuthContext, id: string, input: RecipeTimelineEventUpdate): Promise<RecipeTimelineEventOut> {
      const row = await authoredEvent(auth, id);
      const message = input.eventMessage !== undefined ? input.eventMessage : input.message;
      await updateEvent(db, id, {
        subject: input.subject,
        ...(message !== undefined ? { message } : {}),
        ...(input.image ? { image: input.image } : {}),
        update_at: nowIso(),
      });
      await deps.events.emit(auth, timelineEvent('update', { id: row.recipe_id, slug: row.recipe_slug }, id));
      return toEventOut(await getEvent(auth, id));
    },

    async deleteEvent(auth: AuthContext, id: string): Promise<RecipeTimelineEventOut> {
      const row = await authoredEvent(auth, id);
      await deleteEvent(db, id);
      await deps.events.emit(auth, timelineEvent('delete', { id: row.recipe_id, slug: row.recipe_slug }, id));
      await files.timelineImages(row.recipe_id, row.id).removeAll();
      return toEventOut(row);
    },

    /** Stores the event's photo as the three webp renditions; a file that is not an image changes nothing. */
    async updateEventImage(auth: AuthContext, id: string, file: UploadedFile): Promise<{ image: string }> {
      const row = await authoredEvent(auth, id);
      const image = await processImage(file.data);
      await writeImages(files.timelineImages(row.recipe_id, row.id), image);
      await updateEvent(db, id, { image: 'has image', update_at: nowIso() });
      await deps.events.emit(auth, timelineEvent('update', { id: row.recipe_id, slug: row.recipe_slug }, id));
      return { image: 'has image' };
    },
  };
}

export type TimelineService = ReturnType<typeof createTimelineService>;
