import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../../platform/auth/plugin.js';
import { ErrorBody } from '../../../platform/schemas.js';
import { acceptMultipart } from './multipart.js';
import {
  RecipeAsset,
  RecipeAssetParams,
  RecipeAssetUpload,
  RecipeImageParams,
  RecipeImageUpload,
  RecipeImageUrl,
  RecipeSlugParams,
  TimelineImageParams,
  UpdateImageResponse,
} from './schemas.js';
import type { MediaFile } from './service.js';

const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody };
const mediaTags = ['Recipe: Images and Assets'];
const fileResponse = { 200: z.unknown().describe('The file'), 404: ErrorBody };

function sendFile(reply: FastifyReply, file: MediaFile) {
  reply.type(file.contentType).header('x-content-type-options', 'nosniff');
  if (!file.inline) reply.header('content-disposition', 'attachment');
  return reply.send(file.data);
}

/**
 * Recipe image and asset uploads (`/api/recipes/{slug}/image|assets`) and the public media files
 * (`/api/media/recipes/...`, no sign-in, as Mealie's clients load them in <img> tags).
 */
export const recipeMediaRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptMultipart(app);
  const { recipeMedia } = app.services;

  app.put(
    '/recipes/:slug/image',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'updateRecipeImage',
        tags: mediaTags,
        security,
        consumes: ['multipart/form-data'],
        params: RecipeSlugParams,
        body: RecipeImageUpload,
        response: { 200: UpdateImageResponse, ...errors },
      },
    },
    (request) => recipeMedia.updateRecipeImage(authOf(request), request.params.slug, request.body.image),
  );
  app.post(
    '/recipes/:slug/image',
    {
      onRequest: requireUser,
      config: { camelCaseBody: true },
      schema: {
        operationId: 'scrapeRecipeImageUrl',
        tags: mediaTags,
        security,
        params: RecipeSlugParams,
        body: RecipeImageUrl,
        response: { 200: z.null(), 408: ErrorBody, ...errors },
      },
    },
    async (request) => {
      await recipeMedia.updateRecipeImageFromUrl(authOf(request), request.params.slug, request.body.url);
      return null;
    },
  );
  app.post(
    '/recipes/:slug/assets',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'uploadRecipeAsset',
        tags: mediaTags,
        security,
        consumes: ['multipart/form-data'],
        params: RecipeSlugParams,
        body: RecipeAssetUpload,
        response: { 200: RecipeAsset, ...errors },
      },
    },
    (request) => recipeMedia.uploadRecipeAsset(authOf(request), request.params.slug, request.body),
  );

  const tags = ['Media: Recipe'];
  app.get(
    '/media/recipes/:recipeId/images/:fileName',
    { schema: { operationId: 'getRecipeImage', tags, params: RecipeImageParams, response: fileResponse } },
    async (request, reply) => sendFile(reply, await recipeMedia.recipeImage(request.params.recipeId, request.params.fileName)),
  );
  app.get(
    '/media/recipes/:recipeId/images/timeline/:eventId/:fileName',
    { schema: { operationId: 'getRecipeTimelineEventImage', tags, params: TimelineImageParams, response: fileResponse } },
    async (request, reply) =>
      sendFile(reply, await recipeMedia.timelineImage(request.params.recipeId, request.params.eventId, request.params.fileName)),
  );
  app.get(
    '/media/recipes/:recipeId/assets/:fileName',
    { schema: { operationId: 'getRecipeAsset', tags, params: RecipeAssetParams, response: fileResponse } },
    async (request, reply) => sendFile(reply, await recipeMedia.recipeAsset(request.params.recipeId, request.params.fileName)),
  );
};
