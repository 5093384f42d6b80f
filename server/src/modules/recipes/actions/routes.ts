import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../../platform/auth/plugin.js';
import { PaginationQuery, paginated, withPageLinks } from '../../../platform/pagination.js';
import { ErrorBody } from '../../../platform/schemas.js';
import type { AliasOptions } from '../../cookbooks/routes.js';
import { CreateGroupRecipeAction, GroupRecipeActionOut, RecipeActionIdParams, TriggerParams } from './schemas.js';

const tags = ['Households: Recipe Actions'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** /api/households/recipe-actions (and the Mealie 1.x alias /api/groups/recipe-actions). */
export const recipeActionRoutes: FastifyPluginAsyncZod<AliasOptions> = async (app, options) => {
  app.addHook('onRequest', requireUser);
  const { recipeActions } = app.services;
  const hide = options.alias === true;

  app.get(
    '',
    {
      schema: {
        hide,
        operationId: 'listRecipeActions',
        tags,
        security,
        querystring: PaginationQuery,
        response: { 200: paginated(GroupRecipeActionOut), ...errors },
      },
    },
    async (request) => withPageLinks(request, await recipeActions.listRecipeActions(authOf(request), request.query)),
  );
  app.post(
    '',
    {
      config: { camelCaseBody: true },
      schema: {
        hide,
        operationId: 'createRecipeAction',
        tags,
        security,
        body: CreateGroupRecipeAction,
        response: { 201: GroupRecipeActionOut, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return recipeActions.createRecipeAction(authOf(request), request.body);
    },
  );
  app.get(
    '/:itemId',
    {
      schema: {
        hide,
        operationId: 'getRecipeAction',
        tags,
        security,
        params: RecipeActionIdParams,
        response: { 200: GroupRecipeActionOut, ...errors },
      },
    },
    (request) => recipeActions.getRecipeAction(authOf(request), request.params.itemId),
  );
  app.put(
    '/:itemId',
    {
      config: { camelCaseBody: true },
      schema: {
        hide,
        operationId: 'updateRecipeAction',
        tags,
        security,
        params: RecipeActionIdParams,
        body: CreateGroupRecipeAction,
        response: { 200: GroupRecipeActionOut, ...errors },
      },
    },
    (request) => recipeActions.updateRecipeAction(authOf(request), request.params.itemId, request.body),
  );
  app.delete(
    '/:itemId',
    {
      schema: {
        hide,
        operationId: 'deleteRecipeAction',
        tags,
        security,
        params: RecipeActionIdParams,
        response: { 200: GroupRecipeActionOut, ...errors },
      },
    },
    (request) => recipeActions.deleteRecipeAction(authOf(request), request.params.itemId),
  );
  app.post(
    '/:itemId/trigger/:recipeSlug',
    {
      schema: {
        hide,
        operationId: 'triggerRecipeAction',
        tags,
        security,
        params: TriggerParams,
        response: { 202: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      // The post runs after the answer; its outcome is only logged.
      await recipeActions.triggerRecipeAction(authOf(request), request.params.itemId, request.params.recipeSlug, request.log);
      reply.code(202);
      return null;
    },
  );
};
