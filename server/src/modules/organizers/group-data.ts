import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/context.js';
import { badRequest } from '../../platform/errors.js';
import { PaginationQuery } from '../../platform/pagination.js';
import type { Db } from '../../platform/transactions.js';
import { householdSlug } from './queries.js';

/**
 * What the group's shared data (categories, tags, tools, foods, units, labels) has in common:
 * the list query with `search`, the default order, on-hand input and adding the seed lists.
 * The search matching itself is platform/name-search.
 */

/** Mealie's pagination parameters plus `search`. */
export const SearchPaginationQuery = PaginationQuery.extend({ search: z.string().optional() });
export type SearchPaginationQuery = z.infer<typeof SearchPaginationQuery>;

/** Path parameter of every single-item route. */
export const ItemIdParams = z.object({ itemId: z.uuid({ message: 'Input should be a valid UUID' }) });

/** Mealie orders by search relevance when searching and by creation time otherwise. */
export const defaultOrder = (search: string | undefined) => (search?.trim() ? 'search_rank:desc, created_at' : 'created_at');

/**
 * What a create/update body says about the caller's household having the item on hand: `onHand`
 * when sent (Mealie 2.0 clients), else whether the caller's household is among the household slugs
 * that newer Mealie clients send. Undefined: leave it as it is.
 */
export async function requestedOnHand(
  db: Db,
  auth: AuthContext,
  onHand: boolean | undefined,
  householdSlugs: string[] | undefined,
): Promise<boolean | undefined> {
  if (onHand !== undefined) return onHand;
  if (householdSlugs === undefined) return undefined;
  const slug = await householdSlug(db, auth);
  return slug !== undefined && householdSlugs.includes(slug);
}

/**
 * The form in which two names count as the same when seeding: case, accents and runs of white
 * space ignored ("Crème  Fraîche" = "creme fraiche"); letters of any script are kept.
 */
export const sameNameKey = (name: string) => name.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** A seed list item: `aliases` are the other names it goes by (the same entry in a sibling locale: "Confectionary"). */
export type SeedItem<T> = T & { aliases?: string[] };

/**
 * The items of a seed list that the group does not hold yet, each once (seed lists repeat some
 * words), without their aliases; blank names are left out. An item is held when the group has a
 * row with its name or one of its aliases, compared by `sameNameKey`. Seeding foods, units
 * and labels adds only these, so repeating it (or seeding en-GB after en-US) adds nothing twice.
 */
export function withNewNames<T extends { name: string }>(items: SeedItem<T>[], existing: Iterable<string>): T[] {
  const held = new Set([...existing].map(sameNameKey));
  const seen = new Set(held);
  const fresh: T[] = [];
  for (const { aliases, ...item } of items) {
    const key = sameNameKey(item.name);
    // Aliases are matched against the group's rows only: within one list, entries that a sibling
    // locale merges ("castor sugar", "caster sugar") stay apart, as Mealie seeds them.
    if (!key || seen.has(key) || aliases?.some((alias) => held.has(sameNameKey(alias)))) continue;
    seen.add(key);
    fresh.push(item as unknown as T);
  }
  return fresh;
}

// Seed lists hold hundreds of rows; a statement per 100 stays well under both engines' parameter limits.
const CHUNK = 100;

/** Writes `items` in statements of at most 100 rows, one after the other (in the caller's unit of work). */
export async function inChunks<T>(items: T[], write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) await write(items.slice(i, i + CHUNK));
}

const isUniqueViolation = (error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};

/**
 * Runs a write whose uniqueness was checked beforehand; a concurrent request that slipped in
 * between still gets the 400 a client expects, not a 500.
 */
export async function withUniqueName<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(message);
    throw error;
  }
}
