import { sql } from 'kysely';
import { householdIs, inGroup, inHousehold, type Tenant } from '../../platform/access.js';
import { anyTokenIn, lowerContains, noRank, rankExpression, searchTokens } from '../../platform/name-search.js';
import { normalizeText } from '../../platform/normalize.js';
import { nowIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';

export const foodColumns = [
  'ingredient_foods.id',
  'ingredient_foods.group_id',
  'ingredient_foods.name',
  'ingredient_foods.plural_name',
  'ingredient_foods.description',
  'ingredient_foods.label_id',
  'ingredient_foods.created_at',
  'ingredient_foods.update_at',
] as const;

/**
 * The group's foods as a derived table `f` (with the label's name, whether the household has it
 * on hand and a `search_rank`), so that
 * queryFilter and orderBy work on it. Search matches any word in the normalised name, plural or
 * an alias; names without Latin letters are also compared as typed.
 */
export function foodListQuery(db: Db, tenant: Tenant, search: string | undefined) {
  const tokens = searchTokens(search);
  const raw = search?.trim().toLowerCase() ?? '';
  const phrase = normalizeText(search) || raw;
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('ingredient_foods')
        .leftJoin('multi_purpose_labels', 'multi_purpose_labels.id', 'ingredient_foods.label_id')
        .select(foodColumns)
        .select('multi_purpose_labels.name as label_name')
        .select((eb) =>
          eb
            .exists(
              eb
                .selectFrom('households_to_ingredient_foods as h')
                .select('h.food_id')
                .whereRef('h.food_id', '=', 'ingredient_foods.id')
                .where(householdIs(tenant, 'h.household_id')),
            )
            .as('on_hand'),
        )
        .select(
          (raw
            ? rankExpression([sql.ref('ingredient_foods.name_normalized'), sql.ref('ingredient_foods.plural_name_normalized')], phrase)
            : noRank()
          ).as('search_rank'),
        )
        .$call(inGroup(tenant, 'ingredient_foods.group_id'))
        .$if(raw !== '', (qb) =>
          qb.where((w) =>
            w.or([
              anyTokenIn(w, [sql.ref('ingredient_foods.name_normalized'), sql.ref('ingredient_foods.plural_name_normalized')], tokens),
              lowerContains('ingredient_foods.name', raw),
              w.exists(
                w
                  .selectFrom('ingredient_foods_aliases')
                  .select('ingredient_foods_aliases.id')
                  .whereRef('ingredient_foods_aliases.food_id', '=', 'ingredient_foods.id')
                  .where((a) => anyTokenIn(a, [sql.ref('ingredient_foods_aliases.name_normalized')], tokens)),
              ),
            ]),
          ),
        )
        .as('f'),
    )
    .selectAll('f');
}

export const findFoods = (db: Db, tenant: Tenant, ids: string[]) =>
  ids.length
    ? db.selectFrom('ingredient_foods').select(foodColumns).$call(inGroup(tenant)).where('id', 'in', ids).execute()
    : Promise.resolve([]);

export type FoodRecord = Awaited<ReturnType<typeof findFoods>>[number];

export const findFood = async (db: Db, tenant: Tenant, id: string) => (await findFoods(db, tenant, [id]))[0];

/** Aliases, extras and on-hand households of the given foods, for the response mapper. */
export async function foodRelations(db: Db, ids: string[]) {
  if (ids.length === 0) return { aliases: [], extras: [], households: [] };
  const [aliases, extras, households] = await Promise.all([
    db
      .selectFrom('ingredient_foods_aliases')
      .select(['food_id', 'name'])
      .where('food_id', 'in', ids)
      .orderBy('created_at')
      .orderBy('name')
      .execute(),
    db
      .selectFrom('api_extras')
      .select(['ingredient_food_id', 'key_name', 'value'])
      .where('ingredient_food_id', 'in', ids)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('households_to_ingredient_foods')
      .innerJoin('households', 'households.id', 'households_to_ingredient_foods.household_id')
      .select(['households_to_ingredient_foods.food_id', 'households.id', 'households.slug'])
      .where('households_to_ingredient_foods.food_id', 'in', ids)
      .orderBy('households.slug')
      .execute(),
  ]);
  return { aliases, extras, households };
}

export async function foodNameTaken(db: Db, tenant: Tenant, name: string, exceptId?: string): Promise<boolean> {
  let q = db.selectFrom('ingredient_foods').select('id').$call(inGroup(tenant)).where('name', '=', name);
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

export const existingFoodNames = async (db: Db, tenant: Tenant) =>
  new Set((await db.selectFrom('ingredient_foods').select('name').$call(inGroup(tenant)).execute()).map((r) => r.name));

export interface FoodValues {
  name: string;
  pluralName?: string | null;
  description?: string;
  labelId?: string | null;
}

const foodColumnsFor = (values: FoodValues) => ({
  name: values.name,
  name_normalized: normalizeText(values.name),
  ...(values.pluralName !== undefined
    ? { plural_name: values.pluralName, plural_name_normalized: values.pluralName === null ? null : normalizeText(values.pluralName) }
    : {}),
  ...(values.description !== undefined ? { description: values.description } : {}),
  ...(values.labelId !== undefined ? { label_id: values.labelId } : {}),
});

export async function insertFoods(db: Db, tenant: Tenant, foods: FoodValues[]): Promise<string[]> {
  if (foods.length === 0) return [];
  const now = nowIso();
  const rows = foods.map((f) => ({
    id: crypto.randomUUID(),
    group_id: tenant.groupId,
    plural_name: null,
    plural_name_normalized: null,
    description: '',
    label_id: null,
    ...foodColumnsFor(f),
    on_hand: false,
    created_at: now,
    update_at: now,
  }));
  await db.insertInto('ingredient_foods').values(rows).execute();
  return rows.map((r) => r.id);
}

export const updateFood = (db: Db, tenant: Tenant, id: string, values: FoodValues) =>
  db
    .updateTable('ingredient_foods')
    .set({ ...foodColumnsFor(values), update_at: nowIso() })
    .$call(inGroup(tenant))
    .where('id', '=', id)
    .execute();

export const deleteFood = (db: Db, tenant: Tenant, id: string) =>
  db.deleteFrom('ingredient_foods').$call(inGroup(tenant)).where('id', '=', id).execute();

export async function replaceFoodAliases(db: Db, foodId: string, names: string[]): Promise<void> {
  await db.deleteFrom('ingredient_foods_aliases').where('food_id', '=', foodId).execute();
  const unique = [...new Set(names)];
  if (unique.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('ingredient_foods_aliases')
    .values(
      unique.map((name) => ({
        id: crypto.randomUUID(),
        food_id: foodId,
        name,
        name_normalized: normalizeText(name),
        created_at: now,
        update_at: now,
      })),
    )
    .execute();
}

export async function replaceFoodExtras(db: Db, foodId: string, extras: Record<string, string>): Promise<void> {
  await db.deleteFrom('api_extras').where('ingredient_food_id', '=', foodId).execute();
  const entries = Object.entries(extras);
  if (entries.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('api_extras')
    .values(entries.map(([key, value]) => ({ key_name: key, value, ingredient_food_id: foodId, created_at: now, update_at: now })))
    .execute();
}

/** Sets or clears the tenant's household having the food on hand. */
export async function setFoodOnHand(db: Db, tenant: Tenant & { householdId: string }, foodId: string, onHand: boolean): Promise<void> {
  await db.deleteFrom('households_to_ingredient_foods').$call(inHousehold(tenant)).where('food_id', '=', foodId).execute();
  if (onHand) {
    const now = nowIso();
    await db
      .insertInto('households_to_ingredient_foods')
      .values({ household_id: tenant.householdId, food_id: foodId, created_at: now, update_at: now })
      .execute();
  }
}

/** Recipes whose ingredients use the food (their search text includes its name). */
export const recipesUsingFood = async (db: Db, foodId: string) =>
  (await db.selectFrom('recipes_ingredients').select('recipe_id').distinct().where('food_id', '=', foodId).execute()).map(
    (r) => r.recipe_id,
  );

/**
 * Moves everything that points at `fromId` onto `toId`: recipe ingredients and the households that
 * have it on hand. The caller deletes `fromId` afterwards (aliases and extras go with it).
 */
export async function repointFood(db: Db, fromId: string, toId: string): Promise<void> {
  const now = nowIso();
  await db.updateTable('recipes_ingredients').set({ food_id: toId, update_at: now }).where('food_id', '=', fromId).execute();
  await db
    .insertInto('households_to_ingredient_foods')
    .columns(['household_id', 'food_id', 'created_at', 'update_at'])
    .expression((eb) =>
      eb
        .selectFrom('households_to_ingredient_foods as h')
        .select(['h.household_id', sql.lit(toId).as('food_id'), sql.lit(now).as('created_at'), sql.lit(now).as('update_at')])
        .where('h.food_id', '=', fromId)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('households_to_ingredient_foods as t')
                .select('t.food_id')
                // The same household (a correlation, not a tenant filter).
                .where((eb) => eb(eb.ref('t.household_id'), '=', eb.ref('h.household_id')))
                .where('t.food_id', '=', toId),
            ),
          ),
        ),
    )
    .execute();
}
