import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import { normalizeText } from './normalize.js';

/**
 * The `search` of the group-data lists (foods, units, labels, organizers, households, cookbooks):
 * the words of a query, LIKE matching with the same escaping on both engines, and Mealie's
 * ranking (whole phrase first). Lists whose names have no normalised column match in memory
 * (`searchNames`) and rank in SQL by id (`idRankExpression`).
 */

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

/** `lower(column) LIKE %text%`, for names searched as typed. */
export const lowerContains = (column: string, text: string): RawBuilder<SqlBool> =>
  like(sql`lower(${sql.ref(column)})`, containsPattern(text));

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

/** No search: every row ranks the same. */
export const noRank = (): RawBuilder<number> => sql<number>`0`;

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

/** `column in (ids)`, or a condition that never holds when there are no ids. */
export const idIn = (column: string, ids: string[]): RawBuilder<SqlBool> =>
  ids.length ? sql<SqlBool>`${sql.ref(column)} in (${sql.join(ids)})` : sql<SqlBool>`1 = 0`;
