import type { AuthContext } from '../../platform/auth/context.js';
import type { Deps } from '../../platform/deps.js';
import { badRequest, notFound } from '../../platform/errors.js';
import { type Page, paginate } from '../../platform/pagination.js';
import type { AttributeMap } from '../../platform/query-filter.js';
import { toIso } from '../../platform/time.js';
import type { Db } from '../../platform/transactions.js';
import { findLabel, labelsByIds } from '../labels/queries.js';
import { toLabelOut } from '../labels/service.js';
import { defaultOrder, requestedOnHand, type SearchPaginationQuery, withUniqueName } from '../organizers/group-data.js';
import type { RecipeSearch } from '../recipes/search/recipe-search.js';
import {
  deleteFood,
  type FoodRecord,
  type FoodValues,
  findFood,
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

/** IngredientFood for each row; `onHand` is seen from `householdId` (none: false). */
export async function toIngredientFoods(db: Db, rows: FoodRecord[], householdId: string | null): Promise<IngredientFood[]> {
  const ids = rows.map((r) => r.id);
  const [{ aliases, extras, households }, labels] = await Promise.all([
    foodRelations(db, ids),
    labelsByIds(db, [...new Set(rows.map((r) => r.label_id).filter((id): id is string => id !== null))]),
  ]);
  const labelById = new Map(labels.map((l) => [l.id, toLabelOut(l)]));
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

/** /api/foods: the group's foods; "on hand" is per household. */
export function createFoodsService(deps: Deps, recipeSearch: RecipeSearch) {
  const { db } = deps;

  async function requireFood(auth: AuthContext, id: string): Promise<FoodRecord> {
    const row = await findFood(db, auth.groupId, id);
    if (!row) throw notFound('Food not found');
    return row;
  }

  async function getFood(auth: AuthContext, id: string): Promise<IngredientFood> {
    return (await toIngredientFoods(db, [await requireFood(auth, id)], auth.householdId))[0];
  }

  const nameTaken = (name: string) => `A food named "${name}" already exists`;

  async function checkInput(auth: AuthContext, input: CreateIngredientFood, exceptId?: string) {
    if (await foodNameTaken(db, auth.groupId, input.name, exceptId)) throw badRequest(nameTaken(input.name));
    if (input.labelId && !(await findLabel(db, auth.groupId, input.labelId))) {
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
    if (onHand !== undefined) await setFoodOnHand(trx, auth.householdId, foodId, onHand);
  }

  const values = (input: CreateIngredientFood): FoodValues => ({
    name: input.name,
    pluralName: input.pluralName === undefined ? undefined : input.pluralName || null,
    description: input.description === null ? '' : input.description,
    labelId: input.labelId,
  });

  return {
    getFood,

    async listFoods(auth: AuthContext, q: SearchPaginationQuery): Promise<Page<IngredientFood>> {
      return paginate(foodListQuery(db, auth.groupId, auth.householdId, q.search), q, {
        basePath: '/api/foods',
        attributes: FOOD_ATTRIBUTES,
        idColumn: 'f.id',
        defaultOrder: defaultOrder(q.search),
        map: (rows) => toIngredientFoods(db, rows, auth.householdId),
      });
    },

    async createFood(auth: AuthContext, input: CreateIngredientFood): Promise<IngredientFood> {
      await checkInput(auth, input);
      const id = await withUniqueName(nameTaken(input.name), () =>
        db.transaction().execute(async (trx) => {
          const [foodId] = await insertFoods(trx, auth.groupId, [values(input)]);
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
        db.transaction().execute(async (trx) => {
          await updateFood(trx, auth.groupId, id, values(input));
          await writeParts(trx, auth, id, input);
          await recipeSearch.reindex(trx, await recipesUsingFood(trx, id));
        }),
      );
      return getFood(auth, id);
    },

    /** Ingredients that used the food keep their text and lose the link. */
    async deleteFood(auth: AuthContext, id: string): Promise<IngredientFood> {
      const food = await getFood(auth, id);
      await db.transaction().execute(async (trx) => {
        const recipeIds = await recipesUsingFood(trx, id);
        await deleteFood(trx, auth.groupId, id);
        await recipeSearch.reindex(trx, recipeIds);
      });
      return food;
    },

    async mergeFoods(auth: AuthContext, input: MergeFood): Promise<{ message: string; error: false }> {
      if (input.fromFood === input.toFood) throw badRequest('Cannot merge a food with itself');
      const from = await requireFood(auth, input.fromFood);
      await requireFood(auth, input.toFood);
      await db.transaction().execute(async (trx) => {
        const recipeIds = await recipesUsingFood(trx, from.id);
        await repointFood(trx, from.id, input.toFood);
        await deleteFood(trx, auth.groupId, from.id);
        await recipeSearch.reindex(trx, recipeIds);
      });
      return { message: 'Successfully merged foods', error: false };
    },
  };
}

export type FoodsService = ReturnType<typeof createFoodsService>;
