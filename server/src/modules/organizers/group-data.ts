import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import type { AuthContext } from '../../platform/auth/context.js';
import { badRequest, forbidden } from '../../platform/errors.js';
import { normalizeText } from '../../platform/normalize.js';
import { PaginationQuery } from '../../platform/pagination.js';
import { type Db, findHouseholdById } from '../groups/queries.js';

/**
 * What the group's shared data (categories, tags, tools, foods, units, labels) has in common:
 * the list query with `search`, the search matching and ranking, and the organizer permission.
 */

/** Mealie's pagination parameters plus `search`. */
export const SearchPaginationQuery = PaginationQuery.extend({ search: z.string().optional() });
export type SearchPaginationQuery = z.infer<typeof SearchPaginationQuery>;

/** Path parameter of every single-item route. */
export const ItemIdParams = z.object({ itemId: z.uuid({ message: 'Input should be a valid UUID' }) });

/** Larder requires `canOrganize` (or admin) to change organizers; Mealie checks nothing here. */
export function assertCanOrganize(auth: AuthContext): void {
  if (!auth.admin && !auth.canOrganize) throw forbidden();
}

/** The search words of a query: normalised, punctuation treated as a separator (Mealie's search). */
export function searchTokens(text: string | undefined): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t.length > 0);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;

/** `column LIKE pattern` with an explicit escape character, the same on SQLite and PostgreSQL. */
export const like = (column: Expression<unknown> | RawBuilder<unknown>, pattern: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`${column} like ${pattern} escape '\\'`;

/**
 * True when any search word occurs in any of the given columns, which hold normalised text.
 * Mealie ORs the words and ranks whole-phrase matches first (see `rankExpression`).
 */
export function anyTokenIn<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  columns: (Expression<unknown> | RawBuilder<unknown>)[],
  tokens: string[],
): Expression<SqlBool> {
  return eb.or(tokens.flatMap((token) => columns.map((column) => like(column, containsPattern(token)))));
}

/**
 * 3 = a column is the phrase, 2 = starts with it, 1 = contains it, 0 = only some words matched
 * (null columns never match).
 */
export function rankExpression(columns: (Expression<unknown> | RawBuilder<unknown>)[], phrase: string): RawBuilder<number> {
  const any = (test: (column: Expression<unknown> | RawBuilder<unknown>) => RawBuilder<SqlBool>) => sql.join(columns.map(test), sql` or `);
  return sql<number>`case when ${any((c) => sql<SqlBool>`${c} = ${phrase}`)} then 3 when ${any((c) =>
    like(c, prefixPattern(phrase)),
  )} then 2 when ${any((c) => like(c, containsPattern(phrase)))} then 1 else 0 end`;
}

export interface NameSearchResult {
  ids: string[];
  /** Ids of names equal to, then starting with, the phrase (for ranking). */
  exact: string[];
  prefix: string[];
}

/**
 * Matches names in memory with the same normalisation as the food and unit columns. Organizers and
 * labels have no normalised column, and a group holds few of them, so this is cheap and catches
 * "creme" → "Crème" on both engines.
 */
export function searchNames(rows: { id: string; name: string }[], text: string): NameSearchResult {
  const tokens = searchTokens(text);
  const phrase = normalizeText(text);
  const raw = text.trim().toLowerCase();
  const result: NameSearchResult = { ids: [], exact: [], prefix: [] };
  for (const row of rows) {
    const name = normalizeText(row.name);
    const lower = row.name.toLowerCase();
    // Names without Latin letters normalise to nothing; compare them as typed.
    const hit = tokens.some((t) => name.includes(t)) || (raw !== '' && lower.includes(raw));
    if (!hit) continue;
    result.ids.push(row.id);
    if ((phrase && name === phrase) || lower === raw) result.exact.push(row.id);
    else if ((phrase && name.startsWith(phrase)) || (raw && lower.startsWith(raw))) result.prefix.push(row.id);
  }
  return result;
}

/** Rank of an in-memory name search as SQL over the row id (`column` is the id column). */
export function idRankExpression(column: Expression<unknown> | RawBuilder<unknown>, result: NameSearchResult): RawBuilder<number> {
  const whens = [
    ...(result.exact.length ? [sql`when ${column} in (${sql.join(result.exact)}) then 3`] : []),
    ...(result.prefix.length ? [sql`when ${column} in (${sql.join(result.prefix)}) then 2`] : []),
  ];
  return whens.length ? sql<number>`case ${sql.join(whens, sql` `)} else 1 end` : sql<number>`1`;
}

/** Mealie orders by search relevance when searching and by creation time otherwise. */
export const defaultOrder = (search: string | undefined) => (search?.trim() ? 'search_rank:desc, created_at' : 'created_at');

/** `column in (ids)`, or a condition that never holds when there are no ids. */
export const idIn = (column: string, ids: string[]): RawBuilder<SqlBool> =>
  ids.length ? sql<SqlBool>`${sql.ref(column)} in (${sql.join(ids)})` : sql<SqlBool>`1 = 0`;

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
  const household = await findHouseholdById(db, auth.householdId);
  return household !== undefined && householdSlugs.includes(household.slug);
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
