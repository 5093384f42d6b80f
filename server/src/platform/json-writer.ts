import { type ZodType, z } from 'zod';

/** Writes one value as JSON text, shaped by a response schema. */
export type JsonWriter<T> = (value: T) => string;

interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  catchall?: ZodType;
  element?: ZodType;
  innerType?: ZodType;
  keyType?: ZodType;
  valueType?: ZodType;
}

const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

interface Prewritten {
  schema: ZodType;
  text: string;
}

/**
 * The mark of a value already written as JSON (see withJsonText): a symbol-keyed property that is
 * neither enumerable nor JSON's, rather than an entry in a WeakMap, which the young generation's
 * collector would keep, with the page's text, until an older one found its key unreachable.
 */
const PREWRITTEN = Symbol('prewritten JSON');

const markOf = (value: unknown): Prewritten | undefined => (value as { [PREWRITTEN]?: Prewritten })[PREWRITTEN];

/**
 * Marks `value` as already written, as `text`, by `jsonWriter(schema)` (a recipe summary stored
 * as JSON): wherever a writer meets it in that schema's place, it copies the text instead of
 * writing the value again. The value must not be changed afterwards.
 */
export function withJsonText<T extends object>(value: T, schema: ZodType<T>, text: string): T {
  Object.defineProperty(value, PREWRITTEN, { value: { schema, text }, configurable: true, writable: true });
  return value;
}

/** What a value read from JSON text holds: its text (its own mark until changed) and the parsed value once read. */
interface LazyJson extends Prewritten {
  changed: boolean;
  parsed: object | undefined;
}

const parsedOf = (state: LazyJson): object => {
  state.parsed ??= JSON.parse(state.text) as object;
  return state.parsed;
};

/**
 * One handler for every lazily parsed value (a page holds fifty): its state is the proxy's
 * target, whose own keys are never seen (every trap answers from the parsed value).
 */
const lazyJsonHandler: ProxyHandler<LazyJson> = {
  get: (state, key) => (key === PREWRITTEN ? (state.changed ? undefined : state) : Reflect.get(parsedOf(state), key)),
  has: (state, key) => Reflect.has(parsedOf(state), key),
  ownKeys: (state) => Reflect.ownKeys(parsedOf(state)),
  getOwnPropertyDescriptor: (state, key) => Reflect.getOwnPropertyDescriptor(parsedOf(state), key),
  set: (state, key, v) => {
    state.changed = true;
    return Reflect.set(parsedOf(state), key, v);
  },
  deleteProperty: (state, key) => {
    state.changed = true;
    return Reflect.deleteProperty(parsedOf(state), key);
  },
  defineProperty: (state, key, descriptor) => {
    state.changed = true;
    return Reflect.defineProperty(parsedOf(state), key, descriptor);
  },
};

/**
 * The value `text` holds (written by `jsonWriter(schema)`), marked as withJsonText marks it, and
 * parsed only if something reads it: a page's writer copies the text without ever looking inside.
 * Setting one of its keys parses it and drops the mark, so the changed value is written afresh.
 */
export function fromJsonText<T extends object>(schema: ZodType<T>, text: string): T {
  return new Proxy<LazyJson>({ schema, text, changed: false, parsed: undefined }, lazyJsonHandler) as unknown as T;
}

/**
 * Writes `value` onto `out`, piece by piece, and says whether it wrote anything (an absent or
 * undefined value writes nothing: the object writer leaves its key out).
 */
type PieceWriter = (value: unknown, out: string[]) => boolean;

const jsonPiece: PieceWriter = (value, out) => {
  out.push(JSON.stringify(value));
  return true;
};

/**
 * Writes one member of an object, `"key":value` (`prefix` is the quoted key), after a comma unless
 * it is the first; where the value writes nothing, nothing is left written and it says so.
 */
function writeMember(out: string[], first: boolean, prefix: string, write: PieceWriter, value: unknown): boolean {
  const at = out.length;
  out.push(first ? `${prefix}:` : `,${prefix}:`);
  if (write(value, out)) return true;
  out.length = at;
  return false;
}

/**
 * The writer for one schema. Object keys come out in the schema's order and keys it does not
 * declare are left out, as Zod's encode leaves them; absent and undefined values are left out, as
 * JSON.stringify leaves them. Kinds without a writer here (unions, pipes, transforms, …) are
 * encoded by Zod itself, so their output stays Zod's. The text is written as pieces (a prewritten
 * value is one piece, as it was stored), so that bytes can be made of them without first joining
 * them into one string: a page of summaries joined would be one string of 60 KB, and of two bytes
 * per character as soon as one summary holds a character beyond Latin-1.
 */
function writerFor(schema: ZodType): PieceWriter {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return jsonPiece;
    case 'nullable': {
      const inner = writerFor(def.innerType!);
      return (value, out) => {
        if (value !== null) return inner(value, out);
        out.push('null');
        return true;
      };
    }
    case 'optional': {
      const inner = writerFor(def.innerType!);
      return (value, out) => value !== undefined && inner(value, out);
    }
    case 'array': {
      const element = writerFor(def.element!);
      return (value, out) => {
        const items = value as unknown[];
        out.push('[');
        for (let i = 0; i < items.length; i++) {
          if (i > 0) out.push(',');
          if (!element(items[i], out)) out.push('null');
        }
        out.push(']');
        return true;
      };
    }
    case 'object': {
      if (def.catchall !== undefined) break;
      const fields = Object.entries(def.shape!).map(([key, field]) => ({ prefix: JSON.stringify(key), write: writerFor(field) }));
      const keys = Object.keys(def.shape!);
      return (value, out) => {
        const known = markOf(value);
        if (known?.schema === schema) {
          out.push(known.text);
          return true;
        }
        const object = value as Record<string, unknown>;
        out.push('{');
        let first = true;
        for (let i = 0; i < fields.length; i++) {
          const v = object[keys[i]];
          if (v === undefined) continue;
          if (writeMember(out, first, fields[i].prefix, fields[i].write, v)) first = false;
        }
        out.push('}');
        return true;
      };
    }
    case 'record': {
      if (defOf(def.keyType!).type !== 'string') break;
      const write = writerFor(def.valueType!);
      return (value, out) => {
        out.push('{');
        let first = true;
        for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
          if (v === undefined) continue;
          if (writeMember(out, first, JSON.stringify(key), write, v)) first = false;
        }
        out.push('}');
        return true;
      };
    }
  }
  return (value, out) => {
    out.push(JSON.stringify(z.encode(schema, value)));
    return true;
  };
}

/**
 * A JSON writer for values that already have a response schema's shape (what a service returns
 * for that route): the same text as `JSON.stringify(z.encode(schema, value))` for such values,
 * without checking every field again on the way out (a page of 50 recipe summaries is 60 KB).
 */
export function jsonWriter<T>(schema: ZodType<T>): JsonWriter<T> {
  const write = writerFor(schema);
  return (value) => {
    const out: string[] = [];
    write(value, out);
    return out.join('');
  };
}

/** A piece at least this long is encoded on its own rather than joined with its neighbours. */
const LONG_PIECE = 512;

/** Where pieces are encoded before their bytes are copied out. */
const scratch = Buffer.allocUnsafe(512 * 1024);

/**
 * The bytes of the text `jsonWriter(schema)` writes, in UTF-8: each piece is encoded where it
 * lands, never joined into one string first (which is what turning a page's text into bytes
 * cost, more than writing it).
 */
export function jsonBytesWriter<T>(schema: ZodType<T>): (value: T) => Buffer {
  const write = writerFor(schema);
  return (value) => {
    const out: string[] = [];
    write(value, out);
    let most = 0;
    for (const piece of out) most += piece.length;
    // A UTF-16 unit is at most three bytes of UTF-8 (a pair of them, four).
    // A longer answer (a whole library in one page) gets a space of its own, not kept after it.
    const space = most * 3 > scratch.length ? Buffer.allocUnsafe(most * 3) : scratch;
    // Runs of small pieces (keys, values, punctuation) are joined and encoded at once; long ones
    // (stored texts) are encoded where they are.
    let length = 0;
    let from = 0;
    for (let i = 0; i <= out.length; i++) {
      if (i < out.length && out[i].length < LONG_PIECE) continue;
      if (i > from) length += space.write(i - from === 1 ? out[from] : out.slice(from, i).join(''), length);
      if (i < out.length) length += space.write(out[i], length);
      from = i + 1;
    }
    return Buffer.from(space.subarray(0, length));
  };
}
