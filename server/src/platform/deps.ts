import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Engine } from '../db/database.js';
import type { Database } from '../db/types.js';
import type { TokenSigner } from './auth/tokens.js';
import type { EventHub } from './events/hub.js';
import type { FileStore } from './files.js';
import type { JobRunner } from './jobs/runner.js';
import type { LibraryCache } from './library-cache.js';
import type { OpenAiClient } from './openai.js';
import type { OutboundFetcher } from './outbound.js';

/** What services are built from: one per process, shared by every request. */
export interface Deps {
  /** The ambient handle (platform/transactions): statements join the current unit of work. */
  db: Kysely<Database>;
  engine: Engine;
  config: Config;
  /** The process's logger (the app's): what a service notes outside a request. */
  log: FastifyBaseLogger;
  tokens: TokenSigner;
  /** The data directory's layout (platform/files); modules never use `node:fs` for data. */
  files: FileStore;
  /** The SSRF-safe fetcher for every outbound HTTP request. */
  outbound: OutboundFetcher;
  /** The OpenAI-compatible chat client (OPENAI_* settings); `enabled` is false when not configured. */
  openai: OpenAiClient;
  /** Answers over a group's recipe library, reused while its data version holds (migration 0006). */
  libraryCache: LibraryCache;
  /** The database-backed job queue and scheduler (platform/jobs): every background task goes through it. */
  jobs: JobRunner;
  /** Domain events (platform/events): `emit` in the change's transaction, delivered after commit. */
  events: EventHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
