import { type Expression, type Generated, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Engine } from '../../../db/database.js';
import type { Database } from '../../../db/types.js';
import { groupIs, inGroup, outsideGroup, type Tenant } from '../../../platform/access.js';
import type { Db } from '../../../platform/transactions.js';
import { docText, type TermMatch } from './terms.js';

/** The searchable text of one recipe, as stored. */
export interface SearchDoc {
  recipe_id: string;
  group_id: string;
  name: string;
  description: string;
  ingredients: string;
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
    const recipes = await db.selectFrom('recipes').select(['id', 'group_id', 'name', 'description']).where('id', 'in', ids).execute();
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
    const rows: SearchDoc[] = recipes.map((r) => ({
      recipe_id: r.id,
      group_id: r.group_id,
      name: docText(r.name),
      description: docText(r.description),
      ingredients: docText(...(parts.get(r.id) ?? [])),
    }));
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

/**
 * The stored words of the tenant's recipes (a group's vocabulary for typo expansion), as texts of
 * space-separated words: on SQLite each recipe's three fields, on PostgreSQL the tsvectors' words
 * at once (the 'simple' configuration keeps each stored word as it is).
 */
export async function searchWords(db: Db, engine: Engine, tenant: Tenant): Promise<string[]> {
  if (engine === 'sqlite') {
    const rows = await db
      .withTables<SqliteSearchTables>()
      .selectFrom('recipe_search_docs as d')
      .innerJoin('recipe_search_fts as f', 'f.rowid', 'd.id')
      .select(['f.name', 'f.description', 'f.ingredients'])
      .$call(inGroup(tenant, 'd.group_id'))
      .execute();
    return rows.flatMap((row) => [row.name, row.description, row.ingredients]);
  }
  // ts_stat lists a set of tsvectors' distinct words in one pass (about 40 ms for 10,000 recipes,
  // where unnesting every tsvector and keeping the distinct words took ten times as long). It reads
  // its rows through a query text; the group's id is quoted into it by format's %L.
  const { rows } = await sql<{ words: string | null }>`select string_agg(word, ' ') as words from ts_stat(
    format('select document from recipe_search_docs where group_id = %L::uuid', ${tenant.groupId}::text))`.execute(db);
  return rows[0]?.words ? [rows[0].words] : [];
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
 * tenant's recipes, referencing the outer `recipes` table; on SQLite also how to count them from
 * the search rows alone, without reading a recipe's row. (On PostgreSQL the list counts a search
 * in its page statement: one round trip.)
 */
export function matchCondition(
  db: Db,
  engine: Engine,
  tenant: Tenant,
  query: string,
): { where: Expression<SqlBool>; count?: () => Promise<number> } {
  const ids = matchIds(engine, tenant, query);
  const where = sql<SqlBool>`recipes.id in (${ids})`;
  if (engine !== 'sqlite') return { where };
  // Where no other group has a search row (one household's library, the usual case), every match
  // is the tenant's: the full-text index counts them alone, without reading each one's search row
  // for its group (2-3x faster for a broad search).
  const count = async () => {
    const { rows } = await sql<{ n: number }>`select case
      when exists (select 1 from recipe_search_docs d where ${outsideGroup(tenant, 'd.group_id')})
      then (select count(*) from (${ids}) matched)
      else (select count(*) from recipe_search_fts where recipe_search_fts match ${query}) end as n`.execute(db);
    return Number(rows[0].n);
  };
  return { where, count };
}

/**
 * What a ranked page (`rankedSearchPage`) reads of a search: every match outside the part it names
 * ranks exactly `floor`, the least rank a match can have.
 * - `above` (SQLite): the matches that may rank higher, as a condition on `recipes`; the list
 *   counts all matches apart.
 * - `flagged` (PostgreSQL): every match as a row source of `recipe_id` and `ranked` (whether it
 *   may rank higher), from one pass over the index that also counts them.
 */
export type RankedMatches = { floor: number; above: Expression<SqlBool> } | { floor: number; flagged: RawBuilder<unknown> };

/**
 * What ranks a page of the search without ranking every match (`rankedSearchPage`): the matches
 * of `query` that hold one of the terms' forms in their name or description (a word starting with
 * the term, or a variant as a word). Every match outside them ranks lowest (1 for each term, the
 * `floor`), as `rankExpression` scores only such words there. Null where it cannot say so cheaply
 * (a one-letter term is the start of most words).
 */
export function rankedMatches(engine: Engine, tenant: Tenant, query: string, terms: TermMatch[]): RankedMatches | null {
  if (terms.some(({ term }) => term.length < 2)) return null;
  const floor = terms.length;
  // Terms are [a-z0-9]+ only, as in the match's own query.
  if (engine === 'sqlite') {
    const forms = terms.flatMap(({ term, variants }) => [`"${term}"*`, ...variants.map((v) => `"${v}"`)]);
    const above = `(${query}) AND ({name description} : (${forms.join(' OR ')}))`;
    return { floor, above: sql<SqlBool>`recipes.id in (${matchIds(engine, tenant, above)})` };
  }
  // The name and the description are the tsvector's weights A and B (migration 0003).
  const forms = terms.flatMap(({ term, variants }) => [`${term}:*AB`, ...variants.map((v) => `${v}:AB`)]);
  return {
    floor,
    flagged: sql`recipe_search_match_ranked(${tenant.groupId}::uuid, to_tsquery('simple', ${query}), to_tsquery('simple', ${forms.join(' | ')}))`,
  };
}
