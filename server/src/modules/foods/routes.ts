import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../platform/auth/plugin.js';
import { paginated, withPageLinks } from '../../platform/pagination.js';
import { ErrorBody, SuccessResponse } from '../../platform/schemas.js';
import { ItemIdParams, SearchPaginationQuery } from '../organizers/group-data.js';
import { camelCaseTopLevel, crudHeaders } from '../organizers/http.js';
import { CreateIngredientFood, IngredientFood, MergeFood } from './schemas.js';

const tags = ['Recipes: Foods'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** /api/foods: any member of the group reads and edits the group's foods. */
export const foodRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  app.addHook('preSerialization', crudHeaders);
  const { foods } = app.services;

  app.get(
    '',
    {
      schema: {
        operationId: 'listFoods',
        tags,
        security,
        querystring: SearchPaginationQuery,
        response: { 200: paginated(IngredientFood), ...errors },
      },
    },
    async (request) => withPageLinks(request, await foods.listFoods(authOf(request), request.query)),
  );
  app.post(
    '',
    {
      preValidation: camelCaseTopLevel,
      schema: { operationId: 'createFood', tags, security, body: CreateIngredientFood, response: { 201: IngredientFood, ...errors } },
    },
    async (request, reply) => {
      reply.code(201);
      return foods.createFood(authOf(request), request.body);
    },
  );
  // Declared before /:itemId so that "merge" is never read as an id.
  app.put(
    '/merge',
    {
      config: { camelCaseBody: true },
      schema: { operationId: 'mergeFoods', tags, security, body: MergeFood, response: { 200: SuccessResponse, ...errors } },
    },
    (request) => foods.mergeFoods(authOf(request), request.body),
  );
  app.get(
    '/:itemId',
    { schema: { operationId: 'getFood', tags, security, params: ItemIdParams, response: { 200: IngredientFood, ...errors } } },
    (request) => foods.getFood(authOf(request), request.params.itemId),
  );
  app.put(
    '/:itemId',
    {
      preValidation: camelCaseTopLevel,
      schema: {
        operationId: 'updateFood',
        tags,
        security,
        params: ItemIdParams,
        body: CreateIngredientFood,
        response: { 200: IngredientFood, ...errors },
      },
    },
    (request) => foods.updateFood(authOf(request), request.params.itemId, request.body),
  );
  app.delete(
    '/:itemId',
    { schema: { operationId: 'deleteFood', tags, security, params: ItemIdParams, response: { 200: IngredientFood, ...errors } } },
    (request) => foods.deleteFood(authOf(request), request.params.itemId),
  );
};
