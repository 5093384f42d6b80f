import { type ZodType, z } from 'zod';

/** Writes one value as JSON text, shaped by a response schema. */
export type JsonWriter<T> = (value: T) => string;

type Writer = (value: unknown) => string;

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

const json: Writer = (value) => JSON.stringify(value);

/** Values already written as JSON, with the schema whose writer wrote them (see withJsonText). */
const prewritten = new WeakMap<object, { schema: ZodType; text: string }>();

/**
 * Marks `value` as already written, as `text`, by `jsonWriter(schema)` (a recipe summary stored
 * as JSON): wherever a writer meets it in that schema's place, it copies the text instead of
 * writing the value again. The value must not be changed afterwards.
 */
export function withJsonText<T extends object>(value: T, schema: ZodType<T>, text: string): T {
  prewritten.set(value, { schema, text });
  return value;
}

/**
 * The value `text` holds (written by `jsonWriter(schema)`), marked as withJsonText marks it, and
 * parsed only if something reads it: a page's writer copies the text without ever looking inside.
 * Setting one of its keys parses it and drops the mark, so the changed value is written afresh.
 */
export function fromJsonText<T extends object>(schema: ZodType<T>, text: string): T {
  let parsed: T | undefined;
  const value = (): T => {
    parsed ??= JSON.parse(text) as T;
    return parsed;
  };
  const lazy: T = new Proxy({} as T, {
    get: (_, key) => Reflect.get(value(), key),
    has: (_, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(value(), key),
    set: (_, key, v) => {
      prewritten.delete(lazy);
      return Reflect.set(value(), key, v);
    },
    deleteProperty: (_, key) => {
      prewritten.delete(lazy);
      return Reflect.deleteProperty(value(), key);
    },
    defineProperty: (_, key, descriptor) => {
      prewritten.delete(lazy);
      return Reflect.defineProperty(value(), key, descriptor);
    },
  });
  return withJsonText(lazy, schema, text);
}

/**
 * The writer for one schema. Object keys come out in the schema's order and keys it does not
 * declare are left out, as Zod's encode leaves them; absent and undefined values are left out, as
 * JSON.stringify leaves them. Kinds without a writer here (unions, pipes, transforms, …) are
 * encoded by Zod itself, so their output stays Zod's.
 */
function writerFor(schema: ZodType): Writer {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
    case 'number':
    case 'boolean':
      return json;
    case 'nullable': {
      const inner = writerFor(def.innerType!);
      return (value) => (value === null ? 'null' : inner(value));
    }
    case 'optional': {
      const inner = writerFor(def.innerType!);
      // undefined: the object writer leaves the key out.
      return (value) => (value === undefined ? (undefined as unknown as string) : inner(value));
    }
    case 'array': {
      const element = writerFor(def.element!);
      return (value) => {
        const items = value as unknown[];
        let out = '[';
        for (let i = 0; i < items.length; i++) {
          if (i > 0) out += ',';
          out += element(items[i]) ?? 'null';
        }
        return `${out}]`;
      };
    }
    case 'object': {
      if (def.catchall !== undefined) break;
      const fields = Object.entries(def.shape!).map(([key, field]) => ({ prefix: JSON.stringify(key), write: writerFor(field) }));
      const keys = Object.keys(def.shape!);
      return (value) => {
        const known = prewritten.get(value as object);
        if (known?.schema === schema) return known.text;
        const object = value as Record<string, unknown>;
        let out = '{';
        let first = true;
        for (let i = 0; i < fields.length; i++) {
          const v = object[keys[i]];
          if (v === undefined) continue;
          const text = fields[i].write(v);
          if (text === undefined) continue;
          out += first ? `${fields[i].prefix}:${text}` : `,${fields[i].prefix}:${text}`;
          first = false;
        }
        return `${out}}`;
      };
    }
    case 'record': {
      if (defOf(def.keyType!).type !== 'string') break;
      const write = writerFor(def.valueType!);
      return (value) => {
        const parts: string[] = [];
        for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
          if (v === undefined) continue;
          const text = write(v);
          if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
        }
        return `{${parts.join(',')}}`;
      };
    }
  }
  return (value) => JSON.stringify(z.encode(schema, value));
}

/**
 * A JSON writer for values that already have a response schema's shape (what a service returns
 * for that route): the same text as `JSON.stringify(z.encode(schema, value))` for such values,
 * without checking every field again on the way out (a page of 50 recipe summaries is 60 KB).
 */
export function jsonWriter<T>(schema: ZodType<T>): JsonWriter<T> {
  return writerFor(schema) as JsonWriter<T>;
}
