import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../platform/auth/plugin.js';
import { PaginationQuery, paginated, withPageLinks } from '../../platform/pagination.js';
import { ErrorBody } from '../../platform/schemas.js';
import { CookbookIdOrSlugParams, CookbookIdParams, CreateCookBook, ReadCookBook, RecipeCookBook, UpdateCookBook } from './schemas.js';

const tags = ['Households: Cookbooks'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 422: ErrorBody };

export interface AliasOptions {
  /** Registered a second time under a Mealie 1.x path: same handlers, kept out of the OpenAPI document. */
  alias?: boolean;
}

/** /api/households/cookbooks (and the Mealie 1.x alias /api/groups/cookbooks): the caller's household's cookbooks. */
export const cookbookRoutes: FastifyPluginAsyncZod<AliasOptions> = async (app, options) => {
  app.addHook('onRequest', requireUser);
  const { cookbooks } = app.services;
  const hide = options.alias === true;

  app.get(
    '',
    {
      schema: {
        hide,
        operationId: 'listCookbooks',
        tags,
        security,
        querystring: PaginationQuery,
        response: { 200: paginated(ReadCookBook), ...errors },
      },
    },
    async (request) => withPageLinks(request, await cookbooks.listCookbooks(authOf(request), request.query)),
  );
  app.post(
    '',
    {
      config: { camelCaseBody: true },
      schema: { hide, operationId: 'createCookbook', tags, security, body: CreateCookBook, response: { 201: ReadCookBook, ...errors } },
    },
    async (request, reply) => {
      reply.code(201);
      return cookbooks.createCookbook(authOf(request), request.body);
    },
  );
  app.put(
    '',
    {
      config: { camelCaseBody: true },
      schema: {
        hide,
        operationId: 'updateCookbooks',
        tags,
        security,
        body: z.array(UpdateCookBook),
        response: { 200: z.array(ReadCookBook), ...errors },
      },
    },
    (request) => cookbooks.updateCookbooks(authOf(request), request.body),
  );
  app.get(
    '/:itemId',
    {
      schema: {
        hide,
        operationId: 'getCookbook',
        tags,
        security,
        params: CookbookIdOrSlugParams,
        response: { 200: RecipeCookBook, ...errors },
      },
    },
    (request) => cookbooks.getCookbook(authOf(request), request.params.itemId),
  );
  app.put(
    '/:itemId',
    {
      config: { camelCaseBody: true },
      schema: {
        hide,
        operationId: 'updateCookbook',
        tags,
        security,
        params: CookbookIdParams,
        body: CreateCookBook,
        response: { 200: ReadCookBook, ...errors },
      },
    },
    (request) => cookbooks.updateCookbook(authOf(request), request.params.itemId, request.body),
  );
  app.delete(
    '/:itemId',
    {
      schema: { hide, operationId: 'deleteCookbook', tags, security, params: CookbookIdParams, response: { 200: ReadCookBook, ...errors } },
    },
    (request) => cookbooks.deleteCookbook(authOf(request), request.params.itemId),
  );
};
