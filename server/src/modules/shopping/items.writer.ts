import { canonicalUnitOf, conversionFactor } from '@larder/ingredient-parser/convert';
import type { Tenant } from '../../platform/access.js';
import type { Deps } from '../../platform/deps.js';
import { invalid, notFound } from '../../platform/errors.js';
import { shoppingListItemsEvent } from '../../platform/events/types.js';
import { nowIso, toBool } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';
import { ingredientUnits } from '../units/service.js';
import { matchFoodLabel } from './label-match.js';
import type { ItemDraft, MergePlan, RefDraft, UnitConverter } from './merge.js';
import {
  deleteItemRefs,
  deleteItemRows,
  foodLabels,
  groupRowIds,
  type ItemRefRow,
  type ItemRow,
  insertItem,
  insertItemRefs,
  insertOperations,
  itemRefsOf,
  itemsOfList,
  type ListRow,
  labelledFoods,
  lastSeq,
  lockList,
  removeUnusedListRecipeRefs,
  touchList,
  updateItem,
} from './queries.js';
import { parseExtras } from './views.js';

/**
 * The item writes every shopping path shares (Mealie's endpoints, recipes, operations, the trim
 * job): a list locked for the unit of work, items as drafts the merge rules work on, and writing
 * drafts back with tombstones for deleted items and one event per list.
 */

/** An item as the merge rules and the writers see it. */
export interface Draft extends ItemDraft {
  id: string;
  shoppingListId: string;
  position: number;
  isFood: boolean;
  labelId: string | null;
}

/** A list locked for the current unit of work, numbering the operation log as it goes. */
export interface ListSession {
  list: ListRow;
  nextSeq(): number;
}

/** What a write did to a list's items, for its event and its answer. */
export interface ListChanges {
  created: string[];
  updated: string[];
  deleted: string[];
}

export const noChanges = (): ListChanges => ({ created: [], updated: [], deleted: [] });

const refDraft = (ref: ItemRefRow): RefDraft => ({
  id: ref.id,
  recipeId: ref.recipe_id,
  recipeQuantity: Number(ref.recipe_quantity),
  recipeScale: ref.recipe_scale === null ? null : Number(ref.recipe_scale),
  recipeNote: ref.recipe_note,
  noteAdded: ref.note_added,
});

export function draftOf(row: ItemRow, refs: ItemRefRow[]): Draft {
  return {
    id: row.id,
    shoppingListId: row.shopping_list_id,
    checked: toBool(row.checked),
    foodId: row.food_id,
    unitId: row.unit_id,
    note: row.note,
    quantity: Number(row.quantity),
    extras: parseExtras(row.extras),
    recipeReferences: refs.filter((r) => r.shopping_list_item_id === row.id).map(refDraft),
    position: row.position,
    isFood: toBool(row.is_food),
    labelId: row.label_id,
  };
}

const sameRefs = (a: RefDraft[], b: RefDraft[]) => JSON.stringify(a) === JSON.stringify(b);

const itemColumns = (draft: Draft) => ({
  shopping_list_id: draft.shoppingListId,
  position: draft.position,
  checked: draft.checked,
  quantity: draft.quantity,
  note: draft.note,
  is_food: draft.isFood,
  unit_id: draft.unitId,
  food_id: draft.foodId,
  label_id: draft.labelId,
  extras: JSON.stringify(draft.extras),
});

/** The references to the group's foods, units and labels that a request names, with where it names them. */
export interface RowRefs {
  foodId?: string | null;
  unitId?: string | null;
  labelId?: string | null;
  /** Where in the body these fields are (`[0]`, `['operations', 3, 'fields']`). */
  loc: (string | number)[];
}

export function createItemsWriter(deps: Deps) {
  const { engine } = deps;

  const writer = {
    /** Locks the tenant's list for this unit of work; 404 for a list of another household or group. */
    async openList(trx: Db, tenant: Tenant, listId: string): Promise<ListSession> {
      const list = await lockList(trx, engine, tenant, listId);
      if (!list) throw notFound();
      let seq = await lastSeq(trx, listId);
      return { list, nextSeq: () => ++seq };
    },

    /** The list's items in list order. */
    async loadDrafts(trx: Db, listId: string): Promise<Draft[]> {
      const rows = await itemsOfList(trx, listId);
      const refs = await itemRefsOf(
        trx,
        rows.map((r) => r.id),
      );
      return rows.map((row) => draftOf(row, refs));
    },

    /** 422 naming the field when a request names a food, unit or label that is not the group's. */
    async checkRowRefs(trx: Db, tenant: Tenant, entries: RowRefs[]): Promise<void> {
      const fields = [
        ['foodId', 'ingredient_foods', 'Food'],
        ['unitId', 'ingredient_units', 'Unit'],
        ['labelId', 'multi_purpose_labels', 'Label'],
      ] as const;
      for (const [field, table, noun] of fields) {
        const ids = [...new Set(entries.flatMap((e) => (e[field] ? [e[field] as string] : [])))];
        const known = await groupRowIds(trx, tenant, table, ids);
        const bad = entries.find((e) => e[field] && !known.has(e[field] as string));
        if (bad) throw invalid('body', [...bad.loc, field], `${noun} not found in this group`, bad[field]);
      }
    },

    /** Converts between the units of `drafts` that are mass or volume units of the lexicon. */
    async converterFor(trx: Db, tenant: Tenant, drafts: ItemDraft[]): Promise<UnitConverter> {
      const ids = [...new Set(drafts.flatMap((d) => (d.unitId ? [d.unitId] : [])))];
      const units = await ingredientUnits(trx, tenant, ids);
      const canonical = new Map(
        units.map((u) => [
          u.id,
          canonicalUnitOf([u.name, u.pluralName, u.abbreviation, u.pluralAbbreviation, ...u.aliases.map((a) => a.name)]),
        ]),
      );
      return (from, to) => {
        const a = canonical.get(from);
        const b = canonical.get(to);
        return a && b ? conversionFactor(a, b) : null;
      };
    },

    /**
     * Rule 8e for new items without an explicit label: the food's label (as sent in the body, else
     * stored), else the label of the group food the item's note names (see label-match.ts).
     */
    async assignLabels(trx: Db, tenant: Tenant, drafts: (Draft & { sentFoodLabelId?: string | null })[]): Promise<void> {
      const needing = drafts.filter((d) => d.labelId === null);
      if (needing.length === 0) return;
      const byFood = await foodLabels(trx, tenant, [...new Set(needing.flatMap((d) => (d.foodId ? [d.foodId] : [])))]);
      const loose = needing.filter((d) => d.foodId === null && d.note.trim());
      const foods = loose.length ? await labelledFoods(trx, tenant) : [];
      for (const draft of needing) {
        if (draft.foodId) draft.labelId = draft.sentFoodLabelId ?? byFood.get(draft.foodId) ?? null;
        else if (draft.note.trim()) draft.labelId = matchFoodLabel(draft.note, foods);
      }
    },

    /** Inserts a new draft, or writes the changed fields and references of a stored one. */
    async writeDraft(trx: Db, draft: Draft, stored?: Draft): Promise<void> {
      const now = nowIso();
      const refRows = () =>
        draft.recipeReferences.map((ref) => ({
          id: ref.id ?? crypto.randomUUID(),
          shopping_list_item_id: draft.id,
          recipe_id: ref.recipeId,
          recipe_quantity: ref.recipeQuantity,
          recipe_scale: ref.recipeScale,
          recipe_note: ref.recipeNote,
          note_added: ref.noteAdded,
          created_at: now,
          update_at: now,
        }));
      if (!stored) {
        await insertItem(trx, { id: draft.id, ...itemColumns(draft), created_at: now, update_at: now });
        await insertItemRefs(trx, refRows());
        return;
      }
      await updateItem(trx, draft.id, { ...itemColumns(draft), update_at: now });
      if (!sameRefs(draft.recipeReferences, stored.recipeReferences)) {
        await deleteItemRefs(trx, draft.id);
        await insertItemRefs(trx, refRows());
      }
    },

    /** Writes a merge plan (new items inserted, merged ones updated against `existing`); answers the ids it wrote. */
    async writePlan(trx: Db, plan: MergePlan<Draft>, existing: Draft[]): Promise<ListChanges> {
      const changes = noChanges();
      for (const draft of plan.created) {
        await writer.writeDraft(trx, draft);
        changes.created.push(draft.id);
      }
      for (const draft of plan.updated) {
        await writer.writeDraft(
          trx,
          draft,
          existing.find((e) => e.id === draft.id),
        );
        changes.updated.push(draft.id);
      }
      return changes;
    },

    /**
     * Deletes items of the session's list, leaving a tombstone in the operation log for each
     * (unless the caller `logged` the delete operations itself).
     */
    async deleteDrafts(trx: Db, session: ListSession, ids: string[], options: { logged?: boolean } = {}): Promise<void> {
      if (ids.length === 0) return;
      await deleteItemRows(trx, ids);
      if (options.logged) return;
      const appliedAt = nowIso();
      await insertOperations(
        trx,
        ids.map((itemId) => ({
          op_id: crypto.randomUUID(),
          shopping_list_id: session.list.id,
          item_id: itemId,
          type: 'delete',
          seq: session.nextSeq(),
          applied_at: appliedAt,
        })),
      );
    },

    /**
     * After a list's items changed: unused list-level recipe references go (rule 8f), the list's
     * `updatedAt` moves, and one `shopping_list_updated` event names the items.
     */
    async finishList(trx: Db, tenant: Tenant, listId: string, changes: ListChanges): Promise<void> {
      const ids = [...new Set([...changes.created, ...changes.updated, ...changes.deleted])];
      if (ids.length === 0) return;
      await removeUnusedListRecipeRefs(trx, listId);
      await touchList(trx, listId);
      const operation = changes.created.length ? 'create' : changes.updated.length ? 'update' : 'delete';
      await deps.events.emit(tenant, shoppingListItemsEvent(operation, listId, ids));
    },
  };
  return writer;
}

export type ItemsWriter = ReturnType<typeof createItemsWriter>;
