import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Engine } from '../db/database.js';
import type { Database } from '../db/types.js';
import type { TokenSigner } from './auth/tokens.js';
import type { OutboundFetcher } from './outbound.js';

/** What services are built from: one per process, shared by every request. */
export interface Deps {
  db: Kysely<Database>;
  engine: Engine;
  config: Config;
  tokens: TokenSigner;
  /** The SSRF-safe fetcher for every outbound HTTP request. */
  outbound: OutboundFetcher;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
}
