import crypto from 'node:crypto';
import type { AuthContext } from '../../../platform/auth/context.js';
import type { Deps } from '../../../platform/deps.js';
import { badRequest, notFound } from '../../../platform/errors.js';
import { OutboundError } from '../../../platform/outbound.js';
import { type Page, type PaginationQuery, paginate } from '../../../platform/pagination.js';
import { nowIso } from '../../../platform/time.js';
import type { RecipesService } from '../service.js';
import {
  deleteRecipeAction,
  findRecipeAction,
  householdRecipeActions,
  insertRecipeAction,
  type RecipeActionRecord,
  recipeActionAttributes,
  updateRecipeAction,
} from './queries.js';
import type { CreateGroupRecipeAction, GroupRecipeActionOut } from './schemas.js';

/** Where a background delivery reports what happened (the request's logger in practice). */
export interface DeliveryLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export type DeliveryOutcome = 'sent' | 'refused' | 'failed';

const TRIGGER_TIMEOUT_MS = 15_000;

const toOut = (row: RecipeActionRecord): GroupRecipeActionOut => ({
  actionType: row.action_type,
  title: row.title,
  url: row.url,
  groupId: row.group_id,
  householdId: row.household_id,
  id: row.id,
});

// pyhumps' decamelize, as Mealie's plain model dump names fields: orgURL → org_url.
const snake = (key: string) =>
  key
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase();

/** A recipe in snake_case as Mealie posts it; the keys of `extras` are the user's and stay as they are. */
export function snakeCaseKeys(value: unknown, keepKeys = false): unknown {
  if (Array.isArray(value)) return value.map((v) => snakeCaseKeys(v));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, v]) => [
      keepKeys ? key : snake(key),
      keepKeys ? v : snakeCaseKeys(v, key === 'extras'),
    ]),
  );
}

/**
 * Recipe actions (reference/domain.md §3.19): per-household links the web app opens and posts the
 * server sends. A post goes out in the background through the SSRF-safe fetcher, so an action
 * pointing into our own network is refused and logged, and nothing is sent.
 */
export function createRecipeActionsService(deps: Deps, recipes: Pick<RecipesService, 'getRecipe'>) {
  const { db } = deps;

  async function requireAction(auth: AuthContext, id: string): Promise<RecipeActionRecord> {
    const row = await findRecipeAction(db, auth, id);
    if (!row) throw notFound();
    return row;
  }

  async function deliver(action: GroupRecipeActionOut, content: unknown, log: DeliveryLog): Promise<DeliveryOutcome> {
    const body = JSON.stringify({ action: snakeCaseKeys(action), content: snakeCaseKeys(content) });
    try {
      await deps.outbound.fetch(action.url, {
        method: 'POST',
        body,
        headers: { 'content-type': 'application/json', accept: 'application/json, */*' },
        timeoutMs: TRIGGER_TIMEOUT_MS,
        maxBytes: 1024 * 1024,
      });
      log.info({ actionId: action.id }, 'recipe action posted');
      return 'sent';
    } catch (error) {
      const refused = error instanceof OutboundError && (error.code === 'blocked-address' || error.code === 'bad-scheme');
      const code = error instanceof OutboundError ? error.code : 'unknown';
      log.warn({ actionId: action.id, code, err: (error as Error).message }, refused ? 'recipe action refused' : 'recipe action failed');
      return refused ? 'refused' : 'failed';
    }
  }

  return {
    async listRecipeActions(auth: AuthContext, q: PaginationQuery): Promise<Page<GroupRecipeActionOut>> {
      return paginate(householdRecipeActions(db, auth), q, {
        attributes: recipeActionAttributes,
        idColumn: 'group_recipe_actions.id',
        defaultOrder: 'created_at',
        map: (rows) => rows.map(toOut),
      });
    },

    async getRecipeAction(auth: AuthContext, id: string): Promise<GroupRecipeActionOut> {
      return toOut(await requireAction(auth, id));
    },

    async createRecipeAction(auth: AuthContext, input: CreateGroupRecipeAction): Promise<GroupRecipeActionOut> {
      const id = crypto.randomUUID();
      const now = nowIso();
      await insertRecipeAction(db, {
        id,
        group_id: auth.groupId,
        household_id: auth.householdId,
        action_type: input.actionType,
        title: input.title,
        url: input.url,
        created_at: now,
        update_at: now,
      });
      return toOut(await requireAction(auth, id));
    },

    async updateRecipeAction(auth: AuthContext, id: string, input: CreateGroupRecipeAction): Promise<GroupRecipeActionOut> {
      await requireAction(auth, id);
      await updateRecipeAction(db, id, { action_type: input.actionType, title: input.title, url: input.url, update_at: nowIso() });
      return toOut(await requireAction(auth, id));
    },

    async deleteRecipeAction(auth: AuthContext, id: string): Promise<GroupRecipeActionOut> {
      const row = await requireAction(auth, id);
      await deleteRecipeAction(db, id);
      return toOut(row);
    },

    /**
     * Checks the action and the recipe, then posts `{action, content}` in the background (Mealie
     * answers 202 at once). The returned promise of the outcome lets a caller wait for it.
     */
    async triggerRecipeAction(
      auth: AuthContext,
      id: string,
      recipeSlug: string,
      log: DeliveryLog,
    ): Promise<{ delivery: Promise<DeliveryOutcome> }> {
      const action = toOut(await requireAction(auth, id));
      if (action.actionType !== 'post') throw badRequest(`Cannot trigger action type "${action.actionType}".`);
      const recipe = await recipes.getRecipe(auth, recipeSlug);
      return { delivery: deliver(action, recipe, log) };
    },
  };
}

export type RecipeActionsService = ReturnType<typeof createRecipeActionsService>;
