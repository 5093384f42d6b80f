import { type RawBuilder, sql } from 'kysely';
import type { Engine } from '../../db/database.js';
import { householdIs, type Tenant } from '../../platform/access.js';
import type { Db } from '../../platform/transactions.js';

/** A recipe's stored summary (migration 0012) as read with a page: null `summary` when it has to be (re)written. */
export interface StoredSummary {
  id: string;
  version: number | string | null;
  summary: string | null;
  tool_ids: string | null;
  /**
   * Which of `tool_ids` the viewer's household has on hand (comma-separated, null for none), where
   * the row was read with the viewer (`onHandOf`); absent on a summary written since.
   */
  on_hand?: string | null;
}

/**
 * The ids of a stored summary's tools (`s.tool_ids`) that the viewer's household has on hand, as
 * a column of the statement that reads the summary (where a query of its own was one more round
 * trip for every page); null for none, and for a viewer without a household.
 */
export function onHandOf(engine: Engine, viewer: Tenant): RawBuilder<string | null> {
  const household = householdIs(viewer, 'ht.household_id');
  return engine === 'sqlite'
    ? sql<string | null>`(select group_concat(ht.tool_id, ',') from households_to_tools ht
        where ${household} and instr(',' || s.tool_ids || ',', ',' || ht.tool_id || ',') > 0)`
    : sql<string | null>`(select string_agg(ht.tool_id::text, ',') from households_to_tools ht
        where ${household} and ht.tool_id = any(string_to_array(s.tool_ids, ',')::uuid[]))`;
}

/** The stored summaries of `ids`, in no particular order, with the viewer's tools on hand. */
export async function storedSummaries(db: Db, engine: Engine, viewer: Tenant, ids: string[]): Promise<StoredSummary[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('recipe_summaries as s')
    .select(['s.recipe_id as id', 's.version', 's.summary', 's.tool_ids', onHandOf(engine, viewer).as('on_hand')])
    .where('s.recipe_id', 'in', ids)
    .execute();
}

/** Stores a recipe's summary if its version is still `summary.version` (else nothing changes). */
export async function keepSummary(db: Db, summary: StoredSummary & { version: number | string }): Promise<void> {
  await db
    .updateTable('recipe_summaries')
    .set({ summary: summary.summary, tool_ids: summary.tool_ids })
    .where('recipe_id', '=', summary.id)
    .where('version', '=', summary.version as number)
    .execute();
}

/** The ids of the tools among `toolIds` the viewer's household has on hand (a visitor: none). */
export async function toolsOnHand(db: Db, viewer: Tenant, toolIds: string[]): Promise<Set<string>> {
  if (toolIds.length === 0 || !viewer.householdId) return new Set();
  const rows = await db
    .selectFrom('households_to_tools as ht')
    .select('ht.tool_id')
    .where(householdIs(viewer, 'ht.household_id'))
    .where('ht.tool_id', 'in', toolIds)
    .execute();
  return new Set(rows.map((r) => r.tool_id));
}
