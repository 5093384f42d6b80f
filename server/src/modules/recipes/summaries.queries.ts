import { householdIs, type Tenant } from '../../platform/access.js';
import type { Db } from '../../platform/transactions.js';

/** A recipe's stored summary (migration 0012) as read with a page: null `summary` when it has to be (re)written. */
export interface StoredSummary {
  id: string;
  version: number | string | null;
  summary: string | null;
  tool_ids: string | null;
}

/** The stored summaries of `ids`, in no particular order. */
export async function storedSummaries(db: Db, ids: string[]): Promise<StoredSummary[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('recipe_summaries')
    .select(['recipe_id as id', 'version', 'summary', 'tool_ids'])
    .where('recipe_id', 'in', ids)
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
