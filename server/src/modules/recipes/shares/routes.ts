import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../../platform/auth/plugin.js';
import { ErrorBody } from '../../../platform/schemas.js';
import { RecipeOut } from '../schemas.js';
import {
  PublicTokenParams,
  RecipeShareToken,
  RecipeShareTokenCreate,
  RecipeShareTokenSummary,
  ShareTokenIdParams,
  ShareTokenListQuery,
} from './schemas.js';

const tags = ['Shared: Recipes'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 401: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** /api/shared/recipes (members) and the public /api/recipes/shared/{token_id}; registered under /api. */
export const sharedRecipeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sharedRecipes } = app.services;

  app.get(
    '/shared/recipes',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'listShareTokens',
        tags,
        security,
        querystring: ShareTokenListQuery,
        response: { 200: z.array(RecipeShareTokenSummary), ...errors },
      },
    },
    (request) => sharedRecipes.listTokens(authOf(request), request.query.recipe_id),
  );
  app.post(
    '/shared/recipes',
    {
      onRequest: requireUser,
      config: { camelCaseBody: true },
      schema: {
        operationId: 'createShareToken',
        tags,
        security,
        body: RecipeShareTokenCreate,
        response: { 201: RecipeShareToken, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return sharedRecipes.createToken(authOf(request), request.body);
    },
  );
  app.get(
    '/shared/recipes/:id',
    {
      onRequest: requireUser,
      schema: { operationId: 'getShareToken', tags, security, params: ShareTokenIdParams, response: { 200: RecipeShareToken, ...errors } },
    },
    (request) => sharedRecipes.getToken(authOf(request), request.params.id),
  );
  app.delete(
    '/shared/recipes/:id',
    {
      onRequest: requireUser,
      schema: { operationId: 'deleteShareToken', tags, security, params: ShareTokenIdParams, response: { 200: z.null(), ...errors } },
    },
    async (request) => {
      await sharedRecipes.deleteToken(authOf(request), request.params.id);
      return null;
    },
  );
  app.get(
    '/recipes/shared/:tokenId',
    {
      schema: {
        operationId: 'getSharedRecipe',
        tags: ['Recipe: Shared'],
        params: PublicTokenParams,
        response: { 200: RecipeOut, 404: ErrorBody },
      },
    },
    (request) => sharedRecipes.getSharedRecipe(request.params.tokenId),
  );
};
