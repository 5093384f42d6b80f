import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../../platform/auth/plugin.js';
import { PaginationQuery, paginated, withPageLinks } from '../../../platform/pagination.js';
import { ErrorBody, SuccessResponse } from '../../../platform/schemas.js';
import { CommentIdParams, RecipeCommentCreate, RecipeCommentOut, RecipeCommentUpdate, RecipeSlugParams } from './schemas.js';

const tags = ['Recipe: Comments'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** /api/comments and /api/recipes/{slug}/comments; registered under /api without a prefix. */
export const commentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const { comments } = app.services;

  app.get(
    '/comments',
    {
      schema: {
        operationId: 'listComments',
        tags,
        security,
        querystring: PaginationQuery,
        response: { 200: paginated(RecipeCommentOut), ...errors },
      },
    },
    async (request) => withPageLinks(request, await comments.listComments(authOf(request), request.query)),
  );
  app.post(
    '/comments',
    {
      config: { camelCaseBody: true },
      schema: { operationId: 'createComment', tags, security, body: RecipeCommentCreate, response: { 201: RecipeCommentOut, ...errors } },
    },
    async (request, reply) => {
      reply.code(201);
      return comments.createComment(authOf(request), request.body);
    },
  );
  app.get(
    '/comments/:id',
    { schema: { operationId: 'getComment', tags, security, params: CommentIdParams, response: { 200: RecipeCommentOut, ...errors } } },
    (request) => comments.getComment(authOf(request), request.params.id),
  );
  app.put(
    '/comments/:id',
    {
      config: { camelCaseBody: true },
      schema: {
        operationId: 'updateComment',
        tags,
        security,
        params: CommentIdParams,
        body: RecipeCommentUpdate,
        response: { 200: RecipeCommentOut, ...errors },
      },
    },
    (request) => comments.updateComment(authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/comments/:id',
    { schema: { operationId: 'deleteComment', tags, security, params: CommentIdParams, response: { 200: SuccessResponse, ...errors } } },
    async (request) => {
      await comments.deleteComment(authOf(request), request.params.id);
      return { message: 'Comment deleted', error: false };
    },
  );
  app.get(
    '/recipes/:slug/comments',
    {
      schema: {
        operationId: 'getRecipeComments',
        tags: ['Recipe: CRUD'],
        security,
        params: RecipeSlugParams,
        response: { 200: z.array(RecipeCommentOut), ...errors },
      },
    },
    (request) => comments.listRecipeComments(authOf(request), request.params.slug),
  );
};
