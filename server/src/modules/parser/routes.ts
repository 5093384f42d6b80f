import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../platform/auth/plugin.js';
import { ErrorBody } from '../../platform/schemas.js';
import { IngredientRequest, IngredientsRequest, ParsedIngredient } from './schemas.js';

const tags = ['Recipes: Ingredient Parser'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 401: ErrorBody, 422: ErrorBody, 502: ErrorBody, 503: ErrorBody };

/** /api/parser: any signed-in user parses lines against their own group's foods and units. */
export const parserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  const { parser } = app.services;

  app.post(
    '/ingredient',
    {
      schema: {
        operationId: 'parseIngredient',
        tags,
        security,
        body: IngredientRequest,
        response: { 200: ParsedIngredient, ...errors },
      },
    },
    (request) => parser.parseIngredient(authOf(request), request.body),
  );
  app.post(
    '/ingredients',
    {
      schema: {
        operationId: 'parseIngredients',
        tags,
        security,
        body: IngredientsRequest,
        response: { 200: z.array(ParsedIngredient), ...errors },
      },
    },
    (request) => parser.parseIngredients(authOf(request), request.body),
  );
};
