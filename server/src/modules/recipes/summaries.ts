import type { Tenant } from '../../platform/access.js';
import { fromJsonText, jsonWriter } from '../../platform/json-writer.js';
import { type Db, withTransaction } from '../../platform/transactions.js';
import { toSummaries } from './mappers.js';
import { summaryRows } from './queries.js';
import { RecipeSummaryOut } from './schemas.js';
import { keepSummary, type StoredSummary, toolsOnHand } from './summaries.queries.js';

export { onHandOf, type StoredSummary, storedSummaries } from './summaries.queries.js';

/**
 * Recipe summaries as the list reads them: written once per change of the recipe and stored
 * (`recipe_summaries`, migration 0012), instead of 50 rows and their organizers read and encoded
 * on every page. What the list answers is the stored JSON, copied into the page.
 */

const writeSummary = jsonWriter(RecipeSummaryOut);

/**
 * Writes the summaries of recipes whose stored one is missing or out of date, from their current
 * row and organizers, and keeps each where its version is still the one it was read at (`stored`
 * was read before the parts it is made of: a change made since has raised the version, and the
 * summary is left to be written again by the next reader). Returns them by recipe id.
 */
async function writeSummaries(db: Db, groupId: string, stored: StoredSummary[]): Promise<Map<string, StoredSummary>> {
  // Seen from a household with no tool on hand: on hand is the viewer's, set as the page is read.
  const summaries = await toSummaries(
    db,
    await summaryRows(
      db,
      stored.map((s) => s.id),
    ),
    { groupId },
  );
  const versions = new Map(stored.map((s) => [s.id, s.version]));
  const written = new Map<string, StoredSummary>();
  for (const summary of summaries) {
    const version = versions.get(summary.id) ?? null;
    written.set(summary.id, {
      id: summary.id,
      version,
      summary: writeSummary(summary),
      tool_ids: summary.tools.map((t) => t.id).join(','),
    });
  }
  const keep = [...written.values()].filter((s): s is StoredSummary & { version: number | string } => s.version !== null);
  if (keep.length)
    await withTransaction(db, async (trx) => {
      for (const s of keep) await keepSummary(trx, s);
    });
  return written;
}

/**
 * RecipeSummary of each of `ids` (in that order; ids without a recipe are left out), from what was
 * stored for them (`stored`, as storedSummaries reads it or a page statement selects it), writing
 * those missing first. Each carries its stored text and is parsed only if read, so the page's
 * writer copies the text; a summary with a tool the viewer's household has on hand is parsed and
 * set, and written afresh. Tools on hand come with the stored rows; only summaries written here
 * ask for theirs.
 */
export async function recipeSummaries(db: Db, viewer: Tenant, ids: string[], stored: StoredSummary[]): Promise<RecipeSummaryOut[]> {
  const byId = new Map(stored.map((s) => [s.id, s]));
  const missing = ids
    .filter((id) => !byId.get(id)?.summary)
    .map((id) => byId.get(id) ?? { id, version: null, summary: null, tool_ids: null });
  if (missing.length) for (const [id, s] of await writeSummaries(db, viewer.groupId, missing)) byId.set(id, s);

  const onHand = new Set<string>();
  const unknown = new Set<string>();
  for (const id of ids) {
    const summary = byId.get(id);
    if (!summary?.tool_ids) continue;
    if (summary.on_hand !== undefined) for (const tool of summary.on_hand?.split(',') ?? []) onHand.add(tool);
    else for (const tool of summary.tool_ids.split(',')) if (tool) unknown.add(tool);
  }
  for (const tool of await toolsOnHand(db, viewer, [...unknown])) onHand.add(tool);

  const out: RecipeSummaryOut[] = [];
  for (const id of ids) {
    const stored = byId.get(id);
    if (!stored?.summary) continue;
    const text = stored.summary;
    if (onHand.size && stored.tool_ids?.split(',').some((tool) => onHand.has(tool))) {
      const summary = JSON.parse(text) as RecipeSummaryOut;
      for (const tool of summary.tools) tool.onHand = onHand.has(tool.id);
      out.push(summary);
    } else out.push(fromJsonText(RecipeSummaryOut, text));
  }
  return out;
}
