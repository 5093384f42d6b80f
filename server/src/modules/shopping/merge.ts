/**
 * Mealie's shopping-list merge rules (reference/domain.md §3 rules 7–11) as pure functions over
 * item drafts, plus Larder's unit conversion: items of the same food whose units convert (mass
 * with mass, volume with volume) merge into the existing item's unit.
 *
 * Quantities are rounded to six decimals after every step, and a recipe's contribution to an item
 * is always `recipeQuantity × scale` in the item's unit, so that adding a recipe N times and
 * removing it N times subtracts exactly what was added.
 */

export interface RefDraft {
  id?: string;
  recipeId: string;
  /** Quantity of this item in one 1× recipe, in the item's unit. */
  recipeQuantity: number;
  /** Times the recipe was added; null reads as 1 (Mealie's older rows). */
  recipeScale: number | null;
  recipeNote: string | null;
  /** Note parts (` | `-joined) that merging this reference's line added to the item. */
  noteAdded: string | null;
}

export interface ItemDraft {
  id?: string;
  checked: boolean;
  foodId: string | null;
  unitId: string | null;
  note: string;
  quantity: number;
  extras: Record<string, string>;
  recipeReferences: RefDraft[];
}

/** The factor that turns a quantity in unit `from` into one in unit `to` (unit ids), or null. */
export type UnitConverter = (from: string, to: string) => number | null;

export const noConversion: UnitConverter = () => null;

const SEPARATOR = ' | ';

export const roundQuantity = (value: number): number => Math.round(value * 1e6) / 1e6;

const parts = (note: string | null | undefined): string[] =>
  (note ?? '')
    .split(SEPARATOR)
    .map((p) => p.trim())
    .filter(Boolean);

/** `target`'s note with the parts of `incoming` it does not have yet, and those parts. */
export function joinNotes(target: string, incoming: string): { note: string; added: string[] } {
  const have = parts(target);
  const added = parts(incoming).filter((p, i, all) => !have.includes(p) && all.indexOf(p) === i);
  return { note: [...have, ...added].join(SEPARATOR), added };
}

/** `note` without `remove`'s parts. */
export function stripNotes(note: string, remove: string[]): string {
  return parts(note)
    .filter((p) => !remove.includes(p))
    .join(SEPARATOR);
}

/**
 * Rule 7 (and Larder's conversion): whether `incoming` merges into `target`, as the factor that
 * turns `incoming`'s quantities into `target`'s unit; null when they do not merge. Neither may
 * be checked, the food must be the same, the unit the same (or, with a food, convertible), and
 * without a food the notes must be equal.
 */
export function mergeFactor(target: ItemDraft, incoming: ItemDraft, convert: UnitConverter = noConversion): number | null {
  if (target.checked || incoming.checked) return null;
  if (target.foodId !== incoming.foodId) return null;
  if (target.foodId === null && target.note !== incoming.note) return null;
  if (target.unitId === incoming.unitId) return 1;
  if (target.foodId === null || target.unitId === null || incoming.unitId === null) return null;
  return convert(incoming.unitId, target.unitId);
}

const scaleOf = (ref: RefDraft) => ref.recipeScale ?? 1;

/**
 * `incoming` merged into `target` (rule 7): quantities add (converted by `factor`), differing
 * notes join with ` | ` without repeats, `incoming`'s extras win on overlapping keys, recipe
 * references union by recipe, and for the same recipe their scales add (null counts as 1).
 */
export function mergeInto<T extends ItemDraft>(target: T, incoming: ItemDraft, factor = 1): T {
  const { note, added } = joinNotes(target.note, incoming.note);
  const refs = target.recipeReferences.map((r) => ({ ...r }));
  for (const ref of incoming.recipeReferences) {
    const converted = { ...ref, recipeQuantity: roundQuantity(ref.recipeQuantity * factor) };
    const claimed = [...parts(ref.noteAdded), ...added];
    const same = refs.find((r) => r.recipeId === ref.recipeId);
    if (same) {
      same.recipeScale = scaleOf(same) + scaleOf(ref);
      same.noteAdded = joinNotes(same.noteAdded ?? '', claimed.join(SEPARATOR)).note || null;
    } else {
      refs.push({ ...converted, noteAdded: claimed.length ? claimed.join(SEPARATOR) : null });
    }
  }
  // The recipes' part of the incoming quantity converts reference by reference, exactly as
  // removing a recipe will take it off again; the rest converts as a whole.
  const byRecipes = incoming.recipeReferences.reduce((sum, r) => sum + r.recipeQuantity * scaleOf(r), 0);
  const byRecipesConverted = incoming.recipeReferences.reduce((sum, r) => sum + roundQuantity(r.recipeQuantity * factor) * scaleOf(r), 0);
  const delta = factor === 1 ? incoming.quantity : byRecipesConverted + (incoming.quantity - byRecipes) * factor;
  return {
    ...target,
    quantity: roundQuantity(target.quantity + delta),
    note,
    extras: { ...target.extras, ...incoming.extras },
    recipeReferences: refs,
  };
}

/**
 * Rule 10, first step: the lines of one recipe that merge are combined, their quantities and
 * their reference's `recipeQuantity` adding (the reference keeps the unscaled quantity), their
 * notes joined. Each line's draft carries exactly one reference to the recipe.
 */
export function combineRecipeLines<T extends ItemDraft>(lines: T[], convert: UnitConverter = noConversion): T[] {
  const out: T[] = [];
  for (const line of lines) {
    const into = out.findIndex((o) => mergeFactor(o, line, convert) !== null);
    if (into < 0) {
      out.push(line);
      continue;
    }
    const target = out[into];
    const factor = mergeFactor(target, line, convert)!;
    const { note } = joinNotes(target.note, line.note);
    const [targetRef] = target.recipeReferences;
    const [lineRef] = line.recipeReferences;
    out[into] = {
      ...target,
      quantity: roundQuantity(target.quantity + line.quantity * factor),
      note,
      recipeReferences: [
        {
          ...targetRef,
          recipeQuantity: roundQuantity(targetRef.recipeQuantity + lineRef.recipeQuantity * factor),
          recipeNote: joinNotes(targetRef.recipeNote ?? '', lineRef.recipeNote ?? '').note || null,
        },
      ],
    };
  }
  return out;
}

/** What happens to an existing item when new items are merged into a list (rule 8). */
export interface MergePlan<T extends ItemDraft> {
  /** Items to insert. */
  created: T[];
  /** Existing items changed by a merge. */
  updated: T[];
}

/**
 * Rule 8 (a–d): merges the request's items among themselves, then each into the first mergeable
 * unchecked existing item of the list (updated, nothing created); what stays new and has a
 * negative quantity is dropped; a new checked item loses its recipe references. `existing` is in
 * list order.
 */
export function planCreate<T extends ItemDraft>(existing: T[], incoming: T[], convert: UnitConverter = noConversion): MergePlan<T> {
  const merged: T[] = [];
  for (const item of incoming) {
    const into = merged.findIndex((m) => mergeFactor(m, item, convert) !== null);
    if (into < 0) merged.push(item);
    else merged[into] = mergeInto(merged[into], item, mergeFactor(merged[into], item, convert)!);
  }
  const current = existing.map((e) => ({ ...e }));
  const touched = new Set<number>();
  const created: T[] = [];
  for (const item of merged) {
    const into = current.findIndex((e) => mergeFactor(e, item, convert) !== null);
    if (into >= 0) {
      current[into] = mergeInto(current[into], item, mergeFactor(current[into], item, convert)!);
      touched.add(into);
      continue;
    }
    if (item.quantity < 0) continue;
    created.push(item.checked ? { ...item, recipeReferences: [] } : item);
  }
  return { created, updated: [...touched].sort((a, b) => a - b).map((i) => current[i]) };
}

/**
 * Rule 11: `item` after taking `decrement` times the recipe off it. Per reference to the recipe:
 * with a scale above `decrement`, `decrement × recipeQuantity` comes off and the scale drops;
 * otherwise `scale × recipeQuantity` comes off and the reference goes. The note parts a removed
 * reference added go too, unless another remaining reference added them. The item is deleted
 * when its quantity falls below 0, or to 0 with no reference left.
 */
export function removeRecipe<T extends ItemDraft>(item: T, recipeId: string, decrement: number): { item: T; deleted: boolean } | null {
  if (!item.recipeReferences.some((r) => r.recipeId === recipeId)) return null;
  let quantity = item.quantity;
  const kept: RefDraft[] = [];
  const gone: RefDraft[] = [];
  for (const ref of item.recipeReferences) {
    if (ref.recipeId !== recipeId) {
      kept.push(ref);
      continue;
    }
    const scale = scaleOf(ref);
    quantity = roundQuantity(quantity - Math.min(scale, decrement) * ref.recipeQuantity);
    const left = roundQuantity(scale - decrement);
    if (left > 0) kept.push({ ...ref, recipeScale: left });
    else gone.push(ref);
  }
  const stillClaimed = new Set(kept.flatMap((r) => parts(r.noteAdded)));
  const strip = gone.flatMap((r) => parts(r.noteAdded)).filter((p) => !stillClaimed.has(p));
  const next: T = { ...item, quantity, recipeReferences: kept, note: strip.length ? stripNotes(item.note, strip) : item.note };
  return { item: next, deleted: quantity < 0 || (quantity === 0 && kept.length === 0) };
}
