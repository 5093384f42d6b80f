import crypto from 'node:crypto';
import type { Tenant } from '../../platform/access.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { notFound } from '../../platform/errors.js';
import { type Page, type PaginationQuery, paginate } from '../../platform/pagination.js';
import { savedFilterParts } from '../../platform/query-filter.js';
import { nowIso } from '../../platform/time.js';
import type { RecipesService } from '../recipes/service.js';
import { deleteRule, findRule, insertRule, type RuleRecord, ruleAttributes, rulesFor, rulesQuery, updateRule } from './queries.js';
import type { PlanRulesCreate, PlanRulesOut } from './schemas.js';

export function toPlanRulesOut(row: RuleRecord): PlanRulesOut {
  return {
    day: row.day as PlanRulesOut['day'],
    entryType: row.entry_type as PlanRulesOut['entryType'],
    queryFilterString: row.query_filter_string,
    groupId: row.group_id,
    householdId: row.household_id,
    id: row.id,
    queryFilter: { parts: savedFilterParts(row.query_filter_string) },
  };
}

/** Mealie's weekday names, as rules store them. */
export const weekdayOf = (date: string): string =>
  ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'][new Date(`${date}T00:00:00Z`).getUTCDay()];

/** /api/households/mealplans/rules: which recipes the random meal may pick, per weekday and meal type (rule 14). */
export function createPlanRulesService(deps: Deps, recipes: Pick<RecipesService, 'requireValidFilter'>) {
  const { db } = deps;

  async function requireRule(auth: AuthContext, id: string): Promise<RuleRecord> {
    const row = await findRule(db, auth, id);
    if (!row) throw notFound();
    return row;
  }

  return {
    async listRules(auth: AuthContext, q: PaginationQuery): Promise<Page<PlanRulesOut>> {
      return paginate(rulesQuery(db, auth), q, {
        attributes: ruleAttributes,
        idColumn: 'group_meal_plan_rules.id',
        defaultOrder: 'created_at:asc',
        map: (rows) => rows.map(toPlanRulesOut),
      });
    },

    async getRule(auth: AuthContext, id: string): Promise<PlanRulesOut> {
      return toPlanRulesOut(await requireRule(auth, id));
    },

    async createRule(auth: AuthContext, input: PlanRulesCreate): Promise<PlanRulesOut> {
      recipes.requireValidFilter(input.queryFilterString, ['queryFilterString']);
      const id = crypto.randomUUID();
      const now = nowIso();
      await insertRule(db, {
        id,
        group_id: auth.groupId,
        household_id: auth.householdId,
        day: input.day,
        entry_type: input.entryType,
        query_filter_string: input.queryFilterString,
        created_at: now,
        update_at: now,
      });
      return toPlanRulesOut(await requireRule(auth, id));
    },

    async updateRule(auth: AuthContext, id: string, input: PlanRulesCreate): Promise<PlanRulesOut> {
      const row = await requireRule(auth, id);
      recipes.requireValidFilter(input.queryFilterString, ['queryFilterString']);
      await updateRule(db, row.id, {
        day: input.day,
        entry_type: input.entryType,
        query_filter_string: input.queryFilterString,
        update_at: nowIso(),
      });
      return toPlanRulesOut(await requireRule(auth, id));
    },

    async deleteRule(auth: AuthContext, id: string): Promise<PlanRulesOut> {
      const row = await requireRule(auth, id);
      await deleteRule(db, row.id);
      return toPlanRulesOut(row);
    },

    /**
     * The filter the random meal of `date` and `entryType` must match: the non-empty filters of
     * every rule for that weekday (or any day) and that type (or any type), each parenthesised and
     * ANDed; undefined when no rule narrows the choice.
     */
    async filterFor(tenant: Tenant, date: string, entryType: string): Promise<string | undefined> {
      const filters = (await rulesFor(db, tenant, weekdayOf(date), entryType))
        .map((rule) => rule.query_filter_string.trim())
        .filter((filter) => filter !== '');
      return filters.length ? filters.map((filter) => `(${filter})`).join(' AND ') : undefined;
    },
  };
}

export type PlanRulesService = ReturnType<typeof createPlanRulesService>;
