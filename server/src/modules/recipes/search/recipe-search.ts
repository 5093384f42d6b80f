import type { Expression, Kysely, SqlBool } from 'kysely';
import type { Engine } from '../../../db/database.js';
import type { Database } from '../../../db/types.js';
import type { Tenant } from '../../../platform/access.js';
import type { Deps } from '../../../platform/deps.js';
import { groupVersion } from '../../../platform/library-cache.js';
import { afterCommit } from '../../../platform/transactions.js';
import { GroupIndex, type SearchMatches } from './group-index.js';
import { indexedRecipes, indexRecipes, matchCondition, rankExpression } from './search.queries.js';
import { searchTerms, type TermMatch } from './terms.js';

export { indexRecipes } from './search.queries.js';
export { searchTerms } from './terms.js';

/**
 * A prepared search: both expressions reference the outer `recipes` table (recipes.id), for a list
 * that is narrowed or ordered beside the search; `matches` answers from the group's in-memory
 * index, for a list that the search alone narrows.
 */
export interface RecipeSearchMatch {
  where: Expression<SqlBool>;
  /** Higher is better. */
  rank: Expression<number>;
  /** The tenant's recipes that match, from the in-memory index (matched when first asked for). */
  matches: () => SearchMatches;
}

export interface RecipeSearch {
  /** Null when the text has no searchable terms (no filter applies). */
  prepare(tenant: Tenant, text: string): Promise<RecipeSearchMatch | null>;
  /**
   * The tenant's group's recipes from the in-memory index, every one newest first, when it holds
   * `count` of them (the group's kept count); loaded again once when it does not (a change made
   * elsewhere that a write here counted as seen), and null if it still does not.
   */
  all(tenant: Tenant, count: number): Promise<SearchMatches | null>;
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

/** One group's searchable library: its in-memory index and its words for typo expansion. */
interface GroupLibrary {
  index: GroupIndex;
  vocabulary: Vocabulary;
}

/** Recipes replaced or removed in place before an index is loaded afresh instead. */
const MAX_WASTE = 0.5;

/**
 * Full-text recipe search. A group's recipes are held in an in-memory inverted index
 * (`GroupIndex`), loaded on its first search and kept in step by `reindex`; a search the list
 * narrows by nothing else is counted and paged from it. Where other filters or another order
 * apply, the search is a condition on the engine's own full-text index: FTS5 on SQLite, a
 * tsvector with a GIN index on PostgreSQL. Both ways use the same word splitting, the same typo
 * expansion (edit distance against the group's own words) and the same ranking, so that both
 * engines, and both ways, answer alike. Every query is scoped to the group.
 */
export function createRecipeSearch(deps: Deps): RecipeSearch {
  /**
   * Each group's library with the search version (migration 0017) it is known to match. A library
   * is loaded again when the version has moved on without it: a change to the group's search rows
   * or recipes' names that did not come through this process's `reindex` (another process's).
   * Other changes to the library (a rating, a favourite, a sign-in) leave it as it is.
   */
  const libraries = new Map<string, { version: number; loading: Promise<GroupLibrary> }>();
  // The loaded ones, for reindex: it runs inside a write transaction and must never wait for a
  // load (on SQLite the load would queue behind that very transaction).
  const loaded = new Map<string, GroupLibrary>();

  async function library(tenant: Tenant): Promise<GroupLibrary> {
    const { groupId } = tenant;
    const version = await groupVersion(deps.db, 'group_search_versions', groupId);
    const existing = libraries.get(groupId);
    if (existing && existing.version === version) return existing.loading;
    loaded.delete(groupId);
    // Declared first so that the loader can tell whether it is still the current one.
    let entry: { version: number; loading: Promise<GroupLibrary> } | undefined;
    const loading = (async () => {
      const started = performance.now();
      const recipes = await indexedRecipes(deps.db, deps.engine, tenant);
      const lib: GroupLibrary = { index: new GroupIndex(), vocabulary: new Vocabulary() };
      lib.index.add(recipes, true);
      lib.vocabulary.add([...lib.index.words()].join(' '));
      if (libraries.get(groupId) === entry) loaded.set(groupId, lib);
      deps.log.debug({ groupId, recipes: recipes.length, ms: Math.round(performance.now() - started) }, 'search index loaded');
      return lib;
    })();
    entry = { version, loading };
    libraries.set(groupId, entry);
    loading.catch(() => {
      if (libraries.get(groupId) === entry) libraries.delete(groupId);
    });
    return loading;
  }

  /** Forgets a group's library: it is loaded afresh on its next search. */
  function forget(groupId: string): void {
    libraries.delete(groupId);
    loaded.delete(groupId);
  }

  return {
    async prepare(tenant, text) {
      const words = searchTerms(text);
      if (words.length === 0) return null;
      const { index, vocabulary } = await library(tenant);
      // The last word is still being typed unless the text ends with a space.
      const typing = !/\s$/.test(text);
      // A bound on the query's size; a search box never needs more.
      const terms: TermMatch[] = [...new Set(words)].slice(0, MAX_TERMS).map((term, i, all) => ({
        term,
        variants: vocabulary.variants(term),
        prefix: typing && i === all.length - 1 && term.length >= 2,
      }));
      let found: SearchMatches | undefined;
      return {
        where: matchCondition(deps.engine, tenant, fullTextQuery(deps.engine, terms)),
        rank: rankExpression(deps.engine, terms),
        matches: () => (found ??= index.matches(terms)),
      };
    },

    async all(tenant, count) {
      let { index } = await library(tenant);
      if (index.size !== count) {
        forget(tenant.groupId);
        ({ index } = await library(tenant));
      }
      return index.size === count ? index.all() : null;
    },

    async reindex(db, recipeIds) {
      const rows = await indexRecipes(db, deps.engine, recipeIds);
      const written = new Set(rows.map((row) => row.recipe_id));
      const gone = recipeIds.filter((id) => !written.has(id));
      // Read inside the write transaction, each version already counts this write: the changes
      // applied below are what it stands for, so this process need not load them again. They
      // are applied once the write has committed, and dropped with it if it rolls back.
      const groups = new Map<string, { lib: GroupLibrary; version: number }>();
      for (const groupId of new Set(rows.map((row) => row.group_id))) {
        const lib = loaded.get(groupId);
        if (!lib || !libraries.has(groupId)) {
          // Not loaded, or still loading and perhaps without these changes: load afresh next time.
          forget(groupId);
          continue;
        }
        groups.set(groupId, { lib, version: await groupVersion(db, 'group_search_versions', groupId) });
      }
      await afterCommit(() => {
        // Removed recipes: whichever loaded library held them (their group is no longer known).
        for (const lib of loaded.values()) for (const id of gone) lib.index.remove(id);
        for (const [groupId, { lib, version }] of groups) {
          const entry = libraries.get(groupId);
          if (!entry || loaded.get(groupId) !== lib) continue;
          const mine = rows.filter((row) => row.group_id === groupId).map((row) => row.indexed);
          lib.index.add(mine);
          for (const recipe of mine) lib.vocabulary.add(recipe.words);
          entry.version = version;
          if (lib.index.waste > MAX_WASTE * (lib.index.size + 1)) forget(groupId);
        }
      });
    },
  };
}
