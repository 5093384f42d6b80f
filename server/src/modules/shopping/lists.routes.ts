import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../platform/auth/plugin.js';
import { PaginationQuery, paginated, withPageLinks } from '../../platform/pagination.js';
import { ErrorBody } from '../../platform/schemas.js';
import { type AliasOptions, camelCaseShoppingBody, security } from './http.js';
import {
  ListIdParams,
  ListRecipeParams,
  ShoppingListAddRecipeParams,
  ShoppingListAddRecipeParamsBulk,
  ShoppingListCreate,
  ShoppingListMultiPurposeLabelUpdate,
  ShoppingListOperations,
  ShoppingListOperationsOut,
  ShoppingListOut,
  ShoppingListRemoveRecipeParams,
  ShoppingListSummary,
  ShoppingListUpdate,
} from './schemas.js';

const tags = ['Households: Shopping Lists'];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** /api/households/shopping/lists (and the Mealie 1.x alias /api/groups/shopping/lists): the household's lists. */
export const shoppingListRoutes: FastifyPluginAsyncZod<AliasOptions> = async (app, options) => {
  app.addHook('onRequest', requireUser);
  app.addHook('preValidation', camelCaseShoppingBody);
  const { shopping } = app.services;
  const hide = options.alias === true;
  const list = <S extends object>(operationId: string, extra: S) => ({ hide, operationId, tags, security, ...extra });

  app.get(
    '',
    { schema: list('listShoppingLists', { querystring: PaginationQuery, response: { 200: paginated(ShoppingListSummary), ...errors } }) },
    async (request) => withPageLinks(request, await shopping.listShoppingLists(authOf(request), request.query)),
  );
  app.post(
    '',
    { schema: list('createShoppingList', { body: ShoppingListCreate, response: { 201: ShoppingListOut, ...errors } }) },
    async (request, reply) => {
      reply.code(201);
      return shopping.createShoppingList(authOf(request), request.body);
    },
  );
  app.get(
    '/:itemId',
    { schema: list('getShoppingList', { params: ListIdParams, response: { 200: ShoppingListOut, ...errors } }) },
    (request) => shopping.getShoppingList(authOf(request), request.params.itemId),
  );
  app.put(
    '/:itemId',
    {
      schema: list('updateShoppingList', { params: ListIdParams, body: ShoppingListUpdate, response: { 200: ShoppingListOut, ...errors } }),
    },
    (request) => shopping.updateShoppingList(authOf(request), request.params.itemId, request.body),
  );
  app.delete(
    '/:itemId',
    { schema: list('deleteShoppingList', { params: ListIdParams, response: { 200: ShoppingListOut, ...errors } }) },
    (request) => shopping.deleteShoppingList(authOf(request), request.params.itemId),
  );
  app.put(
    '/:itemId/label-settings',
    {
      schema: list('updateShoppingListLabelSettings', {
        params: ListIdParams,
        body: z.array(ShoppingListMultiPurposeLabelUpdate),
        response: { 200: ShoppingListOut, ...errors },
      }),
    },
    (request) => shopping.updateLabelSettings(authOf(request), request.params.itemId, request.body),
  );
  app.post(
    '/:itemId/recipe',
    {
      schema: list('addRecipesToShoppingList', {
        params: ListIdParams,
        body: z.array(ShoppingListAddRecipeParamsBulk),
        response: { 200: ShoppingListOut, ...errors },
      }),
    },
    (request) => shopping.addRecipes(authOf(request), request.params.itemId, request.body),
  );
  app.post(
    '/:itemId/recipe/:recipeId',
    {
      schema: list('addRecipeToShoppingList', {
        params: ListRecipeParams,
        // No body at all adds the recipe once, as Mealie does.
        body: ShoppingListAddRecipeParams.nullish(),
        response: { 200: ShoppingListOut, ...errors },
      }),
    },
    (request) => {
      const body = request.body ?? ShoppingListAddRecipeParams.parse({});
      return shopping.addRecipes(authOf(request), request.params.itemId, [{ ...body, recipeId: request.params.recipeId }]);
    },
  );
  app.post(
    '/:itemId/recipe/:recipeId/delete',
    {
      schema: list('removeRecipeFromShoppingList', {
        params: ListRecipeParams,
        body: ShoppingListRemoveRecipeParams.nullish(),
        response: { 200: ShoppingListOut, ...errors },
      }),
    },
    (request) =>
      shopping.removeRecipe(authOf(request), request.params.itemId, request.params.recipeId, request.body?.recipeDecrementQuantity ?? 1),
  );
  app.post(
    '/:itemId/operations',
    {
      schema: list('applyShoppingListOperations', {
        description:
          "Larder's small item operations for offline and concurrent clients: replays are answered `duplicate`, updates win per field in the server's order, a deleted item never comes back.",
        params: ListIdParams,
        body: ShoppingListOperations,
        response: { 200: ShoppingListOperationsOut, ...errors },
      }),
    },
    (request) => shopping.applyOperations(authOf(request), request.params.itemId, request.body.operations),
  );
};
