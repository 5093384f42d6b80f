import { type Expression, type Generated, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Engine } from '../../../db/database.js';
import type { Database } from '../../../db/types.js';
import { groupIs, inGroup, type Tenant } from '../../../platform/access.js';
import type { Db } from '../../../platform/transactions.js';
import type { IndexedRecipe } from './group-index.js';
import { docText, type TermMatch } from './terms.js';

/** The searchable text of one recipe, as stored, and the recipe as the in-memory index holds it. */
export interface SearchDoc {
  recipe_id: string;
  group_id: string;
  name: string;
  description: string;
  ingredients: string;
  indexed: IndexedRecipe;
}

/**
 * The tables of migrations 0003 and 0016. On SQLite the key row has an integer id (the FTS5 rowid)
 * and the text lives in `recipe_search_fts`; on PostgreSQL the key row holds the text's weighted
 * tsvector only (name A, description B, ingredients C).
 */
type SqliteSearchTables = {
  recipe_search_docs: { id: Generated<number>; recipe_id: string; group_id: string };
  recipe_search_fts: { rowid: number; name: string; description: string; ingredients: string };
};
type PostgresSearchTables = { recipe_search_docs: { recipe_id: string; group_id: string; document: string } };

const CHUNK = 500;

/**
 * Writes the search rows of the given recipes from their current name, description and
 * ingredients (note, original text, food name and plural). Recipes that no longer exist just lose
 * their row. Returns the rows written, so that callers can learn their words.
 */
export async function indexRecipes(db: Kysely<Database>, engine: Engine, recipeIds: string[]): Promise<SearchDoc[]> {
  const written: SearchDoc[] = [];
  const sqlite = db.withTables<SqliteSearchTables>();
  const postgres = db.withTables<PostgresSearchTables>();
  for (let i = 0; i < recipeIds.length; i += CHUNK) {
    const ids = [...new Set(recipeIds.slice(i, i + CHUNK))];
    if (ids.length === 0) continue;
    const recipes = await db
      .selectFrom('recipes as r')
      .select([
        'r.id',
        'r.group_id',
        'r.name',
        'r.description',
        'r.name_normalized',
        'r.description_normalized',
        createdKey(engine).as('created'),
      ])
      .where('r.id', 'in', ids)
      .execute();
    const ingredients = recipes.length
      ? await db
          .selectFrom('recipes_ingredients as ri')
          .leftJoin('ingredient_foods as f', 'f.id', 'ri.food_id')
          .select(['ri.recipe_id', 'ri.note', 'ri.original_text', 'f.name as food_name', 'f.plural_name as food_plural'])
          .where(
            'ri.recipe_id',
            'in',
            recipes.map((r) => r.id),
          )
          .orderBy('ri.recipe_id')
          .orderBy('ri.position')
          .execute()
      : [];
    const parts = new Map<string, (string | null)[]>();
    for (const ing of ingredients) {
      const list = parts.get(ing.recipe_id) ?? [];
      parts.set(ing.recipe_id, list);
      list.push(ing.note, ing.original_text, ing.food_name, ing.food_plural);
    }
    await postgres.deleteFrom('recipe_search_docs').where('recipe_id', 'in', ids).execute();
    const rows: SearchDoc[] = recipes.map((r) => {
      const [name, description, ingredients] = [docText(r.name), docText(r.description), docText(...(parts.get(r.id) ?? []))];
      return {
        recipe_id: r.id,
        group_id: r.group_id,
        name,
        description,
        ingredients,
        indexed: {
          id: r.id,
          created: r.created,
          name: r.name_normalized,
          description: r.description_normalized,
          words: `${name} ${description} ${ingredients}`,
        },
      };
    });
    if (rows.length && engine === 'postgres') {
      const weighted = (text: string, weight: 'A' | 'B' | 'C') =>
        sql<string>`setweight(to_tsvector('simple', ${text}), ${sql.lit(weight)})`;
      await postgres
        .insertInto('recipe_search_docs')
        .values(
          rows.map(({ recipe_id, group_id, name, description, ingredients }) => ({
            recipe_id,
            group_id,
            document: sql<string>`${weighted(name, 'A')} || ${weighted(description, 'B')} || ${weighted(ingredients, 'C')}`,
          })),
        )
        .execute();
    }
    if (rows.length && engine === 'sqlite') {
      const keys = await sqlite
        .insertInto('recipe_search_docs')
        .values(rows.map(({ recipe_id, group_id }) => ({ recipe_id, group_id })))
        .returning(['id', 'recipe_id'])
        .execute();
      const byRecipe = new Map(rows.map((r) => [r.recipe_id, r]));
      await sqlite
        .insertInto('recipe_search_fts')
        .values(
          keys.map((k) => {
            const { name, description, ingredients } = byRecipe.get(k.recipe_id)!;
            return { rowid: k.id, name, description, ingredients };
          }),
        )
        .execute();
    }
    written.push(...rows);
  }
  return written;
}

/**
 * Ranking, computed the same way on both engines from the recipe's own normalised name and
 * description (so no extra row is read per match). Per term, the best of: in the name the exact
 * word (15), a word starting with it (12), a typo/plural variant (10); in the description the
 * same (5, 4, 3); else 1 (it matched in the ingredients). Summed over the terms; higher is better.
 *
 * Each field is first searched for the term and its variants as they are: a field without any of
 * them cannot hold one as a word, and most matches of a broad search (found in the ingredients)
 * are ranked by that plain search alone, without padding the field with spaces for the word checks.
 */
export function rankExpression(engine: Engine, terms: TermMatch[]): RawBuilder<number> {
  const find = (column: RawBuilder<unknown>, needle: string) =>
    engine === 'sqlite' ? sql`instr(${column}, ${needle}) > 0` : sql`strpos(${column}, ${needle}) > 0`;
  /** The field's score for the term (`scores`: exact word, word start, variant), null when none applies. */
  const fieldScore = (column: RawBuilder<unknown>, t: TermMatch, scores: [number, number, number]) => {
    // Padded with spaces so that ' word ' is a whole word.
    const padded = sql`(' ' || ${column} || ' ')`;
    const anyVariant = t.variants.length
      ? sql`(${sql.join(
          t.variants.map((v) => find(padded, ` ${v} `)),
          sql` or `,
        )})`
      : sql`1 = 0`;
    const holdsAny = sql.join(
      [t.term, ...t.variants].map((form) => find(column, form)),
      sql` or `,
    );
    return sql`(case when not (${holdsAny}) then null
      when ${find(padded, ` ${t.term} `)} then ${sql.lit(scores[0])}
      when ${find(padded, ` ${t.term}`)} then ${sql.lit(scores[1])}
      when ${anyVariant} then ${sql.lit(scores[2])}
      else null end)`;
  };
  const name = sql`recipes.name_normalized`;
  const description = sql`recipes.description_normalized`;
  const perTerm = terms.map((t) => sql`coalesce(${fieldScore(name, t, [15, 12, 10])}, ${fieldScore(description, t, [5, 4, 3])}, 1)`);
  return sql<number>`(${sql.join(perTerm, sql` + `)})`;
}

/** The ids of the tenant's recipes matching `query` (in the engine's full-text syntax), a subquery. */
function matchIds(engine: Engine, tenant: Tenant, query: string): RawBuilder<unknown> {
  return engine === 'sqlite'
    ? sql`select d.recipe_id from recipe_search_fts f join recipe_search_docs d on d.id = f.rowid
    where recipe_search_fts match ${query} and ${groupIs(tenant, 'd.group_id')}`
    : // recipe_search_match (migration 0003) keeps the match on the GIN index; it takes the group.
      sql`select m from recipe_search_match(${tenant.groupId}::uuid, to_tsquery('simple', ${query})) m`;
}

/**
 * The condition "the recipe matches `query`" (in the engine's full-text syntax) among the
 * tenant's recipes, referencing the outer `recipes` table.
 */
export function matchCondition(engine: Engine, tenant: Tenant, query: string): Expression<SqlBool> {
  return sql<SqlBool>`recipes.id in (${matchIds(engine, tenant, query)})`;
}

/**
 * The tenant's recipes as the in-memory index holds them (`GroupIndex`), newest first: each one's
 * search words with what a search page ranks and orders it by. On SQLite the words are the stored
 * text's; on PostgreSQL the tsvector's (the 'simple' configuration keeps each word as it is).
 */
export async function indexedRecipes(db: Db, engine: Engine, tenant: Tenant): Promise<IndexedRecipe[]> {
  const words =
    engine === 'sqlite'
      ? sql<string>`(select f.name || ' ' || f.description || ' ' || f.ingredients from recipe_search_fts f where f.rowid = d.id)`
      : sql<string>`array_to_string(tsvector_to_array(d.document), ' ')`;
  return db
    .withTables<PostgresSearchTables>()
    .selectFrom('recipe_search_docs as d')
    .innerJoin('recipes as r', 'r.id', 'd.recipe_id')
    .select([
      'r.id',
      createdKey(engine).as('created'),
      'r.name_normalized as name',
      'r.description_normalized as description',
      words.as('words'),
    ])
    .$call(inGroup(tenant, 'd.group_id'))
    .$call(inGroup(tenant, 'r.group_id'))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .execute();
}

/** `recipes.created_at` as text that sorts as the engine sorts the column (`IndexedRecipe.created`). */
function createdKey(engine: Engine): RawBuilder<string> {
  return engine === 'sqlite'
    ? sql<string>`r.created_at`
    : sql<string>`to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
}
