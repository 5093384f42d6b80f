import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ZodType } from 'zod';
import type { Database } from '../db/types.js';
import { inGroup, systemTenant } from './access.js';
import { jsonBytesWriter } from './json-writer.js';

interface Answer {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
}

export interface CachedReply<T> {
  /** Whose library the answer is read from. */
  groupId: string;
  /**
   * Everything else the answer depends on besides the group's library: the request's path and
   * query, and the caller where the answer differs per user or household.
   */
  variant: string;
  /** The route's response schema: the answer is written in its shape, as Fastify would encode it. */
  schema: ZodType<T>;
  compute: () => Promise<T>;
  /** Headers taken from the computed answer, kept and sent with it. */
  headers?: (answer: T) => Record<string, string>;
}

const DEFAULT_MAX_BYTES = 32 * 1024 * 1024;

// One writer per response schema, built on first use.
const writers = new WeakMap<ZodType, (value: never) => Buffer>();
function writerOf<T>(schema: ZodType<T>): (value: T) => Buffer {
  let writer = writers.get(schema);
  if (!writer) {
    writer = jsonBytesWriter(schema) as (value: never) => Buffer;
    writers.set(schema, writer);
  }
  return writer as (value: T) => Buffer;
}

/**
 * A group's version that triggers keep in `table`: its library's (migration 0006) or its search
 * index's (0017), 0 until its first change. Inside a write transaction (`db` the transaction) it
 * already counts that transaction's own writes.
 */
export async function groupVersion(
  db: Kysely<Database>,
  table: 'group_data_versions' | 'group_search_versions',
  groupId: string,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select('version')
    .$call(inGroup(systemTenant(groupId)))
    .executeTakeFirst();
  return row ? Number(row.version) : 0;
}

/** A group's library version (migration 0006): `groupVersion` of `group_data_versions`. */
export const groupDataVersion = (db: Kysely<Database>, groupId: string): Promise<number> =>
  groupVersion(db, 'group_data_versions', groupId);

/**
 * Answers to read-only requests over a group's recipe library (lists, searches, recipes), kept as
 * the exact bytes sent and reused while the group's library version (raised by triggers in every
 * write transaction, migration 0006) is the one they were computed at. Correctness never rests on
 * this process's memory: every request reads the version from the database, so a change made by
 * another process sharing a PostgreSQL database is seen at once.
 */
export class LibraryCache {
  private readonly answers: LRUCache<string, Answer> | null;

  /** `maxBytes` 0 keeps nothing: every answer is computed (LIBRARY_CACHE_MB=0). */
  constructor(
    private readonly db: Kysely<Database>,
    maxBytes = DEFAULT_MAX_BYTES,
  ) {
    this.answers =
      maxBytes > 0 ? new LRUCache<string, Answer>({ maxSize: maxBytes, sizeCalculation: (a, key) => a.body.length + key.length }) : null;
  }

  /** The group's library version: 0 until its first change. */
  version(groupId: string): Promise<number> {
    return groupDataVersion(this.db, groupId);
  }

  /**
   * Sends the answer, from the cache when the library has not changed since it was computed. An
   * answer is kept only when the version was the same before and after computing it, so that one
   * computed while another transaction committed is never stored under the older version. Sets a
   * content ETag and answers a matching If-None-Match with 304. Resolves to the bytes to send, which
   * Fastify sends as they are (a Buffer skips the response serialiser: they are already encoded).
   */
  async reply<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    { groupId, variant, schema, compute, headers }: CachedReply<T>,
  ): Promise<Buffer> {
    const before = this.answers ? await this.version(groupId) : 0;
    const key = `${groupId}\n${before}\n${variant}`;
    let answer = this.answers?.get(key);
    if (!answer) {
      const value = await compute();
      const body = writerOf(schema)(value);
      answer = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, headers: headers?.(value) ?? {} };
      if (this.answers && (await this.version(groupId)) === before) this.answers.set(key, answer);
    }
    reply.headers(answer.headers);
    reply.header('etag', answer.etag);
    if (request.headers['if-none-match'] === answer.etag) {
      reply.code(304);
      return Buffer.alloc(0);
    }
    reply.type('application/json; charset=utf-8');
    return answer.body;
  }
}
