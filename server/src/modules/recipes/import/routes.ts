import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../../platform/auth/plugin.js';
import { acceptMultipart } from '../media/multipart.js';
import {
  BulkImportStarted,
  CreateRecipeByUrlBulk,
  ImageImportQuery,
  ImportErrorBody,
  RecipeImagesUpload,
  ScrapeRecipe,
  ScrapeRecipeData,
  ScrapeRecipeTest,
} from './schemas.js';

const security = [{ OAuth2PasswordBearer: [] }];
const tags = ['Recipe: Create'];
const errors = { 400: ImportErrorBody, 401: ImportErrorBody, 408: ImportErrorBody, 413: ImportErrorBody, 422: ImportErrorBody };

// Mealie answers the new slug as a JSON string; Fastify would send a bare string as text.
const sendSlug = (reply: FastifyReply, slug: string) => reply.code(201).type('application/json').send(JSON.stringify(slug));

/** Recipe import (`/api/recipes/create/{url,url/bulk,html-or-json,image}`, `/api/recipes/test-scrape-url`). */
export const recipeImportRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptMultipart(app);
  const { recipeImport } = app.services;

  app.post(
    '/recipes/create/url',
    {
      onRequest: requireUser,
      config: { camelCaseBody: true },
      schema: { operationId: 'createRecipeFromUrl', tags, security, body: ScrapeRecipe, response: { 201: z.string(), ...errors } },
    },
    async (request, reply) => sendSlug(reply, await recipeImport.createFromUrl(authOf(request), request.body)),
  );
  app.post(
    '/recipes/create/url/bulk',
    {
      onRequest: requireUser,
      config: { camelCaseBody: true },
      schema: {
        operationId: 'createRecipesFromUrlsBulk',
        tags,
        security,
        body: CreateRecipeByUrlBulk,
        response: { 202: BulkImportStarted, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(202);
      return recipeImport.startBulkImport(authOf(request), request.body.imports);
    },
  );
  app.post(
    '/recipes/create/html-or-json',
    {
      onRequest: requireUser,
      config: { camelCaseBody: true },
      schema: {
        operationId: 'createRecipeFromHtmlOrJson',
        tags,
        security,
        body: ScrapeRecipeData,
        response: { 201: z.string(), ...errors },
      },
    },
    async (request, reply) => sendSlug(reply, await recipeImport.createFromHtmlOrJson(authOf(request), request.body)),
  );
  app.post(
    '/recipes/create/image',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'createRecipeFromImage',
        tags,
        security,
        consumes: ['multipart/form-data'],
        querystring: ImageImportQuery,
        body: RecipeImagesUpload,
        response: { 201: z.string(), 415: ImportErrorBody, 502: ImportErrorBody, 503: ImportErrorBody, ...errors },
      },
    },
    async (request, reply) =>
      sendSlug(reply, await recipeImport.createFromImage(authOf(request), request.body.images, request.query.translateLanguage)),
  );
  app.post(
    '/recipes/test-scrape-url',
    {
      onRequest: requireUser,
      config: { camelCaseBody: true },
      schema: {
        operationId: 'testScrapeRecipeUrl',
        tags,
        security,
        body: ScrapeRecipeTest,
        response: { 200: z.record(z.string(), z.unknown()).describe("What the scraper read, in Mealie's recipe shape"), ...errors },
      },
    },
    async (request) => (await recipeImport.testScrapeUrl(request.body)) as unknown as Record<string, unknown>,
  );
};
