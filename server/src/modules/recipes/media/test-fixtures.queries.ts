import type { TestContext, TestUser } from '../../../../test/harness.js';

/** The rows the recipe sub-resource tests start from, written directly (no timeline event, no placeholders). */

export interface TestRecipe {
  id: string;
  slug: string;
}

/**
 * A recipe owned by `user` (so it lives in their group and household), written as real rows the
 * way the recipe module stores a new recipe.
 */
export async function createRecipe(
  ctx: TestContext,
  user: TestUser,
  name: string,
  options: { locked?: boolean } = {},
): Promise<TestRecipe> {
  const id = crypto.randomUUID();
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id.slice(0, 6)}`;
  const now = new Date().toISOString();
  const { db } = ctx.database;
  await db
    .insertInto('recipes')
    .values({
      id,
      group_id: user.groupId,
      user_id: user.id,
      slug,
      name,
      name_normalized: name.toLowerCase(),
      description: '',
      description_normalized: '',
      image: null,
      total_time: null,
      prep_time: null,
      perform_time: null,
      cook_time: null,
      recipe_yield: null,
      recipe_yield_quantity: 0,
      recipe_servings: 0,
      recipe_cuisine: null,
      rating: null,
      org_url: null,
      date_added: now.slice(0, 10),
      date_updated: now,
      last_made: null,
      is_ocr_recipe: false,
      created_at: now,
      update_at: now,
    })
    .execute();
  await db
    .insertInto('recipe_settings')
    .values({
      recipe_id: id,
      public: false,
      show_nutrition: false,
      show_assets: false,
      landscape_view: false,
      disable_comments: false,
      disable_amount: true,
      locked: options.locked ?? false,
      created_at: now,
      update_at: now,
    })
    .execute();
  return { id, slug };
}

/** A recipe's stored row, to check what a request changed. */
export const recipeRow = (ctx: TestContext, id: string) =>
  ctx.database.db.selectFrom('recipes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
