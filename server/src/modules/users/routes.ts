import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAdmin, requireUser } from '../../platform/auth/plugin.js';
import { PaginationQuery, paginated, withPageLinks } from '../../platform/pagination.js';
import { ErrorBody } from '../../platform/schemas.js';
import {
  ChangePassword,
  CreateToken,
  CreateUserRegistration,
  DeleteTokenResponse,
  ForgotPassword,
  LongLiveTokenCreateResponse,
  ResetPassword,
  SuccessResponse,
  TokenIdParams,
  UserBase,
  UserIdParams,
  UserIn,
  UserOut,
} from './schemas.js';

const tags = ['Users: CRUD'];
const security = [{ OAuth2PasswordBearer: [] }];

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { users, adminUsers, registration } = app.services;
  const adminErrors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody };

  // Mealie also serves administrator user management under /api/users.
  app.get(
    '',
    {
      onRequest: requireAdmin,
      schema: {
        operationId: 'listUsers',
        tags,
        security,
        querystring: PaginationQuery,
        response: { 200: paginated(UserOut), ...adminErrors },
      },
    },
    async (request) => withPageLinks(request, await adminUsers.listUsers(authOf(request), request.query)),
  );
  app.post(
    '',
    {
      onRequest: requireAdmin,
      config: { camelCaseBody: true },
      schema: { operationId: 'createUser', tags, security, body: UserIn, response: { 201: UserOut, 400: ErrorBody, ...adminErrors } },
    },
    async (request, reply) => {
      reply.code(201);
      return adminUsers.createUser(authOf(request), request.body);
    },
  );

  app.get(
    '/self',
    { onRequest: requireUser, schema: { operationId: 'getLoggedInUser', tags, security, response: { 200: UserOut, 401: ErrorBody } } },
    async (request) => users.getSelf(authOf(request)),
  );

  app.put(
    '/password',
    {
      onRequest: requireUser,
      config: { camelCaseBody: true },
      schema: {
        operationId: 'updatePassword',
        tags: ['Users: Passwords'],
        security,
        body: ChangePassword,
        response: { 200: SuccessResponse, 400: ErrorBody, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      await users.changePassword(authOf(request), request.body.currentPassword, request.body.newPassword);
      return { message: 'Password updated', error: false };
    },
  );

  app.post(
    '/api-tokens',
    {
      onRequest: requireUser,
      config: { camelCaseBody: true },
      schema: {
        operationId: 'createApiToken',
        tags: ['Users: Tokens'],
        security,
        body: CreateToken,
        response: { 201: LongLiveTokenCreateResponse, 401: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return users.createApiToken(authOf(request), request.body.name, request.body.integrationId);
    },
  );

  app.delete(
    '/api-tokens/:tokenId',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'deleteApiToken',
        tags: ['Users: Tokens'],
        security,
        params: TokenIdParams,
        response: { 200: DeleteTokenResponse, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => users.deleteApiToken(authOf(request), request.params.tokenId),
  );

  app.post(
    '/register',
    {
      config: { camelCaseBody: true, rateLimit: { max: app.deps.config.loginRateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        operationId: 'registerNewUser',
        tags: ['Users: Registration'],
        body: CreateUserRegistration,
        response: { 201: UserOut, 400: ErrorBody, 403: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return registration.register(request.body);
    },
  );

  app.post(
    '/forgot-password',
    {
      config: { camelCaseBody: true, rateLimit: { max: app.deps.config.loginRateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        operationId: 'forgotPassword',
        tags: ['Users: Passwords'],
        body: ForgotPassword,
        response: { 200: z.null(), 422: ErrorBody, 500: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => {
      await users.sendPasswordReset(request.body.email);
      return null;
    },
  );

  app.post(
    '/reset-password',
    {
      config: { camelCaseBody: true, rateLimit: { max: app.deps.config.loginRateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        operationId: 'resetPassword',
        tags: ['Users: Passwords'],
        body: ResetPassword,
        response: { 200: z.null(), 400: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      await users.resetPassword(request.body.token, request.body.password);
      return null;
    },
  );

  app.get(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: { operationId: 'getUser', tags, security, params: UserIdParams, response: { 200: UserOut, ...adminErrors } },
    },
    (request) => adminUsers.getUser(authOf(request), request.params.id),
  );
  app.delete(
    '/:id',
    {
      onRequest: requireAdmin,
      schema: { operationId: 'deleteUser', tags, security, params: UserIdParams, response: { 200: UserOut, ...adminErrors } },
    },
    (request) => adminUsers.deleteUser(authOf(request), request.params.id),
  );

  app.put(
    '/:id',
    {
      onRequest: requireUser,
      config: { camelCaseBody: true },
      schema: {
        operationId: 'updateUser',
        tags,
        security,
        params: UserIdParams,
        body: UserBase,
        response: { 200: SuccessResponse, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      await users.updateUser(authOf(request), request.params.id, request.body);
      return { message: 'User updated', error: false };
    },
  );
};
