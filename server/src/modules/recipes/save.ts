import type { Tenant } from '../../platform/access.js';
import type { AuthContext } from '../../platform/auth/context.js';
import { badRequest } from '../../platform/errors.js';
import { normalizeText } from '../../platform/normalize.js';
import { slugify } from '../../platform/slug.js';
import { nowIso, toBool } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';
import { extrasAsText } from '../foods/service.js';
import {
  type IngredientValues,
  type InstructionValues,
  ingredientAmounts,
  type NutritionValues,
  replaceAssets,
  replaceExtras,
  replaceIngredients,
  replaceInstructions,
  replaceNotes,
  replaceNutrition,
  replaceOrganizerLinks,
  type SettingsValues,
} from './parts.queries.js';
import {
  existingIngredientRefs,
  findOrCreateIngredientRef,
  findOrganizers,
  insertOrganizer,
  instructionIdsOfOtherRecipes,
  type OrganizerTable,
  type RecipeColumns,
  type RecipeRecord,
} from './queries.js';
import { NUTRITION_FIELDS, type ParsedRecipeInput } from './schemas.js';

/**
 * Turning a Recipe body into rows. `put` replaces every part (a missing list becomes empty),
 * `patch` touches only the parts sent, `create` is `put` on a new recipe.
 */
export type SaveMode = 'create' | 'put' | 'patch';

const normalizeOrNull = (text: string | null) => (text === null ? null : normalizeText(text));
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The recipe's scalar columns from the body; `existing` supplies what a body may leave out. */
export function recipeColumns(input: ParsedRecipeInput, mode: SaveMode, existing: RecipeRecord | null): Partial<RecipeColumns> {
  const out: Partial<RecipeColumns> = {};
  const sent = (key: keyof ParsedRecipeInput) => mode !== 'patch' || input[key] !== undefined;
  const text = (v: string | null | undefined) => (v === undefined || v === null ? null : v);
  if (input.name !== undefined) {
    out.name = input.name;
    out.name_normalized = normalizeText(input.name);
  }
  if (sent('description')) {
    out.description = input.description ?? '';
    out.description_normalized = normalizeText(input.description ?? '');
  }
  if (sent('totalTime')) out.total_time = text(input.totalTime);
  if (sent('prepTime')) out.prep_time = text(input.prepTime);
  if (sent('cookTime')) out.cook_time = text(input.cookTime);
  if (sent('performTime')) out.perform_time = text(input.performTime);
  if (sent('recipeYield')) out.recipe_yield = text(input.recipeYield);
  if (sent('recipeServings')) out.recipe_servings = input.recipeServings ?? 0;
  if (sent('recipeYieldQuantity')) out.recipe_yield_quantity = input.recipeYieldQuantity ?? 0;
  if (sent('orgURL')) out.org_url = text(input.orgURL);
  // The image key belongs to the image endpoints; a body only changes it when it names one.
  if (input.image !== undefined) out.image = input.image;
  if (input.dateAdded) out.date_added = input.dateAdded.slice(0, 10);
  else if (!existing) out.date_added = nowIso().slice(0, 10);
  if (input.lastMade !== undefined) {
    if (input.lastMade === null || input.lastMade === '') out.last_made = null;
    else {
      const d = parseUtc(input.lastMade);
      if (Number.isNaN(d.getTime())) throw badRequest(`lastMade "${input.lastMade}" is not a valid datetime`);
      out.last_made = d.toISOString();
    }
  }
  return out;
}

/** A datetime; one without a zone is UTC, as Mealie stores naive UTC times. */
export function parseUtc(text: string): Date {
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(text) || !text.includes('T');
  return new Date(zoned ? text : `${text}Z`);
}

/** A slug for a name, or 400 when the name has no letters or digits to make one from. */
export function slugFor(name: string): string {
  const slug = slugify(name);
  if (!slug) throw badRequest(`Recipe name "${name}" must contain letters or digits`);
  return slug;
}

type OrganizerRef = { id?: string | null; name?: string | null; slug?: string | null };

const LABELS: Record<OrganizerTable, string> = { categories: 'categories', tags: 'tags', tools: 'tools' };

/**
 * Ids of the group's organizers named in the body, by id or else by slug (or the name's slug).
 * Unknown ones are created only when importing; otherwise 400 names them.
 */
export async function resolveOrganizers(
  db: Db,
  table: OrganizerTable,
  tenant: Tenant,
  refs: OrganizerRef[],
  importing: boolean,
): Promise<string[]> {
  const wanted = refs.map((r) => ({
    id: r.id ? r.id.toLowerCase() : null,
    slug: r.slug?.trim() || (r.name?.trim() ? slugify(r.name.trim()) : ''),
    name: r.name?.trim() || r.slug?.trim() || '',
  }));
  const found = await findOrganizers(
    db,
    table,
    tenant,
    wanted.flatMap((w) => (w.id ? [w.id] : [])),
    wanted.flatMap((w) => (w.slug ? [w.slug] : [])),
  );
  const byId = new Map(found.map((o) => [o.id, o.id]));
  const bySlug = new Map(found.map((o) => [o.slug, o.id]));
  const ids: string[] = [];
  const unknown: string[] = [];
  for (const w of wanted) {
    const id = (w.id && byId.get(w.id)) || (w.slug && bySlug.get(w.slug)) || undefined;
    if (id) {
      ids.push(id);
    } else if (importing && w.slug && w.name) {
      const created = await insertOrganizer(db, table, tenant, w.name, w.slug);
      bySlug.set(w.slug, created);
      ids.push(created);
    } else {
      unknown.push(w.id ?? (w.slug || w.name || '(empty)'));
    }
  }
  if (unknown.length) throw badRequest(`Unknown ${LABELS[table]}: ${unknown.join(', ')}`);
  return ids;
}

type IngredientInput = NonNullable<ParsedRecipeInput['recipeIngredient']>[number];

type StoredAmounts = Map<string, { quantity: number | null; maxQuantity: number | null }>;

/**
 * The upper bound of a range to store: only above the quantity. A body without `maxQuantity` (a
 * Mealie client knows no such field) keeps the stored bound while the quantity is unchanged, so
 * that such a client saving the recipe does not cut "12–15" down to "12".
 */
function maxQuantityOf(ing: IngredientInput, quantity: number | null, stored: StoredAmounts): number | null {
  let max = ing.maxQuantity;
  if (max === undefined) {
    const before = ing.referenceId ? stored.get(ing.referenceId.toLowerCase()) : undefined;
    max = before && before.quantity === quantity ? before.maxQuantity : null;
  }
  return max !== null && quantity !== null && max > quantity ? max : null;
}

/**
 * Ingredient rows from the body. A food or unit must be one of the group's (by id); when importing
 * from another instance an unknown one is matched by name, then created.
 */
export async function ingredientValues(
  db: Db,
  tenant: Tenant,
  list: IngredientInput[],
  importing: boolean,
  stored: StoredAmounts = new Map(),
): Promise<IngredientValues[]> {
  const foodIds = list.flatMap((i) => (i.food?.id ? [i.food.id.toLowerCase()] : []));
  const unitIds = list.flatMap((i) => (i.unit?.id ? [i.unit.id.toLowerCase()] : []));
  const [foods, units] = await Promise.all([
    existingIngredientRefs(db, 'ingredient_foods', tenant, foodIds),
    existingIngredientRefs(db, 'ingredient_units', tenant, unitIds),
  ]);
  const resolve = async (
    kind: 'food' | 'unit',
    ref: { id?: string | null; name?: string | null } | null | undefined,
    known: Set<string>,
  ) => {
    if (!ref) return null;
    const id = ref.id?.toLowerCase();
    if (id && known.has(id)) return id;
    if (importing && ref.name?.trim()) return findOrCreateIngredientRef(db, kind, tenant, ref.name.trim(), normalizeText(ref.name.trim()));
    if (!id && !ref.name?.trim()) return null;
    throw badRequest(id ? `Unknown ${kind}: ${ref.id}` : `Ingredient ${kind} "${ref.name}" needs the id of one of the group's ${kind}s`);
  };
  const out: IngredientValues[] = [];
  for (const ing of list) {
    const quantity = ing.quantity === undefined ? 1 : ing.quantity;
    out.push({
      title: ing.title || null,
      note: ing.note ?? null,
      quantity,
      max_quantity: maxQuantityOf(ing, quantity, stored),
      unit_id: await resolve('unit', ing.unit, units),
      food_id: await resolve('food', ing.food, foods),
      original_text: ing.originalText ?? null,
      reference_id: ing.referenceId ? ing.referenceId.toLowerCase() : crypto.randomUUID(),
    });
  }
  return out;
}

type StepInput = NonNullable<ParsedRecipeInput['recipeInstructions']>[number];

/** Instruction rows; ids already used by another recipe (or twice in the body) get fresh ones. */
export async function instructionValues(db: Db, recipeId: string, list: StepInput[]): Promise<InstructionValues[]> {
  const ids = list.flatMap((s) => (s.id ? [s.id.toLowerCase()] : []));
  const taken = await instructionIdsOfOtherRecipes(db, recipeId, ids);
  const used = new Set<string>();
  return list.map((s) => {
    let id = s.id?.toLowerCase();
    if (!id || taken.has(id) || used.has(id)) id = crypto.randomUUID();
    used.add(id);
    return {
      id,
      title: s.title ?? '',
      summary: s.summary ?? '',
      text: s.text ?? '',
      references: (s.ingredientReferences ?? []).flatMap((r) => (r.referenceId ? [r.referenceId.toLowerCase()] : [])),
    };
  });
}

export function nutritionValues(input: ParsedRecipeInput['nutrition']): NutritionValues {
  return Object.fromEntries(NUTRITION_FIELDS.map((f) => [snake(f), input?.[f] ?? null])) as NutritionValues;
}

type SettingsInput = ParsedRecipeInput['settings'];

export function mergeSettings(base: SettingsValues, input: SettingsInput): SettingsValues {
  if (!input) return base;
  return {
    public: input.public ?? base.public,
    show_nutrition: input.showNutrition ?? base.show_nutrition,
    show_assets: input.showAssets ?? base.show_assets,
    landscape_view: input.landscapeView ?? base.landscape_view,
    disable_comments: input.disableComments ?? base.disable_comments,
    disable_amount: input.disableAmount ?? base.disable_amount,
    locked: input.locked ?? base.locked,
  };
}

/** Settings row → values (booleans), or null when the recipe has none. */
export function settingsOf(row: Record<string, unknown> | undefined): SettingsValues | null {
  if (!row) return null;
  return {
    public: toBool(row.public),
    show_nutrition: toBool(row.show_nutrition),
    show_assets: toBool(row.show_assets),
    landscape_view: toBool(row.landscape_view),
    disable_comments: toBool(row.disable_comments),
    disable_amount: toBool(row.disable_amount),
    locked: toBool(row.locked),
  };
}

/** Writes every part the body carries (all of them for `create`/`put`). */
export async function writeParts(
  db: Db,
  auth: AuthContext,
  recipeId: string,
  input: ParsedRecipeInput,
  mode: SaveMode,
  importing: boolean,
): Promise<void> {
  const sent = (key: keyof ParsedRecipeInput) => mode !== 'patch' || input[key] !== undefined;
  for (const [key, table] of [
    ['recipeCategory', 'categories'],
    ['tags', 'tags'],
    ['tools', 'tools'],
  ] as const) {
    if (!sent(key)) continue;
    const ids = await resolveOrganizers(db, table, auth, input[key] ?? [], importing);
    await replaceOrganizerLinks(db, table, recipeId, ids);
  }
  if (sent('recipeIngredient')) {
    const stored = mode === 'create' ? new Map() : await ingredientAmounts(db, recipeId);
    const values = await ingredientValues(db, auth, input.recipeIngredient ?? [], importing, stored);
    await replaceIngredients(db, recipeId, values, normalizeOrNull);
  }
  if (sent('recipeInstructions')) {
    await replaceInstructions(db, recipeId, await instructionValues(db, recipeId, input.recipeInstructions ?? []));
  }
  if (sent('nutrition')) await replaceNutrition(db, recipeId, nutritionValues(input.nutrition));
  if (sent('assets')) {
    await replaceAssets(
      db,
      recipeId,
      (input.assets ?? []).map((a) => ({ name: a.name, icon: a.icon, file_name: a.fileName ?? slugify(a.name) })),
    );
  }
  if (sent('notes')) {
    await replaceNotes(
      db,
      recipeId,
      (input.notes ?? []).map((n) => ({ title: n.title ?? '', text: n.text ?? '' })),
    );
  }
  if (sent('extras')) await replaceExtras(db, recipeId, extrasAsText(input.extras ?? {}));
}
