import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** A recipe row with its household (the owner's). */
export const recipeRowQuery = (db: Db) =>
  db.selectFrom('recipes').innerJoin('users as owner', 'owner.id', 'recipes.user_id').selectAll('recipes').select('owner.household_id');

/** The group's recipe by slug or id; `householdId` narrows it to one household. */
export async function findRecipeRow(db: Db, groupId: string, slugOrId: string, householdId?: string) {
  return recipeRowQuery(db)
    .where('recipes.group_id', '=', groupId)
    .where((eb) =>
      isUuid(slugOrId)
        ? eb.or([eb('recipes.slug', '=', slugOrId), eb('recipes.id', '=', slugOrId.toLowerCase())])
        : eb('recipes.slug', '=', slugOrId),
    )
    .$if(householdId !== undefined, (qb) => qb.where('owner.household_id', '=', householdId!))
    .executeTakeFirst();
}

export type RecipeRecord = NonNullable<Awaited<ReturnType<typeof findRecipeRow>>>;

/** What the recipe edit rule needs: the owner's household, its lock preference and the recipe's lock. */
export const recipeEditFacts = (db: Db, recipeId: string) =>
  db
    .selectFrom('recipes')
    .innerJoin('users as owner', 'owner.id', 'recipes.user_id')
    .leftJoin('household_preferences as hp', 'hp.household_id', 'owner.household_id')
    .leftJoin('recipe_settings as rs', 'rs.recipe_id', 'recipes.id')
    .select([
      'recipes.id',
      'recipes.user_id',
      'owner.household_id',
      'hp.lock_recipe_edits_from_other_households as household_lock',
      'rs.locked',
    ])
    .where('recipes.id', '=', recipeId)
    .executeTakeFirst();

export const householdPreferences = (db: Db, householdId: string) =>
  db.selectFrom('household_preferences').selectAll().where('household_id', '=', householdId).executeTakeFirst();

export async function slugTaken(db: Db, groupId: string, slug: string, exceptId?: string): Promise<boolean> {
  const row = await db
    .selectFrom('recipes')
    .select('id')
    .where('group_id', '=', groupId)
    .where('slug', '=', slug)
    .$if(exceptId !== undefined, (qb) => qb.where('id', '<>', exceptId!))
    .executeTakeFirst();
  return row !== undefined;
}

// ── Reading the parts of recipes ────────────────────────────────────────────

const SUMMARY_COLUMNS = [
  'recipes.id',
  'recipes.group_id',
  'recipes.user_id',
  'recipes.slug',
  'recipes.name',
  'recipes.description',
  'recipes.image',
  'recipes.total_time',
  'recipes.prep_time',
  'recipes.perform_time',
  'recipes.cook_time',
  'recipes.recipe_yield',
  'recipes.recipe_yield_quantity',
  'recipes.recipe_servings',
  'recipes.recipe_cuisine',
  'recipes.rating',
  'recipes.org_url',
  'recipes.date_added',
  'recipes.date_updated',
  'recipes.last_made',
  'recipes.is_ocr_recipe',
  'recipes.created_at',
  'recipes.update_at',
] as const;

/** The rows of one page, in the order of `ids`. */
export async function summaryRows(db: Db, ids: string[]) {
  const rows = ids.length
    ? await db
        .selectFrom('recipes')
        .innerJoin('users as owner', 'owner.id', 'recipes.user_id')
        .select(SUMMARY_COLUMNS)
        .select('owner.household_id')
        .where('recipes.id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Categories, tags and tools of the given recipes (3 queries), tools with the household's on-hand. */
export async function organizersOf(db: Db, recipeIds: string[], householdId: string | null) {
  if (recipeIds.length === 0) return { categories: [], tags: [], tools: [] };
  const [categories, tags, tools] = await Promise.all([
    db
      .selectFrom('recipes_to_categories as rc')
      .innerJoin('categories as c', 'c.id', 'rc.category_id')
      .select(['rc.recipe_id', 'c.id', 'c.name', 'c.slug'])
      .where('rc.recipe_id', 'in', recipeIds)
      .orderBy('c.name')
      .execute(),
    db
      .selectFrom('recipes_to_tags as rt')
      .innerJoin('tags as t', 't.id', 'rt.tag_id')
      .select(['rt.recipe_id', 't.id', 't.name', 't.slug'])
      .where('rt.recipe_id', 'in', recipeIds)
      .orderBy('t.name')
      .execute(),
    db
      .selectFrom('recipes_to_tools as rt')
      .innerJoin('tools as t', 't.id', 'rt.tool_id')
      .leftJoin('households_to_tools as ht', (join) =>
        join.onRef('ht.tool_id', '=', 't.id').on('ht.household_id', '=', householdId ?? '00000000-0000-0000-0000-000000000000'),
      )
      .select(['rt.recipe_id', 't.id', 't.name', 't.slug', 'ht.household_id as on_hand_household'])
      .where('rt.recipe_id', 'in', recipeIds)
      .orderBy('t.name')
      .execute(),
  ]);
  return { categories, tags, tools };
}

/** Everything of one recipe besides its row and organizers. */
export async function recipeParts(db: Db, recipeId: string) {
  const [ingredients, instructions, refs, nutrition, settings, assets, notes, extras, comments] = await Promise.all([
    db.selectFrom('recipes_ingredients').selectAll().where('recipe_id', '=', recipeId).orderBy('position').orderBy('id').execute(),
    db.selectFrom('recipe_instructions').selectAll().where('recipe_id', '=', recipeId).orderBy('position').execute(),
    db
      .selectFrom('recipe_ingredient_ref_link as l')
      .innerJoin('recipe_instructions as i', 'i.id', 'l.instruction_id')
      .select(['l.instruction_id', 'l.reference_id'])
      .where('i.recipe_id', '=', recipeId)
      .orderBy('l.id')
      .execute(),
    db.selectFrom('recipe_nutrition').selectAll().where('recipe_id', '=', recipeId).executeTakeFirst(),
    db.selectFrom('recipe_settings').selectAll().where('recipe_id', '=', recipeId).executeTakeFirst(),
    db.selectFrom('recipe_assets').selectAll().where('recipe_id', '=', recipeId).orderBy('id').execute(),
    db.selectFrom('notes').selectAll().where('recipe_id', '=', recipeId).orderBy('position').orderBy('id').execute(),
    db.selectFrom('api_extras').select(['key_name', 'value']).where('recipee_id', '=', recipeId).orderBy('id').execute(),
    db
      .selectFrom('recipe_comments as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.recipe_id', 'c.user_id', 'c.text', 'c.created_at', 'c.update_at', 'u.username', 'u.admin'])
      .where('c.recipe_id', '=', recipeId)
      .orderBy('c.created_at')
      .orderBy('c.id')
      .execute(),
  ]);
  return { ingredients, instructions, refs, nutrition, settings, assets, notes, extras, comments };
}

export type RecipeParts = Awaited<ReturnType<typeof recipeParts>>;

// ── Lookups for saving ──────────────────────────────────────────────────────

export type OrganizerTable = 'categories' | 'tags' | 'tools';

/** The group's organizers among the given ids and slugs. */
export async function findOrganizers(db: Db, table: OrganizerTable, groupId: string, ids: string[], slugs: string[]) {
  if (ids.length === 0 && slugs.length === 0) return [];
  return db
    .selectFrom(table)
    .select(['id', 'name', 'slug'])
    .where('group_id', '=', groupId)
    .where((eb) => {
      const parts = [];
      if (ids.length) parts.push(eb('id', 'in', ids));
      if (slugs.length) parts.push(eb('slug', 'in', slugs));
      return eb.or(parts);
    })
    .execute();
}

export async function insertOrganizer(db: Db, table: OrganizerTable, groupId: string, name: string, slug: string): Promise<string> {
  const id = crypto.randomUUID();
  const now = nowIso();
  const values = { id, group_id: groupId, name, slug, created_at: now, update_at: now };
  if (table === 'tools')
    await db
      .insertInto('tools')
      .values({ ...values, on_hand: false })
      .execute();
  else await db.insertInto(table).values(values).execute();
  return id;
}

/** Ids among `ids` that are foods (or units) of the group. */
export async function existingIngredientRefs(db: Db, table: 'ingredient_foods' | 'ingredient_units', groupId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db.selectFrom(table).select('id').where('group_id', '=', groupId).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** A food or unit of the group by name, created when missing (recipe imports from another instance). */
export async function findOrCreateIngredientRef(
  db: Db,
  kind: 'food' | 'unit',
  groupId: string,
  name: string,
  normalized: string,
): Promise<string> {
  const table = kind === 'food' ? 'ingredient_foods' : 'ingredient_units';
  const base = { group_id: groupId, name, name_normalized: normalized, description: '' };
  const existing = await db
    .selectFrom(table)
    .select('id')
    .where('group_id', '=', groupId)
    .where((eb) => eb.or([eb('name', '=', name), eb('name_normalized', '=', normalized)]))
    .executeTakeFirst();
  if (existing) return existing.id;
  const id = crypto.randomUUID();
  const now = nowIso();
  if (kind === 'food') {
    await db
      .insertInto('ingredient_foods')
      .values({ id, ...base, on_hand: false, plural_name: null, label_id: null, created_at: now, update_at: now })
      .execute();
  } else {
    await db
      .insertInto('ingredient_units')
      .values({
        id,
        ...base,
        abbreviation: '',
        abbreviation_normalized: '',
        plural_abbreviation: '',
        plural_abbreviation_normalized: '',
        use_abbreviation: false,
        fraction: true,
        created_at: now,
        update_at: now,
      })
      .execute();
  }
  return id;
}

/** Which of these instruction ids already belong to another recipe. */
export async function instructionIdsOfOtherRecipes(db: Db, recipeId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('recipe_instructions').select('id').where('id', 'in', ids).where('recipe_id', '<>', recipeId).execute();
  return new Set(rows.map((r) => r.id));
}

export const findSettingsRow = (db: Db, recipeId: string) =>
  db.selectFrom('recipe_settings').selectAll().where('recipe_id', '=', recipeId).executeTakeFirst();

// ── Writing ─────────────────────────────────────────────────────────────────

export interface RecipeColumns {
  slug: string;
  name: string;
  name_normalized: string;
  description: string;
  description_normalized: string;
  image: string | null;
  total_time: string | null;
  prep_time: string | null;
  perform_time: string | null;
  cook_time: string | null;
  recipe_yield: string | null;
  recipe_yield_quantity: number;
  recipe_servings: number;
  org_url: string | null;
  date_added: string;
  last_made: string | null;
}

export async function insertRecipe(db: Db, id: string, groupId: string, userId: string, columns: RecipeColumns): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('recipes')
    .values({
      id,
      group_id: groupId,
      user_id: userId,
      ...columns,
      date_updated: now,
      is_ocr_recipe: false,
      created_at: now,
      update_at: now,
    })
    .execute();
}

export async function updateRecipeColumns(db: Db, id: string, columns: Partial<RecipeColumns>): Promise<void> {
  const now = nowIso();
  await db
    .updateTable('recipes')
    .set({ ...columns, date_updated: now, update_at: now })
    .where('id', '=', id)
    .execute();
}

export async function insertTimelineEvent(db: Db, recipeId: string, userId: string, subject: string) {
  const now = nowIso();
  await db
    .insertInto('recipe_timeline_events')
    .values({
      id: crypto.randomUUID(),
      recipe_id: recipeId,
      user_id: userId,
      subject,
      message: null,
      event_type: 'system',
      image: 'does not have image',
      timestamp: now,
      created_at: now,
      update_at: now,
    })
    .execute();
}

/** The creator's own rating (a `rating` in a create body) and the recipe's average, recomputed. */
export async function setUserRating(db: Db, userId: string, recipeId: string, rating: number) {
  const now = nowIso();
  await db
    .insertInto('users_to_recipes')
    .values({ id: crypto.randomUUID(), user_id: userId, recipe_id: recipeId, rating, is_favorite: false, created_at: now, update_at: now })
    .execute();
  const avg = await db
    .selectFrom('users_to_recipes')
    .select((eb) => eb.fn.avg<number>('rating').as('avg'))
    .where('recipe_id', '=', recipeId)
    .where('rating', '>', 0)
    .executeTakeFirst();
  await db
    .updateTable('recipes')
    .set({ rating: avg?.avg === null || avg?.avg === undefined ? null : Number(avg.avg) })
    .where('id', '=', recipeId)
    .execute();
}

export const setLastMade = (db: Db, recipeId: string, timestamp: string) =>
  db.updateTable('recipes').set({ last_made: timestamp, update_at: nowIso() }).where('id', '=', recipeId).execute();

export const deleteRecipeRow = (db: Db, recipeId: string) => db.deleteFrom('recipes').where('id', '=', recipeId).execute();

/** A cookbook of the group by id or slug, for `?cookbook=`. */
export const findCookbook = (db: Db, groupId: string, idOrSlug: string) =>
  db
    .selectFrom('cookbooks')
    .select(['id', 'query_filter_string'])
    .where('group_id', '=', groupId)
    .where((eb) =>
      isUuid(idOrSlug) ? eb.or([eb('slug', '=', idOrSlug), eb('id', '=', idOrSlug.toLowerCase())]) : eb('slug', '=', idOrSlug),
    )
    .executeTakeFirst();

/** Households of the group by id or slug, for `?households=`. */
export async function findHouseholdIds(db: Db, groupId: string, idsOrSlugs: string[]): Promise<string[]> {
  const ids = idsOrSlugs.filter(isUuid).map((v) => v.toLowerCase());
  const rows = await db
    .selectFrom('households')
    .select('id')
    .where('group_id', '=', groupId)
    .where((eb) => (ids.length ? eb.or([eb('slug', 'in', idsOrSlugs), eb('id', 'in', ids)]) : eb('slug', 'in', idsOrSlugs)))
    .execute();
  return rows.map((r) => r.id);
}
