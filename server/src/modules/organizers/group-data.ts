import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/context.js';
import { badRequest } from '../../platform/errors.js';
import { PaginationQuery } from '../../platform/pagination.js';
import type { Db } from '../../platform/transactions.js';
import { householdSlug } from './queries.js';

/**
 * What the group's shared data (categories, tags, tools, foods, units, labels) has in common:
 * the list query with `search`, the default order, the organizer permission and on-hand input.
 * The search matching itself is platform/name-search.
 */

// Re-exported for the areas that list with the same search (households).
export { idIn, idRankExpression, type NameSearchResult, searchNames } from '../../platform/name-search.js';

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
