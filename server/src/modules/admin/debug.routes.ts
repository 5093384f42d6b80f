import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../platform/auth/plugin.js';
import { ErrorBody } from '../../platform/schemas.js';
import { acceptMultipart, UploadedFileSchema } from '../recipes/media/multipart.js';

const tags = ['Admin: Debug'];
const security = [{ OAuth2PasswordBearer: [] }];
const errors = { 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 422: ErrorBody };

export const DebugResponse = z.object({ success: z.boolean(), response: z.string() }).meta({ id: 'DebugResponse' });

/** Every field is optional, and so is the body: a bare POST tests text only. */
const DebugOpenaiBody = z.object({ image: UploadedFileSchema.optional(), extension: z.string().optional() }).nullish();

/** /api/admin/debug: administrators test the configured outside services. */
export const adminDebugRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  acceptMultipart(app);
  const { adminDebug } = app.services;

  app.post(
    '/openai',
    {
      schema: {
        operationId: 'debugOpenai',
        tags,
        security,
        consumes: ['multipart/form-data'],
        body: DebugOpenaiBody,
        response: { 200: DebugResponse, ...errors },
      },
    },
    (request) => adminDebug.debugOpenai(request.body ?? {}),
  );
};
