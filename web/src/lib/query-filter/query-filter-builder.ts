/**
 * Builds a cookbook's `queryFilterString` (api.md §2 grammar) from picked organizers, and reads
 * one back into picks when it has the shape this builder writes. Anything else is left to the
 * raw text field.
 */
export const FILTER_FIELDS = ['categories', 'tags', 'tools'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export const FILTER_OPERATORS = ['IN', 'NOT IN', 'CONTAINS ALL'] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface FilterRule {
  field: FilterField;
  operator: FilterOperator;
  /** Organizer names. */
  values: string[];
}

const attributeOf: Record<FilterField, string> = {
  categories: 'recipe_category.name',
  tags: 'tags.name',
  tools: 'tools.name',
};

// Values are double-quoted; the grammar has no escape, so a quote inside a name cannot be sent.
const quote = (value: string) => `"${value.replaceAll('"', '')}"`;

function ruleToString(rule: FilterRule): string | null {
  const values = rule.values.map((value) => value.trim()).filter(Boolean);
  if (values.length === 0) return null;
  return `${attributeOf[rule.field]} ${rule.operator} [${values.map(quote).join(', ')}]`;
}

/** All rules must hold (AND); rules without values are skipped. */
export function buildQueryFilter(rules: readonly FilterRule[]): string {
  return rules
    .map(ruleToString)
    .filter((part): part is string => part !== null)
    .join(' AND ');
}

/** Splits on top-level ` AND ` (outside quotes and brackets). */
function splitOnAnd(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inQuotes = false;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"') inQuotes = !inQuotes;
    else if (!inQuotes && char === '[') depth++;
    else if (!inQuotes && char === ']') depth--;
    else if (!inQuotes && depth === 0 && /^\sAND\s/i.test(text.slice(index, index + 5))) {
      parts.push(text.slice(start, index));
      start = index + 5;
      index += 4;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim());
}

const fieldOfAttribute = new Map<string, FilterField>([
  ['recipe_category.name', 'categories'],
  ['recipecategory.name', 'categories'],
  ['tags.name', 'tags'],
  ['tools.name', 'tools'],
]);

const RULE = /^([A-Za-z_.]+)\s+(NOT IN|IN|CONTAINS ALL)\s+\[(.*)\]$/i;

function parseValues(text: string): string[] | null {
  const values: string[] = [];
  const item = /\s*(?:"([^"]*)"|([^,"\s][^,"]*?))\s*(?:,|$)/y;
  let position = 0;
  while (position < text.length) {
    item.lastIndex = position;
    const match = item.exec(text);
    if (!match || match[0] === '') return null;
    values.push((match[1] ?? match[2] ?? '').trim());
    position = item.lastIndex;
  }
  return values;
}

/** The rules a filter string was built from, or null when it holds more than the builder makes. */
export function parseQueryFilter(filter: string): FilterRule[] | null {
  const text = filter.trim();
  if (text === '') return [];
  const rules: FilterRule[] = [];
  for (const part of splitOnAnd(text)) {
    const match = RULE.exec(part);
    if (!match) return null;
    const field = fieldOfAttribute.get((match[1] ?? '').toLowerCase());
    const operator = (match[2] ?? '').toUpperCase().replace(/\s+/g, ' ') as FilterOperator;
    const values = parseValues(match[3] ?? '');
    if (!field || !values) return null;
    rules.push({ field, operator, values });
  }
  return rules;
}

/**
 * Whether a filter string is finished enough to send: quotes closed, brackets and parentheses
 * balanced, no trailing `AND`/`OR`. The server checks the rest (422), as Mealie's builder leaves
 * Save disabled on such a filter (screens.md §3.6).
 */
export function isCompleteQueryFilter(filter: string): boolean {
  const text = filter.trim();
  let brackets = 0;
  let parentheses = 0;
  let inQuotes = false;
  for (const char of text) {
    if (char === '"') inQuotes = !inQuotes;
    else if (inQuotes) continue;
    else if (char === '[') brackets++;
    else if (char === ']') brackets--;
    else if (char === '(') parentheses++;
    else if (char === ')') parentheses--;
    if (brackets < 0 || parentheses < 0) return false;
  }
  return !inQuotes && brackets === 0 && parentheses === 0 && !/(^|\s)(AND|OR)$/i.test(text);
}
