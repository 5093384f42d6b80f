import { inGroup, type Tenant } from '../../platform/access.js';
import type { Db } from '../../platform/transactions.js';

/** Whether any group has a household of that name or slug (Mealie looks across every group). */
export const householdNameTaken = async (db: Db, name: string, slug: string) =>
  (await db
    .selectFrom('households')
    .select('households.id')
    .where((eb) => eb.or([eb('households.name', '=', name), eb('households.slug', '=', slug)]))
    .executeTakeFirst()) !== undefined;

/** Whether the tenant's group has a recipe with that slug. */
export const recipeSlugTaken = async (db: Db, tenant: Tenant, slug: string) =>
  (await db
    .selectFrom('recipes')
    .select('recipes.id')
    .$call(inGroup(tenant, 'recipes.group_id'))
    .where('recipes.slug', '=', slug)
    .executeTakeFirst()) !== undefined;
