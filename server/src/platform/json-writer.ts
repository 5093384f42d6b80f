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

/**
 * The value `text` holds (written by `jsonWriter(schema)`), marked as withJsonText marks it, and
 * parsed only if something reads it: a page's writer copies the text without ever looking inside.
 * Setting one of its keys parses it and drops the mark, so the changed value is written afresh.
 */
export function fromJsonText<T extends object>(schema: ZodType<T>, text: string): T {
  let parsed: T | undefined;
  let mark: Prewritten | undefined = { schema, text };
  const value = (): T => {
    parsed ??= JSON.parse(text) as T;
    return parsed;
  };
  return new Proxy({} as T, {
    get: (_, key) => (key === PREWRITTEN ? mark : Reflect.get(value(), key)),
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(value(), key),
    set: (_, key, v) => {
      mark = undefined;
      return Reflect.set(value(), key, v);
    },
    deleteProperty: (_, key) => {
      mark = undefined;
      return Reflect.deleteProperty(value(), key);
    },
    defineProperty: (_, key, descriptor) => {
      mark = undefined;
      return Reflect.defineProperty(value(), key, descriptor);
    },
  });
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
          const at = out.length;
          out.push(first ? `${fields[i].prefix}:` : `,${fields[i].prefix}:`);
          if (fields[i].write(v, out)) first = false;
          else out.length = at;
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
          const at = out.length;
          out.push(first ? `${JSON.stringify(key)}:` : `,${JSON.stringify(key)}:`);
          if (write(v, out)) first = false;
          else out.length = at;
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

/** Where pieces are encoded before their bytes are copied out; grown when a text needs more. */
let scratch = Buffer.allocUnsafe(256 * 1024);

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
    if (most * 3 > scratch.length) scratch = Buffer.allocUnsafe(Math.max(most * 3, scratch.length * 2));
    let length = 0;
    for (const piece of out) length += scratch.write(piece, length);
    return Buffer.from(scratch.subarray(0, length));
  };
}
