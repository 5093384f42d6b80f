import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCESS_COOKIE, authOf, requireUser } from '../../platform/auth/plugin.js';
import { ErrorBody } from '../../platform/schemas.js';
import { MessageResponse, TokenRequest, TokenResponse } from './schemas.js';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { auth } = app.services;

  app.post(
    '/token',
    {
      config: { rateLimit: { max: app.deps.config.loginRateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        operationId: 'getToken',
        tags: ['Users: Authentication'],
        summary: 'Sign in with a username or e-mail and a password',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: TokenRequest,
        response: { 200: TokenResponse, 401: ErrorBody, 423: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      const { username, password, remember_me, rememberMe } = request.body;
      const result = await auth.signIn(username, password, remember_me || rememberMe);
      reply.setCookie(ACCESS_COOKIE, result.token, {
        httpOnly: true,
        maxAge: result.lifetimeSeconds,
        path: '/',
        sameSite: 'lax',
        secure: app.deps.config.production && app.deps.config.baseUrl.startsWith('https://'),
      });
      return { access_token: result.token, token_type: 'bearer' as const };
    },
  );

  app.get(
    '/refresh',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'refreshToken',
        tags: ['Users: Authentication'],
        security: [{ OAuth2PasswordBearer: [] }],
        response: { 200: TokenResponse, 401: ErrorBody },
      },
    },
    async (request) => ({ access_token: await auth.refresh(authOf(request)), token_type: 'bearer' as const }),
  );

  app.post(
    '/logout',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'logout',
        tags: ['Users: Authentication'],
        security: [{ OAuth2PasswordBearer: [] }],
        response: { 200: MessageResponse, 401: ErrorBody },
      },
    },
    async (_request, reply) => {
      reply.clearCookie(ACCESS_COOKIE, { path: '/' });
      return { message: 'Logged out' };
    },
  );
};
