import type { Insertable, Updateable } from 'kysely';
import type { GroupRecipeActionsTable } from '../../../db/types.js';
import { inGroup, inHousehold, type Tenant } from '../../../platform/access.js';
import type { AttributeMap } from '../../../platform/query-filter.js';
import type { Db } from '../../../platform/transactions.js';

export const recipeActionAttributes: AttributeMap = {
  id: { column: 'group_recipe_actions.id', type: 'uuid' },
  action_type: { column: 'group_recipe_actions.action_type', type: 'string' },
  title: { column: 'group_recipe_actions.title', type: 'string' },
  url: { column: 'group_recipe_actions.url', type: 'string' },
  group_id: { column: 'group_recipe_actions.group_id', type: 'uuid' },
  household_id: { column: 'group_recipe_actions.household_id', type: 'uuid' },
  created_at: { column: 'group_recipe_actions.created_at', type: 'datetime' },
  update_at: { column: 'group_recipe_actions.update_at', type: 'datetime' },
  updated_at: { column: 'group_recipe_actions.update_at', type: 'datetime' },
};

/** The recipe actions of one household. */
export const householdRecipeActions = (db: Db, tenant: Tenant) =>
  db
    .selectFrom('group_recipe_actions')
    .selectAll('group_recipe_actions')
    .$call(inGroup(tenant, 'group_recipe_actions.group_id'))
    .$call(inHousehold(tenant, 'group_recipe_actions.household_id'));

export const findRecipeAction = (db: Db, tenant: Tenant, id: string) =>
  householdRecipeActions(db, tenant).where('group_recipe_actions.id', '=', id).executeTakeFirst();

export type RecipeActionRecord = NonNullable<Awaited<ReturnType<typeof findRecipeAction>>>;

export const insertRecipeAction = (db: Db, values: Insertable<GroupRecipeActionsTable>) =>
  db.insertInto('group_recipe_actions').values(values).execute();

export const updateRecipeAction = (db: Db, id: string, values: Updateable<GroupRecipeActionsTable>) =>
  db.updateTable('group_recipe_actions').set(values).where('id', '=', id).execute();

export const deleteRecipeAction = (db: Db, id: string) => db.deleteFrom('group_recipe_actions').where('id', '=', id).execute();
