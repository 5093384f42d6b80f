import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../platform/auth/plugin.js';
import { paginated, withPageLinks } from '../../platform/pagination.js';
import { ErrorBody } from '../../platform/schemas.js';
import { ItemIdParams, SearchPaginationQuery } from './group-data.js';
import {
  CategoryIn,
  CategoryOut,
  CategorySummary,
  RecipeCategoryResponse,
  RecipeTagResponse,
  RecipeToolCreate,
  RecipeToolOut,
  RecipeToolResponse,
  SlugParams,
  TagIn,
  TagOut,
} from './schemas.js';

const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** /api/organizers: categories, tags and tools, each with the same set of routes. */
export const organizerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const { organizers } = app.services;

  // Categories
  {
    const tags = ['Organizer: Categories'];
    const service = organizers.categories;
    app.get(
      '/categories',
      {
        schema: {
          operationId: 'listCategories',
          tags,
          security,
          querystring: SearchPaginationQuery,
          response: { 200: paginated(CategoryOut), ...errors },
        },
      },
      async (request) => withPageLinks(request, await service.list(authOf(request), request.query)),
    );
    app.post(
      '/categories',
      {
        config: { camelCaseBody: true },
        schema: { operationId: 'createCategory', tags, security, body: CategoryIn, response: { 201: CategoryOut, ...errors } },
      },
      async (request, reply) => {
        reply.code(201);
        return service.create(authOf(request), request.body);
      },
    );
    // Static paths are declared before /:itemId (in Mealie /empty is shadowed and answers 422).
    app.get(
      '/categories/empty',
      { schema: { operationId: 'listEmptyCategories', tags, security, response: { 200: z.array(CategoryOut), ...errors } } },
      (request) => service.listEmpty(authOf(request)),
    );
    app.get(
      '/categories/slug/:slug',
      {
        schema: {
          operationId: 'getCategoryBySlug',
          tags,
          security,
          params: SlugParams,
          response: { 200: RecipeCategoryResponse, ...errors },
        },
      },
      (request) => service.getBySlug(authOf(request), request.params.slug),
    );
    app.get(
      '/categories/:itemId',
      { schema: { operationId: 'getCategory', tags, security, params: ItemIdParams, response: { 200: CategorySummary, ...errors } } },
      (request) => service.get(authOf(request), request.params.itemId),
    );
    app.put(
      '/categories/:itemId',
      {
        config: { camelCaseBody: true },
        schema: {
          operationId: 'updateCategory',
          tags,
          security,
          params: ItemIdParams,
          body: CategoryIn,
          response: { 200: CategorySummary, ...errors },
        },
      },
      (request) => service.update(authOf(request), request.params.itemId, request.body),
    );
    app.delete(
      '/categories/:itemId',
      { schema: { operationId: 'deleteCategory', tags, security, params: ItemIdParams, response: { 200: z.null(), ...errors } } },
      async (request) => {
        await service.remove(authOf(request), request.params.itemId);
        return null;
      },
    );
  }

  // Tags: one tag is answered with its recipes.
  {
    const tags = ['Organizer: Tags'];
    const service = organizers.tags;
    app.get(
      '/tags',
      {
        schema: {
          operationId: 'listTags',
          tags,
          security,
          querystring: SearchPaginationQuery,
          response: { 200: paginated(TagOut), ...errors },
        },
      },
      async (request) => withPageLinks(request, await service.list(authOf(request), request.query)),
    );
    app.post(
      '/tags',
      {
        config: { camelCaseBody: true },
        schema: { operationId: 'createTag', tags, security, body: TagIn, response: { 201: TagOut, ...errors } },
      },
      async (request, reply) => {
        reply.code(201);
        return service.create(authOf(request), request.body);
      },
    );
    app.get(
      '/tags/empty',
      { schema: { operationId: 'listEmptyTags', tags, security, response: { 200: z.array(TagOut), ...errors } } },
      (request) => service.listEmpty(authOf(request)),
    );
    app.get(
      '/tags/slug/:slug',
      { schema: { operationId: 'getTagBySlug', tags, security, params: SlugParams, response: { 200: RecipeTagResponse, ...errors } } },
      (request) => service.getBySlug(authOf(request), request.params.slug),
    );
    app.get(
      '/tags/:itemId',
      { schema: { operationId: 'getTag', tags, security, params: ItemIdParams, response: { 200: RecipeTagResponse, ...errors } } },
      (request) => service.getWithRecipes(authOf(request), request.params.itemId),
    );
    app.put(
      '/tags/:itemId',
      {
        config: { camelCaseBody: true },
        schema: {
          operationId: 'updateTag',
          tags,
          security,
          params: ItemIdParams,
          body: TagIn,
          response: { 200: RecipeTagResponse, ...errors },
        },
      },
      async (request) => {
        const auth = authOf(request);
        await service.update(auth, request.params.itemId, request.body);
        return service.getWithRecipes(auth, request.params.itemId);
      },
    );
    app.delete(
      '/tags/:itemId',
      { schema: { operationId: 'deleteTag', tags, security, params: ItemIdParams, response: { 200: z.null(), ...errors } } },
      async (request) => {
        await service.remove(authOf(request), request.params.itemId);
        return null;
      },
    );
  }

  // Tools: "on hand" is the caller's household's.
  {
    const tags = ['Organizer: Tools'];
    const service = organizers.tools;
    app.get(
      '/tools',
      {
        schema: {
          operationId: 'listTools',
          tags,
          security,
          querystring: SearchPaginationQuery,
          response: { 200: paginated(RecipeToolOut), ...errors },
        },
      },
      async (request) => withPageLinks(request, await service.list(authOf(request), request.query)),
    );
    app.post(
      '/tools',
      {
        config: { camelCaseBody: true },
        schema: { operationId: 'createTool', tags, security, body: RecipeToolCreate, response: { 201: RecipeToolOut, ...errors } },
      },
      async (request, reply) => {
        reply.code(201);
        return service.create(authOf(request), request.body);
      },
    );
    app.get(
      '/tools/empty',
      { schema: { operationId: 'listEmptyTools', tags, security, response: { 200: z.array(RecipeToolOut), ...errors } } },
      (request) => service.listEmpty(authOf(request)),
    );
    app.get(
      '/tools/slug/:slug',
      { schema: { operationId: 'getToolBySlug', tags, security, params: SlugParams, response: { 200: RecipeToolResponse, ...errors } } },
      (request) => service.getBySlug(authOf(request), request.params.slug),
    );
    app.get(
      '/tools/:itemId',
      { schema: { operationId: 'getTool', tags, security, params: ItemIdParams, response: { 200: RecipeToolOut, ...errors } } },
      (request) => service.get(authOf(request), request.params.itemId),
    );
    app.put(
      '/tools/:itemId',
      {
        config: { camelCaseBody: true },
        schema: {
          operationId: 'updateTool',
          tags,
          security,
          params: ItemIdParams,
          body: RecipeToolCreate,
          response: { 200: RecipeToolOut, ...errors },
        },
      },
      (request) => service.update(authOf(request), request.params.itemId, request.body),
    );
    app.delete(
      '/tools/:itemId',
      { schema: { operationId: 'deleteTool', tags, security, params: ItemIdParams, response: { 200: RecipeToolOut, ...errors } } },
      (request) => service.remove(authOf(request), request.params.itemId),
    );
  }
};
