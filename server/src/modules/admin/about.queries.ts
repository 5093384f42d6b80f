import { sql } from 'kysely';
import type { Db } from '../../platform/transactions.js';

/** Counts across every group, for the administrator's statistics (Mealie's admin repositories are unscoped). */
export async function instanceCounts(db: Db) {
  const count = sql<number | string>`count(*)`.as('n');
  const [recipes, users, households, groups, uncategorized, untagged] = await Promise.all([
    db.selectFrom('recipes').select(count).executeTakeFirstOrThrow(),
    db.selectFrom('users').select(count).executeTakeFirstOrThrow(),
    db.selectFrom('households').select(count).executeTakeFirstOrThrow(),
    db.selectFrom('groups').select(count).executeTakeFirstOrThrow(),
    db
      .selectFrom('recipes')
      .select(count)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('recipes_to_categories').select('recipe_id').whereRef('recipes_to_categories.recipe_id', '=', 'recipes.id'))),
      )
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('recipes')
      .select(count)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('recipes_to_tags').select('recipe_id').whereRef('recipes_to_tags.recipe_id', '=', 'recipes.id'))),
      )
      .executeTakeFirstOrThrow(),
  ]);
  return {
    recipes: Number(recipes.n),
    users: Number(users.n),
    households: Number(households.n),
    groups: Number(groups.n),
    uncategorized: Number(uncategorized.n),
    untagged: Number(untagged.n),
  };
}
