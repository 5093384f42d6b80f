import { type Expression, type Generated, type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Engine } from '../../../db/database.js';
import type { Database } from '../../../db/types.js';
import type { Deps } from '../../../platform/deps.js';
import { groupDataVersion } from '../../../platform/library-cache.js';
import { normalizeText } from '../../../platform/normalize.js';

/** A prepared search: both expressions reference the outer `recipes` table (recipes.id). */
export interface RecipeSearchMatch {
  where: Expression<SqlBool>;
  /** Higher is better. */
  rank: Expression<number>;
}

export interface RecipeSearch {
  /** Null when the text has no searchable terms (no filter applies). */
  prepare(groupId: string, text: string): Promise<RecipeSearchMatch | null>;
  /** Called inside the recipe write transaction after every create/update of name, description or ingredients. */
  reindex(db: Kysely<Database>, recipeIds: string[]): Promise<void>;
}

/** The searchable text of one recipe, as stored. */
interface SearchDoc {
  recipe_id: string;
  group_id: string;
  name: string;
  description: string;
  ingredients: string;
}

/**
 * The tables of migration 0003. On SQLite the key row has an integer id (the FTS5 rowid) and the
 * text lives in `recipe_search_fts`; on PostgreSQL the text and its tsvector are in the key row.
 */
type SqliteSearchTables = {
  recipe_search_docs: { id: Generated<number>; recipe_id: string; group_id: string };
  recipe_search_fts: { rowid: number; name: string; description: string; ingredients: string };
};
type PostgresSearchTables = { recipe_search_docs: SearchDoc };

/** Search words of a text: transliterated, lower-cased, split on anything that is not a letter or digit. */
export function searchTerms(text: string | null | undefined): string[] {
  return normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 0);
}

/** Stored form of a field: its words, space-separated. */
function docText(...parts: (string | null | undefined)[]): string {
  return parts.flatMap((p) => searchTerms(p)).join(' ');
}

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
    if (rows.length && engine === 'postgres') await postgres.insertInto('recipe_search_docs').values(rows).execute();
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
 * Edit distance with adjacent transpositions (optimal string alignment), or `max + 1` as soon as
 * it is known to exceed `max`.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2] + 1);
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  return prev[n];
}

/** Typos allowed in a word of this length: none for short words, where one edit makes another word. */
function allowedEdits(term: string): number {
  if (term.length < 4 || /^\d+$/.test(term)) return 0;
  return term.length < 9 ? 1 : 2;
}

const MAX_VARIANTS = 8;
const MAX_TERMS = 12;

/** The words of one group's recipes, bucketed by length, with the expansions computed so far. */
class Vocabulary {
  private readonly byLength = new Map<number, Set<string>>();
  private readonly expansions = new Map<string, string[]>();
  readonly loadedAt = Date.now();

  add(text: string): void {
    for (const word of text.split(' ')) {
      if (word.length < 3) continue; // shorter words are never typo targets
      const bucket = this.byLength.get(word.length) ?? new Set<string>();
      this.byLength.set(word.length, bucket);
      if (!bucket.has(word)) {
        bucket.add(word);
        this.expansions.clear();
      }
    }
  }

  has(word: string): boolean {
    return this.byLength.get(word.length)?.has(word) ?? false;
  }

  /**
   * Other forms to search for `term`. A word the group uses is taken as meant, with only its
   * plural/singular forms added; an unknown word is taken as a typo and expanded to the known
   * words within the allowed edits, closest first.
   */
  variants(term: string): string[] {
    const cached = this.expansions.get(term);
    if (cached) return cached;
    const result = this.has(term) ? this.otherNumber(term) : this.nearWords(term);
    if (this.expansions.size > 5000) this.expansions.clear();
    this.expansions.set(term, result);
    return result;
  }

  private otherNumber(term: string): string[] {
    const forms = [`${term}s`, `${term}es`];
    if (term.endsWith('es')) forms.push(term.slice(0, -2));
    if (term.endsWith('s')) forms.push(term.slice(0, -1));
    return forms.filter((f) => f.length >= 3 && this.has(f));
  }

  private nearWords(term: string): string[] {
    const max = allowedEdits(term);
    const found: { word: string; distance: number }[] = [];
    for (let len = term.length - max; max > 0 && len <= term.length + max; len++) {
      for (const word of this.byLength.get(len) ?? []) {
        if (word === term) continue;
        const distance = boundedEditDistance(term, word, max);
        if (distance <= max) found.push({ word, distance });
      }
    }
    found.sort((a, b) => a.distance - b.distance || (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
    return found.slice(0, MAX_VARIANTS).map((f) => f.word);
  }
}

/** One search word as matched: the word itself, its typo variants, and a prefix when it is being typed. */
interface TermMatch {
  term: string;
  variants: string[];
  prefix: boolean;
}

/** The query in the engine's full-text syntax: every term must match (one of its forms). */
function fullTextQuery(engine: Engine, terms: TermMatch[]): string {
  // Terms are [a-z0-9]+ only, so they need no escaping in either syntax.
  return terms
    .map(({ term, variants, prefix }) => {
      const forms =
        engine === 'sqlite'
          ? [`"${term}"`, ...variants.map((v) => `"${v}"`), ...(prefix ? [`"${term}"*`] : [])]
          : [term, ...variants, ...(prefix ? [`${term}:*`] : [])];
      return `(${forms.join(engine === 'sqlite' ? ' OR ' : ' | ')})`;
    })
    .join(engine === 'sqlite' ? ' AND ' : ' & ');
}

/**
 * Ranking, computed the same way on both engines from the recipe's own normalised name and
 * description (so no extra row is read per match). Per term, the best of: in the name the exact
 * word (15), a word starting with it (12), a typo/plural variant (10); in the description the
 * same (5, 4, 3); else 1 (it matched in the ingredients). Summed over the terms; higher is better.
 */
function rankExpression(engine: Engine, terms: TermMatch[]): RawBuilder<number> {
  // Padded with spaces so that ' word ' is a whole word.
  const name = sql`(' ' || recipes.name_normalized || ' ')`;
  const description = sql`(' ' || recipes.description_normalized || ' ')`;
  const has = (column: RawBuilder<unknown>, needle: string) =>
    engine === 'sqlite' ? sql`instr(${column}, ${needle}) > 0` : sql`strpos(${column}, ${needle}) > 0`;
  const hasVariant = (column: RawBuilder<unknown>, t: TermMatch) =>
    t.variants.length
      ? sql`(${sql.join(
          t.variants.map((v) => has(column, ` ${v} `)),
          sql` or `,
        )})`
      : sql`1 = 0`;
  const perTerm = terms.map(
    (t) => sql`(case
      when ${has(name, ` ${t.term} `)} then 15
      when ${has(name, ` ${t.term}`)} then 12
      when ${hasVariant(name, t)} then 10
      when ${has(description, ` ${t.term} `)} then 5
      when ${has(description, ` ${t.term}`)} then 4
      when ${hasVariant(description, t)} then 3
      else 1 end)`,
  );
  return sql<number>`(${sql.join(perTerm, sql` + `)})`;
}

/**
 * Full-text recipe search: FTS5 on SQLite, a tsvector with a GIN index on PostgreSQL, with the
 * same word splitting, the same typo expansion (edit distance against the group's own words,
 * computed here and cached per group) and the same ranking on both, so that both engines answer
 * alike. Every query is scoped to the group.
 */
export function createRecipeSearch(deps: Deps): RecipeSearch {
  /**
   * Each group's vocabulary with the library version (migration 0006) it is known to match. A
   * vocabulary is loaded again when the version has moved on without it: another process wrote.
   */
  const vocabularies = new Map<string, { version: number; loading: Promise<Vocabulary> }>();
  // The loaded ones, for reindex: it runs inside a write transaction and must never wait for a
  // load (on SQLite the load would queue behind that very transaction).
  const loaded = new Map<string, Vocabulary>();

  async function vocabulary(groupId: string): Promise<Vocabulary> {
    const version = await groupDataVersion(deps.db, groupId);
    const existing = vocabularies.get(groupId);
    if (existing && existing.version === version) return existing.loading;
    loaded.delete(groupId);
    // Declared first so that the loader can tell whether it is still the current one.
    let entry: { version: number; loading: Promise<Vocabulary> } | undefined;
    const loading = (async () => {
      const vocab = new Vocabulary();
      const rows =
        deps.engine === 'sqlite'
          ? await deps.db
              .withTables<SqliteSearchTables>()
              .selectFrom('recipe_search_docs as d')
              .innerJoin('recipe_search_fts as f', 'f.rowid', 'd.id')
              .select(['f.name', 'f.description', 'f.ingredients'])
              .where('d.group_id', '=', groupId)
              .execute()
          : await deps.db
              .withTables<PostgresSearchTables>()
              .selectFrom('recipe_search_docs')
              .select(['name', 'description', 'ingredients'])
              .where('group_id', '=', groupId)
              .execute();
      for (const row of rows) {
        vocab.add(row.name);
        vocab.add(row.description);
        vocab.add(row.ingredients);
      }
      if (vocabularies.get(groupId) === entry) loaded.set(groupId, vocab);
      return vocab;
    })();
    entry = { version, loading };
    vocabularies.set(groupId, entry);
    loading.catch(() => {
      if (vocabularies.get(groupId) === entry) vocabularies.delete(groupId);
    });
    return loading;
  }

  return {
    async prepare(groupId, text) {
      const words = searchTerms(text);
      if (words.length === 0) return null;
      const vocab = await vocabulary(groupId);
      // The last word is still being typed unless the text ends with a space.
      const typing = !/\s$/.test(text);
      // A bound on the query's size; a search box never needs more.
      const terms: TermMatch[] = [...new Set(words)].slice(0, MAX_TERMS).map((term, i, all) => ({
        term,
        variants: vocab.variants(term),
        prefix: typing && i === all.length - 1 && term.length >= 2,
      }));
      const query = fullTextQuery(deps.engine, terms);
      if (deps.engine === 'sqlite') {
        // The match is run once here and its recipes' rowids handed on as one JSON parameter: the
        // list evaluates the condition twice (count and page), and the FTS match with its joins
        // is most of a broad search's cost. Through rowids, as looking them up is cheapest.
        const { rows } = await sql<{ id: number }>`select r.rowid as id from recipe_search_fts f
          join recipe_search_docs d on d.id = f.rowid join recipes r on r.id = d.recipe_id
          where recipe_search_fts match ${query} and d.group_id = ${groupId}`.execute(deps.db);
        const rowids = JSON.stringify(rows.map((r) => r.id));
        const where = sql<SqlBool>`recipes.rowid in (select value from json_each(${rowids}))`;
        return { where, rank: rankExpression(deps.engine, terms) };
      }
      // recipe_search_match (migration 0003) keeps the match on the GIN index.
      const where = sql<SqlBool>`recipes.id in (select m from recipe_search_match(${groupId}::uuid, to_tsquery('simple', ${query})) m)`;
      return { where, rank: rankExpression(deps.engine, terms) };
    },

    async reindex(db, recipeIds) {
      const rows = await indexRecipes(db, deps.engine, recipeIds);
      for (const groupId of new Set(rows.map((row) => row.group_id))) {
        const vocab = loaded.get(groupId);
        const entry = vocabularies.get(groupId);
        if (!vocab || !entry) {
          // Not loaded, or still loading and perhaps without these words: load afresh next time.
          vocabularies.delete(groupId);
          loaded.delete(groupId);
          continue;
        }
        for (const row of rows) {
          if (row.group_id !== groupId) continue;
          vocab.add(row.name);
          vocab.add(row.description);
          vocab.add(row.ingredients);
        }
        // Read inside the write transaction, the version already counts this write: the words
        // added here are what it stands for, so this process need not load them again.
        entry.version = await groupDataVersion(db, groupId);
      }
    },
  };
}
