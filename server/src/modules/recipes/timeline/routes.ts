import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../../platform/auth/plugin.js';
import { PaginationQuery, paginated, withPageLinks } from '../../../platform/pagination.js';
import { ErrorBody } from '../../../platform/schemas.js';
import { acceptMultipart, UploadedFileSchema } from '../media/multipart.js';
import { UpdateImageResponse } from '../media/schemas.js';
import { EventIdParams, RecipeTimelineEventIn, RecipeTimelineEventOut, RecipeTimelineEventUpdate } from './schemas.js';

const tags = ['Recipe: Timeline'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 422: ErrorBody };

const EventImageUpload = z.object({ image: UploadedFileSchema, extension: z.string().optional() });

/** /api/recipes/timeline/events. */
export const timelineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  acceptMultipart(app);
  // Mealie's CRUD routes forbid caching and copy a record's update time into last-modified (api.md §0).
  app.addHook('preSerialization', async (_request, reply, payload: unknown) => {
    reply.header('cache-control', 'no-cache, no-store, must-revalidate');
    const updatedAt = (payload as { updatedAt?: unknown } | null)?.updatedAt;
    if (typeof updatedAt === 'string') reply.header('last-modified', updatedAt);
    return payload;
  });
  const { timeline } = app.services;

  app.get(
    '',
    {
      schema: {
        operationId: 'listTimelineEvents',
        tags,
        security,
        querystring: PaginationQuery,
        response: { 200: paginated(RecipeTimelineEventOut), ...errors },
      },
    },
    async (request) => withPageLinks(request, await timeline.listEvents(authOf(request), request.query)),
  );
  app.post(
    '',
    {
      config: { camelCaseBody: true },
      schema: {
        operationId: 'createTimelineEvent',
        tags,
        security,
        body: RecipeTimelineEventIn,
        response: { 201: RecipeTimelineEventOut, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return timeline.createEvent(authOf(request), request.body);
    },
  );
  app.get(
    '/:id',
    {
      schema: {
        operationId: 'getTimelineEvent',
        tags,
        security,
        params: EventIdParams,
        response: { 200: RecipeTimelineEventOut, ...errors },
      },
    },
    (request) => timeline.getEvent(authOf(request), request.params.id),
  );
  app.put(
    '/:id',
    {
      config: { camelCaseBody: true },
      schema: {
        operationId: 'updateTimelineEvent',
        tags,
        security,
        params: EventIdParams,
        body: RecipeTimelineEventUpdate,
        response: { 200: RecipeTimelineEventOut, ...errors },
      },
    },
    (request) => timeline.updateEvent(authOf(request), request.params.id, request.body),
  );
  app.delete(
    '/:id',
    {
      schema: {
        operationId: 'deleteTimelineEvent',
        tags,
        security,
        params: EventIdParams,
        response: { 200: RecipeTimelineEventOut, ...errors },
      },
    },
    (request) => timeline.deleteEvent(authOf(request), request.params.id),
  );
  app.put(
    '/:id/image',
    {
      schema: {
        operationId: 'updateTimelineEventImage',
        tags,
        security,
        consumes: ['multipart/form-data'],
        params: EventIdParams,
        body: EventImageUpload,
        response: { 200: UpdateImageResponse, ...errors },
      },
    },
    (request) => timeline.updateEventImage(authOf(request), request.params.id, request.body.image),
  );
};
