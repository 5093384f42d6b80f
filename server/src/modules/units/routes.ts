import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireUser } from '../../platform/auth/plugin.js';
import { paginated, withPageLinks } from '../../platform/pagination.js';
import { ErrorBody, SuccessResponse } from '../../platform/schemas.js';
import { ItemIdParams, SearchPaginationQuery } from '../organizers/group-data.js';
import { crudHeaders } from '../organizers/http.js';
import { CreateIngredientUnit, IngredientUnit, MergeUnit } from './schemas.js';

const tags = ['Recipes: Units'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** /api/units: any member of the group reads and edits the group's units. */
export const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  app.addHook('preSerialization', crudHeaders);
  const { units } = app.services;

  app.get(
    '',
    {
      schema: {
        operationId: 'listUnits',
        tags,
        security,
        querystring: SearchPaginationQuery,
        response: { 200: paginated(IngredientUnit), ...errors },
      },
    },
    async (request) => withPageLinks(request, await units.listUnits(authOf(request), request.query)),
  );
  app.post(
    '',
    {
      config: { camelCaseBody: true },
      schema: { operationId: 'createUnit', tags, security, body: CreateIngredientUnit, response: { 201: IngredientUnit, ...errors } },
    },
    async (request, reply) => {
      reply.code(201);
      return units.createUnit(authOf(request), request.body);
    },
  );
  // Declared before /:itemId so that "merge" is never read as an id.
  app.put(
    '/merge',
    {
      config: { camelCaseBody: true },
      schema: { operationId: 'mergeUnits', tags, security, body: MergeUnit, response: { 200: SuccessResponse, ...errors } },
    },
    (request) => units.mergeUnits(authOf(request), request.body),
  );
  app.get(
    '/:itemId',
    { schema: { operationId: 'getUnit', tags, security, params: ItemIdParams, response: { 200: IngredientUnit, ...errors } } },
    (request) => units.getUnit(authOf(request), request.params.itemId),
  );
  app.put(
    '/:itemId',
    {
      config: { camelCaseBody: true },
      schema: {
        operationId: 'updateUnit',
        tags,
        security,
        params: ItemIdParams,
        body: CreateIngredientUnit,
        response: { 200: IngredientUnit, ...errors },
      },
    },
    (request) => units.updateUnit(authOf(request), request.params.itemId, request.body),
  );
  app.delete(
    '/:itemId',
    { schema: { operationId: 'deleteUnit', tags, security, params: ItemIdParams, response: { 200: IngredientUnit, ...errors } } },
    (request) => units.deleteUnit(authOf(request), request.params.itemId),
  );
};
