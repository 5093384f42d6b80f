import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PaginationQuery, paginated, withPageLinks } from '../../platform/pagination.js';
import { ErrorBody } from '../../platform/schemas.js';
import { ReadCookBook, RecipeCookBook } from '../cookbooks/schemas.js';
import { IngredientFood } from '../foods/schemas.js';
import { HouseholdSummary } from '../groups/schemas.js';
import { SearchPaginationQuery } from '../organizers/group-data.js';
import { CategoryOut, RecipeToolOut, TagOut } from '../organizers/schemas.js';
import { RecipeListQuery, RecipeOut, RecipeSummaryOut } from '../recipes/schemas.js';
import { GroupItemParams, GroupParams, GroupSlugParams } from './schemas.js';

const errors = { 400: ErrorBody, 404: ErrorBody, 422: ErrorBody };

/** /api/explore/groups/{groupSlug}: public pages of a group that is not private; no sign-in. */
export const exploreRoutes: FastifyPluginAsyncZod = async (app) => {
  const { explore } = app.services;

  app.get(
    '/:groupSlug/foods',
    {
      schema: {
        operationId: 'exploreFoods',
        tags: ['Explore: Foods'],
        params: GroupParams,
        querystring: SearchPaginationQuery,
        response: { 200: paginated(IngredientFood), ...errors },
      },
    },
    async (request) => withPageLinks(request, await explore.listFoods(request.params.groupSlug, request.query)),
  );
  app.get(
    '/:groupSlug/foods/:itemId',
    {
      schema: {
        operationId: 'exploreFood',
        tags: ['Explore: Foods'],
        params: GroupItemParams,
        response: { 200: IngredientFood, ...errors },
      },
    },
    (request) => explore.getFood(request.params.groupSlug, request.params.itemId),
  );

  app.get(
    '/:groupSlug/households',
    {
      schema: {
        operationId: 'exploreHouseholds',
        tags: ['Explore: Households'],
        params: GroupParams,
        querystring: PaginationQuery,
        response: { 200: paginated(HouseholdSummary), ...errors },
      },
    },
    async (request) => withPageLinks(request, await explore.listHouseholds(request.params.groupSlug, request.query)),
  );
  app.get(
    '/:groupSlug/households/:slug',
    {
      schema: {
        operationId: 'exploreHousehold',
        tags: ['Explore: Households'],
        params: GroupSlugParams,
        response: { 200: HouseholdSummary, ...errors },
      },
    },
    (request) => explore.getHousehold(request.params.groupSlug, request.params.slug),
  );

  const organizers = [
    ['categories', 'Categories', CategoryOut],
    ['tags', 'Tags', TagOut],
    ['tools', 'Tools', RecipeToolOut],
  ] as const;
  for (const [kind, label, schema] of organizers) {
    app.get(
      `/:groupSlug/organizers/${kind}`,
      {
        schema: {
          operationId: `explore${label}`,
          tags: [`Explore: ${label}`],
          params: GroupParams,
          querystring: SearchPaginationQuery,
          response: { 200: paginated(schema), ...errors },
        },
      },
      async (request) => withPageLinks(request, await explore.listOrganizers(request.params.groupSlug, kind, request.query)),
    );
    app.get(
      `/:groupSlug/organizers/${kind}/:itemId`,
      {
        schema: {
          operationId: `explore${label.replace(/ies$/, 'y').replace(/s$/, '')}`,
          tags: [`Explore: ${label}`],
          params: GroupItemParams,
          response: { 200: schema, ...errors },
        },
      },
      (request) => explore.getOrganizer(request.params.groupSlug, kind, request.params.itemId),
    );
  }

  app.get(
    '/:groupSlug/cookbooks',
    {
      schema: {
        operationId: 'exploreCookbooks',
        tags: ['Explore: Cookbooks'],
        params: GroupParams,
        querystring: SearchPaginationQuery,
        response: { 200: paginated(ReadCookBook), ...errors },
      },
    },
    async (request) => withPageLinks(request, await explore.listCookbooks(request.params.groupSlug, request.query)),
  );
  app.get(
    '/:groupSlug/cookbooks/:slug',
    {
      schema: {
        operationId: 'exploreCookbook',
        tags: ['Explore: Cookbooks'],
        params: GroupSlugParams,
        response: { 200: RecipeCookBook, ...errors },
      },
    },
    (request) => explore.getCookbook(request.params.groupSlug, request.params.slug),
  );

  app.get(
    '/:groupSlug/recipes',
    {
      schema: {
        operationId: 'exploreRecipes',
        tags: ['Explore: Recipes'],
        params: GroupParams,
        querystring: RecipeListQuery,
        response: { 200: paginated(RecipeSummaryOut), ...errors },
      },
    },
    async (request) => withPageLinks(request, await explore.listRecipes(request.params.groupSlug, request.query)),
  );
  app.get(
    '/:groupSlug/recipes/:slug',
    {
      schema: {
        operationId: 'exploreRecipe',
        tags: ['Explore: Recipes'],
        params: GroupSlugParams,
        response: { 200: RecipeOut, ...errors },
      },
    },
    (request) => explore.getRecipe(request.params.groupSlug, request.params.slug),
  );
};
