import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../platform/auth/plugin.js';
import { PaginationQuery, paginated, withPageLinks } from '../../platform/pagination.js';
import { ErrorBody, SuccessResponse } from '../../platform/schemas.js';
import { type AliasOptions, camelCaseShoppingBody, security } from './http.js';
import {
  DeleteItemsQuery,
  ItemIdParams,
  ShoppingListItemCreate,
  ShoppingListItemOut,
  ShoppingListItemsCollectionOut,
  ShoppingListItemUpdate,
  ShoppingListItemUpdateBulk,
} from './schemas.js';

const tags = ['Households: Shopping List Items'];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** /api/households/shopping/items (and the Mealie 1.x alias /api/groups/shopping/items): the household's list items. */
export const shoppingItemRoutes: FastifyPluginAsyncZod<AliasOptions> = async (app, options) => {
  app.addHook('onRequest', requireUser);
  app.addHook('preValidation', camelCaseShoppingBody);
  const { shopping } = app.services;
  const hide = options.alias === true;
  const item = <S extends object>(operationId: string, extra: S) => ({ hide, operationId, tags, security, ...extra });

  app.get(
    '',
    {
      schema: item('listShoppingListItems', { querystring: PaginationQuery, response: { 200: paginated(ShoppingListItemOut), ...errors } }),
    },
    async (request) => withPageLinks(request, await shopping.listItems(authOf(request), request.query)),
  );
  app.post(
    '',
    {
      schema: item('createShoppingListItem', {
        body: ShoppingListItemCreate,
        response: { 201: ShoppingListItemsCollectionOut, ...errors },
      }),
    },
    async (request, reply) => {
      reply.code(201);
      return shopping.createItems(authOf(request), [request.body], () => []);
    },
  );
  app.post(
    '/create-bulk',
    {
      schema: item('createShoppingListItems', {
        body: z.array(ShoppingListItemCreate),
        response: { 201: ShoppingListItemsCollectionOut, ...errors },
      }),
    },
    async (request, reply) => {
      reply.code(201);
      return shopping.createItems(authOf(request), request.body, (index) => [index]);
    },
  );
  app.put(
    '',
    {
      schema: item('updateShoppingListItems', {
        body: z.array(ShoppingListItemUpdateBulk),
        response: { 200: ShoppingListItemsCollectionOut, ...errors },
      }),
    },
    (request) =>
      shopping.updateItems(
        authOf(request),
        request.body.map(({ id, ...input }, index) => ({ id, input, loc: [index] })),
      ),
  );
  app.delete(
    '',
    { schema: item('deleteShoppingListItems', { querystring: DeleteItemsQuery, response: { 200: SuccessResponse, ...errors } }) },
    (request) => shopping.deleteItems(authOf(request), request.query.ids),
  );
  app.get(
    '/:itemId',
    { schema: item('getShoppingListItem', { params: ItemIdParams, response: { 200: ShoppingListItemOut, ...errors } }) },
    (request) => shopping.getItem(authOf(request), request.params.itemId),
  );
  app.put(
    '/:itemId',
    {
      schema: item('updateShoppingListItem', {
        params: ItemIdParams,
        body: ShoppingListItemUpdate,
        response: { 200: ShoppingListItemsCollectionOut, ...errors },
      }),
    },
    (request) => shopping.updateItems(authOf(request), [{ id: request.params.itemId, input: request.body, loc: [] }]),
  );
  app.delete(
    '/:itemId',
    { schema: item('deleteShoppingListItem', { params: ItemIdParams, response: { 200: SuccessResponse, ...errors } }) },
    (request) => shopping.deleteItems(authOf(request), [request.params.itemId]),
  );
};
