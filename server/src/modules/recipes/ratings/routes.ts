import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../../platform/auth/plugin.js';
import { ErrorBody } from '../../../platform/schemas.js';
import {
  RecipeIdParams,
  UserIdParams,
  UserRatingSummary,
  UserRatingsOut,
  UserRatingsSummary,
  UserRatingUpdate,
  UserRecipeParams,
} from './schemas.js';

const tags = ['Users: Ratings'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/**
 * Ratings and favourites under /api/users. Registered beside the users module with the same
 * prefix; every path here has a `ratings` or `favorites` segment, so none collides with it.
 */
export const ratingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const { ratings } = app.services;

  app.get(
    '/self/ratings',
    { schema: { operationId: 'getLoggedInUserRatings', tags, security, response: { 200: UserRatingsSummary, ...errors } } },
    (request) => ratings.listOwnRatings(authOf(request)),
  );
  app.get(
    '/self/ratings/:recipeId',
    {
      schema: {
        operationId: 'getLoggedInUserRatingForRecipe',
        tags,
        security,
        params: RecipeIdParams,
        response: { 200: UserRatingSummary, ...errors },
      },
    },
    (request) => ratings.getOwnRating(authOf(request), request.params.recipeId),
  );
  app.get(
    '/self/favorites',
    { schema: { operationId: 'getLoggedInUserFavorites', tags, security, response: { 200: UserRatingsSummary, ...errors } } },
    (request) => ratings.listOwnRatings(authOf(request), true),
  );
  app.get(
    '/:id/ratings',
    { schema: { operationId: 'getUserRatings', tags, security, params: UserIdParams, response: { 200: UserRatingsOut, ...errors } } },
    (request) => ratings.listUserRatings(authOf(request), request.params.id),
  );
  app.get(
    '/:id/favorites',
    { schema: { operationId: 'getUserFavorites', tags, security, params: UserIdParams, response: { 200: UserRatingsOut, ...errors } } },
    (request) => ratings.listUserRatings(authOf(request), request.params.id, true),
  );
  app.post(
    '/:id/ratings/:slug',
    {
      config: { camelCaseBody: true },
      schema: {
        operationId: 'setUserRating',
        tags,
        security,
        params: UserRecipeParams,
        body: UserRatingUpdate,
        response: { 200: z.null(), ...errors },
      },
    },
    async (request) => {
      await ratings.setRating(authOf(request), request.params.id, request.params.slug, request.body);
      return null;
    },
  );
  app.post(
    '/:id/favorites/:slug',
    {
      schema: { operationId: 'addUserFavorite', tags, security, params: UserRecipeParams, response: { 200: z.null(), ...errors } },
    },
    async (request) => {
      await ratings.setFavorite(authOf(request), request.params.id, request.params.slug, true);
      return null;
    },
  );
  app.delete(
    '/:id/favorites/:slug',
    {
      schema: { operationId: 'removeUserFavorite', tags, security, params: UserRecipeParams, response: { 200: z.null(), ...errors } },
    },
    async (request) => {
      await ratings.setFavorite(authOf(request), request.params.id, request.params.slug, false);
      return null;
    },
  );
};
