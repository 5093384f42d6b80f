import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../platform/auth/plugin.js';
import { paginated, withPageLinks } from '../../platform/pagination.js';
import { ErrorBody } from '../../platform/schemas.js';
import {
  BulkRecipeInput,
  CreateRecipe,
  RecipeDuplicate,
  RecipeInput,
  RecipeLastMade,
  RecipeListQuery,
  RecipeOut,
  RecipePermissionsOut,
  RecipeSlugParams,
  RecipeSummaryOut,
  recipeBodyInCamelCase,
} from './schemas.js';

const tags = ['Recipe: CRUD'];
const RecipePage = paginated(RecipeSummaryOut);
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** Mealie's CRUD routes copy `updatedAt` into `last-modified` and forbid caching. */
function crudHeaders(reply: FastifyReply, recipe?: { updatedAt: string | null }) {
  reply.header('cache-control', 'no-cache, no-store, must-revalidate');
  if (recipe?.updatedAt) reply.header('last-modified', recipe.updatedAt);
}

/** /api/recipes: list, create, read, update (single and bulk), delete, last-made, duplicate. */
export const recipeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { recipes } = app.services;

  app.addHook('onRequest', requireUser);
  app.addHook('preValidation', async (request) => {
    if (request.body && typeof request.body === 'object') request.body = recipeBodyInCamelCase(request.body);
  });

  app.get(
    '',
    {
      schema: {
        operationId: 'listRecipes',
        tags,
        security,
        querystring: RecipeListQuery,
        response: { 200: RecipePage, ...errors },
      },
    },
    async (request, reply) => {
      crudHeaders(reply);
      const auth = authOf(request);
      // The answer's bytes, already encoded through the response schema (hence `never`).
      return (await app.deps.libraryCache.reply(request, reply, {
        groupId: auth.groupId,
        // The caller's own ratings order the list by rating.
        variant: `${auth.userId}\n${request.url}`,
        schema: RecipePage,
        compute: async () => withPageLinks(request, await recipes.listRecipes(auth, request.query)),
      })) as never;
    },
  );

  app.post(
    '',
    { schema: { operationId: 'createRecipe', tags, security, body: CreateRecipe, response: { 201: z.string(), ...errors } } },
    async (request, reply) => {
      const slug = await recipes.createRecipeFromName(authOf(request), request.body.name);
      // Fastify sends a returned string as plain text; Mealie answers a JSON string.
      return reply.code(201).type('application/json').send(JSON.stringify(slug));
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '',
      {
        schema: {
          operationId: method === 'put' ? 'updateManyRecipes' : 'patchManyRecipes',
          tags,
          security,
          body: BulkRecipeInput,
          response: { 200: z.array(RecipeOut), ...errors },
        },
      },
      async (request, reply) => {
        crudHeaders(reply);
        return recipes.updateRecipes(authOf(request), request.body, method);
      },
    );
  }

  app.get(
    '/:slug',
    { schema: { operationId: 'getRecipe', tags, security, params: RecipeSlugParams, response: { 200: RecipeOut, ...errors } } },
    async (request, reply) => {
      crudHeaders(reply);
      const auth = authOf(request);
      // The answer's bytes, already encoded through the response schema (hence `never`).
      return (await app.deps.libraryCache.reply(request, reply, {
        groupId: auth.groupId,
        // Tools and foods on hand are the caller's household's.
        variant: `${auth.userId}\n${request.url}`,
        schema: RecipeOut,
        compute: () => recipes.getRecipe(auth, request.params.slug),
        headers: (recipe): Record<string, string> => (recipe.updatedAt ? { 'last-modified': recipe.updatedAt } : {}),
      })) as never;
    },
  );

  app.get(
    '/:slug/permissions',
    {
      schema: {
        operationId: 'getRecipePermissions',
        summary: 'What the caller may do with a recipe',
        description: 'A Larder addition: whether the signed-in user may edit, delete and lock the recipe, as the edit rule decides.',
        tags,
        security,
        params: RecipeSlugParams,
        response: { 200: RecipePermissionsOut, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return recipes.getPermissions(authOf(request), request.params.slug);
    },
  );

  for (const method of ['put', 'patch'] as const) {
    app[method](
      '/:slug',
      {
        schema: {
          operationId: method === 'put' ? 'updateRecipe' : 'patchRecipe',
          tags,
          security,
          params: RecipeSlugParams,
          body: RecipeInput,
          response: { 200: RecipeOut, ...errors },
        },
      },
      async (request, reply) => {
        const recipe = await recipes.updateRecipe(authOf(request), request.params.slug, request.body, method);
        crudHeaders(reply, recipe);
        return recipe;
      },
    );
  }

  app.delete(
    '/:slug',
    { schema: { operationId: 'deleteRecipe', tags, security, params: RecipeSlugParams, response: { 200: RecipeOut, ...errors } } },
    async (request, reply) => {
      const recipe = await recipes.deleteRecipe(authOf(request), request.params.slug);
      crudHeaders(reply, recipe);
      return recipe;
    },
  );

  app.patch(
    '/:slug/last-made',
    {
      schema: {
        operationId: 'updateLastMade',
        tags,
        security,
        params: RecipeSlugParams,
        body: RecipeLastMade,
        response: { 200: RecipeOut, ...errors },
      },
    },
    async (request, reply) => {
      const recipe = await recipes.updateLastMade(authOf(request), request.params.slug, request.body.timestamp);
      crudHeaders(reply, recipe);
      return recipe;
    },
  );

  app.post(
    '/:slug/duplicate',
    {
      schema: {
        operationId: 'duplicateRecipe',
        tags,
        security,
        params: RecipeSlugParams,
        body: RecipeDuplicate.optional(),
        response: { 201: RecipeOut, ...errors },
      },
    },
    async (request, reply) => {
      const recipe = await recipes.duplicateRecipe(authOf(request), request.params.slug, request.body?.name);
      reply.code(201);
      crudHeaders(reply, recipe);
      return recipe;
    },
  );
};
