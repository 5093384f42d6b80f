import type { Scope, Tenant } from '../../platform/access.js';
import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { type Page, paginate } from '../../platform/pagination.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import { toIso } from '../../platform/time.js';
import { type Db, withTransaction } from '../../platform/transactions.js';
import { isLabelOf, labelsOf } from '../labels/service.js';
import {
  defaultOrder,
  inChunks,
  requestedOnHand,
  type SearchPaginationQuery,
  type SeedItem,
  withNewNames,
  withUniqueName,
} from '../organizers/group-data.js';
import type { RecipeSearch } from '../recipes/search/recipe-search.js';
import {
  deleteFood,
  existingFoodNames,
  type FoodRecord,
  type FoodValues,
  findFood,
  findFoods,
  foodListQuery,
  foodNameTaken,
  foodRelations,
  insertFoods,
  recipesUsingFood,
  replaceFoodAliases,
  replaceFoodExtras,
  repointFood,
  setFoodOnHand,
  updateFood,
} from './queries.js';
import type { CreateIngredientFood, IngredientFood, MergeFood } from './schemas.js';

const FOOD_ATTRIBUTES: AttributeMap = {
  id: { column: 'f.id', type: 'uuid' },
  name: { column: 'f.name', type: 'string' },
  plural_name: { column: 'f.plural_name', type: 'string' },
  description: { column: 'f.description', type: 'string' },
  label_id: { column: 'f.label_id', type: 'uuid' },
  on_hand: { column: 'f.on_hand', type: 'boolean' },
  'label.name': { column: 'f.label_name', type: 'string' },
  group_id: { column: 'f.group_id', type: 'uuid' },
  created_at: { column: 'f.created_at', type: 'datetime' },
  update_at: { column: 'f.update_at', type: 'datetime' },
  updated_at: { column: 'f.update_at', type: 'datetime' },
  search_rank: { column: 'f.search_rank', type: 'number' },
};

/** Extras are text columns; any other JSON value is kept as its JSON text. */
export const extrasAsText = (extras: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(Object.entries(extras).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));

/** IngredientFood for each of the tenant's rows; `onHand` is seen from the tenant's household (none: false). */
async function toIngredientFoods(db: Db, tenant: Tenant, rows: FoodRecord[]): Promise<IngredientFood[]> {
  const ids = rows.map((r) => r.id);
  const householdId = tenant.householdId ?? null;
  const [{ aliases, extras, households }, labels] = await Promise.all([
    foodRelations(db, ids),
    labelsOf(db, tenant, [...new Set(rows.map((r) => r.label_id).filter((id): id is string => id !== null))]),
  ]);
  const labelById = new Map(labels.map((l) => [l.id, l]));
  return rows.map((row) => {
    const own = households.filter((h) => h.food_id === row.id);
    return {
      id: row.id,
      name: row.name,
      pluralName: row.plural_name,
      description: row.description,
      extras: Object.fromEntries(extras.filter((e) => e.ingredient_food_id === row.id).map((e) => [e.key_name, e.value ?? ''])),
      onHand: householdId !== null && own.some((h) => h.id === householdId),
      labelId: row.label_id,
      label: (row.label_id && labelById.get(row.label_id)) || null,
      aliases: aliases.filter((a) => a.food_id === row.id).map((a) => ({ name: a.name })),
      householdsWithIngredientFood: own.map((h) => h.slug),
      createdAt: toIso(row.created_at)!,
      updatedAt: toIso(row.update_at)!,
    };
  });
}

/** The tenant's foods among `ids` (unknown ids are left out), `onHand` seen from the tenant's household. */
export async function ingredientFoods(db: Db, tenant: Tenant, ids: string[]): Promise<IngredientFood[]> {
  return ids.length ? toIngredientFoods(db, tenant, await findFoods(db, tenant, ids)) : [];
}

/** /api/foods: the group's foods; "on hand" is per household. */
export function createFoodsService(deps: Deps, recipeSearch: RecipeSearch) {
  const { db } = deps;

  async function requireFood(scope: Scope, id: string): Promise<FoodRecord> {
    const row = await findFood(db, scope, id);
    if (!row) throw notFound('Food not found');
    return row;
  }

  /** One food of the group; a visitor of a public group reads it too. */
  async function getFood(scope: Scope, id: string): Promise<IngredientFood> {
    return (await toIngredientFoods(db, scope, [await requireFood(scope, id)]))[0];
  }

  const nameTaken = (name: string) => `A food named "${name}" already exists`;

  async function checkInput(auth: AuthContext, input: CreateIngredientFood, exceptId?: string) {
    if (await foodNameTaken(db, auth, input.name, exceptId)) throw badRequest(nameTaken(input.name));
    if (input.labelId && !(await isLabelOf(db, auth, input.labelId))) {
      throw badRequest(`Label ${input.labelId} is not a label of this group`);
    }
  }

  async function writeParts(trx: Db, auth: AuthContext, foodId: string, input: CreateIngredientFood) {
    if (input.aliases !== undefined) {
      await replaceFoodAliases(
        trx,
        foodId,
        input.aliases.map((a) => a.name),
      );
    }
    if (input.extras !== undefined) await replaceFoodExtras(trx, foodId, extrasAsText(input.extras ?? {}));
    const onHand = await requestedOnHand(trx, auth, input.onHand, input.householdsWithIngredientFood);
    if (onHand !== undefined) await setFoodOnHand(trx, auth, foodId, onHand);
  }

  const values = (input: CreateIngredientFood): FoodValues => ({
    name: input.name,
    pluralName: input.pluralName === undefined ? undefined : input.pluralName || null,
    description: input.description === null ? '' : input.description,
    labelId: input.labelId,
  });

  return {
    getFood,

    /**
     * Seeding (registration, /api/groups/seeders): adds the foods whose name the tenant's group does
     * not hold yet and answers how many; part of the caller's unit of work when one is open.
     */
    seedFoods(tenant: Tenant, foods: SeedItem<{ name: string; pluralName: string | null }>[]): Promise<number> {
      return withTransaction(db, async (trx) => {
        const fresh = withNewNames(foods, await existingFoodNames(trx, tenant));
        await inChunks(fresh, (chunk) => insertFoods(trx, tenant, chunk));
        return fresh.length;
      });
    },

    /** The group's foods; a visitor of a public group reads them too. */
    async listFoods(scope: Scope, q: SearchPaginationQuery): Promise<Page<IngredientFood>> {
      return paginate(foodListQuery(db, scope, q.search), q, {
        attributes: FOOD_ATTRIBUTES,
        idColumn: 'f.id',
        defaultOrder: defaultOrder(q.search),
        map: (rows) => toIngredientFoods(db, scope, rows),
      });
    },

    async createFood(auth: AuthContext, input: CreateIngredientFood): Promise<IngredientFood> {
      await checkInput(auth, input);
      const id = await withUniqueName(nameTaken(input.name), () =>
        withTransaction(db, async (trx) => {
          const [foodId] = await insertFoods(trx, auth, [values(input)]);
          await writeParts(trx, auth, foodId, input);
          return foodId;
        }),
      );
      return getFood(auth, id);
    },

    /** Fields left out keep their value; `aliases` and `extras`, when sent, replace the old ones. */
    async updateFood(auth: AuthContext, id: string, input: CreateIngredientFood): Promise<IngredientFood> {
      await requireFood(auth, id);
      await checkInput(auth, input, id);
      await withUniqueName(nameTaken(input.name), () =>
        withTransaction(db, async (trx) => {
          await updateFood(trx, auth, id, values(input));
          await writeParts(trx, auth, id, input);
          await recipeSearch.reindex(trx, await recipesUsingFood(trx, id));
        }),
      );
      return getFood(auth, id);
    },

    /** Ingredients that used the food keep their text and lose the link. */
    async deleteFood(auth: AuthContext, id: string): Promise<IngredientFood> {
      const food = await getFood(auth, id);
      await withTransaction(db, async (trx) => {
        const recipeIds = await recipesUsingFood(trx, id);
        await deleteFood(trx, auth, id);
        await recipeSearch.reindex(trx, recipeIds);
      });
      return food;
    },

    async mergeFoods(auth: AuthContext, input: MergeFood): Promise<{ message: string; error: false }> {
      if (input.fromFood === input.toFood) throw badRequest('Cannot merge a food with itself');
      const from = await requireFood(auth, input.fromFood);
      await requireFood(auth, input.toFood);
      await withTransaction(db, async (trx) => {
        const recipeIds = await recipesUsingFood(trx, from.id);
        await repointFood(trx, from.id, input.toFood);
        await deleteFood(trx, auth, from.id);
        await recipeSearch.reindex(trx, recipeIds);
      });
      return { message: 'Successfully merged foods', error: false };
    },
  };
}

export type FoodsService = ReturnType<typeof createFoodsService>;
