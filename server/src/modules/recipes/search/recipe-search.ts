import type { Expression, Kysely, SqlBool } from 'kysely';
import type { Engine } from '../../../db/database.js';
import type { Database } from '../../../db/types.js';
import type { Tenant } from '../../../platform/access.js';
import type { Deps } from '../../../platform/deps.js';
import { groupDataVersion } from '../../../platform/library-cache.js';
import { indexRecipes, matchCondition, type RankedMatches, rankExpression, rankedMatches, searchWords } from './search.queries.js';
import { searchTerms, type TermMatch } from './terms.js';

export { indexRecipes } from './search.queries.js';
export { searchTerms } from './terms.js';

/** A prepared search: both expressions reference the outer `recipes` table (recipes.id). */
export interface RecipeSearchMatch {
  where: Expression<SqlBool>;
  /** Higher is better. */
  rank: Expression<number>;
  /** How many of the tenant's recipes match, counted from the search rows alone (SQLite). */
  count?: () => Promise<number>;
  /** Where a page in rank order need not rank every match (`rankedSearchPage`). */
  ranked?: RankedMatches;
}

export interface RecipeSearch {
  /** Null when the text has no searchable terms (no filter applies). */
  prepare(tenant: Tenant, text: string): Promise<RecipeSearchMatch | null>;
  /** Called inside the recipe write transaction after every create/update of name, description or ingredients. */
  reindex(db: Kysely<Database>, recipeIds: string[]): Promise<void>;
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

  async function vocabulary(tenant: Tenant): Promise<Vocabulary> {
    const { groupId } = tenant;
    const version = await groupDataVersion(deps.db, groupId);
    const existing = vocabularies.get(groupId);
    if (existing && existing.version === version) return existing.loading;
    loaded.delete(groupId);
    // Declared first so that the loader can tell whether it is still the current one.
    let entry: { version: number; loading: Promise<Vocabulary> } | undefined;
    const loading = (async () => {
      const vocab = new Vocabulary();
      for (const text of await searchWords(deps.db, deps.engine, tenant)) vocab.add(text);
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
    async prepare(tenant, text) {
      const words = searchTerms(text);
      if (words.length === 0) return null;
      const vocab = await vocabulary(tenant);
      // The last word is still being typed unless the text ends with a space.
      const typing = !/\s$/.test(text);
      // A bound on the query's size; a search box never needs more.
      const terms: TermMatch[] = [...new Set(words)].slice(0, MAX_TERMS).map((term, i, all) => ({
        term,
        variants: vocab.variants(term),
        prefix: typing && i === all.length - 1 && term.length >= 2,
      }));
      const query = fullTextQuery(deps.engine, terms);
      return {
        ...matchCondition(deps.db, deps.engine, tenant, query),
        rank: rankExpression(deps.engine, terms),
        ranked: rankedMatches(deps.engine, tenant, query, terms) ?? undefined,
      };
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
