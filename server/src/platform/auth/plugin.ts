import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, unauthenticated } from '../errors.js';
import { statementTemplate } from '../statements.js';
import { type AuthContext, authContextFor } from './context.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Why a presented token was refused; only reported on routes that need a user. */
    authFailure: string | null;
  }
}

export const ACCESS_COOKIE = 'mealie.access_token';

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(.+)$/i.exec(header.trim());
    return match ? match[1].trim() : null;
  }
  // As in Mealie, the cookie counts only when no Authorization header is sent.
  return request.cookies?.[ACCESS_COOKIE] ?? null;
}

// Read on every signed-in request: built once (statementTemplate).
const userById = statementTemplate((db, v: { id: string }) => db.selectFrom('users').selectAll().where('id', '=', v.id));
const userOfToken = statementTemplate((db, v: { token: string; userId: string }) =>
  db
    .selectFrom('long_live_tokens')
    .innerJoin('users', 'users.id', 'long_live_tokens.user_id')
    .selectAll('users')
    .where('long_live_tokens.token', '=', v.token)
    .where('long_live_tokens.user_id', '=', v.userId),
);

/**
 * Resolves `request.auth` for every request from the bearer token: a sign-in JWT (`sub`) or a
 * long-lived API token, which is accepted only while its exact string is stored for that user.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('authFailure', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) return;
    const claims = await app.deps.tokens.verify(token);
    if (!claims) {
      request.authFailure = 'Could not validate credentials';
      return;
    }
    const { db } = app.deps;
    if (claims.long_token === true && typeof claims.id === 'string') {
      const [row] = await userOfToken(db, app.deps.engine, 'token', { token, userId: claims.id });
      if (!row) {
        request.authFailure = 'Could not validate credentials';
        return;
      }
      const integration = typeof claims.integration_id === 'string' ? claims.integration_id : 'generic';
      request.auth = authContextFor(row, 'api-token', integration);
      return;
    }
    if (typeof claims.sub !== 'string') {
      request.authFailure = 'Could not validate credentials';
      return;
    }
    const [user] = await userById(db, app.deps.engine, 'user', { id: claims.sub });
    if (!user) {
      request.authFailure = 'Could not validate credentials';
      return;
    }
    request.auth = authContextFor(user, 'session');
  });
});

/** Route hook: a signed-in user is required (401 otherwise). */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.auth) throw unauthenticated(request.authFailure ?? 'Not authenticated');
}

/** Route hook: an administrator is required (401 without a user, 403 for a non-admin). */
export async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireUser(request, reply);
  if (!request.auth!.admin) throw new AppError('forbidden', 'Forbidden');
}

/** The caller of a route guarded by requireUser. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
