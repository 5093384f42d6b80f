import type { TermMatch } from './terms.js';

/**
 * One recipe as the in-memory index holds it: what a search page ranks and orders by.
 * `created` sorts as the engine sorts `created_at` (SQLite's stored text; PostgreSQL's time
 * written out at a fixed width in UTC).
 */
export interface IndexedRecipe {
  id: string;
  created: string;
  /** `recipes.name_normalized` and `description_normalized`, as `rankExpression` reads them. */
  name: string;
  description: string;
  /** The recipe's search words (name, description and ingredients), space-separated. */
  words: string;
}

/** A recipe as the index keeps it: its words live in the posting lists. */
type HeldRecipe = Omit<IndexedRecipe, 'words'>;

/** Per term, the best of: the exact word, a word starting with it, a variant; as `rankExpression`. */
const NAME_SCORES = [15, 12, 10] as const;
const DESCRIPTION_SCORES = [5, 4, 3] as const;

function fieldScore(field: string, t: TermMatch, scores: readonly [number, number, number]): number | null {
  if (!field.includes(t.term) && !t.variants.some((v) => field.includes(v))) return null;
  const padded = ` ${field} `;
  if (padded.includes(` ${t.term} `)) return scores[0];
  if (padded.includes(` ${t.term}`)) return scores[1];
  if (t.variants.some((v) => padded.includes(` ${v} `))) return scores[2];
  return null;
}

/** The recipe's rank for the terms, the same number `rankExpression` computes in SQL. */
export function rankOf(recipe: Pick<IndexedRecipe, 'name' | 'description'>, terms: TermMatch[]): number {
  let rank = 0;
  for (const t of terms) rank += fieldScore(recipe.name, t, NAME_SCORES) ?? fieldScore(recipe.description, t, DESCRIPTION_SCORES) ?? 1;
  return rank;
}

/** Newest first, then by id: the order of `created_at desc, recipes.id` on both engines. */
const newestFirst = (a: HeldRecipe, b: HeldRecipe): number =>
  a.created > b.created ? -1 : a.created < b.created ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;

/** Ranks above this never occur (12 terms of 15 at most). */
const RANK_CEILING = 256;
const ORDER_SPACE = 2 ** 32;

/**
 * One group's recipes as an inverted index: which recipes hold each word. A search is matched,
 * counted, ranked and ordered here, so that a page of a search costs one statement (its
 * summaries) instead of a pass over the engine's full-text index for its count and another for
 * its page. It matches as the engines' full-text queries do (`fullTextQuery`): every term must be
 * found, as itself, one of its variants or (`prefix`) the start of a word, in any of the fields.
 */
export class GroupIndex {
  /** Each slot's recipe without its words (the postings hold them), null once removed or replaced. */
  private readonly recipes: (HeldRecipe | null)[] = [];
  private readonly slot = new Map<string, number>();
  private readonly postings = new Map<string, Posting>();
  /** The index's words in order, for prefix terms; null when a word was added since. */
  private sortedWords: string[] | null = null;
  /**
   * Which recipes hold each space-separated word of their normalised name or description: only
   * those holding a word that starts with a term, or is one of its variants, rank above the least.
   */
  private readonly fieldPostings = new Map<string, Posting>();
  private sortedFieldWords: string[] | null = null;
  /** Each slot's place in newest-first order; null when a recipe was added since. */
  private order: Float64Array | null = null;
  private bySlotOfOrder: Int32Array | null = null;
  private removed = 0;

  /**
   * Adds recipes, replacing any held under the same id. `inOrder`: they come newest first, after
   * every recipe already held (a load), so their order is known without sorting.
   */
  add(recipes: Iterable<IndexedRecipe>, inOrder = false): void {
    const ordered = inOrder && this.recipes.length === 0;
    for (const recipe of recipes) {
      this.remove(recipe.id);
      const n = this.recipes.length;
      const { id, created, name, description } = recipe;
      this.recipes.push({ id, created, name, description });
      this.slot.set(id, n);
      if (post(this.postings, recipe.words, n)) this.sortedWords = null;
      if (post(this.fieldPostings, `${recipe.name} ${recipe.description}`, n)) this.sortedFieldWords = null;
    }
    if (ordered) {
      // Loaded whole: the lists are final until a write, and a typed array holds them in half the memory.
      for (const postings of [this.postings, this.fieldPostings])
        for (const [word, list] of postings) postings.set(word, Int32Array.from(list));
      const count = this.recipes.length;
      this.order = new Float64Array(count);
      this.bySlotOfOrder = new Int32Array(count);
      for (let i = 0; i < count; i++) {
        this.order[i] = i;
        this.bySlotOfOrder[i] = i;
      }
    } else this.order = null;
  }

  remove(id: string): void {
    const n = this.slot.get(id);
    if (n === undefined) return;
    this.slot.delete(id);
    this.recipes[n] = null;
    this.removed += 1;
  }

  /** Every word the index has held (a removed recipe's words stay until the index is loaded afresh). */
  words(): IterableIterator<string> {
    return this.postings.keys();
  }

  /** How many recipes the index holds. */
  get size(): number {
    return this.slot.size;
  }

  /** Slots of recipes removed or replaced since the load: what a reload would give back. */
  get waste(): number {
    return this.removed;
  }

  /** The slots of the recipes matching every term, in no particular order. */
  private match(terms: TermMatch[]): number[] {
    const hits = new Uint8Array(this.recipes.length);
    let lists: Posting[] = [];
    for (let t = 0; t < terms.length; t++) {
      lists = this.formLists(terms[t]);
      for (const list of lists) for (const n of list) if (hits[n] === t) hits[n] = t + 1;
    }
    const found: number[] = [];
    const all = terms.length;
    for (const list of lists)
      for (const n of list)
        if (hits[n] === all) {
          hits[n] = all + 1;
          if (this.recipes[n]) found.push(n);
        }
    return found;
  }

  /** The posting lists of a term's forms: itself, its variants and, typed on, the words it starts. */
  private formLists({ term, variants, prefix }: TermMatch): Posting[] {
    const lists = postingsOf(this.postings, [term, ...variants]);
    if (prefix) {
      this.sortedWords ??= [...this.postings.keys()].sort();
      lists.push(...startingWith(this.postings, this.sortedWords, term, false));
    }
    return lists;
  }

  /**
   * Marks the recipes that may rank above the least for the terms: a word of the name or the
   * description starts with a term or is one of its variants (`rankOf` finds nothing else there).
   */
  private mayRankAbove(terms: TermMatch[]): Uint8Array {
    const marks = new Uint8Array(this.recipes.length);
    this.sortedFieldWords ??= [...this.fieldPostings.keys()].sort();
    for (const { term, variants } of terms) {
      const lists = [...postingsOf(this.fieldPostings, variants), ...startingWith(this.fieldPostings, this.sortedFieldWords, term, true)];
      for (const list of lists) for (const n of list) marks[n] = 1;
    }
    return marks;
  }

  private ordering(): { order: Float64Array; bySlotOfOrder: Int32Array } {
    if (!this.order || !this.bySlotOfOrder) {
      const slots = this.recipes.flatMap((r, n) => (r ? [n] : []));
      slots.sort((a, b) => newestFirst(this.recipes[a]!, this.recipes[b]!));
      this.order = new Float64Array(this.recipes.length);
      this.bySlotOfOrder = new Int32Array(slots.length);
      slots.forEach((n, place) => {
        this.order![n] = place;
        this.bySlotOfOrder![place] = n;
      });
    }
    return { order: this.order, bySlotOfOrder: this.bySlotOfOrder };
  }

  /**
   * Every recipe held: how many, and a page of them newest first, then by id (the list's default
   * order). Places are counted over the recipes held, past the slots of removed ones.
   */
  all(): SearchMatches {
    return {
      total: this.size,
      page: (offset, limit) => {
        const { bySlotOfOrder } = this.ordering();
        const ids: string[] = [];
        let skipped = 0;
        for (let i = 0; i < bySlotOfOrder.length && ids.length < limit; i++) {
          const recipe = this.recipes[bySlotOfOrder[i]!];
          if (!recipe) continue;
          if (skipped < offset) skipped += 1;
          else ids.push(recipe.id);
        }
        return ids;
      },
    };
  }

  /**
   * The recipes matching the terms: how many, and a page of them best first, by rank, then
   * newest first, then by id (the list's default order for a search). Ranked once, when a page
   * is first asked for.
   */
  matches(terms: TermMatch[]): SearchMatches {
    const found = this.match(terms);
    let sorted: Float64Array | undefined;
    const ranked = () => {
      if (sorted) return sorted;
      const { order } = this.ordering();
      const above = this.mayRankAbove(terms);
      // One number per match that sorts as the order does: rank (descending), then place.
      sorted = new Float64Array(found.length);
      for (let i = 0; i < found.length; i++) {
        const n = found[i];
        const rank = above[n] ? rankOf(this.recipes[n]!, terms) : terms.length;
        sorted[i] = (RANK_CEILING - rank) * ORDER_SPACE + order[n];
      }
      return sorted.sort();
    };
    return {
      total: found.length,
      page: (offset, limit) => {
        const keys = ranked();
        const { bySlotOfOrder } = this.ordering();
        const ids: string[] = [];
        for (let i = offset; i < Math.min(keys.length, offset + limit); i++)
          ids.push(this.recipes[bySlotOfOrder[keys[i] % ORDER_SPACE]]!.id);
        return ids;
      },
    };
  }
}

/** The slots of the recipes holding a word: a typed array once loaded, an array once added to. */
type Posting = number[] | Int32Array;

/** Adds slot `n` to the posting list of each distinct space-separated word of `text`; true when a word was new. */
function post(postings: Map<string, Posting>, text: string, n: number): boolean {
  let added = false;
  for (const word of new Set(text.split(' '))) {
    if (!word) continue;
    const list = postings.get(word);
    if (Array.isArray(list)) list.push(n);
    else if (list) postings.set(word, [...list, n]);
    else {
      postings.set(word, [n]);
      added = true;
    }
  }
  return added;
}

function postingsOf(postings: Map<string, Posting>, words: string[]): Posting[] {
  const lists: Posting[] = [];
  for (const word of words) {
    const list = postings.get(word);
    if (list) lists.push(list);
  }
  return lists;
}

/** The posting lists of the words (`sorted`: all of them, in order) starting with `prefix`, itself with `self`. */
function startingWith(postings: Map<string, Posting>, sorted: string[], prefix: string, self: boolean): Posting[] {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  const lists: Posting[] = [];
  for (let i = lo; i < sorted.length && sorted[i].startsWith(prefix); i++) {
    if (self || sorted[i] !== prefix) lists.push(postings.get(sorted[i])!);
  }
  return lists;
}

/** What `GroupIndex.matches` found. */
export interface SearchMatches {
  total: number;
  /** The ids of the matches at `offset`, at most `limit` of them, in the list's default order for a search. */
  page: (offset: number, limit: number) => string[];
}
