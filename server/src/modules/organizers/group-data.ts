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
 * The items whose name the group does not hold yet, each name once (seed lists repeat some words);
 * blank names are left out. Seeding foods, units and labels adds only these, so it can be repeated.
 */
export function withNewNames<T extends { name: string }>(items: T[], existing: Set<string>): T[] {
  const seen = new Set(existing);
  return items.filter(({ name }) => {
    if (!name || seen.has(name)) return false;
    seen.add(name);
    return true;
  });
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
