import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../platform/schemas.js';

const tags = ['Recipe: Images and Assets'];

/**
 * GET /api/media/docker/validate.txt: Mealie's deployment check reads back
 * `DATA_DIR/docker-validation/validate.txt` through the public media path, so an administrator can
 * see that the proxy and the data volume reach the same server. Nothing writes the file in this
 * version of Mealie either; without it the answer is 404 `File not found`.
 */
export const dockerValidationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { validators } = app.services;
  app.get(
    '/validate.txt',
    { schema: { operationId: 'getDockerValidationText', tags, response: { 200: z.unknown().describe('The text file'), 404: ErrorBody } } },
    async (_request, reply) => {
      const text = await validators.dockerValidationText();
      return reply.type('text/plain; charset=utf-8').header('x-content-type-options', 'nosniff').send(text);
    },
  );
};
