import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import { inGroup, type Tenant } from '../../platform/access.js';
import { canonicalUuid } from '../../platform/ids.js';
import { type AttributeMap, type FilterAttribute, filterExpression, parseQueryFilter } from '../../platform/query-filter.js';
import type { Db } from '../../platform/transactions.js';

/**
 * `recipes.id IN (SELECT <recipe id> FROM <from> WHERE <condition>)` for a to-many attribute: the
 * matching recipes are found through the relation's indexes once, instead of probing it per recipe.
 */
const existsIn =
  (from: RawBuilder<unknown>, recipeId: string) =>
  (condition: RawBuilder<SqlBool>): RawBuilder<SqlBool> =>
    sql<SqlBool>`recipes.id IN (SELECT ${sql.ref(recipeId)} FROM ${from} WHERE ${condition})`;

const organizerRelation = (link: string, linkColumn: string, table: string, alias: string) =>
  existsIn(
    sql`${sql.table(link)} AS ${sql.raw(`${alias}_link`)} JOIN ${sql.table(table)} AS ${sql.raw(alias)} ON ${sql.raw(
      `${alias}.id = ${alias}_link.${linkColumn}`,
    )}`,
    `${alias}_link.recipe_id`,
  );

const categoriesOf = organizerRelation('recipes_to_categories', 'category_id', 'categories', 'qf_cat');
const tagsOf = organizerRelation('recipes_to_tags', 'tag_id', 'tags', 'qf_tag');
const toolsOf = organizerRelation('recipes_to_tools', 'tool_id', 'tools', 'qf_tool');
const ingredientsOf = existsIn(
  sql`recipes_ingredients AS qf_ing LEFT JOIN ingredient_foods AS qf_food ON qf_food.id = qf_ing.food_id LEFT JOIN ingredient_units AS qf_unit ON qf_unit.id = qf_ing.unit_id`,
  'qf_ing.recipe_id',
);

/**
 * The recipe attributes a queryFilter or orderBy may name (snake_case; camelCase is decamelised by
 * the parser), with relationships dotted as Mealie's models name them.
 */
function staticRecipeAttributes(): AttributeMap {
  const col = (column: string, type: FilterAttribute['type']): FilterAttribute => ({ column, type });
  // To-one relationships are correlated scalar subqueries rather than joins, so that a list
  // without such a filter stays a plain scan of `recipes` (counting 10,000 rows through four
  // joins costs tens of milliseconds).
  const scalar = (column: string, type: FilterAttribute['type'], from: RawBuilder<unknown>): FilterAttribute => ({
    column,
    type,
    expression: sql`(SELECT ${sql.ref(column)} FROM ${from})`,
  });
  const owner = (column: string, type: FilterAttribute['type']) =>
    scalar(`qf_owner.${column}`, type, sql`users AS qf_owner WHERE qf_owner.id = recipes.user_id`);
  const household = (column: string, type: FilterAttribute['type']) =>
    scalar(
      `qf_household.${column}`,
      type,
      sql`users AS qf_owner JOIN households AS qf_household ON qf_household.id = qf_owner.household_id WHERE qf_owner.id = recipes.user_id`,
    );
  const preference = (column: string) =>
    scalar(
      `qf_hp.${column}`,
      'boolean',
      sql`users AS qf_owner JOIN household_preferences AS qf_hp ON qf_hp.household_id = qf_owner.household_id WHERE qf_owner.id = recipes.user_id`,
    );
  const setting = (column: string) =>
    scalar(`qf_rs.${column}`, 'boolean', sql`recipe_settings AS qf_rs WHERE qf_rs.recipe_id = recipes.id`);
  const many = (column: string, type: FilterAttribute['type'], exists: FilterAttribute['many']): FilterAttribute => ({
    column,
    type,
    many: exists,
  });
  const attributes: AttributeMap = {
    id: col('recipes.id', 'uuid'),
    slug: col('recipes.slug', 'string'),
    name: col('recipes.name', 'string'),
    description: col('recipes.description', 'string'),
    image: col('recipes.image', 'string'),
    total_time: col('recipes.total_time', 'string'),
    prep_time: col('recipes.prep_time', 'string'),
    perform_time: col('recipes.perform_time', 'string'),
    cook_time: col('recipes.cook_time', 'string'),
    recipe_yield: col('recipes.recipe_yield', 'string'),
    recipe_yield_quantity: col('recipes.recipe_yield_quantity', 'number'),
    recipe_servings: col('recipes.recipe_servings', 'number'),
    org_url: col('recipes.org_url', 'string'),
    date_added: col('recipes.date_added', 'date'),
    date_updated: col('recipes.date_updated', 'datetime'),
    last_made: col('recipes.last_made', 'datetime'),
    created_at: col('recipes.created_at', 'datetime'),
    update_at: col('recipes.update_at', 'datetime'),
    updated_at: col('recipes.update_at', 'datetime'),
    user_id: col('recipes.user_id', 'uuid'),
    group_id: col('recipes.group_id', 'uuid'),
    household_id: owner('household_id', 'uuid'),
    'user.id': col('recipes.user_id', 'uuid'),
    'user.username': owner('username', 'string'),
    'user.full_name': owner('full_name', 'string'),
    'household.id': owner('household_id', 'uuid'),
    'household.name': household('name', 'string'),
    'household.slug': household('slug', 'string'),
    'household.preferences.private_household': preference('private_household'),
    'household.preferences.lock_recipe_edits_from_other_households': preference('lock_recipe_edits_from_other_households'),
    'settings.public': setting('public'),
    'settings.locked': setting('locked'),
    'settings.show_nutrition': setting('show_nutrition'),
    'settings.show_assets': setting('show_assets'),
    'settings.landscape_view': setting('landscape_view'),
    'settings.disable_comments': setting('disable_comments'),
    'settings.disable_amount': setting('disable_amount'),
    'recipe_ingredient.note': many('qf_ing.note', 'string', ingredientsOf),
    'recipe_ingredient.original_text': many('qf_ing.original_text', 'string', ingredientsOf),
    'recipe_ingredient.food_id': many('qf_ing.food_id', 'uuid', ingredientsOf),
    'recipe_ingredient.unit_id': many('qf_ing.unit_id', 'uuid', ingredientsOf),
    'recipe_ingredient.food.id': many('qf_food.id', 'uuid', ingredientsOf),
    'recipe_ingredient.food.name': many('qf_food.name', 'string', ingredientsOf),
    'recipe_ingredient.unit.id': many('qf_unit.id', 'uuid', ingredientsOf),
    'recipe_ingredient.unit.name': many('qf_unit.name', 'string', ingredientsOf),
  };
  for (const [prefix, alias, exists] of [
    ['recipe_category', 'qf_cat', categoriesOf],
    ['categories', 'qf_cat', categoriesOf],
    ['tags', 'qf_tag', tagsOf],
    ['tools', 'qf_tool', toolsOf],
  ] as const) {
    attributes[`${prefix}.id`] = many(`${alias}.id`, 'uuid', exists);
    attributes[`${prefix}.name`] = many(`${alias}.name`, 'string', exists);
    attributes[`${prefix}.slug`] = many(`${alias}.slug`, 'string', exists);
  }
  return attributes;
}

// Built once: only the rating and the search rank depend on the request.
let staticAttributes: AttributeMap | undefined;

/**
 * What a recipe list may filter and order by. `rating` is the caller's own rating when set (>0),
 * else the recipe's average (`userId` null: the average only); unrated recipes sort last.
 * `search_rank` orders by the search's relevance.
 */
export function recipeAttributes(userId: string | null, searchRank: Expression<number> | null): AttributeMap {
  staticAttributes ??= staticRecipeAttributes();
  const rating: FilterAttribute = {
    column: 'recipes.rating',
    type: 'number',
    nulls: 'last',
    expression: userId
      ? sql`coalesce((SELECT nullif(ur.rating, 0) FROM users_to_recipes ur WHERE ur.recipe_id = recipes.id AND ur.user_id = ${userId}), nullif(recipes.rating, 0))`
      : sql`nullif(recipes.rating, 0)`,
  };
  const rank = searchRank ? sql`${searchRank}` : sql`0`;
  return { ...staticAttributes, rating, search_rank: { column: 'recipes.id', type: 'number', expression: rank } };
}

/** Organizer filter values are ids or slugs; a value shaped like an id may be either. */
function organizerMatch(alias: string, value: string): RawBuilder<SqlBool> {
  const id = canonicalUuid(value);
  return id
    ? sql<SqlBool>`(${sql.ref(`${alias}.id`)} = ${id} OR ${sql.ref(`${alias}.slug`)} = ${value})`
    : sql<SqlBool>`${sql.ref(`${alias}.slug`)} = ${value}`;
}

function organizerFilter(
  exists: (c: RawBuilder<SqlBool>) => RawBuilder<SqlBool>,
  alias: string,
  values: string[],
  requireAll: boolean,
): RawBuilder<SqlBool> {
  if (requireAll)
    return sql<SqlBool>`(${sql.join(
      values.map((v) => exists(organizerMatch(alias, v))),
      sql` AND `,
    )})`;
  return exists(
    sql<SqlBool>`(${sql.join(
      values.map((v) => organizerMatch(alias, v)),
      sql` OR `,
    )})`,
  );
}

/** The narrowing a recipe list applies, each part already checked by the list's rules. */
export interface RecipeListFilter {
  attributes: AttributeMap;
  /** Public recipes of households that are not private only (a visitor's list). */
  publicOnly: boolean;
  search: { where: Expression<SqlBool> } | null;
  organizers: { kind: 'categories' | 'tags' | 'tools'; values: string[]; requireAll: boolean }[];
  /** Canonical food ids. */
  foods: { ids: string[]; requireAll: boolean } | null;
  /** Ids of the tenant's households whose members' recipes are wanted (empty: none match). */
  households: string[] | null;
  /** queryFilter texts the server adds (a cookbook's, a meal-plan rule's), ANDed. */
  serverFilters: string[];
}

const ORGANIZERS = {
  categories: [categoriesOf, 'qf_cat'],
  tags: [tagsOf, 'qf_tag'],
  tools: [toolsOf, 'qf_tool'],
} as const;

/** The ids of the tenant's recipes that pass `filter` (only ids: the page's rows load afterwards, a narrow sort). */
export function recipeListQuery(db: Db, tenant: Tenant, filter: RecipeListFilter) {
  const { attributes } = filter;
  let query = db.selectFrom('recipes').select('recipes.id').$call(inGroup(tenant, 'recipes.group_id'));
  if (filter.publicOnly) {
    const isTrue = (attr: FilterAttribute, value: boolean) => sql<SqlBool>`${attr.expression} = ${value}`;
    query = query
      .where(isTrue(attributes['settings.public'], true))
      .where(isTrue(attributes['household.preferences.private_household'], false));
  }
  if (filter.search) query = query.where(filter.search.where);
  for (const { kind, values, requireAll } of filter.organizers) {
    const [exists, alias] = ORGANIZERS[kind];
    if (values.length) query = query.where(organizerFilter(exists, alias, values, requireAll));
  }
  if (filter.foods?.ids.length) {
    const { ids, requireAll } = filter.foods;
    const has = (id: string) => ingredientsOf(sql<SqlBool>`qf_ing.food_id = ${id}`);
    query = query.where(
      requireAll
        ? sql<SqlBool>`(${sql.join(ids.map(has), sql` AND `)})`
        : ingredientsOf(sql<SqlBool>`qf_ing.food_id IN (${sql.join(ids.map((id) => sql`${id}`))})`),
    );
  }
  if (filter.households) {
    const ids = filter.households;
    query = ids.length
      ? query.where(
          'recipes.user_id',
          'in',
          db
            .selectFrom('users')
            .innerJoin('households', 'households.id', 'users.household_id')
            .select('users.id')
            .where('households.id', 'in', ids),
        )
      : query.where(sql<SqlBool>`1 = 0`);
  }
  for (const text of filter.serverFilters) {
    const parsed = parseQueryFilter(text);
    query = query.where((eb) => filterExpression(eb, parsed, attributes));
  }
  return query;
}

/** Whether anything beside the search and the tenant narrows `filter`, read from the same parts recipeListQuery applies. */
function narrowedBesideSearch(filter: RecipeListFilter): boolean {
  return (
    filter.publicOnly ||
    filter.organizers.some((o) => o.values.length > 0) ||
    Boolean(filter.foods?.ids.length) ||
    filter.households !== null ||
    filter.serverFilters.length > 0
  );
}

/** Whether the search is all that narrows `filter` (beside the tenant). */
export const onlySearchNarrows = (filter: RecipeListFilter): boolean => filter.search !== null && !narrowedBesideSearch(filter);

/** Whether nothing narrows `filter` beside the tenant: the list is all of the group's recipes. */
export const nothingNarrows = (filter: RecipeListFilter): boolean => filter.search === null && !narrowedBesideSearch(filter);

/**
 * How many recipes the tenant's group has, as a query selecting `total` (migration 0013 keeps the
 * count): the list runs it as its count, or within its page statement.
 */
export function groupRecipeCountQuery(db: Db, tenant: Tenant) {
  const kept = db.selectFrom('group_recipe_counts').select('recipes').$call(inGroup(tenant));
  return db.selectNoFrom((eb) => eb.fn.coalesce(kept, sql.lit(0)).as('total'));
}

/**
 * Builds (without running) the statement a queryFilter makes on the recipe list, so that its
 * syntax, attributes and values are checked as the list checks them (cookbooks do this on save).
 */
export function compileRecipeFilter(db: Db, filter: string): void {
  const attributes = recipeAttributes(null, null);
  const parsed = parseQueryFilter(filter);
  db.selectFrom('recipes')
    .select('recipes.id')
    .where((eb) => filterExpression(eb, parsed, attributes))
    .compile();
}

/** Households of the tenant's group by id or slug, for `?households=`. */
export async function householdIdsOf(db: Db, tenant: Tenant, idsOrSlugs: string[]): Promise<string[]> {
  const ids = idsOrSlugs.flatMap((v) => canonicalUuid(v) ?? []);
  const rows = await db
    .selectFrom('households')
    .select('id')
    .$call(inGroup(tenant, 'households.group_id'))
    .where((eb) => (ids.length ? eb.or([eb('slug', 'in', idsOrSlugs), eb('id', 'in', ids)]) : eb('slug', 'in', idsOrSlugs)))
    .execute();
  return rows.map((r) => r.id);
}
