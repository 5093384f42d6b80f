import { type Expression, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { Engine } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { householdIs, inGroup, inHousehold, type Tenant } from '../../platform/access.js';
import { canonicalUuid } from '../../platform/ids.js';
import { statementTemplate } from '../../platform/statements.js';
import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';

/** A recipe row with its household (the owner's). */
export const recipeRowQuery = (db: Db) =>
  db.selectFrom('recipes').innerJoin('users as owner', 'owner.id', 'recipes.user_id').selectAll('recipes').select('owner.household_id');

/** The recipe of this slug, or of this id (as `canonicalUuid` reads the same text, when it reads as one). */
const slugOrIdIs = (slug: string, id: string | null | undefined): Expression<SqlBool> =>
  id ? sql<SqlBool>`(recipes.slug = ${slug} OR recipes.id = ${id})` : sql<SqlBool>`recipes.slug = ${slug}`;

/**
 * The tenant's recipe by slug or id (an id may be written without dashes, as Mealie reads it);
 * `ownHousehold` narrows it to recipes owned by members of the tenant's household.
 */
export async function findRecipeRow(db: Db, tenant: Tenant, slugOrId: string, opts: { ownHousehold?: boolean } = {}) {
  return recipeRowQuery(db)
    .$call(inGroup(tenant, 'recipes.group_id'))
    .where(slugOrIdIs(slugOrId, canonicalUuid(slugOrId)))
    .$if(opts.ownHousehold === true, (qb) => qb.$call(inHousehold(tenant, 'owner.household_id')))
    .executeTakeFirst();
}

export type RecipeRecord = NonNullable<Awaited<ReturnType<typeof findRecipeRow>>>;

/** The tenant's recipe by slug, only when it is public and its owner's household is not private. */
export const findPublicRecipeRow = (db: Db, tenant: Tenant, slug: string) =>
  recipeRowQuery(db)
    .innerJoin('household_preferences as hp', 'hp.household_id', 'owner.household_id')
    .innerJoin('recipe_settings as rs', 'rs.recipe_id', 'recipes.id')
    .$call(inGroup(tenant, 'recipes.group_id'))
    .where('recipes.slug', '=', slug)
    .where('rs.public', '=', true)
    .where('hp.private_household', '=', false)
    .executeTakeFirst();

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

/** The preferences of the tenant's household. */
export const householdPreferences = (db: Db, tenant: Tenant) =>
  db.selectFrom('household_preferences').selectAll().$call(inHousehold(tenant)).executeTakeFirst();

/** The preferences of the household of the recipe's owner. */
export const ownerHouseholdPreferences = (db: Db, recipeId: string) =>
  db
    .selectFrom('recipes')
    .innerJoin('users as owner', 'owner.id', 'recipes.user_id')
    .innerJoin('household_preferences as hp', 'hp.household_id', 'owner.household_id')
    .selectAll('hp')
    .where('recipes.id', '=', recipeId)
    .executeTakeFirst();

export async function slugTaken(db: Db, tenant: Tenant, slug: string, exceptId?: string): Promise<boolean> {
  const row = await db
    .selectFrom('recipes')
    .select('id')
    .$call(inGroup(tenant))
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

/** The rows of the tenant's group's recipes among `ids`, in that order (others left out). */
export async function summaryRowsInGroup(db: Db, tenant: Tenant, ids: string[]) {
  const rows = ids.length
    ? await db
        .selectFrom('recipes')
        .innerJoin('users as owner', 'owner.id', 'recipes.user_id')
        .select(SUMMARY_COLUMNS)
        .select('owner.household_id')
        .$call(inGroup(tenant, 'recipes.group_id'))
        .where('recipes.id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** A page of the recipe list: its ids in order, and the count of all matches (platform/pagination). */
export type RecipePageQuery = SelectQueryBuilder<Database, 'recipes', { id: string }>;
export type RecipeCountQuery = SelectQueryBuilder<Database, 'recipes', { total: number }>;

/**
 * A JSON array (text on SQLite, parsed by the driver on PostgreSQL; null when empty there) of the
 * selected values of each row, in `orderBy` order.
 */
function jsonRows(engine: Engine, values: RawBuilder<unknown>[], orderBy: RawBuilder<unknown>) {
  const row = sql.join(values);
  return engine === 'sqlite'
    ? sql`json_group_array(json_array(${row}) ORDER BY ${orderBy})`
    : sql`json_agg(json_build_array(${row}) ORDER BY ${orderBy})`;
}

/** Categories, tags and tools of the outer `recipes` row as JSON arrays of `[id, name, slug]` (tools: on hand in the viewer's household last). */
function organizerColumns(engine: Engine, viewer: Tenant) {
  const organizers = (link: string, linkColumn: string, table: string) =>
    sql`(SELECT ${jsonRows(engine, [sql`o.id`, sql`o.name`, sql`o.slug`], sql`o.name`)} FROM ${sql.table(link)} AS l JOIN ${sql.table(
      table,
    )} AS o ON o.id = ${sql.ref(`l.${linkColumn}`)} WHERE l.recipe_id = recipes.id)`;
  const tools = sql`(SELECT ${jsonRows(
    engine,
    [sql`o.id`, sql`o.name`, sql`o.slug`, sql`(ht.household_id IS NOT NULL)`],
    sql`o.name`,
  )} FROM recipes_to_tools AS l JOIN tools AS o ON o.id = l.tool_id LEFT JOIN households_to_tools AS ht ON ht.tool_id = o.id AND ${householdIs(
    viewer,
    'ht.household_id',
  )} WHERE l.recipe_id = recipes.id)`;
  return [
    organizers('recipes_to_categories', 'category_id', 'categories').as('categories'),
    organizers('recipes_to_tags', 'tag_id', 'tags').as('tags'),
    tools.as('tools'),
  ];
}

/**
 * One page of the recipe list in one statement (PostgreSQL, where each statement is a round
 * trip, and a search on SQLite that is counted as its page is sorted): the page's ids from
 * `page`, each recipe's stored summary (migration 0012) and the count of all matches in every
 * row (from `total`, or the page's own `total` column with 'in page'; none when it is 'known'
 * already), sorted again by the list's `order` (terms over `recipes`). `onHand` is the viewer's
 * tools on hand among each summary's (`onHandOf`).
 */
export async function storedSummaryPage(
  db: Db,
  onHand: RawBuilder<string | null>,
  page: RecipePageQuery,
  total: RecipeCountQuery | 'in page' | 'known',
  order: RawBuilder<unknown>[],
) {
  let query = db
    .selectFrom(page.as('page'))
    .innerJoin('recipes', 'recipes.id', 'page.id')
    .leftJoin('recipe_summaries as s', 's.recipe_id', 'page.id')
    .select(['page.id', 's.version', 's.summary', 's.tool_ids', onHand.as('on_hand')])
    .$if(total !== 'known', (q) =>
      q.select(total === 'in page' ? sql<number>`page.total`.as('total') : (total as RecipeCountQuery).as('total')),
    );
  for (const term of order) query = query.orderBy(term);
  return query.execute();
}

/** Categories, tags and tools of the given recipes (3 queries), tools with the viewer's household's on-hand. */
export async function organizersOf(db: Db, recipeIds: string[], viewer: Tenant) {
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
      .leftJoin('households_to_tools as ht', (join) => join.onRef('ht.tool_id', '=', 't.id').on(householdIs(viewer, 'ht.household_id')))
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

/** A JSON object of the given columns (`alias.column`, keyed by the column's name). */
function jsonObject(engine: Engine, alias: string, columns: readonly string[]) {
  const pairs = sql.join(columns.map((c) => sql`${sql.lit(c)}, ${sql.ref(`${alias}.${c}`)}`));
  return engine === 'sqlite' ? sql`json_object(${pairs})` : sql`json_build_object(${pairs})`;
}

/** A JSON array of objects (text on SQLite; null when empty on PostgreSQL), in `orderBy` order. */
function jsonObjects(engine: Engine, alias: string, columns: readonly string[], orderBy: RawBuilder<unknown>) {
  const object = jsonObject(engine, alias, columns);
  return engine === 'sqlite' ? sql`json_group_array(${object} ORDER BY ${orderBy})` : sql`json_agg(${object} ORDER BY ${orderBy})`;
}

const NUTRITION_COLUMNS = [
  'calories',
  'carbohydrate_content',
  'cholesterol_content',
  'fat_content',
  'fiber_content',
  'protein_content',
  'saturated_fat_content',
  'sodium_content',
  'sugar_content',
  'trans_fat_content',
  'unsaturated_fat_content',
] as const;
const SETTINGS_COLUMNS = [
  'public',
  'show_nutrition',
  'show_assets',
  'landscape_view',
  'disable_comments',
  'disable_amount',
  'locked',
] as const;

/** The statement of findRecipeWithParts. */
const recipeWithParts = statementTemplate(
  (db, values: { groupId: string; householdId?: string; slug: string; id?: string }, _shape, engine) => {
    const tenant: Tenant = { groupId: values.groupId, householdId: values.householdId };
    const many = (table: string, columns: readonly string[], orderBy: string, where = sql`x.recipe_id = recipes.id`) =>
      sql`(SELECT ${jsonObjects(engine, 'x', columns, sql.raw(orderBy))} FROM ${sql.table(table)} AS x WHERE ${where})`;
    const one = (table: string, columns: readonly string[]) =>
      sql`(SELECT ${jsonObject(engine, 'x', columns)} FROM ${sql.table(table)} AS x WHERE x.recipe_id = recipes.id LIMIT 1)`;
    return recipeRowQuery(db)
      .select([
        ...organizerColumns(engine, tenant),
        many(
          'recipes_ingredients',
          ['id', 'position', 'title', 'note', 'quantity', 'max_quantity', 'unit_id', 'food_id', 'original_text', 'reference_id'],
          'x.position, x.id',
        ).as('ingredients_json'),
        many('recipe_instructions', ['id', 'position', 'title', 'summary', 'text'], 'x.position').as('instructions_json'),
        sql`(SELECT ${jsonObjects(
          engine,
          'x',
          ['instruction_id', 'reference_id'],
          sql`x.id`,
        )} FROM recipe_ingredient_ref_link AS x JOIN recipe_instructions AS i ON i.id = x.instruction_id WHERE i.recipe_id = recipes.id)`.as(
          'refs_json',
        ),
        one('recipe_nutrition', NUTRITION_COLUMNS).as('nutrition_json'),
        one('recipe_settings', SETTINGS_COLUMNS).as('settings_json'),
        many('recipe_assets', ['name', 'icon', 'file_name'], 'x.id').as('assets_json'),
        many('notes', ['title', 'text'], 'x.position, x.id').as('notes_json'),
        many('api_extras', ['key_name', 'value'], 'x.id', sql`x.recipee_id = recipes.id`).as('extras_json'),
        sql`(SELECT ${jsonObjects(
          engine,
          'x',
          ['id', 'recipe_id', 'user_id', 'text', 'created_at', 'update_at', 'username', 'admin'],
          sql`x.created_at, x.id`,
        )} FROM (SELECT c.id, c.recipe_id, c.user_id, c.text, c.created_at, c.update_at, u.username, u.admin FROM recipe_comments AS c JOIN users AS u ON u.id = c.user_id WHERE c.recipe_id = recipes.id) AS x)`.as(
          'comments_json',
        ),
      ])
      .$call(inGroup(tenant, 'recipes.group_id'))
      .where(slugOrIdIs(values.slug, values.id));
  },
);

/**
 * The tenant's recipe by slug or id (as findRecipeRow) with everything the full Recipe answers,
 * in one statement: its categories, tags and tools (tools on hand in the viewer's household) and
 * every part recipeParts reads, each as JSON in recipeParts' order: one round trip instead of
 * thirteen. Built once per shape (statementTemplate): building it cost more than running it.
 */
export async function findRecipeWithParts(db: Db, engine: Engine, tenant: Tenant, slugOrId: string, viewer: Tenant) {
  const id = canonicalUuid(slugOrId) ?? undefined;
  const shape = `${id === undefined ? 'slug' : 'slug or id'}, ${viewer.householdId === undefined ? 'no household' : 'household'}`;
  const rows = await recipeWithParts(db, engine, shape, { groupId: tenant.groupId, householdId: viewer.householdId, slug: slugOrId, id });
  return rows[0];
}

// ── Lookups for saving ──────────────────────────────────────────────────────

export type OrganizerTable = 'categories' | 'tags' | 'tools';

/** The tenant's organizers among the given ids and slugs. */
export async function findOrganizers(db: Db, table: OrganizerTable, tenant: Tenant, ids: string[], slugs: string[]) {
  if (ids.length === 0 && slugs.length === 0) return [];
  return db
    .selectFrom(table)
    .select(['id', 'name', 'slug'])
    .$call(inGroup(tenant))
    .where((eb) => {
      const parts = [];
      if (ids.length) parts.push(eb('id', 'in', ids));
      if (slugs.length) parts.push(eb('slug', 'in', slugs));
      return eb.or(parts);
    })
    .execute();
}

export async function insertOrganizer(db: Db, table: OrganizerTable, tenant: Tenant, name: string, slug: string): Promise<string> {
  const id = crypto.randomUUID();
  const now = nowIso();
  const values = { id, group_id: tenant.groupId, name, slug, created_at: now, update_at: now };
  if (table === 'tools')
    await db
      .insertInto('tools')
      .values({ ...values, on_hand: false })
      .execute();
  else await db.insertInto(table).values(values).execute();
  return id;
}

/** Ids among `ids` that are foods (or units) of the tenant's group. */
export async function existingIngredientRefs(db: Db, table: 'ingredient_foods' | 'ingredient_units', tenant: Tenant, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await db.selectFrom(table).select('id').$call(inGroup(tenant)).where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

/** A food or unit of the group by name, created when missing (recipe imports from another instance). */
export async function findOrCreateIngredientRef(
  db: Db,
  kind: 'food' | 'unit',
  tenant: Tenant,
  name: string,
  normalized: string,
): Promise<string> {
  const table = kind === 'food' ? 'ingredient_foods' : 'ingredient_units';
  const base = { group_id: tenant.groupId, name, name_normalized: normalized, description: '' };
  const existing = await db
    .selectFrom(table)
    .select('id')
    .$call(inGroup(tenant))
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

/** A new recipe of the member's group, owned by them. */
export async function insertRecipe(db: Db, id: string, owner: Tenant & { userId: string }, columns: RecipeColumns): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('recipes')
    .values({
      id,
      group_id: owner.groupId,
      user_id: owner.userId,
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
