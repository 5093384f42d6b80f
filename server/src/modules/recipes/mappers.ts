import type { RecipeRow } from '../../db/types.js';
import type { Tenant } from '../../platform/access.js';
import { toBool, toIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';
import { ingredientFoods } from '../foods/service.js';
import { ingredientUnits } from '../units/service.js';
import { ingredientDisplay } from './display.js';
import { organizersOf, type RecipeParts, recipeParts } from './queries.js';
import { NUTRITION_FIELDS, type Nutrition, type RecipeOut, type RecipeSettings, type RecipeSummaryOut } from './schemas.js';

/** A recipe row as the list and detail queries select it: the recipe's columns and its household. */
export type RecipeSummaryRow = Omit<RecipeRow, 'name_normalized' | 'description_normalized'> & { household_id: string };

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

/**
 * RecipeSummary for each row, in order; categories, tags and tools load in three queries for all
 * rows. Tools on hand are the viewer's household's (a visitor has none).
 */
export async function toSummaries(db: Db, rows: RecipeSummaryRow[], viewer: Tenant): Promise<RecipeSummaryOut[]> {
  const { categories, tags, tools } = await organizersOf(
    db,
    rows.map((r) => r.id),
    viewer,
  );
  const categoriesBy = groupBy(categories, (c) => c.recipe_id);
  const tagsBy = groupBy(tags, (t) => t.recipe_id);
  const toolsBy = groupBy(tools, (t) => t.recipe_id);
  return rows.map((row) =>
    summaryOf(
      row,
      (categoriesBy.get(row.id) ?? []).map((c) => ({ id: c.id, name: c.name, slug: c.slug })),
      (tagsBy.get(row.id) ?? []).map((t) => ({ id: t.id, name: t.name, slug: t.slug })),
      (toolsBy.get(row.id) ?? []).map((t) => ({ id: t.id, name: t.name, slug: t.slug, onHand: t.on_hand_household !== null })),
    ),
  );
}

/** Organizers as the page statement returns them: a JSON array of `[id, name, slug(, on hand)]` (text on SQLite). */
type OrganizerJson = string | unknown[][] | null;
const jsonArray = (value: OrganizerJson): unknown[][] => (typeof value === 'string' ? JSON.parse(value) : (value ?? []));

/** RecipeSummary for each row of summaryPageRows (organizers inline as JSON), in order. */
export function pageSummaries(rows: (RecipeSummaryRow & { categories: unknown; tags: unknown; tools: unknown })[]): RecipeSummaryOut[] {
  const organizer = (o: unknown[]) => ({ id: o[0] as string, name: o[1] as string, slug: o[2] as string });
  return rows.map((row) =>
    summaryOf(
      row,
      jsonArray(row.categories as OrganizerJson).map(organizer),
      jsonArray(row.tags as OrganizerJson).map(organizer),
      jsonArray(row.tools as OrganizerJson).map((t) => ({ ...organizer(t), onHand: t[3] === true || t[3] === 1 })),
    ),
  );
}

function summaryOf(
  row: RecipeSummaryRow,
  recipeCategory: RecipeSummaryOut['recipeCategory'],
  tags: RecipeSummaryOut['tags'],
  tools: RecipeSummaryOut['tools'],
): RecipeSummaryOut {
  return {
    id: row.id,
    userId: row.user_id,
    householdId: row.household_id,
    groupId: row.group_id,
    name: row.name,
    slug: row.slug,
    image: row.image,
    recipeServings: Number(row.recipe_servings ?? 0),
    recipeYieldQuantity: Number(row.recipe_yield_quantity ?? 0),
    recipeYield: row.recipe_yield,
    totalTime: row.total_time,
    prepTime: row.prep_time,
    cookTime: row.cook_time,
    performTime: row.perform_time,
    description: row.description,
    recipeCategory,
    tags,
    tools,
    rating: row.rating === null ? null : Number(row.rating),
    orgURL: row.org_url,
    dateAdded: row.date_added,
    dateUpdated: toIso(row.date_updated),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.update_at),
    lastMade: toIso(row.last_made),
  };
}

/** The full Recipe of one of the viewer's group's rows, tools' and foods' on-hand seen from the viewer's household. */
export async function toRecipeOut(db: Db, row: RecipeSummaryRow, viewer: Tenant): Promise<RecipeOut> {
  const [[summary], parts] = await Promise.all([toSummaries(db, [row], viewer), recipeParts(db, row.id)]);
  return completeRecipe(db, summary, parts, viewer);
}

type PartsJson = { [K in keyof RecipeParts as `${K}_json`]: unknown };
const parsed = <T>(value: unknown, empty: T): T => (typeof value === 'string' ? JSON.parse(value) : (value ?? empty)) as T;

/** The full Recipe of a row of findRecipeWithParts (organizers and parts inline as JSON). */
export async function recipeOutWithParts(
  db: Db,
  row: RecipeSummaryRow & { categories: unknown; tags: unknown; tools: unknown } & PartsJson,
  viewer: Tenant,
): Promise<RecipeOut> {
  const parts = {
    ingredients: parsed(row.ingredients_json, []),
    instructions: parsed(row.instructions_json, []),
    refs: parsed(row.refs_json, []),
    nutrition: parsed(row.nutrition_json, undefined),
    settings: parsed(row.settings_json, undefined),
    assets: parsed(row.assets_json, []),
    notes: parsed(row.notes_json, []),
    extras: parsed(row.extras_json, []),
    comments: parsed(row.comments_json, []),
  } as RecipeParts;
  return completeRecipe(db, pageSummaries([row])[0], parts, viewer);
}

async function completeRecipe(db: Db, summary: RecipeSummaryOut, parts: RecipeParts, viewer: Tenant): Promise<RecipeOut> {
  const foodIds = [...new Set(parts.ingredients.map((i) => i.food_id).filter((id): id is string => id !== null))];
  const unitIds = [...new Set(parts.ingredients.map((i) => i.unit_id).filter((id): id is string => id !== null))];
  const [foods, units] = await Promise.all([ingredientFoods(db, viewer, foodIds), ingredientUnits(db, viewer, unitIds)]);
  const foodById = new Map(foods.map((f) => [f.id, f]));
  const unitById = new Map(units.map((u) => [u.id, u]));

  const settings: RecipeSettings = parts.settings
    ? {
        public: toBool(parts.settings.public),
        showNutrition: toBool(parts.settings.show_nutrition),
        showAssets: toBool(parts.settings.show_assets),
        landscapeView: toBool(parts.settings.landscape_view),
        disableComments: toBool(parts.settings.disable_comments),
        disableAmount: toBool(parts.settings.disable_amount),
        locked: toBool(parts.settings.locked),
      }
    : {
        public: false,
        showNutrition: false,
        showAssets: false,
        landscapeView: false,
        disableComments: true,
        disableAmount: true,
        locked: false,
      };
  const disableAmount = settings.disableAmount;

  const nutritionRow = parts.nutrition as Record<string, string | null> | undefined;
  const nutrition = Object.fromEntries(NUTRITION_FIELDS.map((f) => [f, nutritionRow?.[snake(f)] ?? null])) as Nutrition;

  const refsBy = groupBy(parts.refs, (r) => r.instruction_id);

  return {
    ...summary,
    recipeIngredient: parts.ingredients.map((ing) => {
      const food = ing.food_id ? (foodById.get(ing.food_id) ?? null) : null;
      const unit = ing.unit_id ? (unitById.get(ing.unit_id) ?? null) : null;
      const quantity = ing.quantity === null ? null : Number(ing.quantity);
      const maxQuantity = ing.max_quantity === null ? null : Number(ing.max_quantity);
      return {
        quantity,
        maxQuantity,
        unit,
        food,
        note: ing.note,
        isFood: !disableAmount,
        disableAmount,
        display: ingredientDisplay({ quantity, maxQuantity, unit, food, note: ing.note, isFood: !disableAmount }),
        title: ing.title,
        originalText: ing.original_text,
        referenceId: ing.reference_id ?? crypto.randomUUID(),
      };
    }),
    recipeInstructions: parts.instructions.map((step) => ({
      id: step.id,
      title: step.title,
      summary: step.summary,
      text: step.text ?? '',
      ingredientReferences: (refsBy.get(step.id) ?? []).map((r) => ({ referenceId: r.reference_id })),
    })),
    nutrition,
    settings,
    assets: parts.assets.map((a) => ({ name: a.name, icon: a.icon, fileName: a.file_name })),
    notes: parts.notes.map((n) => ({ title: n.title, text: n.text })),
    extras: Object.fromEntries(parts.extras.map((e) => [e.key_name, e.value ?? ''])),
    comments: parts.comments.map((c) => ({
      recipeId: c.recipe_id,
      text: c.text,
      id: c.id,
      createdAt: toIso(c.created_at)!,
      updatedAt: toIso(c.update_at)!,
      userId: c.user_id,
      user: { id: c.user_id, username: c.username, admin: toBool(c.admin) },
    })),
  };
}
