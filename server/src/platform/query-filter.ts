import { type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool, sql } from 'kysely';
import { AppError } from './errors.js';
import { canonicalUuid } from './ids.js';

/**
 * Mealie's `queryFilter` mini-language (reference/api.md §2): statements `attr op value` joined by
 * AND/OR, grouped with parentheses, folded from the right with no precedence. Attributes are
 * resolved through a per-resource whitelist, so a filter can never name a column we did not
 * expose; values are always bound parameters.
 */
export type AttributeType = 'string' | 'number' | 'boolean' | 'datetime' | 'date' | 'uuid';

export interface FilterAttribute {
  /** A fully qualified column reference, e.g. `users.full_name`. */
  column: string;
  type: AttributeType;
  /** A computed value used instead of `column` (e.g. a recipe's rating as the caller sees it). */
  expression?: RawBuilder<unknown>;
  /**
   * A to-many relationship (`tags.name`): turns a condition on `column` into "some related row
   * matches" (a correlated `EXISTS (…)` or `id IN (…)`). Negative operators (`<>`, `NOT IN`, `NOT LIKE`) then mean "no related row
   * matches", `IS NULL` means "no related row", and `CONTAINS ALL` needs every value present.
   */
  many?: (condition: RawBuilder<SqlBool>) => RawBuilder<SqlBool>;
  /** Where nulls sort when the client gives no `orderByNullPosition`. */
  nulls?: 'first' | 'last';
}

/** The SQL value of an attribute: its expression, else its column. */
export const attributeValue = (attr: FilterAttribute): RawBuilder<unknown> => attr.expression ?? sql`${sql.ref(attr.column)}`;

export type AttributeMap = Record<string, FilterAttribute>;

const OPERATORS = ['CONTAINS ALL', 'IS NOT', 'NOT IN', 'NOT LIKE', '<>', '>=', '<=', '=', '>', '<', 'IS', 'IN', 'LIKE'] as const;
type Operator = (typeof OPERATORS)[number];

type Value = string | string[];
interface Statement {
  kind: 'statement';
  attribute: string;
  operator: Operator;
  value: Value;
}
interface Group {
  kind: 'group';
  items: Node[];
  joins: ('AND' | 'OR')[];
}
type Node = Statement | Group;

const filterError = (message: string) => new AppError('bad_request', `invalid query string: ${message}`);

/** `createdAt` → `created_at`; dotted paths keep their dots. */
export const decamelize = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase();

class Parser {
  private pos = 0;
  constructor(private readonly text: string) {}

  parse(): Group {
    const group = this.group();
    this.skipSpace();
    if (this.pos < this.text.length) {
      throw filterError(this.text[this.pos] === ')' ? 'unbalanced parentheses' : `unexpected "${this.text.slice(this.pos)}"`);
    }
    return group;
  }

  private group(): Group {
    const items: Node[] = [];
    const joins: ('AND' | 'OR')[] = [];
    for (;;) {
      this.skipSpace();
      if (this.peek('(')) {
        this.pos++;
        items.push(this.group());
        this.skipSpace();
        if (!this.peek(')')) throw filterError('unbalanced parentheses');
        this.pos++;
      } else {
        items.push(this.statement());
      }
      this.skipSpace();
      const join = /^(AND|OR)\b/i.exec(this.text.slice(this.pos));
      if (!join) break;
      joins.push(join[1].toUpperCase() as 'AND' | 'OR');
      this.pos += join[0].length;
    }
    return { kind: 'group', items, joins };
  }

  private statement(): Statement {
    this.skipSpace();
    const attr = /^[A-Za-z_][A-Za-z0-9_.]*/.exec(this.text.slice(this.pos));
    if (!attr) throw filterError(`expected an attribute at "${this.text.slice(this.pos) || 'end of filter'}"`);
    this.pos += attr[0].length;
    this.skipSpace();
    const rest = this.text.slice(this.pos);
    const operator = OPERATORS.find((op) =>
      /^[A-Z]/.test(op) ? new RegExp(`^${op.replace(' ', '\\s+')}\\b`, 'i').test(rest) : rest.startsWith(op),
    );
    if (!operator) throw filterError(`expected an operator after "${attr[0]}"`);
    const opMatch = /^[A-Z]/.test(operator) ? new RegExp(`^${operator.replace(' ', '\\s+')}`, 'i').exec(rest)! : [operator];
    this.pos += opMatch[0].length;
    this.skipSpace();
    return { kind: 'statement', attribute: attr[0], operator, value: this.value() };
  }

  private value(): Value {
    if (this.peek('[')) {
      this.pos++;
      const values: string[] = [];
      for (;;) {
        this.skipSpace();
        if (this.peek(']')) {
          this.pos++;
          return values;
        }
        values.push(this.scalar(true));
        this.skipSpace();
        if (this.peek(',')) this.pos++;
        else if (!this.peek(']')) throw filterError('unterminated list');
      }
    }
    return this.scalar(false);
  }

  private scalar(inList: boolean): string {
    if (this.peek('"')) {
      const end = this.text.indexOf('"', this.pos + 1);
      if (end < 0) throw filterError('unterminated quoted value');
      const value = this.text.slice(this.pos + 1, end);
      this.pos = end + 1;
      return value;
    }
    const match = (inList ? /^[^\s,\]]+/ : /^[^\s()]+/).exec(this.text.slice(this.pos));
    if (!match) throw filterError('expected a value');
    this.pos += match[0].length;
    return match[0];
  }

  private peek(ch: string) {
    return this.text[this.pos] === ch;
  }
  private skipSpace() {
    while (this.pos < this.text.length && /\s/.test(this.text[this.pos])) this.pos++;
  }
}

export function parseQueryFilter(text: string): Group {
  if (!text.trim()) throw filterError('empty filter');
  return new Parser(text).parse();
}

function coerce(attr: FilterAttribute, name: string, raw: string): unknown {
  switch (attr.type) {
    case 'boolean': {
      const v = raw.toLowerCase();
      return v.startsWith('t') || v.startsWith('y') || v === '1';
    }
    case 'number': {
      const n = Number(raw);
      if (Number.isNaN(n)) throw filterError(`"${raw}" is not a number for ${name}`);
      return n;
    }
    case 'uuid': {
      const id = canonicalUuid(raw);
      if (id === null) throw filterError(`"${raw}" is not a valid UUID for ${name}`);
      return id;
    }
    case 'datetime':
    case 'date': {
      const d = new Date(raw);
      if (Number.isNaN(d.getTime())) throw filterError(`"${raw}" is not a valid date for ${name}`);
      return attr.type === 'date' ? d.toISOString().slice(0, 10) : d.toISOString();
    }
    default:
      return raw;
  }
}

/** Builds the WHERE expression for a parsed filter against a whitelist of attributes. */
export function filterExpression<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  group: Group,
  attributes: AttributeMap,
): Expression<SqlBool> {
  const node = (n: Node): Expression<SqlBool> => (n.kind === 'group' ? fold(n) : statement(n));
  const fold = (g: Group): Expression<SqlBool> => {
    // Folded from the right: a AND b OR c ≡ a AND (b OR c), as Mealie does.
    let acc = node(g.items[g.items.length - 1]);
    for (let i = g.items.length - 2; i >= 0; i--) {
      acc = g.joins[i] === 'AND' ? eb.and([node(g.items[i]), acc]) : eb.or([node(g.items[i]), acc]);
    }
    return acc;
  };
  const statement = (s: Statement, resolved?: FilterAttribute): Expression<SqlBool> => {
    const key = decamelize(s.attribute);
    const attr = resolved ?? attributes[key];
    if (!attr) throw filterError(`invalid attribute "${s.attribute}"`);
    if (attr.many) return relationStatement(s, attr, attr.many);
    const column = attributeValue(attr);
    const textColumn = attr.type === 'string' ? sql`lower(${column})` : column;
    const one = (v: string) => {
      const c = coerce(attr, s.attribute, v);
      return attr.type === 'string' ? (c as string).toLowerCase() : c;
    };
    switch (s.operator) {
      case 'IS':
      case 'IS NOT': {
        if (Array.isArray(s.value) || !['null', 'none'].includes(s.value.toLowerCase())) {
          throw filterError(`${s.operator} needs the value NULL`);
        }
        return s.operator === 'IS' ? sql<SqlBool>`${column} IS NULL` : sql<SqlBool>`${column} IS NOT NULL`;
      }
      case 'IN':
      case 'NOT IN':
      case 'CONTAINS ALL': {
        if (!Array.isArray(s.value)) throw filterError(`${s.operator} needs a list such as [a, b]`);
        if (s.operator === 'CONTAINS ALL') {
          throw filterError(`CONTAINS ALL needs a to-many attribute, "${s.attribute}" is not one`);
        }
        if (s.value.length === 0) return s.operator === 'IN' ? sql<SqlBool>`1 = 0` : sql<SqlBool>`1 = 1`;
        const values = s.value.map(one);
        const list = sql.join(values.map((v) => sql`${v}`));
        return s.operator === 'IN' ? sql<SqlBool>`${textColumn} IN (${list})` : sql<SqlBool>`${textColumn} NOT IN (${list})`;
      }
      case 'LIKE':
      case 'NOT LIKE': {
        if (attr.type !== 'string') throw filterError(`${s.operator} works only on text attributes`);
        if (Array.isArray(s.value)) throw filterError(`${s.operator} needs a single value`);
        const pattern = s.value.toLowerCase();
        return s.operator === 'LIKE' ? sql<SqlBool>`${textColumn} LIKE ${pattern}` : sql<SqlBool>`${textColumn} NOT LIKE ${pattern}`;
      }
      default: {
        if (Array.isArray(s.value)) throw filterError(`${s.operator} needs a single value`);
        const value = one(s.value);
        return sql<SqlBool>`${textColumn} ${sql.raw(s.operator)} ${value}`;
      }
    }
  };
  /** A statement on a to-many attribute: the positive condition on some related row, negated as needed. */
  const relationStatement = (
    s: Statement,
    attr: FilterAttribute,
    exists: (condition: RawBuilder<SqlBool>) => RawBuilder<SqlBool>,
  ): Expression<SqlBool> => {
    const not = (e: RawBuilder<SqlBool>) => sql<SqlBool>`NOT ${e}`;
    const inner = { ...attr, many: undefined };
    const positive = (operator: Operator, value: Value) =>
      exists(sql<SqlBool>`${statement({ kind: 'statement', attribute: s.attribute, operator, value }, inner)}`);
    switch (s.operator) {
      case 'IS':
      case 'IS NOT': {
        if (Array.isArray(s.value) || !['null', 'none'].includes(s.value.toLowerCase())) {
          throw filterError(`${s.operator} needs the value NULL`);
        }
        const any = exists(sql<SqlBool>`${sql.ref(attr.column)} IS NOT NULL`);
        return s.operator === 'IS' ? not(any) : any;
      }
      case 'CONTAINS ALL': {
        if (!Array.isArray(s.value)) throw filterError('CONTAINS ALL needs a list such as [a, b]');
        if (s.value.length === 0) return sql<SqlBool>`1 = 1`;
        return eb.and(s.value.map((v) => positive('=', v)));
      }
      case '<>':
        return not(positive('=', s.value));
      case 'NOT IN':
        return not(positive('IN', s.value));
      case 'NOT LIKE':
        return not(positive('LIKE', s.value));
      default:
        return positive(s.operator, s.value);
    }
  };
  return fold(group);
}

/** One statement of a filter as Mealie's `QueryFilterJSONPart` (cookbooks and meal-plan rules show it). */
export interface QueryFilterPart {
  leftParenthesis: string | null;
  rightParenthesis: string | null;
  logicalOperator: 'AND' | 'OR' | null;
  attributeName: string | null;
  relationalOperator: Operator | null;
  value: string | string[] | null;
}

/**
 * The statements of a filter in order, each with the parentheses opened before it, the ones
 * closed after it and the AND/OR that joins it to the previous statement, as Mealie exposes a
 * saved filter (`queryFilter.parts`). Throws the parser's 400 for an invalid filter.
 */
export function queryFilterParts(text: string): QueryFilterPart[] {
  if (!text.trim()) return [];
  const parts: QueryFilterPart[] = [];
  let open = 0;
  let join: 'AND' | 'OR' | null = null;
  const walk = (group: Group, nested: boolean) => {
    if (nested) open++;
    group.items.forEach((item, i) => {
      if (i > 0) join = group.joins[i - 1];
      if (item.kind === 'group') {
        walk(item, true);
        return;
      }
      parts.push({
        leftParenthesis: open ? '('.repeat(open) : null,
        rightParenthesis: null,
        logicalOperator: join,
        attributeName: item.attribute,
        relationalOperator: item.operator,
        value: item.value,
      });
      open = 0;
      join = null;
    });
    if (nested) {
      const last = parts[parts.length - 1];
      last.rightParenthesis = `${last.rightParenthesis ?? ''})`;
    }
  };
  walk(parseQueryFilter(text), false);
  return parts;
}

/** A stored filter's parts; a filter stored before validation existed shows none rather than failing. */
export function savedFilterParts(text: string): QueryFilterPart[] {
  try {
    return queryFilterParts(text);
  } catch {
    return [];
  }
}
