import { sql } from 'kysely';
import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';
import type { OrganizerTable } from './queries.js';

/** Replacing the parts of a recipe on save: each part is deleted and written again in list order. */

export interface IngredientValues {
  title: string | null;
  note: string | null;
  quantity: number | null;
  max_quantity: number | null;
  unit_id: string | null;
  food_id: string | null;
  original_text: string | null;
  reference_id: string;
}

/** The stored amount of each ingredient of a recipe, by reference id: what a body without `maxQuantity` leaves as it was. */
export async function ingredientAmounts(
  db: Db,
  recipeId: string,
): Promise<Map<string, { quantity: number | null; maxQuantity: number | null }>> {
  const rows = await db
    .selectFrom('recipes_ingredients')
    .select(['reference_id', 'quantity', 'max_quantity'])
    .where('recipe_id', '=', recipeId)
    .execute();
  const amounts = new Map<string, { quantity: number | null; maxQuantity: number | null }>();
  for (const row of rows) {
    if (!row.reference_id) continue;
    const number = (v: number | null) => (v === null ? null : Number(v));
    amounts.set(row.reference_id.toLowerCase(), { quantity: number(row.quantity), maxQuantity: number(row.max_quantity) });
  }
  return amounts;
}

export async function replaceIngredients(
  db: Db,
  recipeId: string,
  ingredients: IngredientValues[],
  normalize: (t: string | null) => string | null,
) {
  await db.deleteFrom('recipes_ingredients').where('recipe_id', '=', recipeId).execute();
  if (ingredients.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('recipes_ingredients')
    .values(
      ingredients.map((ing, position) => ({
        recipe_id: recipeId,
        position,
        ...ing,
        note_normalized: normalize(ing.note),
        original_text_normalized: normalize(ing.original_text),
        created_at: now,
        update_at: now,
      })),
    )
    .execute();
}

export interface InstructionValues {
  id: string;
  title: string;
  summary: string;
  text: string;
  references: string[];
}

export async function replaceInstructions(db: Db, recipeId: string, steps: InstructionValues[]) {
  // Links cascade with their instruction.
  await db.deleteFrom('recipe_instructions').where('recipe_id', '=', recipeId).execute();
  if (steps.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('recipe_instructions')
    .values(
      steps.map((s, position) => ({
        id: s.id,
        recipe_id: recipeId,
        position,
        type: '',
        title: s.title,
        summary: s.summary,
        text: s.text,
        created_at: now,
        update_at: now,
      })),
    )
    .execute();
  const links = steps.flatMap((s) =>
    s.references.map((reference_id) => ({ instruction_id: s.id, reference_id, created_at: now, update_at: now })),
  );
  if (links.length) await db.insertInto('recipe_ingredient_ref_link').values(links).execute();
}

export type NutritionValues = Record<
  | 'calories'
  | 'carbohydrate_content'
  | 'cholesterol_content'
  | 'fat_content'
  | 'fiber_content'
  | 'protein_content'
  | 'saturated_fat_content'
  | 'sodium_content'
  | 'sugar_content'
  | 'trans_fat_content'
  | 'unsaturated_fat_content',
  string | null
>;

export async function replaceNutrition(db: Db, recipeId: string, values: NutritionValues) {
  const now = nowIso();
  await db.deleteFrom('recipe_nutrition').where('recipe_id', '=', recipeId).execute();
  await db
    .insertInto('recipe_nutrition')
    .values({ recipe_id: recipeId, ...values, created_at: now, update_at: now })
    .execute();
}

export interface SettingsValues {
  public: boolean;
  show_nutrition: boolean;
  show_assets: boolean;
  landscape_view: boolean;
  disable_comments: boolean;
  disable_amount: boolean;
  locked: boolean;
}

export async function replaceSettings(db: Db, recipeId: string, values: SettingsValues) {
  const now = nowIso();
  await db.deleteFrom('recipe_settings').where('recipe_id', '=', recipeId).execute();
  await db
    .insertInto('recipe_settings')
    .values({ recipe_id: recipeId, ...values, created_at: now, update_at: now })
    .execute();
}

export async function replaceAssets(db: Db, recipeId: string, assets: { name: string; icon: string; file_name: string }[]) {
  await db.deleteFrom('recipe_assets').where('recipe_id', '=', recipeId).execute();
  if (assets.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('recipe_assets')
    .values(assets.map((a) => ({ recipe_id: recipeId, ...a, created_at: now, update_at: now })))
    .execute();
}

export async function replaceNotes(db: Db, recipeId: string, notes: { title: string; text: string }[]) {
  await db.deleteFrom('notes').where('recipe_id', '=', recipeId).execute();
  if (notes.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('notes')
    .values(notes.map((n, position) => ({ recipe_id: recipeId, position, ...n, created_at: now, update_at: now })))
    .execute();
}

export async function replaceExtras(db: Db, recipeId: string, extras: Record<string, string>) {
  await db.deleteFrom('api_extras').where('recipee_id', '=', recipeId).execute();
  const entries = Object.entries(extras);
  if (entries.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('api_extras')
    .values(entries.map(([key_name, value]) => ({ key_name, value, recipee_id: recipeId, created_at: now, update_at: now })))
    .execute();
}

const LINK_TABLES = {
  categories: { table: 'recipes_to_categories', column: 'category_id' },
  tags: { table: 'recipes_to_tags', column: 'tag_id' },
  tools: { table: 'recipes_to_tools', column: 'tool_id' },
} as const;

export async function replaceOrganizerLinks(db: Db, kind: OrganizerTable, recipeId: string, ids: string[]) {
  const { table, column } = LINK_TABLES[kind];
  await db.deleteFrom(table).where('recipe_id', '=', recipeId).execute();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  await sql`insert into ${sql.table(table)} (recipe_id, ${sql.ref(column)}) values ${sql.join(
    unique.map((id) => sql`(${recipeId}, ${id})`),
  )}`.execute(db);
}
