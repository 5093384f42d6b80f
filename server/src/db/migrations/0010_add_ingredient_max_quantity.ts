import type { Kysely } from 'kysely';

/**
 * The upper bound of an ingredient's range ("12–15 garlic cloves"), which Mealie's
 * `RecipeIngredient` has no field for: `quantity` keeps the lower bound, as Mealie stores it, and
 * the API adds `maxQuantity` beside it (issue 15). Null for a single amount.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recipes_ingredients').addColumn('max_quantity', 'double precision').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('recipes_ingredients').dropColumn('max_quantity').execute();
}
