import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireUser } from '../../platform/auth/plugin.js';
import { ErrorBody } from '../../platform/schemas.js';
import { acceptMultipart, UploadedFileSchema } from '../recipes/media/multipart.js';

const AvatarUpload = z.object({ profile: UploadedFileSchema });
const UserIdParams = z.object({ id: z.string() });
// Checked by the service: anything but a user id and a known rendition is a plain 404.
const AvatarFileParams = z.object({ userId: z.string(), fileName: z.string() });

/**
 * `POST /api/users/{id}/image` (multipart `profile`) and the public profile pictures,
 * `GET /api/media/users/{user_id}/{file_name}`. Registered under /api without a prefix.
 */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptMultipart(app);
  const { avatars } = app.services;

  app.post(
    '/users/:id/image',
    {
      onRequest: requireUser,
      schema: {
        operationId: 'updateUserImage',
        tags: ['Users: Images'],
        security: [{ OAuth2PasswordBearer: [] }],
        consumes: ['multipart/form-data'],
        params: UserIdParams,
        body: AvatarUpload,
        response: { 200: z.null(), 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 413: ErrorBody, 422: ErrorBody },
      },
    },
    async (request) => {
      await avatars.uploadAvatar(authOf(request), request.params.id, request.body.profile.data);
      return null;
    },
  );

  app.get(
    '/media/users/:userId/:fileName',
    {
      schema: {
        operationId: 'getUserImage',
        tags: ['Media: User'],
        params: AvatarFileParams,
        response: { 200: z.unknown().describe('The picture (image/webp)'), 304: z.null(), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const file = await avatars.avatarFile(request.params.userId, request.params.fileName);
      // Clients add the user's cacheKey to the address; without it a copy is checked again before use.
      reply.header('cache-control', 'no-cache').header('etag', file.etag).header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === file.etag) return reply.code(304).send(null);
      return reply.type('image/webp').send(file.data);
    },
  );
};
