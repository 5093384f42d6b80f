import crypto from 'node:crypto';
import type { Tenant } from '../../platform/access.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { invalid, notFound } from '../../platform/errors.js';
import { mealplanEvent } from '../../platform/events/types.js';
import { type Page, paginate } from '../../platform/pagination.js';
import { nowIso } from '../../platform/time.js';
import { type Db, withTransaction } from '../../platform/transactions.js';
import { RecipeListQuery } from '../recipes/schemas.js';
import type { RecipesService } from '../recipes/service.js';
import {
  deleteEntry,
  type EntryRecord,
  entriesByIds,
  entriesInRange,
  entriesQuery,
  entryAttributes,
  findEntry,
  insertEntry,
  updateEntry,
} from './queries.js';
import type { PlanRulesService } from './rules.service.js';
import {
  type CopyPlanRange,
  type CreatePlanEntry,
  MAX_COPY_DAYS,
  type PlanEntriesQuery,
  type PlanEntryType,
  type RandomMealPlan,
  type ReadPlanEntry,
} from './schemas.js';

type Recipes = Pick<RecipesService, 'recipeSummaries' | 'listRecipes'>;

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** Today's date in UTC, as Mealie's `today` reads it. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** Entries with their recipe summaries, read in one batch. */
export async function toPlanEntries(
  recipes: Pick<RecipesService, 'recipeSummaries'>,
  tenant: Tenant,
  rows: EntryRecord[],
): Promise<ReadPlanEntry[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.recipe_id ? [r.recipe_id] : [])))];
  const summaries = new Map((await recipes.recipeSummaries(tenant, ids)).map((s) => [s.id, s]));
  return rows.map((row) => ({
    date: row.date,
    entryType: row.entry_type as PlanEntryType,
    title: row.title,
    text: row.text,
    recipeId: row.recipe_id,
    id: Number(row.id),
    groupId: row.group_id,
    userId: row.user_id,
    householdId: row.household_id,
    recipe: (row.recipe_id && summaries.get(row.recipe_id)) || null,
    servings: row.servings === null ? null : Number(row.servings),
  }));
}

/** /api/households/mealplans: the household's plan (reference/api.md §4.6). */
export function createPlanEntriesService(deps: Deps, recipes: Recipes, rules: Pick<PlanRulesService, 'filterFor'>) {
  const { db } = deps;

  async function readEntry(auth: AuthContext, id: number, trx: Db = db): Promise<ReadPlanEntry> {
    const row = await findEntry(trx, auth, id);
    if (!row) throw notFound();
    return (await toPlanEntries(recipes, auth, [row]))[0];
  }

  /** A planned recipe must be one of the group's (another group's is the same 404 as a missing one). */
  async function checkRecipe(auth: AuthContext, recipeId: string | null | undefined): Promise<void> {
    if (!recipeId) return;
    if ((await recipes.recipeSummaries(auth, [recipeId])).length === 0) {
      throw invalid('body', 'recipeId', 'No recipe with this id in your group', recipeId);
    }
  }

  /** Writes a new entry of the caller and announces it, inside the caller's unit of work. */
  async function plan(
    trx: Db,
    auth: AuthContext,
    input: Omit<CreatePlanEntry, 'recipeId'> & { recipeId?: string | null },
  ): Promise<number> {
    const now = nowIso();
    const id = await insertEntry(trx, {
      date: input.date,
      entry_type: input.entryType,
      title: input.title,
      text: input.text,
      recipe_id: input.recipeId ?? null,
      servings: input.servings ?? null,
      group_id: auth.groupId,
      household_id: auth.householdId,
      user_id: auth.userId,
      created_at: now,
      update_at: now,
    });
    await deps.events.emit(auth, mealplanEvent('mealplan_entry_created', { id, date: input.date }));
    return id;
  }

  return {
    /** Mealie's list: a page of entries, `start_date`/`end_date` inclusive; no neighbour links. */
    async listEntries(auth: AuthContext, q: PlanEntriesQuery): Promise<Page<ReadPlanEntry>> {
      const page = await paginate(entriesQuery(db, auth, { from: q.start_date, to: q.end_date }), q, {
        attributes: entryAttributes,
        idColumn: 'group_meal_plans.id',
        defaultOrder: 'date:asc',
        map: (rows) => toPlanEntries(recipes, auth, rows),
      });
      return { ...page, next: null, previous: null };
    },

    async todaysEntries(auth: AuthContext): Promise<ReadPlanEntry[]> {
      const today = todayUtc();
      return toPlanEntries(recipes, auth, await entriesInRange(db, auth, today, today));
    },

    getEntry: (auth: AuthContext, id: number) => readEntry(auth, id),

    async createEntry(auth: AuthContext, input: CreatePlanEntry): Promise<ReadPlanEntry> {
      await checkRecipe(auth, input.recipeId);
      const id = await withTransaction(db, (trx) => plan(trx, auth, input));
      return readEntry(auth, id);
    },

    /** Replaces the entry's fields; the owner stays (Mealie's `userId` in the body is not a transfer). */
    async updateEntry(auth: AuthContext, id: number, input: CreatePlanEntry): Promise<ReadPlanEntry> {
      await checkRecipe(auth, input.recipeId);
      await withTransaction(db, async (trx) => {
        const row = await findEntry(trx, auth, id);
        if (!row) throw notFound();
        await updateEntry(trx, row.id, {
          date: input.date,
          entry_type: input.entryType,
          title: input.title,
          text: input.text,
          recipe_id: input.recipeId ?? null,
          servings: input.servings ?? null,
          update_at: nowIso(),
        });
        await deps.events.emit(auth, mealplanEvent('mealplan_entry_updated', { id: row.id, date: input.date }));
      });
      return readEntry(auth, id);
    },

    async deleteEntry(auth: AuthContext, id: number): Promise<ReadPlanEntry> {
      return withTransaction(db, async (trx) => {
        const entry = await readEntry(auth, id, trx);
        await deleteEntry(trx, entry.id);
        await deps.events.emit(auth, mealplanEvent('mealplan_entry_deleted', entry));
        return entry;
      });
    },

    /**
     * Rule 14: a random recipe of the group that matches every rule for the date's weekday and the
     * meal type, planned as a new entry of the caller.
     */
    async randomEntry(auth: AuthContext, input: RandomMealPlan): Promise<ReadPlanEntry> {
      const extraFilter = await rules.filterFor(auth, input.date, input.entryType);
      const query = RecipeListQuery.parse({ page: 1, perPage: 1, orderBy: 'random', paginationSeed: crypto.randomUUID() });
      const [recipe] = (await recipes.listRecipes(auth, query, { extraFilter })).items;
      if (!recipe) throw notFound('No recipes match your rules');
      const id = await withTransaction(db, (trx) =>
        plan(trx, auth, { date: input.date, entryType: input.entryType, title: '', text: '', recipeId: recipe.id, servings: null }),
      );
      return readEntry(auth, id);
    },

    /** Larder: copies the entries dated startDate…endDate so that startDate lands on targetDate (a rotation planned once). */
    async copyRange(auth: AuthContext, input: CopyPlanRange): Promise<ReadPlanEntry[]> {
      const shift = dayNumber(input.targetDate) - dayNumber(input.startDate);
      if (dayNumber(input.endDate) - dayNumber(input.startDate) + 1 > MAX_COPY_DAYS) {
        throw invalid('body', 'endDate', `A copy takes at most ${MAX_COPY_DAYS} days at once`, input.endDate);
      }
      const ids = await withTransaction(db, async (trx) => {
        const created: number[] = [];
        for (const row of await entriesInRange(trx, auth, input.startDate, input.endDate)) {
          created.push(
            await plan(trx, auth, {
              date: dateOf(dayNumber(row.date) + shift),
              entryType: row.entry_type as PlanEntryType,
              title: row.title,
              text: row.text,
              recipeId: row.recipe_id,
              servings: row.servings,
            }),
          );
        }
        return created;
      });
      if (ids.length === 0) return [];
      return toPlanEntries(recipes, auth, await entriesByIds(db, auth, ids));
    },
  };
}

export type PlanEntriesService = ReturnType<typeof createPlanEntriesService>;
